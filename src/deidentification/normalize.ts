/**
 * The normalized view of a text that every rule also runs on, so that
 * disguised identifiers read like plain ones. Steps, in order:
 * - Unicode NFKC (full-width forms, ligatures), format and bidi characters
 *   dropped (zero-width spaces), hyphens read as "-", other scripts' decimal
 *   digits read as ASCII digits,
 *   look-alike letters of other scripts folded to Latin (confusables.ts);
 * - defanged addresses restored, spaced punctuation closed, numbers and
 *   hyphenated words broken over a line joined, characters spaced, dotted or
 *   hyphenated apart collapsed (rejoin.ts);
 * - number words read as digits (number-words.ts);
 * - codes typed in lower case read in capitals (lower-case-codes.ts);
 * - digits standing for letters inside words read as letters ("M4ria G0nzalez").
 * `origin[i]` is the offset in the original text of normalized character i, so
 * hits found in the normalized text still point into what the client sent.
 */
import { hasNonAscii } from './ascii';
import { apply, identity, type Step, UNCHANGED } from './edit-steps';
import { allMatches } from './all-matches';
import { anyAlternative } from './alternatives';
import { readDigitsAsLetters } from './digits-as-letters';
import { foldConfusable } from './confusables';
import { inHexGroups, leetDigitNextToLetter, leetRunStarts } from './leet-runs';
import { codePointLength, matchesFrom } from './matches-at';
import { MAY_HAVE_SPACED_MARK_BREAK, spacedMarkBreaks } from './broken-lines';
import { mayHaveSpacedAge, spacedAges } from './spaced-ages';
import { mayHaveLowerCaseCode, upperCaseCodes } from './lower-case-codes';
import { hyphenateDottedCodes, mayHaveDottedCode } from './dotted-codes';
import {
  hasNumberWords,
  loneNumberEdits,
  mayHaveLoneNumberWords,
  NUMBER_IN_SHAPE,
  numberRuns,
  numberRunAsDigits,
  houseNumberWordEdits,
  mayHaveHouseNumberWord,
  ordinalDayEdits,
} from './number-words';
import {
  closeSpacedPunctuation,
  collapseSpacedCharacters,
  type Edit,
  joinBrokenLines,
  MAY_BE_DEFANGED,
  MAY_HAVE_BROKEN_LINE,
  MAY_HAVE_SPACED_CHARACTERS,
  MAY_HAVE_SPACED_PUNCTUATION,
  MAY_HAVE_DOTTED_DIGITS,
  hyphenateDottedDigits,
  undefang,
} from './rejoin';

export interface NormalizedText {
  text: string;
  /** Original offset of each normalized character, plus one final entry for the end (empty when unchanged). */
  origin: Int32Array;
  /** False when normalization changed nothing (the common case: detect once). */
  changed: boolean;
}

/** Bidi embeddings, overrides, isolates and marks (LRM, RLM, ALM): they reorder what a reader sees. */
export const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const FORMAT = /^\p{Cf}$/u;
const NON_ASCII_CHAR = /[^\p{ASCII}]/gu;
/** A word mixing letters and look-alike digits, at least two letters; not a group of an IPv6 address. */
const LEETISH =
  /(?<![\p{L}\p{N}:])(?=[\p{L}0-9]*\p{L})(?=[\p{L}0-9]*[013457])[\p{L}0-9]{2,}(?![\p{L}\p{N}]|:[\p{L}\p{N}])/gu;
/** LEETISH tried only where a run of letters and digits starts (leet-runs.ts). */
export const LEETISH_AT = new RegExp(LEETISH.source, 'uy');
export const leetishMatches = (text: string): RegExpExecArray[] => matchesFrom(LEETISH_AT, text, leetRunStarts(text));

/** Normalized forms of the non-ASCII characters seen so far; bounded, as clients choose the characters. */
const charCache = new Map<string, string>();
const CHAR_CACHE_LIMIT = 4096;

/**
 * The hyphens that NFKC keeps apart from the ASCII hyphen-minus (hyphen, non-breaking hyphen, figure dash, minus
 * sign): word processors and phones put them inside numbers ("412‑55‑0193", "01733‑312‑990") where a keyboard types
 * "-". The en and em dashes are left: they mark ranges and clauses ("02/11/26 – 16/11/26", "CIII–V"), which the
 * rules read apart from a hyphenated number.
 */
const HYPHEN_LIKE = /^[\u2010-\u2012\u2212]$/;

const DECIMAL_DIGIT = /^\p{Nd}$/u;

/**
 * A decimal digit of another script read as its ASCII digit ("٠٧٧٠٠", "९८२२०", "༡༩༦༨"), which NFKC leaves as it is.
 * Unicode gives every script's decimal digits as one run of ten code points from zero to nine, so the digit's value
 * is how many digits stand before it in its run.
 */
function asciiDigit(c: string): string | undefined {
  if (!DECIMAL_DIGIT.test(c)) return undefined;
  const cp = c.codePointAt(0) ?? 0;
  let before = 0;
  while (before < 9 && DECIMAL_DIGIT.test(String.fromCodePoint(cp - before - 1))) before++;
  return String(before);
}

/**
 * One character's normalized form: nothing for a format character, NFKC, hyphens as "-", other scripts' digits as
 * ASCII, then look-alikes folded.
 */
function normalizeChar(ch: string): string {
  const known = charCache.get(ch);
  if (known !== undefined) return known;
  let out = '';
  if (!FORMAT.test(ch))
    for (const c of ch.normalize('NFKC'))
      out += c.charCodeAt(0) < 0x80 ? c : HYPHEN_LIKE.test(c) ? '-' : (asciiDigit(c) ?? foldConfusable(c) ?? c);
  if (charCache.size < CHAR_CACHE_LIMIT) charCache.set(ch, out);
  return out;
}

/**
 * Each code point outside ASCII in its normalized form, every character of which maps to the code point's
 * start: an edit per character that changes, so the ASCII between them is copied in slices, not a character
 * (and a string) at a time.
 */
function charByChar(text: string): Step {
  const changes: Edit[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) < 0x80) continue;
    const width = codePointLength(text, i);
    const ch = text.slice(i, i + width);
    const next = normalizeChar(ch);
    if (next !== ch) changes.push({ start: i, end: i + width, next, at: new Array<number>(next.length).fill(0) });
    i += width - 1;
  }
  return apply({ text, origin: identity(text.length) }, changes);
}

function edits(found: RegExpExecArray[], replace: (match: string, at: number) => string | undefined): Edit[] {
  const out: Edit[] = [];
  for (const m of found) {
    const next = replace(m[0], m.index ?? 0);
    if (next !== undefined && next !== m[0]) out.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, next });
  }
  return out;
}

/** Characters before a leetspeak word that its reading looks at (a title, a capitalised word, an address's dot). */
const LEET_CONTEXT = 24;

/** True when some word would have digits read as letters (readDigitsAsLetters accepts a LEETISH match). */
function digitsWouldBeRead(text: string): boolean {
  if (!leetDigitNextToLetter(text)) return false;
  // With the text before each, as the step reads it: a dot before makes the end of an address ("encounter.v1").
  for (const m of leetishMatches(text)) {
    const at = m.index ?? 0;
    if (readDigitsAsLetters(m[0], text.slice(Math.max(0, at - LEET_CONTEXT), at)) !== undefined) return true;
  }
  return false;
}

/** True when some character is a format character, not its own NFKC form, or a look-alike of a Latin one. */
function charsWouldChange(text: string): boolean {
  if (!hasNonAscii(text)) return false;
  for (const m of allMatches(NON_ASCII_CHAR, text)) if (normalizeChar(m[0]) !== m[0]) return true;
  return false;
}

/**
 * Whether some step might change the text. Most notes are plain prose: nothing to rewrite and no offset map
 * to build. Each test is necessary for its step to rewrite anything; when one passes, every step runs and
 * the result says whether the text changed.
 */
function mightChange(text: string, scans: Scans): boolean {
  return (
    charsWouldChange(text) ||
    scans.ask(mayHaveSpacedCharacters, text) ||
    digitsWouldBeRead(text) ||
    scans.ask(mayBeDefanged, text) ||
    scans.ask(mayHaveSpacedPunctuation, text) ||
    scans.ask(mayHaveBrokenLine, text) ||
    scans.ask(mayHaveSpacedMarkBreak, text) ||
    scans.ask(mayHaveSpacedAge, text) ||
    scans.ask(mayHaveDottedDigits, text) ||
    scans.ask(hasNumberWords, text) ||
    scans.ask(mayHaveLoneNumberWords, text) ||
    scans.ask(mayHaveHouseNumberWord, text) ||
    scans.ask(mayHaveLowerCaseCode, text) ||
    scans.ask(mayHaveDottedCode, text)
  );
}

/**
 * The cheap scans' answers on the original text, so that a step whose text is still the original (every step
 * before it changed nothing) does not scan again what mightChange has already scanned.
 */
class Scans {
  private readonly answers = new Map<(text: string) => boolean, boolean>();

  constructor(private readonly original: string) {}

  ask(scan: (text: string) => boolean, text: string): boolean {
    if (text !== this.original) return scan(text);
    let answer = this.answers.get(scan);
    if (answer === undefined) {
      answer = scan(text);
      this.answers.set(scan, answer);
    }
    return answer;
  }
}

/** A step that runs only when its cheap scan finds what every edit of it needs. */
function gated(step: Step, scan: (text: string) => boolean, find: (text: string) => Edit[], scans?: Scans): Step {
  return (scans ? scans.ask(scan, step.text) : scan(step.text)) ? apply(step, find(step.text)) : step;
}

const test = (re: RegExp) => (text: string) => re.test(text);
const mayHaveSpacedPunctuation = test(MAY_HAVE_SPACED_PUNCTUATION);
const mayHaveDottedDigits = test(MAY_HAVE_DOTTED_DIGITS);

const mayBeDefanged = anyAlternative(MAY_BE_DEFANGED);
const brokenLineAlternatives = anyAlternative(MAY_HAVE_BROKEN_LINE);
/** A line break beside spaced punctuation ("@ outlook⏎. com"): notes of one line need no pattern. */
const mayHaveSpacedMarkBreak = (text: string): boolean => text.includes('\n') && MAY_HAVE_SPACED_MARK_BREAK.test(text);
/** Every line-break joint has a line break; most notes of one line need no pattern. */
const mayHaveBrokenLine = (text: string): boolean => text.includes('\n') && brokenLineAlternatives(text);
/** MAY_HAVE_SPACED_CHARACTERS tried where a match can start: its first character, then the separator at `i`. */
const SPACED_CHARACTERS_AT = new RegExp(MAY_HAVE_SPACED_CHARACTERS.source, 'uy');

function spacedCharactersAt(text: string, at: number): boolean {
  SPACED_CHARACTERS_AT.lastIndex = at;
  return SPACED_CHARACTERS_AT.test(text);
}

/**
 * The same separator two or three code units apart ("a b c", "M.a.r", one character between, or a surrogate
 * pair), which every spaced run has: a pass over the text, then the pattern tried only where such a run can
 * start, one code unit or a surrogate pair before the separator. Run over the whole note, its opening
 * lookbehind cost about 20 µs on a 500-character note, and English prose has "a" and "I" between spaces.
 */
export function mayHaveSpacedCharacters(text: string): boolean {
  for (let i = 1; i + 2 < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x2e && c !== 0x5f && c !== 0x2f && c !== 0x2d) continue;
    if (text.charCodeAt(i + 2) !== c && text.charCodeAt(i + 3) !== c) continue;
    if (spacedCharactersAt(text, i - 1) || (i >= 2 && spacedCharactersAt(text, i - 2))) return true;
  }
  return false;
}

/** Every step, with the offset map, whether or not anything changes. */
export function normalizeFully(original: string, scans = new Scans(original)): NormalizedText {
  let step = hasNonAscii(original) ? charByChar(original) : { text: original, origin: identity(original.length) };
  step = gated(step, mayBeDefanged, undefang, scans);
  step = gated(step, mayHaveSpacedCharacters, collapseSpacedCharacters, scans);
  step = gated(step, mayHaveSpacedAge, spacedAges, scans);
  step = gated(step, mayHaveSpacedMarkBreak, spacedMarkBreaks, scans);
  step = gated(step, mayHaveSpacedPunctuation, closeSpacedPunctuation, scans);
  step = gated(step, mayHaveBrokenLine, joinBrokenLines, scans);
  step = gated(step, mayHaveDottedDigits, hyphenateDottedDigits, scans);
  step = readNumberWords(step, scans);
  step = gated(step, mayHaveLowerCaseCode, upperCaseCodes, scans);
  step = gated(step, mayHaveDottedCode, hyphenateDottedCodes, scans);
  const beforeLeet = step.text;
  step = gated(step, leetDigitNextToLetter, (text) =>
    edits(leetishMatches(text), (match, at) => {
      // Most such words are doses and lab names, read as they are: the IPv6 window is scanned for the others only.
      const read = readDigitsAsLetters(match, text.slice(Math.max(0, at - LEET_CONTEXT), at));
      return read === undefined || inHexGroups(text, at, match.length) ? undefined : read;
    }),
  );
  // Number words in leetspeak ("n1n3ty-thr33", "th3 f1rst 0f 4pr1l") are words only now: read them again.
  if (step.text !== beforeLeet) step = readNumberWords(step);
  const changed = step.text !== original;
  return changed ? { ...step, changed } : { text: original, origin: UNCHANGED, changed };
}

/**
 * Number words as digits: runs, words beside digits, ordinal days, then lone ordinal days and "ninety"; then the
 * punctuation between them closed.
 */
function readNumberWords(start: Step, scans?: Scans): Step {
  const ask = (scan: (text: string) => boolean): boolean => (scans ? scans.ask(scan, start.text) : scan(start.text));
  const runs = ask(hasNumberWords);
  const lone = ask(mayHaveLoneNumberWords);
  const house = ask(mayHaveHouseNumberWord);
  if (!runs && !lone && !house) return start;
  let step = start;
  if (runs) {
    step = apply(step, edits(numberRuns(step.text), numberRunAsDigits));
    // Twice: "four/ten/1956" reads "ten" beside the digits first, then "four" beside the new ones. A first pass
    // that reads nothing leaves the text as it was, where the second would read nothing either.
    const inShape = edits(allMatches(NUMBER_IN_SHAPE, step.text), numberRunAsDigits);
    if (inShape.length > 0) {
      step = apply(step, inShape);
      step = apply(step, edits(allMatches(NUMBER_IN_SHAPE, step.text), numberRunAsDigits));
    }
    step = apply(step, ordinalDayEdits(step.text));
  }
  // "nineteen Orchard Mews": a house's number said alone, before its street.
  if (runs || house) step = apply(step, houseNumberWordEdits(step.text));
  if (lone) step = apply(step, loneNumberEdits(step.text));
  // "one two / zero four / one nine six six" reads "12 / 04 / 1966" only now.
  step = gated(step, mayHaveSpacedPunctuation, closeSpacedPunctuation);
  // So does "twelve . oh-six . twenty-five" read "12.06.25": its dots are read as the number patterns expect.
  return step === start ? step : gated(step, mayHaveDottedDigits, hyphenateDottedDigits);
}

export function normalizeForDetection(original: string): NormalizedText {
  const scans = new Scans(original);
  if (!mightChange(original, scans)) return { text: original, origin: UNCHANGED, changed: false };
  return normalizeFully(original, scans);
}

/** How the view reads the original's [start, end): the view's characters that came from there (origin map). */
export function viewReading(n: NormalizedText, start: number, end: number, original: string): string {
  if (!n.changed) return original.slice(start, end);
  let read = '';
  for (let i = 0; i < n.text.length; i++) if (n.origin[i] >= start && n.origin[i] < end) read += n.text[i];
  return read;
}

/**
 * Maps a [start, end) span of the normalized text back onto the original text. With the original, the span
 * runs on to where the next normalized character came from (less spaces), so a word read as one digit
 * ("three" -> "3") is covered whole.
 */
export function originalSpan(n: NormalizedText, start: number, end: number, original?: string): [number, number] {
  if (!n.changed) return [start, end];
  const from = n.origin[start];
  let to = end > start ? n.origin[end - 1] + 1 : from;
  if (original !== undefined && end > start) {
    let next = n.origin[end];
    while (next > to && /\s/.test(original[next - 1])) next--;
    to = Math.max(to, next);
  }
  return [from, Math.max(to, from)];
}
