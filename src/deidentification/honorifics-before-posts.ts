/**
 * Honorifics of other languages before a post (issue 49, eighteenth round, tuned on the tideline set, by class):
 * English written by speakers of Thai, Malay, Indonesian, Vietnamese, Swahili and Arabic keeps the honorific their
 * language puts before a person's title or post ("thank you khun doctor", "Encik nurse", "ya doktor", "bác sĩ"), and
 * the name rule read the honorific as a name. The honorifics are those Wikipedia's "Honorific" and the languages'
 * own articles list as standing before a name or a post; before a post (doctor, nurse, sister, midwife, pharmacist,
 * teacher, madam, sir) they address the post, and no name is said. Before a name they keep the name's rule ("Khun
 * Somchai", "Encik Rahman" stay names).
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';

const HONORIFIC =
  String.raw`khun|kuhn|nong|phi|encik|cik|puan|tuan|bapak|pak|ibu|bu|mbak|mas|anh|chị|chi|em|cô|bác|` +
  String.raw`bwana|mama|dada|ndugu|ya|sayyid|sayyidati|ustaz|ustazah`;
const POST =
  String.raw`doctors?|dr|docteur|doktor|daktari|nurses?|sisters?|midwife|midwives|pharmacist|teacher|madam|madame|` +
  String.raw`sir|professor|consultant|receptionist|staff`;
const BEFORE_POST = new RegExp(String.raw`(?<![\p{L}])(?:${HONORIFIC})(?=[^\S\n]+(?:${POST})(?![\p{L}]))`, 'giu');
// A post is rarer than the short honorifics ("ya", "em", "bu"): it is looked for first, without Unicode mode.
const MAY_POST =
  /(?:octor|octeur|oktor|aktari|urse|ister|idwi|harmacist|eacher|adam|\bsir|rofessor|onsultant|eceptionist|taff|\bdr)\b/i;
const MAY_HONOUR = new RegExp(String.raw`(?<![\p{L}])(?:${HONORIFIC})[^\S\n]`, 'iu');

export function honorificBeforePostSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (!MAY_POST.test(text) || !MAY_HONOUR.test(text)) return spans;
  for (const m of allMatches(BEFORE_POST, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  return spans;
}
