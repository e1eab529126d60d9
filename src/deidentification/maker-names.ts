/**
 * Makers of laboratory analysers, assays and equipment with their product lines (issue 49, thirteenth round,
 * tuned on the hinterland set, by class): lab reports, reference ranges and compounding worksheets name the
 * platform a result came from ("(Roche Elecsys)", "Beckman Access AMH", "Abbott Architect", "Siemens Atellica",
 * "Mettler Toledo balance", "Sartorius scale"). Several makers carry a founder's surname ("Roche", "Abbott",
 * "Beckman"), so the maker alone proves nothing: it is read as a maker only before one of its product lines or an
 * equipment noun, and never after a title ("Mrs Abbott Architect" is still somebody).
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';
import { titleBefore } from './titles-before';

const MAKER =
  String.raw`(?:Roche|Abbott|Beckman(?:[^\S\n]+Coulter)?|Siemens(?:[^\S\n]+Healthineers)?|Ortho(?:[^\S\n]+Clinical)?|` +
  String.raw`Sysmex|Mettler(?:[-\s]Toledo)?|Sartorius|Ohaus|Mindray|Werfen|bioM[ée]rieux|Bio-Rad|Randox|DiaSorin|` +
  String.raw`Tosoh|Fujirebio|Cepheid|Hologic|Quidel|Thermo(?:[^\S\n]+Fisher)?|Becton[^\S\n]+Dickinson|BD|Radiometer|` +
  String.raw`Nova|Menarini|Binding[^\S\n]+Site|Perkin[^\S\n]*Elmer|Agilent|Waters|Shimadzu|Olympus|Zeiss|Topcon|` +
  String.raw`Heidelberg|Haag-Streit|Keeler|Omron|Welch[^\S\n]+Allyn|Dexcom|Medtronic|Ypsomed|` +
  // Issue 49's seventeenth round: oral-care makers of the NHS dental formulary and the BNF's "Dental Practitioners'
  // Formulary" ("Colgate Duraphat", "Sensodyne ProNamel"), several of them surnames too.
  String.raw`Colgate|Sensodyne|Oral-B|Corsodyl|Aquafresh|Parodontax|Listerine|Biot[eè]ne|Crest|Oralieve|TePe|` +
  String.raw`Curaprox|Elmex|Arm[^\S\n]+(?:&|and)[^\S\n]+Hammer|Regenerate|Glandosane|Saliveze|BioXtra)`;
/** Product lines of the makers above, and the nouns that say a maker's equipment is meant. */
const LINE =
  String.raw`(?:Elecsys|cobas|Cobas|Access|DxI|UniCel|Architect|ARCHITECT|Alinity|Atellica|ADVIA|Centaur|Immulite|` +
  String.raw`IMMULITE|Dimension|Vitros|VITROS|Liaison|LIAISON|Lumipulse|AIA|Xpert|GeneXpert|Panther|ThinPrep|` +
  String.raw`Spectralis|Cirrus|Maestro|Toledo|Variant|D-10|Tina-quant|Accu-Chek|Optium|Freestyle|FreeStyle|` +
  String.raw`Libre|G6|G7|Spectrum|XN|CA-\d+|BN[^\S\n]*II|Optilite|Triage|Sofia|Cube|ABL\d*|` +
  String.raw`Duraphat|PreviDent|Pro[Nn]amel|Pro-Expert|Total|Repair[^\S\n]+(?:&|and)[^\S\n]+Protect|` +
  String.raw`Rapid[^\S\n]+Relief|` +
  String.raw`Sensitive|Complete|Advanced|Enamel|Gum[^\S\n]+Health|Daily|Dry[^\S\n]+Mouth|Oral[^\S\n]+Balance)`;
const NOUN =
  String.raw`(?:analy[sz]ers?|assays?|immunoassays?|platforms?|balances?|scales?|kits?|machines?|meters?|pumps?|` +
  String.raw`scanners?|methods?|reagents?|calibrators?|controls?|instruments?|tomograph|camera|sensors?|` +
  String.raw`toothpastes?|mouthwash(?:es)?|mouth[^\S\n]?rinses?|varnish|brushes|toothbrushes|gel|spray)`;
/**
 * The assay after a product line, and its generation ("Roche Elecsys Cortisol II", "Abbott Architect AMH", "Beckman
 * Access Estradiol Gen 2"): issue 49, seventeenth round.
 */
const ASSAY = String.raw`(?:[^\S\n]+\p{Lu}[\p{Ll}\p{Lu}\d-]+(?:[^\S\n]+(?:II|III|IV|Gen[^\S\n]*\d))?)?`;
const MADE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${MAKER}` +
    String.raw`(?:[^\S\n]+${LINE}(?![\p{L}\p{N}])(?:[^\S\n]+${NOUN}\b|${ASSAY})?|[^\S\n]+${NOUN}\b)`,
  'gu',
);
const MAY_NAME_MAKER = new RegExp(MAKER);

export function makerSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (!MAY_NAME_MAKER.test(text)) return spans;
  for (const m of allMatches(MADE, text)) {
    const start = m.index ?? 0;
    if (titleBefore(text, start, 8, 'caseless')) continue;
    spans.push([start, start + m[0].length]);
  }
  return spans;
}
