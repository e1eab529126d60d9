/**
 * Named clinical prediction rules, diagnostic criteria and classifications (issue 49, seventeenth round, a lexicon
 * of the kind rather than the words the crossroads set happened to hold): "Simon Broome possible FH", "Dutch Lipid
 * Clinic Network score 5", "Amsterdam II criteria", "Rome IV", "Wells score 4", "Ottawa ankle rules". The names are
 * taken from the rules and criteria indexed by MDCalc (https://www.mdcalc.com/) and from Wikipedia's "Clinical
 * prediction rule" and "Medical classification" articles; most hold a person's name or a city's, so the name alone
 * proves nothing. It is read as the rule only before the rule's own head word ("criteria", "score", "rules",
 * "classification", a verdict such as "possible" or "definite"), maybe after a version ("Rome IV", "Amsterdam II")
 * or a bracketed acronym ("Dutch Lipid Clinic Network (DLCN) score"), or after a verb of meeting it ("meets
 * modified Duke", "fulfils Rome IV"); never after a title ("Dr Wells score" is a person's record).
 * clinical-lexicons.ts holds the one-word scales read before a value; this holds the names of several words.
 * From the twenty-seventh round (foreshore), the liver's grades and scores of the same sources ("West Haven grades",
 * "Maddrey", "Lille"), "grades" as a head, and a listed rule with its edition alone in brackets ("(Baveno VII)").
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';
import { titleBefore } from './titles-before';

const S = String.raw`[^\S\n]+`;
/** Display forms; a space stands for any run of spaces, a hyphen for a hyphen or a space. */
const RULES = `
Simon Broome|Dutch Lipid Clinic Network|Dutch Lipid Clinic|MEDPED|Make Early Diagnosis to Prevent Early Deaths|
Wells|Ottawa|Ottawa ankle|Ottawa knee|Ottawa subarachnoid haemorrhage|Centor|McIsaac|FeverPAIN|Rome|Amsterdam|
Bethesda|Revised Bethesda|Jones|Duke|Modified Duke|Light's|Lights|Ranson|Glasgow|Glasgow-Blatchford|Blatchford|
Rockall|Child-Pugh|Geneva|Revised Geneva|San Francisco Syncope|San Francisco|Canadian CT Head|Canadian C-Spine|
Canadian Syncope|NEXUS|Alvarado|Framingham|Reynolds|Gail|Tyrer-Cuzick|Manchester|Caprini|Padua|Khorana|Bishop|
Apgar|Rotterdam|McDonald|Sydney|Atlanta|Revised Atlanta|Berlin|Sgarbossa|Brugada|Killip|Goldman|Lee|Epworth|
Hestia|Forrester|Sokal|Gleason|Breslow|Clark|Nottingham|Van Nuys|Bosniak|Fleischner|Lugano|Ann Arbor|Montreal|
Truelove and Witts|Truelove-Witts|Mayo|Harvey-Bradshaw|Kupperman|Greene|Tanner|Ferriman-Gallwey|Amsel|Nugent|
Hay-Ison|Beighton|Brighton|Villefranche|Sapporo|Chapel Hill|Masaoka|Fukuoka|Baveno|Milan|Banff|Los Angeles|
Savary-Miller|Prague|Vienna|Paris|Kyoto|Seattle|Boston|Rochester|Toronto|Hamilton|Edinburgh|Oswestry|Dukes|
Clavien-Dindo|Spaulding|Forrest|Hinchey|Mallampati|Cormack-Lehane|Kellgren-Lawrence|Salter-Harris|Garden|
Weber|Lauge-Hansen|Neer|Schatzker|Gustilo|Vancouver|Hunt and Hess|Fisher|Spetzler-Martin|Hurley|Marsh|Ann Arbour|
Sydney System|Los Angeles classification|Bismuth|Tokyo|Oxford|Okuda|Barcelona|Milan|Up-to-Seven|Wexner|Vaizey|
St Mark's|Bristol|Pittsburgh|Leicester|Manning|Hadlock|Robinson|Carpenter-Coustan|IADPSG|Stockholm|STRAW|
Nottingham Prognostic|Tyrer Cuzick|Manchester Triage|Modified Early Warning|Caprini|Charlson|Elixhauser|Karnofsky|
West Haven|Maddrey|Lille|King's College|Glasgow Alcoholic Hepatitis|Clichy|Ishak|Metavir|Ludwig|Scheuer`
  .split('|')
  .map((r) => r.trim())
  .filter(Boolean);

const pattern = (r: string): string =>
  r
    .replace(/[.*+?^${}()[\]\\]/g, '\\$&')
    .replace(/'/g, "['’]")
    .replace(/-/g, '[-\\s]')
    .replace(/ /g, S);
/** Longest first, so "Dutch Lipid Clinic Network" wins over "Dutch Lipid Clinic". */
const RULE = `(?:${[...new Set(RULES)]
  .sort((a, b) => b.length - a.length)
  .map(pattern)
  .join('|')})`;
/** A version or edition after the name: "Rome IV", "Amsterdam II", "Revised Atlanta 2012", "CURB-65". */
const VERSION = String.raw`(?:[^\S\n]*-?[^\S\n]*(?:I{1,3}|IV|V|VI|\d{1,4})(?![\p{L}\d]))?`;
const ACRONYM = String.raw`(?:[^\S\n]*\(\p{Lu}[\p{Lu}\d-]{1,9}\))?`;
/** Either case of a word's first letter: "criteria", "Criteria". */
const eitherCase = (words: string): string =>
  words
    .split('|')
    .map((w) => `[${w[0]}${w[0].toUpperCase()}]${w.slice(1)}`)
    .join('|');
/** A word of the rule's own after it: "criteria", "score", "rules". */
const HEAD = `(?:${eitherCase(
  'criteria|criterion|rules?|scores?|scoring|classification|grades?|grading|staging|guidelines?|register|' +
    'calculators?|definition|consensus',
)})`;
/** A verdict after a rule of two words or more ("Simon Broome possible FH"); one word may be a person's name. */
const VERDICT = String.raw`(?:possible|probable|definite|unlikely)`;
const MULTIWORD_RULE = `(?:${[...new Set(RULES)]
  .filter((r) => /[\s-]/.test(r))
  .sort((a, b) => b.length - a.length)
  .map(pattern)
  .join('|')})`;
/** A verb of meeting a rule, or "per", before it. */
const MEETING =
  String.raw`(?:meets|met|meeting|fulfils|fulfills|fulfilled|fulfilling|satisfies|satisfied|satisfying|per|using|` +
  String.raw`applying|applied)${S}(?:the${S})?(?:(?:modified|revised|updated)${S})?`;
/**
 * One word between the name and its head, lower case or a short acronym: "Ottawa ankle rules", "Wells PE score"; from
 * the twenty-seventh round (foreshore), another tool's code joined by "and" ("the Framingham and QRISK3 calculators").
 */
const JOINED_CODE = String.raw`(?:and|or|&)${S}\p{Lu}[\p{Lu}\d-]{1,9}\d[\p{Lu}\d-]*`;
const BETWEEN = String.raw`(?:(?:\p{Ll}[\p{Ll}-]*|\p{Lu}{2,5}|${JOINED_CODE})${S})?`;
/** The head or verdict is found first; only then is the short stretch before it read for the rule's name. */
const HEAD_AT = new RegExp(String.raw`(?<=[^\S\n])(?:${HEAD})(?![\p{L}])`, 'gu');
const VERDICT_AT = new RegExp(String.raw`(?<=[^\S\n])${VERDICT}(?![\p{L}])`, 'gu');
const RULE_BEFORE = new RegExp(String.raw`(?<![\p{L}'’-])${RULE}${VERSION}${ACRONYM}${S}${BETWEEN}$`, 'u');
const MULTIWORD_RULE_BEFORE = new RegExp(String.raw`(?<![\p{L}'’-])${MULTIWORD_RULE}${VERSION}${ACRONYM}${S}$`, 'u');
const MEETING_AT = new RegExp(String.raw`\b${MEETING}`, 'gu');
const RULE_AFTER = new RegExp(String.raw`^${RULE}${VERSION}(?![\p{L}])`, 'u');
const WINDOW = 72;
/**
 * A listed rule and its edition alone in brackets after what it grades (issue 49, twenty-seventh round: "varices
 * (Baveno VII)", "IBS (Rome IV)"): the edition in Roman numerals is the consensus's, a person's name is not written so.
 */
const BRACKETED_EDITION = new RegExp(String.raw`\((${RULE})${S}(?:II|III|IV|V|VI|VII|VIII|IX|X)\)`, 'gu');
const MAY_BRACKETED_EDITION = /\([^()\n]{2,40}[^\S\n]+[IVX]{1,4}\)/;

/** Spans from a rule's name before each of the found words to the word's end. */
function namesBefore(text: string, at: RegExp, before: RegExp, spans: Array<[number, number]>): void {
  for (const m of allMatches(at, text)) {
    const end = m.index ?? 0;
    const from = Math.max(0, end - WINDOW);
    const rule = before.exec(text.slice(from, end));
    if (rule === null) continue;
    const start = from + (rule.index ?? 0);
    if (!titleBefore(text, start, 10, 'usual')) spans.push([start, end + m[0].length]);
  }
}

export function namedCriteriaSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  namesBefore(text, HEAD_AT, RULE_BEFORE, spans);
  namesBefore(text, VERDICT_AT, MULTIWORD_RULE_BEFORE, spans);
  if (MAY_BRACKETED_EDITION.test(text))
    for (const m of allMatches(BRACKETED_EDITION, text)) spans.push([m.index + 1, m.index + m[0].length - 1]);
  for (const m of allMatches(MEETING_AT, text)) {
    const start = (m.index ?? 0) + m[0].length;
    const rule = RULE_AFTER.exec(text.slice(start, start + WINDOW));
    if (rule !== null) spans.push([start, start + rule[0].length]);
  }
  return spans;
}
