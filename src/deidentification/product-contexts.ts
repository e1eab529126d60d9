/**
 * Contexts that make a capitalised word a product, an instrument or a term rather than a person or a
 * place, by class (issue 49, eighth round, tuned on the clinics set):
 * - a brand or eponym before the kind of kit it names ("a Veress needle", "an Endocatch bag", "the Otago
 *   programme", "Ottawa SAH rule", "Palmer's point", "Keyes 4 mm");
 * - a capitalised word before a product-range word ("Evorel Conti", "Vicryl Rapide", "Calcichew D3 Forte");
 * - a single capitalised word in brackets after a drug or product word ("Melatonin MR (Circadin)");
 * - Roman numerals after a classifier ("FGM type III", "NHANES III") and pedigree positions ("II-3");
 * - words quoted as terms ("the terms "sangramento" and "calorões"");
 * - a count, a brand and model, then the plural kind of equipment ("2 Welch Allyn Connex vital signs monitors",
 *   "4 Baxter Sigma infusion pumps"): people are not counted by a kind of kit (issue 49, ninth round);
 * - a lower-case phrase in quotes glossed in brackets, as translated notes keep a patient's own words
 *   ("bouffées de chaleur" (heat puffs), "kol uyuşması" (numbness of the arm); issue 49, ninth round);
 * - generic service units named like facilities ("the Urgent Treatment Centre", "Minor Injuries Unit").
 * Each returns spans; a hit lying wholly inside one is dropped (allowlist-phrases.ts does the same).
 */
import { allMatches } from './all-matches';
import { runAnchored, startAnchoredMatches } from './matches-at';
import { WORD_START } from './word-start';
import type { Prerequisite } from './prerequisites';
import type { WordClasses } from './word-classes';
import { isDrugLike, PRODUCT_NOUNS } from './product-lexicons';
import { eponymContextSpans } from './eponym-contexts';
import { productFormSpans } from './product-forms';
import { medicalEponymSpans } from './medical-eponyms';
import { productListSpans } from './product-lists';
import { organisationListSpans } from './organisation-lists';
import { classificationSystemSpans } from './classification-systems';
import { periodicalAndMailClientSpans } from './periodicals-and-mail-clients';
import { clinicalNotationSpans } from './clinical-notations';

/** No title just before: "Dr Palmer's point of view" keeps its name. */
const NOT_AFTER_TITLE = String.raw`(?<!\b(?:[mM]rs?|MRS?|[mM]s|MS|[mM]iss|[dD]r|DR|[pP]rof|[nN]urse|[sS]ister)\.?\s+)`;

/** A title inside the capitalised run ("Dr Palmer's point"): the run is a name, whatever follows. */
const TITLE_INSIDE = /\b(?:[mM]rs?|MRS?|[mM]s|MS|[mM]iss|[mM]x|[dD]r|DR|[pP]rof|[nN]urse|[sS]ister)\b/;

/** A place or facility word inside the run ("the Maricopa County program"): the run names where, not what. */
const PLACE_INSIDE =
  /\b(?:county|city|town|parish|district|borough|state|street|road|avenue|hospital|clinic|centre|center|trust|university|college|school)\b/i;

/** Kit, methods and anatomy a brand or eponym names; "review" and "group" are left out: "Dr Shah review". */
// Singular only, and a few plurals that are no verb: "Geisler points out" is a person doing something.
const KIT_HEADS =
  String.raw`needle|bag|suture|speculum|specula|dilators?|catheter|forceps|trocar|clamp|retractor|punch|` +
  String.raw`dynamometer|stockings|sling|mesh|tape|balloon|probe|electrode|splint|brace|cuff|inhaler|pen|coil|` +
  String.raw`cup|stent|scanner|programme|program|rule|screen|manoeuvre|maneuver|point|position|technique|` +
  String.raw`procedure|operation|repair|incision|curve|chart|calculator|tool|algorithm|space|line|port`;
/** One to three capitalised words, with a bracketed or capitalised abbreviation before the head allowed. */
const KIT = new RegExp(
  String.raw`${NOT_AFTER_TITLE}(?<![\p{L}'’])(?:\p{Lu}[\p{L}’'-]*[^\S\n]+){0,2}\p{Lu}[\p{L}-]*(?:['’]s)?` +
    String.raw`(?:[^\S\n]+\(?[\p{Lu}\d][\p{Lu}\d-]+\)?)?[^\S\n]+(?:${KIT_HEADS})\b`,
  'gu',
);
/** Every kit match ends in a space then its head: that pair alone is the cheap scan (no word before it). */
const KIT_HEAD = new RegExp(String.raw`\s(?:${KIT_HEADS})\b`);
/** A capitalised word then an instrument's size: "Keyes 4 mm", "Pipelle 3 mm", "Foley 14 Fr". */
const SIZED = new RegExp(
  String.raw`${NOT_AFTER_TITLE}(?<![\p{L}])\p{Lu}\p{Ll}+[^\S\n]+\d+(?:\.\d+)?[^\S\n]?(?:mm|Fr|French|[Gg]auge|G)\b`,
  'gu',
);

/**
 * Words a product range adds to a brand: strength, regimen, release; and (issue 49, eighteenth round) the
 * hydrogel and silver versions of the Drug Tariff's wound dressings ("Flaminal Hydro", "Aquacel Ag").
 */
const RANGE_WORDS =
  String.raw`[Cc]onti|[Ss]equi|[Ff]orte|[Rr]apide|[Rr]etard|[Mm]ite|[Dd]uo|[Dd]epot|[Ll]ite|[Cc]ontinuous|` +
  String.raw`[Ss]equential|[Cc]ombi|[Mm]ono|[Ff]ixed|[Pp]lus|[Hh]ydro|Ag`;
const RANGE = new RegExp(
  String.raw`${NOT_AFTER_TITLE}(?<![\p{L}])\p{Lu}[\p{L}-]+(?:[^\S\n]+[\p{Lu}\d][\p{L}\d]*)?` +
    String.raw`[^\S\n]+(?:${RANGE_WORDS})\b`,
  'gu',
);
const RANGE_WORD = new RegExp(String.raw`\s(?:${RANGE_WORDS})\b`);

/** "Melatonin MR (Circadin)", "Ospemifene (Senshio)": the word before the bracket, a release form allowed. */
// Tried only where a run of letters starts: a match from inside a word also matches from the word's first letter,
// and the character before lastIndex ends the previous match (a bracket), so the leftmost match is unchanged;
// retried from every letter, the pattern cost time quadratic in the word's length.
export const BRACKETED =
  /(?<!\p{L})([\p{L}][\p{L}-]*)(?:[^\S\n]+(?:MR|SR|XL|CR|ER|LA|ODT|EC))?[^\S\n]*\(\p{Lu}[\p{Ll}]+\)/gu;

/** "type III", "NHANES III", "stage IV"; pedigree positions "II-3", "I-2". */
const ROMAN = String.raw`(?:I{1,3}|IV|VI{0,3}|IX|X)`;
const NUMERALS = new RegExp(
  String.raw`\b(?:[Tt]ype|[Gg]rade|[Cc]lass|[Ss]tage|[Pp]hase|[Gg]eneration|[Ll]evel|[Ff]actor|[A-Z]{2,})` +
    String.raw`[^\S\n]+${ROMAN}\b|` +
    String.raw`(?<![\p{L}\d-])${ROMAN}[-:.]\d{1,2}\b`,
  'gu',
);
const HAS_NUMERAL = /\b[IVX]+\b/;

/** Quoted words after "term", "word" or "phrase": a mention of the word, not a use of it. */
export const QUOTED_TERMS = new RegExp(
  String.raw`${WORD_START}(?:terms?|words?|phrases?|expressions?)[^\S\n]+` +
    String.raw`(?:[“"‘'][^“”"\n]{1,40}[”"’'](?:[^\S\n]*(?:,|and|or)[^\S\n]*)?)+`,
  'giu',
);

/** Kinds of equipment counted in stock and asset lists, plural only. */
const EQUIPMENT_PLURALS =
  String.raw`laptops|monitors|pumps|printers|scanners|tablets|handsets|headsets|phones|cameras|machines|` +
  String.raw`analy[sz]ers|sensors|meters|devices|units|beds|trolleys|couches|chairs|hoists|kits|licen[cs]es`;
const COUNTED_KIT = new RegExp(
  String.raw`(?<![\p{L}\d.,])\d{1,3}(?:[^\S\n]*x)?[^\S\n]+(?:\p{Lu}[\p{L}\d-]*[^\S\n]+){1,3}` +
    String.raw`(?:[\p{Ll}\d][\p{L}\d-]*[^\S\n]+){0,3}(?:${EQUIPMENT_PLURALS})\b`,
  'gu',
);
const EQUIPMENT_PLURAL = new RegExp(String.raw`\s(?:${EQUIPMENT_PLURALS})\b`);

/** A size after a number, which every SIZED match ends with; "/\\d/" alone passed on almost every note. */
const SIZE_UNIT = /\d[^\S\n]?(?:mm|Fr|French|[Gg]auge|G)\b/;
/** The bracketed capitalised word every BRACKETED match ends with: a scan for "(" first, cheap on any text. */
const BRACKETED_WORD = /\(\p{Lu}[\p{Ll}]+\)/u;

/** Each pattern opening with a capital (or a letter starting a word) tried there alone on two-byte text. */
export const KIT_AT = runAnchored(KIT, String.raw`\p{Lu}`);
export const SIZED_AT = runAnchored(SIZED, String.raw`\p{Lu}`);
export const RANGE_AT = runAnchored(RANGE, String.raw`\p{Lu}`);
export const BRACKETED_AT = runAnchored(BRACKETED, String.raw`\p{L}`);

/** A quoted phrase with no capital letter, then a bracketed gloss starting in lower case. */
const QUOTED_GLOSS = /[“"]([^“”"\n\p{Lu}]{1,40})[”"][^\S\n]*\((?:the[^\S\n]+)?(\p{Ll}+)[^()\n\p{Lu}]{0,60}\)/gu;

/** Service units named like facilities but naming a kind of service, found in every hospital. */
const SERVICE_UNITS = new RegExp(
  String.raw`\b(?:urgent\s+(?:treatment|care)|walk-in|minor\s+injuries|same\s+day\s+emergency|` +
    String.raw`ambulatory\s+emergency|early\s+pregnancy|medical\s+assessment|surgical\s+assessment|` +
    String.raw`acute\s+medical|day\s+surgery|day\s+case|high\s+dependency|intensive\s+care|coronary\s+care|` +
    String.raw`clinical\s+decision|birth(?:ing)?|maternity\s+assessment|sexual\s+health|menopause)\s+` +
    String.raw`(?:centre|center|unit|care|clinic|service|suite)s?\b`,
  'gi',
);

/** Pattern and prerequisite pairs, for the test that holds them to their promise (see prerequisites.ts). */
export const PRODUCT_PREREQUISITES: readonly Prerequisite[] = [
  [KIT, KIT_HEAD],
  [RANGE, RANGE_WORD],
  [NUMERALS, HAS_NUMERAL],
  [COUNTED_KIT, EQUIPMENT_PLURAL],
  [SIZED, SIZE_UNIT],
  [BRACKETED, BRACKETED_WORD],
];

/** Spans in which a capitalised word is a product, an instrument or a term, as [start, end) pairs. */
export function productContextSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const add = (m: RegExpMatchArray): void => {
    spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  };
  const addUntitled = (m: RegExpMatchArray): void => {
    if (!TITLE_INSIDE.test(m[0]) && !PLACE_INSIDE.test(m[0])) add(m);
  };
  if (KIT_HEAD.test(text)) for (const m of startAnchoredMatches(KIT_AT, text)) addUntitled(m);
  if (SIZE_UNIT.test(text)) for (const m of startAnchoredMatches(SIZED_AT, text)) addUntitled(m);
  if (EQUIPMENT_PLURAL.test(text)) for (const m of allMatches(COUNTED_KIT, text)) addUntitled(m);
  if (RANGE_WORD.test(text)) for (const m of startAnchoredMatches(RANGE_AT, text)) addUntitled(m);
  if (BRACKETED_WORD.test(text)) {
    for (const m of startAnchoredMatches(BRACKETED_AT, text, true)) {
      const before = m[1].toLowerCase();
      if (PRODUCT_NOUNS.has(before) || isDrugLike(before, words)) add(m);
    }
  }
  if (HAS_NUMERAL.test(text)) for (const m of allMatches(NUMERALS, text)) add(m);
  if (/["“'‘]/.test(text)) for (const m of allMatches(QUOTED_TERMS, text)) add(m);
  // "jess" (daughter) is a name with its relation note, not a gloss.
  if (/["“]/.test(text) && text.includes('('))
    for (const m of allMatches(QUOTED_GLOSS, text)) if (!words.isRelation(m[2])) add(m);
  for (const m of allMatches(SERVICE_UNITS, text)) add(m);
  for (const span of eponymContextSpans(text, words)) spans.push(span);
  for (const span of productFormSpans(text, words)) spans.push(span);
  for (const span of medicalEponymSpans(text, words)) spans.push(span);
  for (const span of productListSpans(text, words)) spans.push(span);
  for (const span of organisationListSpans(text, words)) spans.push(span);
  for (const span of classificationSystemSpans(text)) spans.push(span);
  for (const span of periodicalAndMailClientSpans(text)) spans.push(span);
  for (const span of clinicalNotationSpans(text, words)) spans.push(span);
  return spans;
}
