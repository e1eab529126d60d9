/**
 * Where a title or an initial is something else (issue 49, eighth round, tuned on clinics):
 * - a title word right after a number is a unit ("QTc 438 ms. Troponin sent");
 * - a lower-case title at the end of a line is an everyday word ("near miss⏎Resident's patch");
 * - a title spelled out in full, then a full stop, ends a sentence ("a GP or nurse. Complainants may", issue 49,
 *   ninth round): abbreviations take a dot ("Dr.", "Prof."), whole words do not;
 * - a capitalised word opening a line before a value is a heading or a test ("Dear Colleague,⏎Karyotype 45,X");
 * - a relation word closing a line with a comma ends a salutation ("Dear Colleague,⏎Karyotype");
 * - an English word opening a line before a kind of record and a colon heads that record ("Rota note:",
 *   "Audit summary:", "Triage log:"), even when it is a surname too (issue 49, ninth round);
 * - "L and R." is laterality, not an initial ("Oxford 3/5 L and R. PERFECT: P3").
 */
import type { Token } from './tokens';

/** Titles spelled like units: milliseconds, pascals. */
const UNIT_TITLES = new Set(['ms', 'pa']);
/** Titles that are whole words: a dot after one is a full stop. */
const WHOLE_WORD_TITLES = new Set(['doctor', 'professor', 'nurse', 'midwife', 'pastor', 'rabbi', 'imam']);
const NUMBER_BEFORE = /\d[^\S\n]*$/;
const LATERALITY_BEFORE = /\b[LR][^\S\n]*(?:and|&|\/)[^\S\n]*$/;

/** A title that is no title here: a unit after a number, or a lower-case word with its name on the next line. */
export function isUnitNotTitle(text: string, title: Token, next: Token): boolean {
  if (UNIT_TITLES.has(title.lower) && NUMBER_BEFORE.test(text.slice(Math.max(0, title.start - 12), title.start)))
    return true;
  if (title.dotted && WHOLE_WORD_TITLES.has(title.lower)) return true;
  return title.text === title.lower && text.slice(title.end, next.start).includes('\n');
}

/** "R." after "L and": the right side, not an initial. */
export function isLateralityLetter(text: string, t: Token): boolean {
  return (t.text === 'R' || t.text === 'L') && LATERALITY_BEFORE.test(text.slice(Math.max(0, t.start - 12), t.start));
}

const LINE_START_BEFORE = /(?:^|\n)[^\S\n]*$/;
const VALUE_AFTER = /^[^\S\n]*(?::|\d)/;

/** A word opening a line with a value or a colon after it: a heading or a test, as at a sentence start. */
export function isLineHeadWithValue(text: string, t: Token): boolean {
  return (
    LINE_START_BEFORE.test(text.slice(Math.max(0, t.start - 8), t.start)) &&
    VALUE_AFTER.test(text.slice(t.endWithPossessive, t.endWithPossessive + 4))
  );
}

/** "Dear Colleague," then a new line: the relation word ends the salutation, the next line is no name for it. */
export function closesSalutation(text: string, relation: Token, next: Token): boolean {
  const gap = text.slice(relation.endWithPossessive, next.start);
  return gap.includes(',') && gap.includes('\n');
}

/** Kinds of record a heading word can name before its colon; "notes" is left out: "Sarah notes: she". */
const RECORD_AFTER =
  /^[^\S\n]+(?:note|summary|log|update|entry|record|plan|list|comment|query|change|reminder|memo)[^\S\n]*:/;

/** "Rota note:": an English word opening a line before the kind of record it heads. */
export function headsRecordLine(text: string, t: Token): boolean {
  return (
    LINE_START_BEFORE.test(text.slice(Math.max(0, t.start - 8), t.start)) &&
    RECORD_AFTER.test(text.slice(t.endWithPossessive, t.endWithPossessive + 14))
  );
}

const COLON_AFTER = /^[^\S\n]*:/;

/**
 * "Troche: progesterone 100 mg ...; 1 troche SL": an English word heading a line before a colon, which the same
 * note writes in lower case as a counted noun, heads the line by that word, even when it is a surname too (issue 49,
 * sixteenth round). "Carter: seen today, carter noted" keeps its name: the word is no noun there.
 */
export function headsLineAsItsWord(text: string, t: Token): boolean {
  if (!LINE_START_BEFORE.test(text.slice(Math.max(0, t.start - 8), t.start))) return false;
  if (!COLON_AFTER.test(text.slice(t.endWithPossessive, t.endWithPossessive + 4))) return false;
  // Counted or with an article, within a word of it ("1 troche", "10 units bolus", "the salve"): a noun.
  const rest = text.slice(t.end);
  // The word must come again as written in lower case: most line heads never do, and building the pattern costs
  // a compilation for each word it is built from (a word holds letters, marks, apostrophes and hyphens only, each
  // read by the pattern as itself).
  if (!rest.includes(t.lower)) return false;
  const counted = String.raw`(?<![\p{L}])(?:\d+|a|an|the|one|each|per|every)[^\S\n]+(?:\p{L}+[^\S\n]+)?`;
  return new RegExp(String.raw`${counted}${t.lower}(?![\p{L}])`, 'u').test(rest);
}
