/**
 * Positions that make a capitalised word a test, sign, score, instrument or product rather than a person
 * (issue 49, tenth round, tuned on the ancillary set, by class):
 * - an eponym before the clinical head it names ("Wilson score", "Cormack-Lehane grade", "Van Herick grade",
 *   "Mallampati class", "Macintosh 3 blade", "Snellen chart"): a person is not graded, scored or viewed through;
 * - an eponymous sign with its result ("Rinne positive", "Weber central", "Romberg negative"), unless a person's
 *   result follows ("positive for");
 * - a condition in the possessive after a negation or a query ("no Horner's", "?Cushing's", "query Addison's");
 * - a word in no list before a strength ("Eutirox 75", "Progeffik 200", "Fortisip Compact Protein 125 mL"), and
 *   any capitalised word before a dose with its unit: people are not measured in mg or mL;
 * - words in no list in brackets after a lower-case word ("emollient (Epaderm)", "(Citanest with Octapressin)"):
 *   the brand of what the word before names; a bracketed listed name stays a name;
 * - a bracketed capitalised word after an instrument noun ("videolaryngoscope (McGrath)", "tonometer (Perkins)");
 * - a work cited by its kind and year ("Cochrane review 2013", "WHI trial 2002");
 * - a device maker's name, then its model ("Widex Zen", "Oticon More 1", "Phonak Audéo P70").
 * Each returns spans; a hit lying wholly inside one is dropped, as for product-contexts.ts.
 */
import { allMatches } from './all-matches';
import { guardedByFirst } from './matches-at';
import type { WordClasses } from './word-classes';
import { DEVICE_BRANDS } from './casework-lexicons';

/** No title just before: "Dr Wilson score" is no construct, "Dr Wilson" keeps its name. */
const NOT_AFTER_TITLE = String.raw`(?<!\b(?:[mM]rs?|MRS?|[mM]s|MS|[mM]iss|[dD]r|DR|[pP]rof|[nN]urse|[sS]ister)\.?\s+)`;
/** One capitalised word, or surnames joined by hyphens, with an optional particle ("Van Herick"). */
const EPONYM =
  String.raw`(?:\b(?:[Vv]an|[Vv]on|[Dd]e|[Dd]i|[Ll]e|[Dd]u|[Ll]a)[^\S\n]+)?` +
  String.raw`(?<![\p{L}'’])\p{Lu}[\p{L}'’]*(?:[-–]\p{Lu}[\p{L}'’]*)*`;
// Each construct is found by its right-hand part first (a head noun, a dose, a fraction, a bracket), which few
// positions of a note start; only then is the short stretch before it read for the capitalised words.
/** "tests" but not a person's result ("Linda tests positive"): a test is not said to test positive. */
const TESTS_NOT_A_VERB = String.raw`tests(?![^\S\n]+(?:positive|negative)\b)`;
/** Operations by their Greek and Latin endings: "colposuspension", "hysterectomy", "sacrocolpopexy", "labiaplasty". */
const PROCEDURE_NOUN = String.raw`\p{Ll}{3,}(?:ectomy|otomy|ostomy|plasty|pexy|rrhaphy|suspension|desis)`;
/** Heads an eponym names: tests, scores, classes, signs and the kit they are taken with. */
const EPONYM_HEADS =
  String.raw`score|scores|grade|grading|class|classification|criteria|scale|index|test|${TESTS_NOT_A_VERB}|` +
  String.raw`sign|signs|reflex|` +
  String.raw`grid|chart|applanation|tonometry|tonometer|blade|laryngoscope|view|staging|stage|ratio|formula|` +
  String.raw`equation|questionnaire|inventory|nomogram|lens|plates|syndrome|disease|palsy|phenomenon|fracture|` +
  String.raw`node|nodes|cells?|bodies|body|` +
  // Issue 49, eleventh round: techniques, models, measures and conditions named after their authors; a "level" only
  // with a Roman numeral ("Clark level III"), and no "type": "Okafor level 2", "Okafor type 2 diabetes" are hers.
  String.raw`massage|technique|method|manoeuvres?|maneuvers?|procedure|operation|repair|model|thickness|` +
  String.raw`level(?=[^\S\n]+[IVX]+\b)|nodule|incision|regimen|protocol|\p{Ll}+(?:itis|osis|oma|opathy)|` +
  // Issue 49, sixteenth round: a questionnaire by its length ("UCLA 3-item"), and an operation by its suffix
  // ("Burch colposuspension", "Whipple pancreaticoduodenectomy"): no person is counted in items or operated as a noun.
  String.raw`\d{1,2}-items?|${PROCEDURE_NOUN}|` +
  // Issue 49, thirty-fourth round: an author's patterns of a tissue or an image ("Tabár patterns", "Wolfe parenchymal
  // patterns"), in the plural only: "Okafor pattern" may be her own.
  String.raw`patterns`;
const EPONYM_HEAD = new RegExp(String.raw`[^\S\n](?:${EPONYM_HEADS})\b`, 'gu');
const EPONYM_BEFORE_HEAD = new RegExp(String.raw`${NOT_AFTER_TITLE}${EPONYM}(?:[^\S\n]+\d{1,2})?[^\S\n]*$`, 'u');
/**
 * An eponym, one lower-case word, then the head ("Basson circular model", "Fitzpatrick skin type", "Hashimoto's
 * autoimmune thyroiditis"), taken when the eponym is no first name, the word between no function word, and the head
 * nothing a person has a reading of: "Okafor pain score 6" and "Okafor skin type II" may be Okafor's own.
 */
const MODIFIED_HEAD =
  /^[^\S\n](?:model|technique|method|massage|manoeuvres?|maneuvers?|classification|criteria|patterns|\p{Ll}+(?:itis|osis|oma|opathy))$/u;
/**
 * Patterns only after an adjective of a tissue or an image ("Wolfe parenchymal patterns", "Tabár mammographic
 * patterns"): "Okafor sleep patterns" are a person's.
 */
const PATTERNS_HEAD = /^[^\S\n]patterns$/;
const ADJECTIVE = /(?:al|ic|ar|ary|ous|ive|oid)$/;
const EPONYM_MODIFIER_BEFORE_HEAD = new RegExp(
  String.raw`${NOT_AFTER_TITLE}(${EPONYM})[^\S\n]+(\p{Ll}{3,})[^\S\n]*$`,
  'u',
);
const PARTICLE = /^(?:van|von|de|di|le|du|la)$/;
/**
 * A capitalised head closing a title in capitals ("Cardiff Breast Pain Chart", "Greene Climacteric Scale"); from the
 * thirty-fourth round also a meeting named after its founder ("Schwartz Rounds", "Balint Groups"): a person is
 * not held as rounds.
 */
const TITLED_HEAD =
  /[^\S\n](?:Chart|Score|Scale|Index|Questionnaire|Inventory|Model|Criteria|Classification|Rounds|Groups)\b/g;
const EPONYM_BEFORE_TITLED_HEAD = new RegExp(
  String.raw`${NOT_AFTER_TITLE}${EPONYM}(?:[^\S\n]+\p{Lu}\p{Ll}+){0,2}[^\S\n]*$`,
  'u',
);
/**
 * A grade in Roman numerals after an eponym ("Mobitz II block", "Gartland III fracture", "Mobitz I at night"),
 * only before a preposition, a lesion word or punctuation: "Linda I think" is a person and a pronoun, "Jones III
 * attended" a person and a suffix.
 */
export const ROMAN_GRADE =
  /(?<=[^\S\n])(?:I{1,3}|IV)(?=[^\S\n]*(?:[.,;:)]|$)|[^\S\n]+(?:at|block|heart|AV|pattern|during|on|with|fracture|injury|lesion)\b)/gmu;
/** A sign's result; "positive for" is a person's result ("Jones positive for influenza"). */
const SIGN_RESULT = /\b(?:positive|negative|central|laterali[sz](?:es|ed))\b(?![^\S\n]+for\b)/g;
const EPONYM_BEFORE_RESULT = new RegExp(String.raw`${NOT_AFTER_TITLE}${EPONYM}[^\S\n]+$`, 'u');
/**
 * Also after a finding or a variant of a method ("positive Murphy's", "biplane Simpson's", "modified Bruce's"):
 * words that grade or vary a sign or method, which nobody's name takes (issue 49, sixteenth round).
 */
const NEGATED_CONDITION =
  /(?:\b(?:no|not|nor|query|exclude|excluded|r\/o|positive|negative|modified|biplane|monoplane|reverse)[^\S\n]+|\?[^\S\n]*)\p{Lu}\p{Ll}+['’]s?(?![^\S\n]*\p{L})/gu;
/**
 * A sign named after a religious ("Sister Mary Joseph nodule") and a saint's day ("St Patrick's Day", "St David's
 * Day"): the title is part of the eponym or feast, and neither head is anything a person in the record has.
 */
const RELIGIOUS_EPONYM =
  /\b(?:Sister|Saint|St\.?)[^\S\n]+\p{Lu}\p{Ll}+(?:[^\S\n]+\p{Lu}\p{Ll}+){0,2}[^\S\n]+(?:nodules?|syndrome|disease|phenomenon|palsy)\b/gu;
const SAINTS_DAY = /\b(?:Saint|St\.?)[^\S\n]+\p{Lu}\p{Ll}+(?:['’]s?)?[^\S\n]+(?:Day|Eve)\b/gu;

/** A dose with its unit; DOSE tries it only at digits (guardedByFirst: its lookbehind hid the first character). */
export const DOSE_UNGUARDED =
  /(?<=[\p{L}-][^\S\n]+)\d+(?:\.\d+)?(?:[-/]\d+(?:\.\d+)?)?[^\S\n]?(?:mg|mcg|µg|micrograms?|g|mL|ml|L|IU|units?|mmol|%|puffs?|drops?|sprays?)\b/gu;
export const DOSE = guardedByFirst(DOSE_UNGUARDED, '0-9');
/** Verbs in -s a person does to a dose ("Jane takes 40 mg"): no plural noun of a product. */
const VERBS_IN_S =
  String.raw`(?:takes|uses|needs|gets|has|was|wants|reports|states|says|increases|reduces|doubles|halves|stops|` +
  String.raw`starts|tries|misses)`;
/** One to three capitalised words, a plural noun maybe, before a dose ("Fortisip Compact Protein 125 mL"). */
const PRODUCT_BEFORE_DOSE = new RegExp(
  String.raw`${NOT_AFTER_TITLE}(?<![\p{L}'’])\p{Lu}[\p{L}-]*(?:[^\S\n]+\p{Lu}[\p{L}-]*){0,2}` +
    String.raw`(?:[^\S\n]+(?!${VERBS_IN_S}\b)\p{Ll}{3,}s)?[^\S\n]+$`,
  'u',
);
/**
 * A verb of taking, one capitalised word, then a bare strength ("I take Eutirox 75", "they gave me Progeffik 200"),
 * taken only when the word is in no list: a street and its number ("Helmstok 174") has no such verb before it.
 */
const STRENGTH = new RegExp(
  String.raw`\b(?:take|takes|taking|took|gave|give|given|giving|prescribed|started|starting|continue|continuing|` +
    String.raw`stopped|using|uses?|switched\s+to|changed\s+to)[^\S\n]+(?:(?:me|her|him|them|you|us)[^\S\n]+)?` +
    String.raw`(\p{Lu}\p{Ll}+)[^\S\n]+\d{1,4}(?:\.\d+)?(?!\d|[/.:-]\d|[^\S\n]*(?:y|yo|yrs?|years?)\b)`,
  'gu',
);
/** Capitalised words in brackets: one, or two joined by "with", "and" or "+"; the word before is read apart. */
/**
 * From the twenty-third round (tuned on tidepool), a strength or version may close the brackets ("nasogastric (Jevity
 * 1.5)"): up to three digits, so a year stays a citation's.
 */
const BRACKETED_WORDS =
  /\((\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+)?)(?:[^\S\n]+(?:with|and|plus|\+)[^\S\n]+(\p{Lu}\p{Ll}+))?(?:[^\S\n]+\d{1,3}(?:\.\d+)?)?\)/gu;
const WORD_BEFORE = /(?<![\p{L}])([\p{L}][\p{L}-]*)[^\S\n]*$/u;
/** Two capitalised words in brackets, the brand and an everyday word of its range (issue 49, sixteenth round). */
const BRACKETED_BRAND_AND_WORD = /\((\p{Lu}\p{Ll}+)[^\S\n]+(\p{Lu}\p{Ll}+)\)/gu;
/** Instrument nouns by their endings: "videolaryngoscope", "tonometer", "audiometer", "pulse oximeter". */
const INSTRUMENT = /(?:scope|meter|graph|tome|stat)s?$/;
/** The same for the operation ("colposuspension (Burch)"): the bracket names its variant by its author. */
const PROCEDURE = new RegExp(String.raw`^${PROCEDURE_NOUN}$`, 'u');
/** A brand variant after a product-range word ("Ensure Plus Juce", "Calogen Extra Shots"): taken when in no list. */
const RANGE_TAIL = /\b(?:Plus|Forte|Max|Extra|Compact|Conti|Sequi|Duo|Lite|Junior|Energy)[^\S\n]+(\p{Lu}\p{Ll}+)\b/gu;
/** A score out of a total after a capitalised word ("Ishihara 15/17"): kept only when the pair can be no date. */
const FRACTION = /(?<![\d/])(\d{1,3})\/(\d{1,3})(?![\d/])/g;
const WORD_BEFORE_SCORE = /(?<![\p{L}'’])\p{Lu}\p{Ll}+[^\S\n]+$/u;
/** A test in brackets with its programme or model code ("(Humphrey 24-2)", "(Octopus G1)"), after a lower-case word. */
export const BRACKETED_PROGRAMME_UNGUARDED =
  /(?<=\p{Ll}[^\S\n]*)\(\p{Lu}\p{Ll}+[^\S\n]+(?:\d{1,3}-\d{1,3}|\p{Lu}{1,3}\d[\p{L}\d]*)\)/gu;
/** Tried only at a "(" (guardedByFirst). */
export const BRACKETED_PROGRAMME = guardedByFirst(BRACKETED_PROGRAMME_UNGUARDED, '(');
/** A device maker's name (checked against the list), then up to two model words or codes. */
const BRAND_AND_MODEL = /(?<![\p{L}'’])(\p{Lu}[\p{L}-]+)((?:[^\S\n]+(?:\p{Lu}[\p{L}]*|[\p{L}\d]*\d[\p{L}\d]*)){1,2})/gu;
/** Any device maker's name, capitalised or in capitals: the brand-and-model pattern runs only where one is. */
const HAS_DEVICE_BRAND = new RegExp(
  String.raw`\b(?:${[...DEVICE_BRANDS]
    .flatMap((b) => [b[0].toUpperCase() + b.slice(1), b.toUpperCase()])
    .map((b) => b.replace(/[-']/g, '.'))
    .join('|')})\b`,
);
/** A work cited by its kind and year. */
const CITED_KINDS = String.raw`review|trial|study|guideline|guidance|meta-analysis|consensus|statement`;
const CITED_WORK = new RegExp(
  String.raw`(?<![\p{L}])\p{Lu}[\p{L}-]*[^\S\n]+(?:${CITED_KINDS})[^\S\n,]*\(?(?:19|20)\d{2}\b`,
  'gu',
);
const HAS_CITED_KIND = new RegExp(String.raw`\s(?:${CITED_KINDS})[^\S\n,]*\(?(?:19|20)\d{2}\b`);

/** How far back the words before a head, a dose or a fraction are read. */
const LOOK_BACK = 60;

/** Day and month either way round ("9/11", "17/3"), or a month and year ("4/82"). */
function mayBeDate(a: number, b: number): boolean {
  return (a >= 1 && a <= 12) || (b >= 1 && b <= 12 && a <= 31);
}

function capitalisedWords(phrase: string): string[] {
  return (phrase.match(/\p{Lu}[\p{L}'’-]*/gu) ?? []).map((w) => w.toLowerCase());
}

/** A word no list knows: neither a name nor an English word nor a clinical term. */
function unlisted(word: string, words: WordClasses): boolean {
  const lower = word.toLowerCase();
  return !words.isName(lower) && !words.isAnyEnglishWord(lower) && !words.isAllowed(lower);
}

/**
 * The match of `before` (anchored at its end) in the stretch ending at `end`, as the start of that match, or -1.
 * A match at the stretch's first character must not continue a word cut off by the look-back.
 */
function startBefore(text: string, end: number, before: RegExp): number {
  const from = Math.max(0, end - LOOK_BACK);
  const m = before.exec(text.slice(from, end));
  if (!m) return -1;
  if (m.index === 0 && from > 0 && /[\p{L}'’-]/u.test(text[from - 1])) return -1;
  return from + m.index;
}

/** Spans in which a capitalised word is an eponymous test or sign, or a product, as [start, end) pairs. */
function personalName(lower: string, words: WordClasses): boolean {
  return words.isFirstName(lower) || words.isLastName(lower);
}

export function eponymContextSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const add = (m: RegExpMatchArray): void => {
    spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  };
  /** The right-hand part `m`, grown leftwards over what `before` finds just before it. */
  const addWithBefore = (m: RegExpMatchArray, before: RegExp, keep?: (start: number) => boolean): void => {
    const end = m.index ?? 0;
    const start = startBefore(text, end, before);
    if (start >= 0 && (keep === undefined || keep(start))) spans.push([start, end + m[0].length]);
  };
  for (const m of allMatches(EPONYM_HEAD, text)) {
    addWithBefore(m, EPONYM_BEFORE_HEAD);
    if (!MODIFIED_HEAD.test(m[0])) continue;
    const end = m.index ?? 0;
    const start = startBefore(text, end, EPONYM_MODIFIER_BEFORE_HEAD);
    if (start < 0) continue;
    const [, eponym, modifier] = EPONYM_MODIFIER_BEFORE_HEAD.exec(text.slice(start, end)) ?? [];
    const surnames = capitalisedWords(eponym ?? '').filter((w) => !PARTICLE.test(w));
    const person = surnames.some((w) => words.isFirstName(w.replace(/['’]s?$/, '')));
    if (PATTERNS_HEAD.test(m[0]) && !ADJECTIVE.test(modifier ?? '')) continue;
    if (!person && !words.isFunctionWord(modifier ?? 'a')) spans.push([start, end + m[0].length]);
  }
  for (const m of allMatches(TITLED_HEAD, text)) addWithBefore(m, EPONYM_BEFORE_TITLED_HEAD);
  for (const m of allMatches(SIGN_RESULT, text)) addWithBefore(m, EPONYM_BEFORE_RESULT);
  // "Robert Jones III" keeps its name (a capitalised word before voids the grade); no V or VI, as "København V"
  // is a postal district.
  const noFirstName = (start: number): boolean =>
    !capitalisedWords(text.slice(start, start + 40).split(/\s/)[0]).some(
      (w) => words.isFirstName(w) || words.isPlace(w),
    ) && !/\p{Lu}\p{Ll}+[^\S\n]+$/u.test(text.slice(Math.max(0, start - 30), start));
  if (/[^\S\n][IV]/.test(text))
    for (const m of allMatches(ROMAN_GRADE, text)) addWithBefore(m, EPONYM_BEFORE_RESULT, noFirstName);
  if (text.includes("'s") || text.includes('’s') || text.includes('?'))
    for (const m of allMatches(NEGATED_CONDITION, text)) add(m);
  if (/\bS(?:ister|aint|t\b)/.test(text)) {
    for (const m of allMatches(RELIGIOUS_EPONYM, text)) add(m);
    for (const m of allMatches(SAINTS_DAY, text)) add(m);
  }
  if (/\d/.test(text)) {
    // "Gave Mary 10 mg": a first name before a dose is the person given it.
    const noFirstName = (end: number) => (start: number) =>
      !capitalisedWords(text.slice(start, end)).some((w) => words.isFirstName(w));
    for (const m of allMatches(DOSE, text)) addWithBefore(m, PRODUCT_BEFORE_DOSE, noFirstName(m.index ?? 0));
    for (const m of allMatches(STRENGTH, text)) if (unlisted(m[1], words)) add(m);
    for (const m of allMatches(FRACTION, text))
      if (!mayBeDate(Number(m[1]), Number(m[2]))) addWithBefore(m, WORD_BEFORE_SCORE);
  }
  if (text.includes('(')) {
    for (const m of allMatches(BRACKETED_WORDS, text)) {
      const open = m.index ?? 0;
      const w = WORD_BEFORE.exec(text.slice(Math.max(0, open - 40), open));
      if (!w) continue;
      const before = w[1].toLowerCase();
      if (words.isRelation(before) || words.isTitle(before)) continue;
      // "Quartey-Brook (Grace)": after a capitalised word of no list, the brackets may hold another name.
      if (w[1] !== before && !words.isAnyEnglishWord(before) && !words.isAllowed(before)) continue;
      const brands = [m[1], m[2]].filter((b): b is string => b !== undefined);
      if (brands.every((b) => unlisted(b, words)) || INSTRUMENT.test(before) || PROCEDURE.test(before)) add(m);
    }
    for (const m of allMatches(BRACKETED_PROGRAMME, text)) add(m);
    // "footstool (Squatty Potty)": a word in no list, then an everyday word that is no given name or surname, names
    // a product; from the twenty-third round an everyday word some name list also holds is one ("(Nutilis Clear)").
    for (const m of allMatches(BRACKETED_BRAND_AND_WORD, text))
      if (unlisted(m[1], words) && words.isCommonWord(m[2].toLowerCase()) && !personalName(m[2].toLowerCase(), words))
        if (/\p{Ll}[^\S\n]*$/u.test(text.slice(Math.max(0, (m.index ?? 0) - 2), m.index ?? 0))) add(m);
  }
  // A device maker's name before its model: the model is a product name, whatever lists hold it.
  if (HAS_DEVICE_BRAND.test(text))
    for (const m of allMatches(BRAND_AND_MODEL, text)) if (DEVICE_BRANDS.has(m[1].toLowerCase())) add(m);
  for (const m of allMatches(RANGE_TAIL, text)) if (unlisted(m[1], words)) add(m);
  if (HAS_CITED_KIND.test(text)) for (const m of allMatches(CITED_WORK, text)) add(m);
  return spans;
}
