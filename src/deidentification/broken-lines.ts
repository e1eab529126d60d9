/**
 * The step of the normalized view (normalize.ts) that joins what a line break split: a hyphenated word
 * ("sun-⏎ita"), a number ("555-12⏎3-4567"), a code or a date glued to a line break ("BCX44⏎100293"), and a
 * line that ends at the hyphen of a date, a code or a number in words ("12-Aug-⏎2022", "ninety-⏎three").
 */
import { allMatches } from './all-matches';
import { anchored, anchoredMatches } from './matches-at';
import type { Edit } from './rejoin';

/**
 * A hyphenated word broken over a line ("sun-\nita"); a code or a date hyphenated over one ("7XY-\nZ123",
 * "3/-\n14"); digits broken over a line inside a number; a line break glued to digits on both sides ("BCX44\n100293").
 */
const BROKEN_WORD = /(?<=\p{L})-[^\S\n]*\n[^\S\n]*(?=\p{Ll})|(?<=\p{L}|[\p{L}\p{N}][/.-])-\n(?=[\p{L}\p{N}])/gu;
const BROKEN_NUMBER = /(?<=[\d().-])[^\S\n]*\n[^\S\n]*(?=[\d().-])/g;
const GLUED_BREAK = /(?<=\S)\n(?=[/.-]?\d)/g;
/** BROKEN_WORD starts at its hyphen, GLUED_BREAK at its line break. */
export const BROKEN_WORD_AT = anchored(BROKEN_WORD, '-');
export const GLUED_BREAK_AT = anchored(GLUED_BREAK, '\n');
export const MAY_HAVE_BROKEN_LINE =
  /-[^\S\n]*\n[^\S\n]*\p{Ll}|[\d().-][^\S\n]*\n[^\S\n]*[\d().-]|\S-?\n[/.-]?\d|[\p{L}\p{N}]-\n[\p{L}\p{N}]/u;

/** Tens and units as words: "ninety-⏎three" is one number, whose hyphen stays. */
const TENS_BEFORE = /(?:^|[^\p{L}])(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)$/iu;
const UNIT_AFTER = /^(?:one|two|three|four|five|six|seven|eight|nine)(?![\p{L}])/iu;
/** A hyphen that ends a line between the parts of a date or code: one of the two tokens has a digit. */
const CODE_HYPHEN_BREAK = /(?<=[\p{L}\p{N}]-)\n(?=[\p{L}\p{N}])/gu;

/**
 * A line that ends at the hyphen of a date, a code or a number in words ("12-Aug-⏎2022", "1EG4-⏎TE5-MK73",
 * "ninety-⏎three"): the line break goes and the hyphen stays. "Stevens-⏎Johnson" and "T-⏎score" have no
 * digit and are left as they are; "sun-⏎ita" (a word hyphenated by the typist) is BROKEN_WORD's.
 */
function hyphenKeptBreaks(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const m of allMatches(CODE_HYPHEN_BREAK, text)) {
    const at = m.index ?? 0;
    const left = /[\p{L}\p{N}./-]*$/u.exec(text.slice(Math.max(0, at - 24), at))?.[0] ?? '';
    const right = /^[\p{L}\p{N}./-]*/u.exec(text.slice(at + 1, at + 25))?.[0] ?? '';
    const number = TENS_BEFORE.test(text.slice(Math.max(0, at - 9), at - 1)) && UNIT_AFTER.test(right);
    if (number || /\d/.test(left + right)) edits.push({ start: at, end: at + 1, next: '' });
  }
  return edits;
}

export function joinBrokenLines(text: string): Edit[] {
  const edits: Edit[] = text.includes('-\n') ? hyphenKeptBreaks(text) : [];
  for (const m of anchoredMatches(BROKEN_WORD_AT, text)) {
    const start = m.index ?? 0;
    const newline = start + m[0].indexOf('\n');
    // Already read as a line ending at a hyphen that stays.
    if (edits.some((e) => e.start === newline)) continue;
    // A compound's own hyphen: of two names ("Stevens-⏎Johnson", "Mahlangu-⏎Rowe") or after one letter
    // ("T-⏎score", "X-⏎ray"). The line break goes, the hyphen stays.
    const compound =
      /^\p{Lu}\p{Ll}/u.test(text.slice(newline + 1, newline + 3)) ||
      /(?:^|[^\p{L}\p{N}])\p{L}$/u.test(text.slice(Math.max(0, start - 2), start));
    edits.push(
      compound ? { start: newline, end: newline + 1, next: '' } : { start, end: start + m[0].length, next: '' },
    );
  }
  for (const m of allMatches(BROKEN_NUMBER, text)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    // Only inside a number with separators, long enough to be a phone or an identifier: not "2023\n2024".
    const left = /[\d(). -]*$/.exec(text.slice(Math.max(0, start - 20), start))?.[0] ?? '';
    const right = /^[\d(). -]*/.exec(text.slice(end, end + 20))?.[0] ?? '';
    const digits = (left + right).replace(/\D/g, '').length;
    if (digits < 7 || !/\d[-.)]|[-.(]\d/.test(left.trim() + right.trim())) continue;
    if (/^\d{1,2}:\d\d/.test(text.slice(end, end + 5))) continue;
    if (edits.some((e) => e.start >= start && e.start < end)) continue;
    // "555-12\n3-4567" was one group; "555 123\n4567" two, which keep a space between them.
    const groups = (/\d*$/.exec(left)?.[0].length ?? 0) + (/^\d*/.exec(right)?.[0].length ?? 0);
    edits.push({ start, end, next: /\d$/.test(left) && /^\d/.test(right) && groups > 4 ? ' ' : '' });
  }
  for (const m of anchoredMatches(GLUED_BREAK_AT, text)) {
    const start = m.index ?? 0;
    // Both sides are one token each with a digit: "91955\n50133", "14/02\n/2025", not "Estradiol\n2 mg".
    const left = /\S*$/.exec(text.slice(Math.max(0, start - 24), start))?.[0] ?? '';
    // A word on the next line that starts with a digit, or a time, is no number's tail ("Box 6025\n4P0 AA"):
    // neither is a time after a line break ("2010-12-13\n20:06").
    const right = /^\S*/.exec(text.slice(start + 1, start + 25))?.[0] ?? '';
    if (/\p{L}/u.test(right) || /^\d{1,2}:\d\d/.test(right)) continue;
    if (/\d/.test(left) && !edits.some((e) => e.start <= start && start < e.end))
      edits.push({ start, end: start + 1, next: '' });
  }
  return edits.sort((a, b) => a.start - b.start);
}
