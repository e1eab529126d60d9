/**
 * Makers of medical devices before a range's name (issue 49, eighteenth round, tuned on the tideline set, by class):
 * imaging headers, compression and stoma prescriptions and smoking-cessation records name the device by its maker
 * and its range ("Philips Affiniti 70", "Sigvaris Comfort", "Dansac NovaLife Soft Convex", "Vitalograph COPD-6").
 * The makers are the manufacturers of the NHS Drug Tariff Part IX (compression hosiery and garments, stoma and
 * continence appliances), the Manufacturer values (0008,0070) that imaging modalities write in DICOM headers, and
 * the makers of carbon-monoxide monitors and spirometers used by stop-smoking services. Several are surnames or
 * places ("Hollister", "Haddenham", "Salts", "Medi"), so the maker alone proves nothing: it is read as a maker only
 * before one to four words of a range (capitalised, in capitals, or a brand in mixed case: "piCO+", "SenSura"),
 * never after a title, and not when the first word of the range is a surname that is no everyday word ("Medi
 * Jones", "Mrs Salts Harper" stay people).
 * Besides, a suture by its gauge (SUTURE below).
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';
import { titleBefore } from './titles-before';

const MAKER =
  // Drug Tariff Part IX: hosiery and compression garments.
  String.raw`(?:Jobst|Juzo|Medi|Sigvaris|Haddenham|Activa|Credenhill|Thuasne|Lohmann[^\S\n]*&[^\S\n]*Rauscher|L&R|` +
  String.raw`Urgo|Essity|BSN|Ofa|Bauerfeind|Mediven|` +
  // Drug Tariff Part IX: stoma and continence appliances.
  String.raw`Coloplast|ConvaTec|Convatec|Hollister|Dansac|Salts|Welland|Pelican|CliniMed|Clinimed|Oakmed|Eakin|` +
  String.raw`Bullen|Wellspect|Teleflex|Bard|Ostoform|Respond|Fittleworth|` +
  // DICOM Manufacturer (0008,0070) values of mammography, DXA, ultrasound and CT.
  String.raw`Siemens|Hologic|GE(?:[^\S\n]+Healthcare)?|Philips|Canon|Toshiba|Fujifilm|FUJIFILM|Carestream|Agfa|` +
  String.raw`Konica[^\S\n]+Minolta|Planmed|Samsung|Esaote|Norland|Lunar|Medison|` +
  // Carbon-monoxide monitors and spirometers.
  String.raw`Bedfont|Vitalograph|Micro[^\S\n]+Direct|MIR|NDD|Spirometrics)`;
/** A word of a range: capitalised, in capitals, a figure-bearing model, or a mixed-case brand ("piCO+"). */
/**
 * A facility's or a street's word after a maker's name names a place ("Hollister Imaging", "Salts Mill Road"): no
 * range starts with one.
 */
const PLACE_WORD =
  String.raw`(?:Imaging|Clinics?|Centre|Center|Hospitals?|Health|Healthcare|Medical|Radiology|` +
  String.raw`Practice|Surgery|Pharmacy|Laborator(?:y|ies)|Labs?|Diagnostics|Street|St|Road|Rd|Lane|Avenue|Way|Court|` +
  String.raw`House|Park|Mill|Close|Drive|Square)(?![\p{L}\d])`;
const FIRST_RANGE_WORD = String.raw`(?!${PLACE_WORD})(?:\p{Lu}[\p{L}\d+-]*|\p{Ll}{1,4}\p{Lu}[\p{L}\d+-]*)`;
/** Words after the first may be a model number ("Affiniti 70"); the first is letters, not a time ("Medi 14:35"). */
const RANGE_WORD = String.raw`(?:${FIRST_RANGE_WORD}|\d[\p{L}\d+-]*)`;
/**
 * The software and its version after the range, as DICOM's Software Versions (0018,1020) and DXA reports give it
 * ("Hologic Horizon A, APEX 5.6.1.3"); a network label before the figures ("IP", "PACS", "AE", "host") is an
 * address, which keeps its rule.
 */
const NETWORK_LABEL = String.raw`(?:IP|PACS|AET?|HOST|ADDR|DNS|GW|URL)\b`;
const SOFTWARE = String.raw`(?:,?[^\S\n]+(?!${NETWORK_LABEL})\p{Lu}{2,10}[^\S\n]+v?\d+(?:\.\d+){1,3})?`;
export const RANGE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${MAKER})[^\S\n]+(${FIRST_RANGE_WORD})((?:[^\S\n]+${RANGE_WORD}){0,3})${SOFTWARE}` +
    String.raw`(?![\p{L}\p{N}])`,
  'gu',
);
/**
 * A suture by its gauge and material, as the suture catalogues of Ethicon and Covidien name them ("2-0 Vicryl
 * Rapide", "1 PDS loop", "3/0 Prolene"): a gauge before a word is no house number.
 */
const SUTURE = new RegExp(
  String.raw`\b(?:\d{1,2}[-/]0|[0-5])[^\S\n]+(?:PDS(?:[^\S\n]*(?:II|Plus))?|Vicryl|Monocryl|Prolene|Ethilon|` +
    String.raw`Mersilene|Novafil|Biosyn|Polysorb|Caprosyn|Maxon|Dexon|Stratafix|V-Loc|Surgipro|Nurolon)` +
    // The address rule reads "loop." as a street's abbreviation, stop and all.
    String.raw`(?:[^\S\n]+(?:Rapide|Plus|loop|looped|subcuticular|interrupted|continuous))?\b\.?`,
  'g',
);
const MAY_SUTURE =
  /PDS|Vicryl|Monocryl|Prolene|Ethilon|Mersilene|Novafil|Biosyn|Polysorb|Caprosyn|Maxon|Dexon|Stratafix|V-Loc|Surgipro|Nurolon/;
const MAY_MAKE = new RegExp(MAKER);

/** "Medi Jones": the range's first word a surname that is no everyday word, or the maker a given name. */
function readsAsPerson(maker: string, first: string, words: WordClasses): boolean {
  const lower = first.toLowerCase();
  return words.isPersonalFirstName(maker.toLowerCase()) || (words.isName(lower) && !words.isCommonWord(lower));
}

export function deviceRangeSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (MAY_SUTURE.test(text))
    for (const m of allMatches(SUTURE, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  if (!MAY_MAKE.test(text)) return spans;
  for (const m of allMatches(RANGE, text)) {
    const start = m.index ?? 0;
    if (titleBefore(text, start, 8)) continue;
    if (readsAsPerson(m[1], m[2], words)) continue;
    spans.push([start, start + m[0].length]);
  }
  return spans;
}
