/**
 * Words of another script that the text itself says are words (issue 49, twentieth round, tuned on the lagoon and
 * shoreline sets, by class). Every run of letters outside the Latin script is refused as a name that cannot be
 * checked (obfuscated.ts); translated leaflets, medication cards and lab printouts from abroad write clinical terms
 * in Cyrillic, Greek, Chinese or Korean with their English beside them. The evidence read here is the layout of a
 * gloss or a measurement, and the English side is read with the detector's own dictionaries:
 * - a gloss after the run, in brackets or after "=" ("갱년기 (menopause)", "Οστεοπόρωση = osteoporosis", "ФСГ
 *   (FSH)", "Дюфастон = Duphaston"), or before it, the run in brackets ("hot flushes (안면홍조)"): every word of the
 *   gloss is an English, clinical or drug word or an acronym in capitals, none of them a title, a relation or a post,
 *   none a listed name that is no such word. "王秀英 (Wang Xiuying)", "мама (Olena)" or "daughter (Олена)" keep
 *   the run; from the thirty-second round (cove) also a Chinese herbal formula in pinyin, the whole gloss
 *   or right before the run's bracket ("六味地黃丸 (Liuwei Dihuang Wan)", "Jia Wei Xiao Yao San (加味逍遙散)",
 *   chinese-herbal-formulas.ts);
 * - a unit of measurement, two short runs joined by a slash after a number ("71,3 МО/л", "124 г/л"), and the analyte
 *   before a number in such a unit ("гемоглобін 124 г/л", "ТТГ 2,4 мкМО/мл"); a run before an age or a weight
 *   ("Олена 54 р.") keeps its hit;
 * - a run in lower case of a script with capitals (Cyrillic, Greek, Armenian), quoted whole ("климакс"): a name is
 *   written with its capital, and a quoted lower-case name after a person's cue ("my mother «олена»") keeps its hit.
 * Runs of several words joined by spaces or hyphens ("вегето-судинна дистонія") are read as one.
 */
import type { IdentifierHit } from './detector';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';
import { personCueBefore } from './person-cues-before';
import { pinyinFormulaIn } from './chinese-herbal-formulas';

/**
 * A word of another script with its marks: Bengali, Devanagari, Thai or vocalised Arabic write vowels as combining
 * marks inside the word ("মেনোপজ"), which must not cut it into pieces (thirty-third round, rockpool).
 */
const OTHER = String.raw`(?:(?!\p{Script=Latin})\p{L})(?:(?!\p{Script=Latin})[\p{L}\p{M}])*`;
/** A run of other-script words, joined by single spaces or hyphens. */
const PHRASE = new RegExp(String.raw`${OTHER}(?:[ \-‐]${OTHER})*`, 'gu');
const GLOSS_AFTER = /^[^\S\n]*(?:\(([^()\n]{1,48})\)|=[^\S\n]*([^\n.,;:()=]{1,48}))/u;
const GLOSS_BEFORE = /(?:^|[^\p{L}'’-])([\p{L}'’-]+(?:[^\S\n]+[\p{L}'’-]+){0,2})[^\S\n]*(?:\(|=[^\S\n]*)$/u;
const PAREN_CLOSE = /^[^\S\n]*[),]/u;
/** A gloss right after a quoted run's closing mark, up to the next punctuation ('"…" hot flushes, "…" menopause'). */
const GLOSS_AFTER_QUOTE = /^["”»][^\S\n]+(\p{L}[^\n.,;:()"“”«»=–—-]{0,47})/u;
const FORMULA_THEN_BRACKET = /([\p{L}]+(?:[^\S\n]+[\p{L}]+)*)[^\S\n]*\($/u;
const UNIT = new RegExp(String.raw`^${OTHER}$`, 'u');
const NUMBER_BEFORE = /\d(?:[.,]\d+)?[^\S\n]*$/u;
const MEASURE_AFTER = new RegExp(
  String.raw`^[^\S\n]+(?:[<>≤≥]=?[^\S\n]*)?\d+(?:[.,]\d+)?[^\S\n]*` +
    String.raw`(?:${OTHER}|[\p{L}µ]{1,5})/(?:${OTHER}|\p{L}{1,3})(?!\p{L})`,
  'u',
);
const CAPITALS = /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}]/u;
const UPPER = /\p{Lu}/u;
const QUOTES = /["“”«»„]/u;
const PERSON_CUE_BEFORE = personCueBefore(
  [String.raw`called\s+her`, String.raw`called\s+him`],
  String.raw`[^\S\n]*[:,]?[^\S\n]*`,
);
const WORD = /[\p{L}'’]+/gu;

/**
 * A run of another script refused as a possible name: only a list holding one is read for glosses, and each hit of it
 * is then kept or dropped on its own (index.ts relies on both).
 */
export function refusedAsOtherScript(h: IdentifierHit): boolean {
  return h.warning === WARNINGS.other_script;
}

export function dropGlossedOtherScripts(text: string, hits: IdentifierHit[], words: WordClasses): IdentifierHit[] {
  // Only a text with a run refused as another script's: the view's look-alike readings come with such a run too.
  if (!hits.some(refusedAsOtherScript)) return hits;
  const spans: Array<[number, number]> = [];
  for (const m of text.matchAll(PHRASE)) {
    const start = m.index;
    const end = start + m[0].length;
    if (
      isGlossed(text, start, end, words) ||
      isMeasure(text, m[0], start, end) ||
      isQuotedLowerCase(text, m[0], start, end)
    )
      spans.push([start, end]);
  }
  if (spans.length === 0) return hits;
  return hits.filter((h) => !spans.some(([s, e]) => s <= h.start && h.end <= e));
}

function isGlossed(text: string, start: number, end: number, words: WordClasses): boolean {
  const after = GLOSS_AFTER.exec(text.slice(end, end + 56));
  if (after !== null && (plainGloss(after[1] ?? after[2], words) || formulaGloss(after[1] ?? after[2]))) return true;
  if (formulaBefore(text, start) && PAREN_CLOSE.test(text.slice(end, end + 4))) return true;
  if (QUOTES.test(text[start - 1] ?? '')) {
    const quoted = GLOSS_AFTER_QUOTE.exec(text.slice(end, end + 52));
    if (
      quoted !== null &&
      plainGloss(quoted[1], words) &&
      !PERSON_CUE_BEFORE.test(text.slice(Math.max(0, start - 25), start - 1))
    )
      return true;
  }
  const before = GLOSS_BEFORE.exec(text.slice(Math.max(0, start - 48), start));
  if (before === null) return false;
  // In brackets the run must close them or go on to a romanisation ("Menopause (갱년기, gaeng-nyeon-gi)").
  const bracketed = before[0].trimEnd().endsWith('(');
  if (bracketed && !PAREN_CLOSE.test(text.slice(end, end + 4))) return false;
  const head = text.slice(Math.max(0, start - before[0].length - 12), start - before[0].length);
  return plainGloss(before[1], words) && !PERSON_CUE_BEFORE.test(head);
}

/** A Chinese herbal formula in pinyin, the whole gloss ("六味地黃丸 (Liuwei Dihuang Wan)"), thirty-second round. */
function formulaGloss(gloss: string): boolean {
  const trimmed = gloss.trim();
  const formula = pinyinFormulaIn(trimmed);
  return formula !== undefined && formula[0] === 0 && formula[1] === trimmed.length;
}

/** A formula in pinyin right before the run's opening bracket ("Jia Wei Xiao Yao San (加味逍遙散)"). */
function formulaBefore(text: string, start: number): boolean {
  const m = FORMULA_THEN_BRACKET.exec(text.slice(Math.max(0, start - 60), start));
  if (m === null) return false;
  const formula = pinyinFormulaIn(m[1]);
  return formula !== undefined && formula[1] === m[1].length;
}

/** Every word an English, clinical or drug word or an acronym, none a person's title, relation, post or name. */
function plainGloss(gloss: string, words: WordClasses): boolean {
  const found = gloss.match(WORD);
  if (found === null || found.length > 6 || !/\p{Script=Latin}/u.test(gloss)) return false;
  for (const w of found) {
    const lower = w.toLowerCase();
    if (words.isRoleWord(lower)) return false;
    const known = words.isAnyEnglishWord(lower) || words.isAllowed(lower) || words.isDrugWord(lower);
    const acronym = /^[A-Z]{2,6}$/.test(w);
    if (!known && !acronym) return false;
    if (words.isName(lower) && !words.isAnyEnglishWord(lower) && !words.isDrugWord(lower) && !words.isAllowed(lower))
      return false;
  }
  return true;
}

function isMeasure(text: string, run: string, start: number, end: number): boolean {
  // A unit: "МО/л", "мкМО/мл", after a number.
  if (run.length <= 6 && NUMBER_BEFORE.test(text.slice(Math.max(0, start - 12), start))) {
    const unit = /^\/([\p{L}]{1,6})/u.exec(text.slice(end, end + 7));
    if (unit !== null) return true;
  }
  if (run.length <= 6 && text[start - 1] === '/') {
    const slash = text.lastIndexOf(' ', start);
    if (
      NUMBER_BEFORE.test(text.slice(Math.max(0, slash - 12), slash + 1)) &&
      UNIT.test(text.slice(slash + 1, start - 1))
    )
      return true;
  }
  // The analyte before its value in such a unit: "гемоглобін 124 г/л".
  return !run.includes(' ') && MEASURE_AFTER.test(text.slice(end, end + 24));
}

function isQuotedLowerCase(text: string, run: string, start: number, end: number): boolean {
  if (!CAPITALS.test(run) || UPPER.test(run)) return false;
  if (!QUOTES.test(text[start - 1] ?? '') || !QUOTES.test(text[end] ?? '')) return false;
  return !PERSON_CUE_BEFORE.test(text.slice(Math.max(0, start - 24), start - 1));
}
