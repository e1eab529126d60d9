/**
 * Steps of the normalized view that put back together what a disguise split
 * apart: defanged addresses ("hxxps", "[.]", "[@]"), spaces around the
 * punctuation of an address or a number ("maria . g @ mail . com",
 * "555 - 123 - 4567"), a number or a hyphenated word broken over a line, and
 * characters spaced, dotted or hyphenated apart ("M a r i a", "5.5.5.-.1.2.3").
 * Each step lists its edits; normalize.ts applies them and keeps the offsets.
 */
import { allMatches } from './all-matches';

export interface Edit {
  start: number;
  end: number;
  next: string;
  /** Offset within the replaced range of each character of `next` (default: spread over the range). */
  at?: number[];
}

const DEFANGED =
  /\bhxxp(?=s?(?:\[:\]|:|\[:\/\/\]))|\[:\/\/\]|\[:\]|[[({]\s*(?:\.|dot)\s*[\])}]|[[({]\s*(?:@|at)\s*[\])}]/gi;
export const MAY_BE_DEFANGED = /hxxp|[[({]\s*(?:\.|dot|@|at|:)/i;

export function undefang(text: string): Edit[] {
  return allMatches(DEFANGED, text).map((m) => {
    const s = m[0].toLowerCase();
    const next = s === 'hxxp' ? 'http' : s.includes(':') ? (s.includes('/') ? '://' : ':') : /@|at/.test(s) ? '@' : '.';
    return { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, next };
  });
}

/** "@" with a space beside it between words; " . " between words; " - ", " / ", " : " between digits. */
const SPACED_PUNCTUATION =
  /(?<=[\p{L}\p{N}])(?: +@ *| *@ +)(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}]) +\. +(?=[\p{L}\p{N}])|(?<=\p{N}) +[-/:.] +(?=\p{N})|(?<=\( *\p{N}+) +(?=\))|(?<=\() +(?=\p{N}+ *\))/gu;
export const MAY_HAVE_SPACED_PUNCTUATION = / @|@ | \. |\d [-/:.] \d|\( \d|\d \)/;

export function closeSpacedPunctuation(text: string): Edit[] {
  return allMatches(SPACED_PUNCTUATION, text).map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    next: m[0].trim(),
    at: m[0].trim() === '' ? [] : [m[0].indexOf(m[0].trim())],
  }));
}

/** A hyphenated word broken over a line ("sun-\nita"); digits broken over a line inside a number. */
const BROKEN_WORD = /(?<=\p{L})-[^\S\n]*\n[^\S\n]*(?=\p{Ll})/gu;
const BROKEN_NUMBER = /(?<=[\d().-])[^\S\n]*\n[^\S\n]*(?=[\d().-])/g;
export const MAY_HAVE_BROKEN_LINE = /-[^\S\n]*\n|\d[^\S\n]*\n|\n[^\S\n]*[\d(-]/;

export function joinBrokenLines(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const m of allMatches(BROKEN_WORD, text)) {
    edits.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, next: '' });
  }
  for (const m of allMatches(BROKEN_NUMBER, text)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    // Only inside a number with separators, long enough to be a phone or an identifier: not "2023\n2024".
    const left = /[\d(). -]*$/.exec(text.slice(Math.max(0, start - 20), start))?.[0] ?? '';
    const right = /^[\d(). -]*/.exec(text.slice(end, end + 20))?.[0] ?? '';
    const digits = (left + right).replace(/\D/g, '').length;
    if (digits < 7 || !/\d[-.)]|[-.(]\d/.test(left.trim() + right.trim())) continue;
    // "555-12\n3-4567" was one group; "555 123\n4567" two, which keep a space between them.
    const groups = (/\d*$/.exec(left)?.[0].length ?? 0) + (/^\d*/.exec(right)?.[0].length ?? 0);
    edits.push({ start, end, next: /\d$/.test(left) && /^\d/.test(right) && groups > 4 ? ' ' : '' });
  }
  return edits.sort((a, b) => a.start - b.start);
}

const isAlnum = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{N}]/u.test(c);
const SEPARATORS = ' ._-/';
export const MAY_HAVE_SPACED_CHARACTERS = /(?<![\p{L}\p{N}])[\p{L}\p{N}]([ ._/-])\S\1\S(?![\p{L}\p{N}])/u;

/**
 * Three or more single characters, the first a letter or digit, separated by one and the same space, dot,
 * hyphen, underscore or slash: "M a r i a", "M.a.r.i.a", "5-5-5---1-2-3". "J. M. Smith", "e.g." and
 * "1.2.3.4" stay.
 */
export function collapseSpacedCharacters(text: string): Edit[] {
  const edits: Edit[] = [];
  for (let i = 0; i < text.length - 4; i++) {
    const sep = text[i + 1];
    if (!SEPARATORS.includes(sep) || !isAlnum(text[i]) || isAlnum(text[i - 1])) continue;
    const at = [0];
    let e = i;
    while (text[e + 1] === sep && e + 2 < text.length && !/\s/.test(text[e + 2]) && !isAlnum(text[e + 3])) {
      e += 2;
      at.push(e - i);
    }
    const chars = at.map((k) => text[i + k]);
    // Up to four digits alone between dots, hyphens or slashes are an address, a version or a date: "1.2.3.4".
    const digitsOnly = sep !== ' ' && sep !== '_' && chars.length <= 4 && chars.every((c) => c >= '0' && c <= '9');
    if (!digitsOnly && chars.filter((c) => isAlnum(c)).length >= 3) {
      edits.push({ start: i, end: e + 1, next: chars.join(''), at });
      i = e;
    }
  }
  return edits;
}
