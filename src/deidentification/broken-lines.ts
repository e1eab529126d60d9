/**
 * The step of the normalized view (normalize.ts) that joins what a line break split: a hyphenated word
 * ("sun-⏎ita"), a number ("555-12⏎3-4567"), a code or a date glued to a line break ("BCX44⏎100293"), and a
 * line that ends at the hyphen of a date, a code or a number in words ("12-Aug-⏎2022", "ninety-⏎three").
 */
import { allMatches } from './all-matches';
import { anchored, anchoredMatches, lineBreakStarts, matchesFrom } from './matches-at';
import type { Edit } from './text-edit';

/**
 * A hyphenated word broken over a line ("sun-\nita"); a code or a date hyphenated over one ("7XY-\nZ123",
 * "3/-\n14"); digits broken over a line inside a number; a line break glued to digits on both sides ("BCX44\n100293").
 */
const BROKEN_WORD = /(?<=\p{L})-[^\S\n]*\n[^\S\n]*(?=\p{Ll})|(?<=\p{L}|[\p{L}\p{N}][/.-])-\n(?=[\p{L}\p{N}])/gu;
export const BROKEN_NUMBER = /(?<=[\d().-])[^\S\n]*\n[^\S\n]*(?=[\d().-])/g;
const GLUED_BREAK = /(?<=\S)\n(?=[/.-]?\d)/g;
/** BROKEN_WORD starts at its hyphen, GLUED_BREAK at its line break. */
export const BROKEN_WORD_AT = anchored(BROKEN_WORD, '-');
export const GLUED_BREAK_AT = anchored(GLUED_BREAK, '\n');
const BREAK = String.raw`[^\S\n]*\n[^\S\n]*`;
const WEEKDAY = String.raw`(?:mon|tues?|wed(?:s|nes)?|thu(?:rs?)?|fri|sat|sun)(?:day)?`;
const MONTH_WORD =
  String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?` +
  String.raw`|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const ORDINAL_WORD =
  String.raw`(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth` +
  String.raw`|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth` +
  String.raw`|(?:twenty|thirty)-(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth))`;
const TENS = String.raw`(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)`;
const UNITS = String.raw`(?:one|two|three|four|five|six|seven|eight|nine)`;
const END = String.raw`(?![\p{L}\p{N}])`;
/**
 * A line break inside a date or an age in words: after "the", "on", "of", a weekday or a month before an
 * ordinal day ("Monday the⏎10th", "Fri⏎13th", "November the⏎thirteenth"); between tens and units ("ninety⏎six");
 * between a month's day and its year ("Nov 18⏎2020"). Read as the space it stands for.
 */
export const DATE_PHRASE_BREAK = new RegExp(
  String.raw`(?<=(?<![\p{L}\p{N}])(?:the|on|of|${WEEKDAY}|${MONTH_WORD}))${BREAK}` +
    String.raw`(?=(?:[0-3]?\d(?:st|nd|rd|th)|${ORDINAL_WORD})${END})` +
    String.raw`|(?<=(?<![\p{L}\p{N}])${TENS})${BREAK}(?=${UNITS}${END})` +
    String.raw`|(?<=(?<![\p{L}\p{N}])${MONTH_WORD}\.? [0-3]?\d(?:st|nd|rd|th)?,?)${BREAK}` +
    String.raw`(?=(?:19|20)\d\d${END})`,
  'giu',
);
/**
 * A line break between the two halves of a code: a UK registration ("YX71⏎ABK"), a code's capitals and its
 * digits ("RN⏎2841937", "MRN RTH⏎0093381"), a number grouped 3-3-4 or 3-2-4 ("617 555⏎0123", "512 48⏎9031").
 */
export const CODE_HALVES_BREAK = new RegExp(
  String.raw`(?<=(?<![\p{L}\p{N}])\p{Lu}{2}\d{2})${BREAK}(?=\p{Lu}{3}${END})` +
    String.raw`|(?<=(?<![\p{L}\p{N}])\p{Lu}{2,4})${BREAK}(?=\d{6,}${END})` +
    String.raw`|(?<=(?<![\p{L}\p{N}]|\d[ .-])\d{3} \d{2,3})${BREAK}(?=\d{4}${END})`,
  'gu',
);
/** The two line-break patterns above, tried only where the spaces before a line feed begin (lineBreakStarts). */
export const DATE_PHRASE_BREAK_AT = new RegExp(DATE_PHRASE_BREAK.source, 'iuy');
export const CODE_HALVES_BREAK_AT = new RegExp(CODE_HALVES_BREAK.source, 'uy');
export const BROKEN_NUMBER_AT = new RegExp(BROKEN_NUMBER.source, 'y');
export const MAY_HAVE_BROKEN_LINE = new RegExp(
  String.raw`-[^\S\n]*\n[^\S\n]*\p{Ll}|[\d().-][^\S\n]*\n[^\S\n]*[\d().-]|\S-?\n[/.-]?\d` +
    String.raw`|[\p{L}\p{N}]-\n[\p{L}\p{N}]` +
    String.raw`|\n[^\S\n]*(?:\d\d?(?:st|nd|rd|th)|${ORDINAL_WORD})|ty${BREAK}${UNITS}|\d,?${BREAK}(?:19|20)\d\d` +
    String.raw`|\d\d${BREAK}\p{Lu}{3}|\p{Lu}${BREAK}\d{6}`,
  'iu',
);

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

/**
 * The two runs of letters and digits either side of a line break are halves of one code, whatever follows in
 * a delimited row ("K447⏎1029|Abimbola", "E774⏎8211^^^NGH", "A0041⏎23987Z"): three characters or more each,
 * and a left half of digits before digits alone or of letters and digits before a digit. "Box 6025⏎4P0 AA"
 * (digits before letters) and "…,6⏎2025-11-03" (a short last field) stay apart.
 */
function codeHalves(left: string, right: string): boolean {
  const a = /[\p{L}\p{N}]*$/u.exec(left)?.[0] ?? '';
  const b = /^[\p{L}\p{N}]*/u.exec(right)?.[0] ?? '';
  if (a.length < 3 || b.length < 3 || !/\d/.test(a) || !/^\d/.test(b)) return false;
  return /^\d+$/.test(b) || (/\p{L}/u.test(a) && a.length >= 4);
}

/** After a list item's number: a space, then a letter or an opening bracket. */
const LIST_ITEM_WORD = /^[^\S\n]+[\p{L}(]/u;

export function joinBrokenLines(text: string): Edit[] {
  const edits: Edit[] = text.includes('-\n') ? hyphenKeptBreaks(text) : [];
  const starts = lineBreakStarts(text);
  const glued = [
    ...matchesFrom(DATE_PHRASE_BREAK_AT, text, starts),
    ...matchesFrom(CODE_HALVES_BREAK_AT, text, starts),
  ];
  for (const m of glued) {
    const start = m.index ?? 0;
    if (!edits.some((e) => e.start === start)) edits.push({ start, end: start + m[0].length, next: ' ' });
  }
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
  for (const m of matchesFrom(BROKEN_NUMBER_AT, text, starts)) {
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
    if (edits.some((e) => e.start <= start && start < e.end)) continue;
    // Both sides are one token each with a digit: "91955\n50133", "14/02\n/2025", not "Estradiol\n2 mg".
    const left = /\S*$/.exec(text.slice(Math.max(0, start - 24), start))?.[0] ?? '';
    // A word on the next line that starts with a digit, or a time, is no number's tail ("Box 6025\n4P0 AA"):
    // neither is a time after a line break ("2010-12-13\n20:06").
    const right = /^\S*/.exec(text.slice(start + 1, start + 25))?.[0] ?? '';
    if (/^\d{1,2}:\d\d/.test(right)) continue;
    // A numbered list's next item ("DOB 06/02/1971⏎1. Menopause", "(DXA 4/2019)⏎2. Osteopenia"): a number of one or
    // two digits and its stop or bracket, then a word, opens a line of its own (issue 49, thirty-fifth round, tombolo).
    if (
      /^\d{1,2}[.)]$/.test(right) &&
      LIST_ITEM_WORD.test(text.slice(start + 1 + right.length, start + right.length + 4))
    )
      continue;
    // A row of delimited fields ends at its last field: "…,+0.4,6⏎2025 11 03" ends a row of one short value.
    if (/^\d{1,2}$/.test(/[^,;|]*$/.exec(left)?.[0] ?? '') && /[,;|]/.test(left)) continue;
    if ((!/\p{L}/u.test(right) && /\d/.test(left)) || codeHalves(left, right))
      edits.push({ start, end: start + 1, next: '' });
  }
  return edits.sort((a, b) => a.start - b.start);
}

/**
 * A line break beside spaced punctuation, in a run of it: "bev.o @ outlook⏎. com", "81 . 2 .⏎69 . 142",
 * "30 · 01⏎· 1965". Read as a space, so the step that closes spaced punctuation (rejoin.ts) sees one run.
 * A dot or an at sign may stand between words, the other marks between digits only ("tabs⏎- 3 tabs" is a
 * list); a line after a spaced dot goes on in lower case or a digit ("at 2 .⏎Then" ends a sentence).
 */
const SPACED_MARK_BREAK =
  /(?<=[\p{L}\p{N}] +[.@]|\p{N} +[-/:·|])[^\S\n]*\n[^\S\n]*(?=[\p{Ll}\p{N}])|(?<=[\p{L}\p{N}])[^\S\n]*\n[^\S\n]*(?=[.@] +[\p{L}\p{N}])|(?<=\p{N})[^\S\n]*\n[^\S\n]*(?=[-/:·|] +\p{N})/gu;
export const MAY_HAVE_SPACED_MARK_BREAK = / [-/:.·|@][^\S\n]*\n|\n[^\S\n]*[-/:.·|@] /u;
/** Another mark with a space either side: the line is written in spaced punctuation. */
const SPACED_MARK = / [-/:.·|@] /u;

export function spacedMarkBreaks(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const m of allMatches(SPACED_MARK_BREAK, text)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const before = text.slice(Math.max(0, start - 24), start);
    const after = text.slice(end, end + 24);
    const line = `${before.slice(before.lastIndexOf('\n') + 1)} ${after.split('\n', 1)[0]}`;
    if (SPACED_MARK.test(line)) edits.push({ start, end, next: ' ' });
  }
  return edits;
}
