/**
 * The normalized view of a text that every rule also runs on, so that
 * disguised identifiers read like plain ones. Steps, in order:
 * - Unicode NFKC (full-width forms, ligatures), format and bidi characters
 *   dropped (zero-width spaces), look-alike letters of other scripts folded
 *   to Latin (confusables.ts);
 * - defanged addresses restored, spaced punctuation closed, numbers and
 *   hyphenated words broken over a line joined, characters spaced, dotted or
 *   hyphenated apart collapsed (rejoin.ts);
 * - number words read as digits (number-words.ts);
 * - digits standing for letters inside words read as letters ("M4ria G0nzalez").
 * `origin[i]` is the offset in the original text of normalized character i, so
 * hits found in the normalized text still point into what the client sent.
 */
import { hasNonAscii } from './ascii';
import { allMatches } from './all-matches';
import { anyAlternative } from './alternatives';
import { foldConfusable } from './confusables';
import { inHexGroups, leetDigitNextToLetter, leetRunStarts } from './leet-runs';
import { matchesFrom } from './matches-at';
import { hasNumberWords, NUMBER_IN_SHAPE, numberRuns, numberRunAsDigits, ordinalDayEdits } from './number-words';
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
  origin: number[];
  /** False when normalization changed nothing (the common case: detect once). */
  changed: boolean;
}

interface Step {
  text: string;
  origin: number[];
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
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };

/** Normalized forms of the non-ASCII characters seen so far; bounded, as clients choose the characters. */
const charCache = new Map<string, string>();
const CHAR_CACHE_LIMIT = 4096;

/** One character's normalized form: nothing for a format character, NFKC, then look-alikes folded. */
function normalizeChar(ch: string): string {
  const known = charCache.get(ch);
  if (known !== undefined) return known;
  let out = '';
  if (!FORMAT.test(ch))
    for (const c of ch.normalize('NFKC')) out += c.charCodeAt(0) < 0x80 ? c : (foldConfusable(c) ?? c);
  if (charCache.size < CHAR_CACHE_LIMIT) charCache.set(ch, out);
  return out;
}

function charByChar(text: string): Step {
  let out = '';
  const origin: number[] = [];
  let i = 0;
  for (const ch of text) {
    const n = ch.charCodeAt(0) < 0x80 ? ch : normalizeChar(ch);
    out += n;
    for (let k = 0; k < n.length; k++) origin.push(i);
    i += ch.length;
  }
  origin.push(text.length);
  return { text: out, origin };
}

/** Applies non-overlapping edits, in order, keeping `origin` aligned with the new text. */
function apply(step: Step, edits: Edit[]): Step {
  if (edits.length === 0) return step;
  const { text, origin } = step;
  let out = '';
  const map: number[] = [];
  let last = 0;
  for (const e of edits) {
    if (e.start < last) continue;
    out += text.slice(last, e.start);
    for (let k = last; k < e.start; k++) map.push(origin[k]);
    const span = Math.max(1, e.end - e.start);
    for (let k = 0; k < e.next.length; k++) {
      const within =
        e.at?.[k] ?? (k > 0 && k === e.next.length - 1 ? span - 1 : Math.floor((k * span) / e.next.length));
      map.push(origin[e.start + Math.min(within, span - 1)]);
    }
    out += e.next;
    last = e.end;
  }
  out += text.slice(last);
  for (let k = last; k < text.length; k++) map.push(origin[k]);
  map.push(origin[text.length]);
  return { text: out, origin: map };
}

function edits(found: RegExpExecArray[], replace: (match: string, at: number) => string | undefined): Edit[] {
  const out: Edit[] = [];
  for (const m of found) {
    const next = replace(m[0], m.index ?? 0);
    if (next !== undefined && next !== m[0]) out.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, next });
  }
  return out;
}

/**
 * Reads digits as letters in a word that is mostly letters ("G0nzalez", "M4r14", "t0l3d0"), never in lab
 * names ("B12", "T4", "CA125", "BRCA1"), doses or ordinals ("5mg", "1st"): no 2, 6, 8 or 9, at least two
 * letters and at most one digit more, no leading digits before letters alone, and a trailing digit only
 * after lower-case letters.
 */
function readDigitsAsLetters(match: string, before = ''): string | undefined {
  if (/[2689]/.test(match)) return undefined;
  const upper = match === match.toUpperCase();
  const letters = match.replace(/[0-9]/g, '').length;
  const digits = match.length - letters;
  // A leading digit of a word mostly in lower-case letters, after a capitalised word or a title or relation,
  // starts a name: "Gr4c3 0k4f0r" -> "Grace Okafor", "Nurs3 0duy4" -> "Nurse Oduya".
  const capital = /\p{Ll}/u.test(match) && letters >= digits && NAME_BEFORE.test(before);
  const read = match.replace(/[013457]/g, (d, at: number) =>
    upper || (at === 0 && capital) ? LEET[d].toUpperCase() : LEET[d],
  );
  // Short words of dates and addresses and number words read whatever their shape: "J4n", "0f", "B0x", "0n3".
  if (SHORT_CONTEXT_WORDS.has(read.toLowerCase())) return read;
  if (letters < 2 || digits > letters + 1) return undefined;
  // "5mg", "1st"; and three-character lab names with a capital ("A1c", "C1q"), where "b0b" and "J0y" are names.
  if (/^[0-9]+\p{L}+$/u.test(match) || /^(?=.*\p{Lu})\p{L}[1-9]\p{L}$/u.test(match)) return undefined;
  if (/[0-9]$/.test(match) && !/\p{Ll}/u.test(match)) return undefined;
  return read;
}

/** What comes before a name: a capitalised word (digits allowed, "Gr4c3"), a title or a relation word. */
const NAME_BEFORE =
  /(?:(?<![\p{L}\p{N}])\p{Lu}[\p{L}0-9'’-]*|\b(?:[Dd]r|[Mm]rs?|[Mm]s|[Nn]urs[e3]|sister|brother|daughter|son|husband|wife|partner)\.?)[^\S\n]+$/u;

/**
 * Month names and the short words around dates and addresses, and number words, ordinals and months in full
 * ("0n3", "31ght", "4ugust"), read through look-alike digits however short or digit-led.
 */
const SHORT_CONTEXT_WORDS = new Set(
  `jan feb mar apr may jun jul aug sep sept oct nov dec the of on age aged apt box unit po apo dpo fpo psc
  suite ste st ave rd dr ln blvd room zero oh one two three four five six seven eight nine ten eleven twelve
  thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty
  ninety hundred double treble first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth
  thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth thirtieth january
  february march april june july august september october november december`.split(/\s+/),
);

/** True when some word would have digits read as letters (readDigitsAsLetters accepts a LEETISH match). */
function digitsWouldBeRead(text: string): boolean {
  if (!leetDigitNextToLetter(text)) return false;
  for (const m of leetishMatches(text)) if (readDigitsAsLetters(m[0]) !== undefined) return true;
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
function mightChange(text: string): boolean {
  return (
    charsWouldChange(text) ||
    mayHaveSpacedCharacters(text) ||
    digitsWouldBeRead(text) ||
    mayBeDefanged(text) ||
    MAY_HAVE_SPACED_PUNCTUATION.test(text) ||
    mayHaveBrokenLine(text) ||
    MAY_HAVE_DOTTED_DIGITS.test(text) ||
    hasNumberWords(text)
  );
}

/** A step that runs only when its cheap scan finds what every edit of it needs. */
function gated(step: Step, scan: (text: string) => boolean, find: (text: string) => Edit[]): Step {
  return scan(step.text) ? apply(step, find(step.text)) : step;
}

const test = (re: RegExp) => (text: string) => re.test(text);

const mayBeDefanged = anyAlternative(MAY_BE_DEFANGED);
const brokenLineAlternatives = anyAlternative(MAY_HAVE_BROKEN_LINE);
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
export function normalizeFully(original: string): NormalizedText {
  let step = hasNonAscii(original) ? charByChar(original) : { text: original, origin: identity(original.length) };
  step = gated(step, mayBeDefanged, undefang);
  step = gated(step, mayHaveSpacedCharacters, collapseSpacedCharacters);
  step = gated(step, test(MAY_HAVE_SPACED_PUNCTUATION), closeSpacedPunctuation);
  step = gated(step, mayHaveBrokenLine, joinBrokenLines);
  step = gated(step, test(MAY_HAVE_DOTTED_DIGITS), hyphenateDottedDigits);
  step = readNumberWords(step);
  const beforeLeet = step.text;
  step = gated(step, leetDigitNextToLetter, (text) =>
    edits(leetishMatches(text), (match, at) =>
      inHexGroups(text, at, match.length)
        ? undefined
        : readDigitsAsLetters(match, text.slice(Math.max(0, at - 24), at)),
    ),
  );
  // Number words in leetspeak ("n1n3ty-thr33", "th3 f1rst 0f 4pr1l") are words only now: read them again.
  if (step.text !== beforeLeet) step = readNumberWords(step);
  const changed = step.text !== original;
  return changed ? { ...step, changed } : { text: original, origin: [], changed };
}

/** Number words as digits: runs, words beside digits, ordinal days; then the punctuation between them closed. */
function readNumberWords(start: Step): Step {
  if (!hasNumberWords(start.text)) return start;
  let step = apply(start, edits(numberRuns(start.text), numberRunAsDigits));
  // Twice: "four/ten/1956" reads "ten" beside the digits first, then "four" beside the new ones.
  for (let k = 0; k < 2; k++) step = apply(step, edits(allMatches(NUMBER_IN_SHAPE, step.text), numberRunAsDigits));
  step = apply(step, ordinalDayEdits(step.text));
  // "one two / zero four / one nine six six" reads "12 / 04 / 1966" only now.
  return gated(step, test(MAY_HAVE_SPACED_PUNCTUATION), closeSpacedPunctuation);
}

function identity(length: number): number[] {
  const origin = new Array<number>(length + 1);
  for (let i = 0; i <= length; i++) origin[i] = i;
  return origin;
}

export function normalizeForDetection(original: string): NormalizedText {
  if (!mightChange(original)) return { text: original, origin: [], changed: false };
  return normalizeFully(original);
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
