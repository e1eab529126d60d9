/**
 * Imaging equipment, contrast media and handling aids (issue 49, fifteenth round, tuned on the headwaters set, by
 * class): radiology protocols, scanner logs and transport crew notes name them with words a name reader takes for a
 * person.
 * - scanner and imaging-software model names of the main makers ("MAGNETOM Sola", "MAGNETOM Vida", "SIGNA Premier",
 *   "Ingenia Elition", "Vantage Galan", "SOMATOM Force", "Aquilion ONE", "syngo MR XA50", "syngo.via");
 * - the acquisition parameters of an MR or CT sequence before their value and unit ("TR 4500 ms", "TE 101 ms",
 *   "TI 2500 ms", "FA 90°", "slice 4 mm", "FOV 240 mm", "NEX 2"): letters and a word measured in units;
 * - gadolinium-based and iodinated contrast media and ultrasound contrast agents by their brand names, as the
 *   regulators' lists give them ("Dotarem", "Clariscan", "Omniscan", "MultiHance", "Primovist", "Omnipaque",
 *   "Visipaque", "Iomeron", "SonoVue");
 * - moving-and-handling aids named after their maker or inventor before the aid ("Zimmer frame", "Sara Stedy",
 *   "Sara Plus hoist", "Oxford hoist", "ReTurn stand", "Molift Smart"): "Zimmer" alone may be a person.
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';

const S = String.raw`[^\S\n]+`;
const SCANNERS = new RegExp(
  String.raw`\b(?:MAGNETOM${S}(?:Sola|Vida|Skyra|Prisma|Aera|Avanto|Verio|Lumina|Altea|Terra|Free\.Max|Amira|Sempra|` +
    String.raw`Espree|Trio|Symphony|Essenza|Harmony|Spectra|Flow|Cima\.X)(?:${S}Fit)?|` +
    String.raw`SIGNA${S}(?:Premier|Artist|Architect|Pioneer|Explorer|Voyager|Creator|Hero|Champion|Victor|HDxt|` +
    String.raw`Excite|Horizon|Infinity)|` +
    String.raw`Ingenia(?:${S}(?:Elition|Ambition|Prodiva|CX|X))?|Achieva(?:${S}dStream)?|Intera|` +
    String.raw`Vantage${S}(?:Galan|Orian|Titan|Elan|Centurian)|SOMATOM${S}[A-Z][\w.]*|Aquilion(?:${S}(?:ONE|Prime|` +
    String.raw`Lightning|Precision))?|Revolution${S}(?:CT|EVO|Apex|HD|ACT|Maxima)|Biograph(?:${S}\w+)?|` +
    String.raw`syngo(?:\.via|${S}MR(?:${S}[A-Z]{1,2}\d{1,3}[A-Z]?)?|${S}[A-Z]{1,2}\d{1,3}[A-Z]?)?)(?![\w.])`,
  'g',
);
const MAY_SCANNER = /MAGNETOM|SIGNA|Ingenia|Achieva|Intera|Vantage|SOMATOM|Aquilion|Revolution|Biograph|syngo/;
/** An MR or CT parameter before its value and unit. */
const PARAMETER =
  /\b(?:TR|TE|TI|FA|FOV|NEX|NSA|ETL|BW|slices?|slice[^\S\n]+thickness|matrix|gap)[^\S\n]*(?:[:=][^\S\n]*)?\d+(?:\.\d+)?[^\S\n]*(?:ms|mm|cm|°|deg|Hz\/px|kHz|x[^\S\n]*\d+)?(?![\p{L}])/gu;
const MAY_PARAMETER = /\b(?:TR|TE|TI|FA|FOV|NEX|NSA|ETL|BW|slices?|matrix|gap)\b[^\n]{0,4}\d/;
const CONTRAST = new RegExp(
  String.raw`\b(?:Gadovist|Gadavist|Dotarem|Clariscan|ProHance|MultiHance|Magnevist|Omniscan|Optimark|Eovist|` +
    String.raw`Primovist|Ablavar|Vasovist|Elucirem|Vueway|Artirem|Cyclolux|Gadoprocyte|Omnipaque|Visipaque|` +
    String.raw`Iomeron|Ultravist|Isovue|Niopam|Optiray|Xenetix|Hexabrix|Conray|Telebrix|Gastrografin|Lipiodol|` +
    String.raw`Feraheme|Rienso|SonoVue|Lumason|Definity|Luminity|Optison|Sonazoid|Imagopaque|Accupaque)\b`,
  'g',
);
const MAY_CONTRAST = /contrast|gadolin|agent|MRI|MR\b|CT\b|scan|iodin|ultrasound|radiolog/i;
const HANDLING = new RegExp(
  String.raw`\b(?:Zimmer(?=${S}(?:frame|walker|walking${S}frame)\b)|Sara${S}(?:Stedy|Plus|Flex|3000|Lite|Combilizer)|` +
    String.raw`Oxford(?=${S}(?:hoist|Midi|Mini|Maxi|Journey|Advance)\b)|(?:Ross${S})?ReTurn(?:${S}\d+)?|` +
    String.raw`Molift(?:${S}(?:Smart|Quick|Mover|Partner|Raiser|Air|Nomad)(?:${S}\d+)?)?|` +
    String.raw`Arjo(?:Huntleigh)?${S}(?:Maxi(?:${S}Move|${S}Sky)?|Encore|Opera|Minstrel|Carendo|Sara)|` +
    String.raw`Quick${S}Raiser|Rotunda(?=${S}(?:turner|turntable|stand)\b)|Turner${S}Pro|MiniMove|EasyStand|` +
    String.raw`Rotastand|Romedic|Stedy)\b`,
  'g',
);
const MAY_HANDLE =
  /Zimmer|Sara|Oxford|ReTurn|Molift|Arjo|Raiser|Rotunda|Turner|MiniMove|EasyStand|Rotastand|Romedic|Stedy/;

export function imagingAndHandlingSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const add = (re: RegExp): void => {
    for (const m of allMatches(re, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  };
  if (MAY_SCANNER.test(text)) add(SCANNERS);
  if (MAY_PARAMETER.test(text)) add(PARAMETER);
  if (MAY_CONTRAST.test(text)) add(CONTRAST);
  if (MAY_HANDLE.test(text)) add(HANDLING);
  return spans;
}
