/**
 * Products by the way a prescription or a list of options writes them (issue 49, fourteenth round, tuned on the
 * backwaters set, by class):
 * - a dosage-form prefix, as South and South-East Asian and many hospital charts write it, then the product and a
 *   dose or frequency on the same line ("T. Primolut N 5 mg tds", "Tab. Norethisterone 5 mg", "Cap. Haematinic 1
 *   daily", "Inj. Clexane 40 mg", "Syp. Lactulose 10 ml");
 * - a word in no list right before a count of a dosage form or a dose ("Laxido 1 sachet PRN", "Oilatum 2 capfuls",
 *   "Movicol 2 sachets", "Duphaston 10 mg", "Restasis 0.05%"): nobody's name is taken by the sachet;
 * - the items of a bracketed list of two or more after a drug or a word in no list, or beside a drug inside the
 *   brackets ("Orlistat (Xenical, Alli)", "lubricants (Replens, Sylk, Hyalofemme)", "(Priorix or M-M-RvaxPro)"):
 *   brackets after a drug, a dose or a vaccine hold its brands and rivals, not people;
 * - in a line holding two or more pairs of a lower-case word and a bracketed capitalised one, none a relation or a
 *   post, one of them in no list ("black cohosh (Remifemin), red clover (Promensil), sage (A.Vogel Menoforce)",
 *   "emollient (Epaderm), barrier cream (Cavilon)"): the brands of what precedes them;
 * - a drug and its strength before one bracketed brand ("Ciclosporin 0.1% (Ikervis)"), and a brand before its
 *   release form ("Epilim Chrono", "Tegretol Retard", "MST Continus", "Adalat LA"), unless a given name or title;
 * - a word in no list joined by "and", "or" or "+" to a drug with its dose ("Premarin 0.625 and Duphaston",
 *   "Utrogestan 100 mg + Oestrogel").
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';
import { bracketWord, bracketWordStarts } from './bracket-starts';
import { matchesFrom, runAnchored, startAnchoredMatches } from './matches-at';
import { isDrugLike, PRODUCT_NOUNS } from './product-lexicons';
import type { Prerequisite } from './prerequisites';
import type { WordClasses } from './word-classes';

const DOSE = String.raw`\d+(?:\.\d+)?[^\S\n]*(?:mg|mcg|µg|micrograms?|g|ml|mL|iu|IU|units?|%)(?![\p{L}])`;
const FREQUENCY = String.raw`(?:od|bd|tds|qds|prn|nocte|mane|stat|daily|weekly|OD|BD|TDS|QDS|PRN)\b`;
const FORM_PREFIX = new RegExp(
  String.raw`\b(?:T|Tab|Tabs|Cap|Caps|Inj|Syr|Syp|Susp|Oint|Supp|` +
    String.raw`Pess)\.[^\S\n]*(\p{Lu}[\p{L}-]+(?:[^\S\n]+\p{Lu}[\p{L}-]*)?)` +
    String.raw`(?=[^\n]{0,24}?(?:${DOSE}|[^\S\n]\d+[^\S\n]+${FREQUENCY}))`,
  'gu',
);
const COUNTED_FORMS =
  String.raw`sachets?|tabs?|tablets?|caps?|capsules?|capfuls?|puffs?|drops|pumps?|` +
  String.raw`applicators?(?:ful)?|pessar(?:y|ies)|` +
  String.raw`measures?|scoops?|spoons?|sprays?|patch(?:es)?|mg|mcg|ml|mL`;
const BEFORE_COUNT = new RegExp(
  String.raw`(?<![\p{L}.'’-])(\p{Lu}[\p{L}-]+)[^\S\n]+\d+(?:\.\d+)?[^\S\n]*(?:(?:${COUNTED_FORMS})\b|%)`,
  'gu',
);
/** Words after which a bracketed list holds products: doses, vaccines, brands and options. */
const CHOICE_NOUNS = new Set([
  'dose',
  'doses',
  'vaccine',
  'vaccines',
  'jab',
  'jabs',
  'brand',
  'brands',
  'option',
  'options',
  'alternatives',
  'products',
]);
/**
 * A bracket's contents and the word before it. The lookbehind only refuses starts inside a word, where the engine
 * would otherwise re-read the rest of the word from each letter: a match from inside a word also matches from its
 * first letter, which comes first, and the search never resumes inside a word (a match ends at ")").
 */
export const BRACKETS = /(?:(?<![\p{L}-])([\p{L}-]+)[^\S\n]*)?\(([^()\n]{3,90})\)/gu;
/** BRACKETS tried only at the word before each bracket, or at the bracket when no word is there (bracket-starts.ts). */
export const BRACKETS_AT = new RegExp(BRACKETS.source, 'uy');
export const WORD_OR_BRACKET = bracketWord(String.raw`[\p{L}-]`, true);
const ITEM_SPLIT = /[^\S\n]*(?:,|;|\/|\bor\b|\band\b|\+)[^\S\n]*/u;
const CAPITALISED_ITEM = /^\p{Lu}[\p{L}\d.-]*(?:[^\S\n]+[\p{Lu}\d][\p{L}\d.-]*){0,2}$/u;
/** A drug, its strength, then one capitalised brand in brackets ("Ciclosporin 0.1% (Ikervis)"). */
const DOSED_BRAND =
  /(?<![\p{L}])([\p{L}]+)[^\S\n]+\d+(?:\.\d+)?[^\S\n]*(?:%|mg|mcg|g|ml|units)[^\S\n]*\((\p{Lu}[\p{L}-]+)\)/gu;
/** A brand with its release form ("Epilim Chrono", "Tegretol Retard", "MST Continus"). */
const RELEASE_FORM =
  /\b(\p{Lu}[\p{L}]+)[^\S\n]+(?:Chrono|Retard|Continus|Chronosphere|Depot|Durules|Uno|Prolonged[^\S\n]+Release|Modified[^\S\n]+Release|XL|SR|MR|CR|LA|ER)\b/gu;
const MAY_RELEASE = /\b(?:Chrono|Retard|Continus|Chronosphere|Depot|Durules|Uno|Release|XL|SR|MR|CR|LA|ER)\b/;
/** "herb (Brand)" in a line holding two or more such pairs. */
const PAIRED = /(?<![\p{L}])(\p{Ll}[\p{Ll}-]+)[^\S\n]*\((\p{Lu}[\p{L}.-]*(?:[^\S\n]+\p{Lu}[\p{L}.-]*){0,2})\)/gu;
const JOINED = new RegExp(
  String.raw`(?<![\p{L}])([\p{L}]+)(?:[^\S\n]+\d+(?:\.\d+)?(?:[^\S\n]*(?:mg|mcg|g|` +
    String.raw`ml))?)?[^\S\n]+(?:and|or|\+)[^\S\n]+(\p{Lu}[\p{L}-]+)\b`,
  'gu',
);

/**
 * What every match of three of the patterns holds, without their lookbehinds and word runs: the dose right before a
 * bracketed capital, the count right before its form, "and", "or" or "+" right before a capital. The gates before
 * them ("(", a digit, the word "and") pass on most notes, where the patterns were tried at every word to find
 * nothing; these pass on about a third of the notes, on one in a hundred for the dosed brand.
 */
const DOSED_BRAND_NEEDS = /\d[^\S\n]*(?:%|mg|mcg|g|ml|units)[^\S\n]*\(\p{Lu}/u;
const BEFORE_COUNT_NEEDS = new RegExp(String.raw`\d[^\S\n]*(?:(?:${COUNTED_FORMS})\b|%)`);
const JOINED_NEEDS = /[^\S\n](?:and|or|\+)[^\S\n]+\p{Lu}/u;
/** A herb's last letter (or a hyphen) right before its bracketed brand, for the pairs read line by line. */
const PAIRED_NEEDS = /[\p{Ll}-][^\S\n]*\(\p{Lu}/u;
export const MENTION_PREREQUISITES: readonly Prerequisite[] = [
  [DOSED_BRAND, DOSED_BRAND_NEEDS],
  [BEFORE_COUNT, BEFORE_COUNT_NEEDS],
  [JOINED, JOINED_NEEDS],
  [PAIRED, PAIRED_NEEDS],
];

// On a two-byte note (a dash, a Greek letter: most of the slowest notes) each of these tried only at its start
// characters (matches-at.ts); the lookbehinds of all but the release form refuse a start right after another.
export const BEFORE_COUNT_AT = runAnchored(BEFORE_COUNT, String.raw`\p{Lu}`);
export const DOSED_BRAND_AT = runAnchored(DOSED_BRAND, String.raw`\p{L}`);
export const RELEASE_FORM_AT = runAnchored(RELEASE_FORM, String.raw`\p{Lu}`);
export const PAIRED_AT = runAnchored(PAIRED, String.raw`\p{Ll}`);
export const JOINED_AT = runAnchored(JOINED, String.raw`\p{L}`);

/** A word no list knows: neither a name nor an English word nor a clinical term. */
function unlisted(word: string, words: WordClasses): boolean {
  const lower = word.toLowerCase();
  return !words.isName(lower) && !words.isAnyEnglishWord(lower) && !words.isAllowed(lower);
}

function bracketedItems(m: RegExpExecArray, words: WordClasses): Array<[number, number]> {
  const inner = m[2];
  const items = inner.split(ITEM_SPLIT).filter(Boolean);
  if (items.length < 2) return [];
  const before = m[1]?.toLowerCase();
  const afterDrug =
    before !== undefined &&
    (isDrugLike(before, words) || PRODUCT_NOUNS.has(before) || CHOICE_NOUNS.has(before) || unlisted(before, words));
  const drugInside = items.some((i) => isDrugLike(i.split(/[^\S\n]/u)[0].toLowerCase(), words));
  if (!afterDrug && !drugInside) return [];
  const innerStart = (m.index ?? 0) + m[0].length - inner.length - 1;
  const spans: Array<[number, number]> = [];
  let from = 0;
  for (const item of items) {
    const at = inner.indexOf(item, from);
    from = at + item.length;
    if (!CAPITALISED_ITEM.test(item) || words.isRoleWord(item.split(/[^\S\n]/u)[0].toLowerCase())) continue;
    // Beside a drug alone, a known given name is still a person; after a drug, the brackets are its brands.
    if (!afterDrug && words.isPersonalFirstName(item.toLowerCase())) continue;
    spans.push([innerStart + at, innerStart + at + item.length]);
  }
  return spans;
}

export function productMentionSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (/\b(?:T|Tabs?|Caps?|Inj|Syr|Syp|Susp|Oint|Supp|Pess)\./.test(text))
    for (const m of allMatches(FORM_PREFIX, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  if (/\d/.test(text) && BEFORE_COUNT_NEEDS.test(text))
    for (const m of startAnchoredMatches(BEFORE_COUNT_AT, text, true))
      if (unlisted(m[1], words)) spans.push([m.index ?? 0, (m.index ?? 0) + m[1].length]);
  if (text.includes('('))
    for (const m of matchesFrom(BRACKETS_AT, text, bracketWordStarts(WORD_OR_BRACKET, text)))
      for (const span of bracketedItems(m, words)) spans.push(span);
  if (text.includes('(') && DOSED_BRAND_NEEDS.test(text))
    for (const m of startAnchoredMatches(DOSED_BRAND_AT, text, true))
      if (isDrugLike(m[1].toLowerCase(), words) || unlisted(m[1], words)) {
        const start = (m.index ?? 0) + m[0].length - m[2].length - 1;
        spans.push([start, start + m[2].length]);
      }
  if (MAY_RELEASE.test(text))
    for (const m of startAnchoredMatches(RELEASE_FORM_AT, text))
      if (!words.isPersonalFirstName(m[1].toLowerCase()) && !words.isTitle(m[1].toLowerCase()))
        spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  if (text.includes('(') && PAIRED_NEEDS.test(text))
    for (const line of text.split('\n')) {
      const pairs = startAnchoredMatches(PAIRED_AT, line, true).filter(
        (m) => !words.isRoleWord(m[1]) && !words.isRelation(m[1]),
      );
      if (pairs.length < 2 || !pairs.some((m) => unlisted(m[2].split(/[^\S\n.]/u).pop() ?? '', words))) continue;
      const lineStart = text.indexOf(line);
      for (const m of pairs) {
        const start = lineStart + (m.index ?? 0) + m[0].length - m[2].length - 1;
        spans.push([start, start + m[2].length]);
      }
    }
  if (/\b(?:and|or)\b|\+/.test(text) && JOINED_NEEDS.test(text))
    for (const m of startAnchoredMatches(JOINED_AT, text, true)) {
      const first = m[1].toLowerCase();
      if (isDrugLike(first, words) && /^\p{Lu}/u.test(m[1]) && unlisted(m[2], words)) {
        const start = (m.index ?? 0) + m[0].length - m[2].length;
        spans.push([start, start + m[2].length]);
      }
    }
  return spans;
}
