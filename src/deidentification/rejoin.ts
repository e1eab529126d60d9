/**
 * Steps of the normalized view that put back together what a disguise split
 * apart: defanged addresses ("hxxps", "[.]", "[@]"), spaces around the
 * punctuation of an address or a number ("maria . g @ mail . com",
 * "555 - 123 - 4567"), a number or a hyphenated word broken over a line (broken-lines.ts), and
 * characters spaced, dotted or hyphenated apart ("M a r i a", "5.5.5.-.1.2.3").
 * Each step lists its edits; normalize.ts applies them and keeps the offsets.
 */
import { allMatches } from './all-matches';
import { isSpaceCode } from './tokens';
import { anchored, anchoredMatches } from './matches-at';
import { spacedAddressMayStart, spacedInitialDotMayStart, spacedPunctuationMayStart } from './spaced-starts';
import type { Prerequisite } from './prerequisites';

export { BROKEN_WORD_AT, GLUED_BREAK_AT, joinBrokenLines, MAY_HAVE_BROKEN_LINE } from './broken-lines';

import type { Edit } from './text-edit';

export type { Edit };

/** A scheme's separators after "http" or "hxxp" ("hxxps[:]//", "http ://"), and "hxxp" itself. */
const DEFANGED_SCHEME =
  String.raw`(?<=\bh(?:tt|xx)ps?)(?:[^\S\n]*:[^\S\n]*\/[^\S\n]*\/[^\S\n]*(?=[\p{L}\p{N}])` +
  String.raw`|\.(?=[\p{L}\p{N}-]+\.\p{L}{2,}))` +
  String.raw`|\bhxxp(?=s?(?:\[:\]|:|\[:\/\/\]))`;
/** Bracketed punctuation: "[://]", "[:]", "[.]", "(dot)", "[@]", "(at)". */
const DEFANGED_BRACKETS = String.raw`\[:\/\/\]|\[:\]|[[({]\s*(?:\.|dot)\s*[\])}]|[[({]\s*(?:@|at)\s*[\])}]`;
const DEFANGED = new RegExp(`${DEFANGED_SCHEME}|${DEFANGED_BRACKETS}`, 'giu');
/**
 * The bracket alternatives alone, run on a text without "http" or "hxxp", where the others cannot match: the
 * scheme's lookbehind left the whole pattern no first character to look for, so it ran at every position.
 */
const BRACKETS_ONLY = new RegExp(DEFANGED_BRACKETS, 'giu');
const HAS_SCHEME = /h(?:tt|xx)p/iu;
export const DEFANGED_PREREQUISITES: readonly Prerequisite[] = [[new RegExp(DEFANGED_SCHEME, 'giu'), HAS_SCHEME]];
export const MAY_BE_DEFANGED =
  /hxxp|[[({]\s*(?:\.|dot|@|at|:)|https?(?: |\.| *: *\/ *\/ )|www |@ ?[\w-]+ \w|\w (?:com|org|net)\b/i;

const DOMAINS = 'com|org|net|edu|gov|io|co|uk|de|fr|es|it|nl|au|ca|us|info|biz|hu|ch|se|no|dk|fi|pl|ru|br|mx|in|tn|ee';
const TLD = `(?:${DOMAINS})`;

/**
 * Endings of a domain that English words do not make, for labels after a bare "https" ("https for the portal in
 * uk" is a sentence, "https meet larkfieldhealth co uk" an address).
 */
const SURE_TLD = String.raw`(?:com|org|net|edu|gov|(?:co|nhs|ac|org|gov) uk)`;
/** A domain's label, and up to two more set apart by single spaces ("valeview nhs", "meet larkfieldhealth co"). */
const LABELS = String.raw`[\p{L}\p{N}-]+(?: [\p{L}\p{N}-]+){0,2}`;
/**
 * An address with spaces for its punctuation: "http www example com", "maria@example com",
 * "results@kingsroadsurgery nhs uk", "https meet larkfieldhealth co uk": the labels up to a top-level domain.
 */
const SPACED_ADDRESS = new RegExp(
  String.raw`(?<=\bhttps?) (?=www |[\p{L}\p{N}-]+ (?:${TLD}|\p{Ll}{2})\b|${LABELS} ${SURE_TLD}\b)` +
    String.raw`|(?<=\bhttps?(?::\/\/| )www) ` +
    String.raw`|(?<=(?:@ ?|\bwww[. ])${LABELS}) (?=(?:[\p{L}\p{N}-]+ ){0,2}${TLD}\b)` +
    String.raw`|(?<=\bhttps? [\p{L}\p{N}-]+) (?=(?:${TLD}|\p{Ll}{2})\b)` +
    String.raw`|(?<=\bhttps? ${LABELS}) (?=(?:[\p{L}\p{N}-]+ ){0,2}${SURE_TLD}\b)` +
    String.raw`|(?<=\p{L}[\p{L}\p{N}-]{2,}) (?=com\b|(?:org|net)(?:\/|\b(?! \p{Ll})))`,
  'giu',
);
/** Each alternative of SPACED_ADDRESS is one space, after "http", "www", "@" or before "com", "org", "net". */
export const SPACED_ADDRESS_AT = anchored(SPACED_ADDRESS, ' ', spacedAddressMayStart);
const MAY_HAVE_SPACED_ADDRESS = /http|www|@| (?:com|org|net)/iu;
export const SPACED_ADDRESS_PREREQUISITES: readonly Prerequisite[] = [[SPACED_ADDRESS, MAY_HAVE_SPACED_ADDRESS]];

export function undefang(text: string): Edit[] {
  const candidates = MAY_HAVE_SPACED_ADDRESS.test(text) ? anchoredMatches(SPACED_ADDRESS_AT, text) : [];
  const spaced = candidates.map((m) => {
    const start = m.index ?? 0;
    return { start, end: start + 1, next: /https?$/i.test(text.slice(Math.max(0, start - 5), start)) ? '://' : '.' };
  });
  const defanged = allMatches(HAS_SCHEME.test(text) ? DEFANGED : BRACKETS_ONLY, text).map((m) => {
    const s = m[0].toLowerCase();
    const scheme = s === '' || s === '.' || /^\s*:/.test(s);
    const next =
      s === 'hxxp'
        ? 'http'
        : scheme || s.includes(':')
          ? s.includes('/') || scheme
            ? '://'
            : ':'
          : /@|at/.test(s)
            ? '@'
            : '.';
    return { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, next };
  });
  return [...spaced, ...defanged].sort((a, b) => a.start - b.start);
}

/** A month's name cut to three or four letters, as dates write it ("09 - MAR - 26", "13 / Jan / 1962"). */
const MONTH_TAG = String.raw`(?:[Jj]an|[Ff]eb|[Mm]ar|[Aa]pr|[Mm]ay|[Jj]un|[Jj]ul|[Aa]ug|[Ss]ept?|[Oo]ct|[Nn]ov|[Dd]ec)`;
/** A code's part: a word with a digit in it ("0093417", "c7c"), read up to its first digit so only one split fits. */
const WITH_DIGIT = String.raw`\p{L}*\p{N}[\p{L}\p{N}]*`;
/** What may stand beside a part with a digit: another such part, a code's capitals ("HFU", "KNH") or a month. */
const CODE_SIDE = String.raw`(?:${WITH_DIGIT}|\p{Lu}{2,5}|${MONTH_TAG})`;
/**
 * "@" with a space beside it between words; " . " between words; " - ", " / ", " : " between digits, and between
 * the parts of a code or date when one has a digit and the other is such a part ("HFU - 0093417", "2a02 : c7c",
 * "07 - Aug - 71"): clinical words spaced around a hyphen ("Baden - Walker", "BI - RADS") have no digit and stay.
 */
const SPACED_PUNCTUATION = new RegExp(
  String.raw`(?<=^|[^\p{L}\p{N}])\+ +(?=\p{N})|(?<=[\p{L}\p{N}])(?: +@ *| *@ +)(?=[\p{L}\p{N}])|` +
    String.raw`(?<=[\p{L}\p{N}]) +\. +(?=[\p{L}\p{N}])|(?<=\p{N}) +[-/:.] +(?=\p{N})|` +
    String.raw`(?<=(?:^|[^\p{L}\p{N}])${WITH_DIGIT}) +[-/:] +(?=${CODE_SIDE}(?![\p{L}\p{N}]))|` +
    String.raw`(?<=(?:^|[^\p{L}\p{N}])(?:\p{Lu}{2,5}|${MONTH_TAG})) +[-/:] +(?=${WITH_DIGIT}(?![\p{L}\p{N}]))|` +
    String.raw`(?<=\( *\p{N}+) +(?=\))|(?<=\() +(?=\p{N}+ *\))`,
  'gu',
);
export const MAY_HAVE_SPACED_PUNCTUATION = / @|@ | \.(?: |$)|\+ \d|[\p{L}\p{N}] [-/:] [\p{L}\p{N}]|\( \d|\d \)/mu;

/** A title, an initial or a month abbreviation before " . ": its dot ends an abbreviation ("Dr . Lee", "M . R ."). */
const ABBREVIATION_BEFORE = /(?:^|[^\p{L}\p{N}])(?:\p{Lu}\p{Ll}{0,3}|dr|mrs?|ms|prof)$/u;
/** " ." after a single letter, before a space or the end: the dot of an initial ("M . R . (sister)"). */
const SPACED_INITIAL_DOT = /(?<=(?:^|[^\p{L}\p{N}])\p{L}) +\.(?=\s|$)/gu;
/** Where the two patterns above can start: a plus, a space or an at sign. */
export const SPACED_PUNCTUATION_AT = anchored(SPACED_PUNCTUATION, '+ @', spacedPunctuationMayStart);
export const SPACED_INITIAL_DOT_AT = anchored(SPACED_INITIAL_DOT, ' ', spacedInitialDotMayStart);

export function closeSpacedPunctuation(text: string): Edit[] {
  const edits = anchoredMatches(SPACED_PUNCTUATION_AT, text).map((m) => {
    const start = m.index ?? 0;
    const mark = m[0].trim();
    const abbreviation = mark === '.' && ABBREVIATION_BEFORE.test(text.slice(Math.max(0, start - 5), start));
    return {
      start,
      end: start + m[0].length,
      next: abbreviation ? '. ' : mark,
      at: mark === '' ? [] : abbreviation ? [m[0].indexOf('.'), m[0].length - 1] : [m[0].indexOf(mark)],
    };
  });
  for (const m of anchoredMatches(SPACED_INITIAL_DOT_AT, text)) {
    const start = m.index ?? 0;
    edits.push({ start, end: start + m[0].length, next: '.', at: [m[0].length - 1] });
  }
  return edits.sort((a, b) => a.start - b.start);
}

/**
 * The patterns of these tests are constants: a regex literal is a new object each time it is evaluated, and
 * evaluated at every separator of a note that cost about 30 KB of garbage per call.
 */
const ALNUM = /[\p{L}\p{N}]/u;
const DIGIT = /\d/;
const SHORT_GAP = /^[ \t\u00A0]{1,3}$/;
const isAlnum = (c: string | undefined): boolean => c !== undefined && ALNUM.test(c);

/** isAlnum(text[i]), read from the code unit; the regex is asked only outside ASCII. */
function alnumAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 0x80) return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);
  return c === c && ALNUM.test(text[i]);
}
/** The separators ' ._-/' by code: runAt reads one at every character of the text. */
const isSeparator = (c: number): boolean => c === 0x20 || c === 0x2e || c === 0x5f || c === 0x2d || c === 0x2f;
export const MAY_HAVE_SPACED_CHARACTERS =
  /(?<![\p{L}\p{N}])[\p{L}\p{N}](?:([ ._/-])\S\1\S|( {2,3})\S\2\S)(?![\p{L}\p{N}])/u;

interface Run {
  start: number;
  end: number;
  sep: string;
  chars: string[];
  at: number[];
}

/**
 * Whether a run of spaces reaching the character at `i` would take the first letter of a word hyphenated, dotted
 * or slashed apart ("3 N-o-v", "7 D.e.c"), leaving "N-ovember" and "D-e-c": the space is the gap between two
 * words, the letter is the other run's.
 */
const opensOtherRun = (text: string, i: number, sep: number): boolean => {
  const next = text.charCodeAt(i + 1);
  return sep === 0x20 && next !== sep && isSeparator(next) && alnumAt(text, i + 2) && !alnumAt(text, i + 3);
};

/**
 * Whether the character at `i` opens a run of single spaces or of dots, hyphens or slashes ("9   N o v", "F  3 0 /
 * 0 1", "4  e.d.n.a"): it is that run's, and a wider run before it ends short of it.
 */
const opensNarrowRun = (text: string, i: number): boolean => {
  const sep = text.charCodeAt(i + 1);
  if (!isSeparator(sep) || (sep === 0x20 && spacesAt(text, i + 1) !== 1) || i + 2 >= text.length) return false;
  return !isSpaceCode(text.charCodeAt(i + 2)) && !alnumAt(text, i + 3);
};

/** Spaces from `i` on, up to four: the width of a gap. */
function spacesAt(text: string, i: number): number {
  let n = 0;
  while (n < 4 && text.charCodeAt(i + n) === 0x20) n++;
  return n;
}

/**
 * Single characters, the first a letter or digit, each followed by `sep` but the last: "M.a.r.i.a". Spaces may be
 * two or three wide, the same all along ("M   a   r   i   a"): characters already spaced out and spaced again, or
 * typed with a wider gap, leave no narrower gap between words, and the run is read whole, as a run of single spaces
 * with no wider gap in it is.
 */
function runAt(text: string, i: number): Run | undefined {
  const sep = text.charCodeAt(i + 1);
  if (!isSeparator(sep) || !alnumAt(text, i) || alnumAt(text, i - 1)) return undefined;
  // The "s" of "It's 6 / 5" ends a word: no run starts there.
  const quote = text.charCodeAt(i - 1);
  if ((quote === 0x27 || quote === 0x2019) && alnumAt(text, i - 2)) return undefined;
  const width = sep === 0x20 ? spacesAt(text, i + 1) : 1;
  if (width > 3) return undefined;
  const gapAt = (e: number): boolean =>
    width === 1 ? text.charCodeAt(e + 1) === sep : spacesAt(text, e + 1) === width;
  const step = width + 1;
  let e = i;
  while (
    gapAt(e) &&
    e + step < text.length &&
    !isSpaceCode(text.charCodeAt(e + step)) &&
    !alnumAt(text, e + step + 1) &&
    (width > 1 ? !opensNarrowRun(text, e + step) : !opensOtherRun(text, e + 2, sep))
  )
    e += step;
  if (e === i) return undefined;
  const at: number[] = [];
  for (let k = i; k <= e; k += step) at.push(k);
  return { start: i, end: e + 1, sep: text.slice(i + 1, i + 1 + width), chars: at.map((k) => text[k]), at };
}

const alnumCount = (runs: Run[]): number => runs.reduce((n, r) => n + r.chars.filter((c) => isAlnum(c)).length, 0);

/** A lone run of up to four digits between dots, hyphens or slashes is an address, a version or a date. */
const numberLike = (runs: Run[]): boolean =>
  runs.length === 1 &&
  runs[0].chars.length <= 4 &&
  '.-/'.includes(runs[0].sep) &&
  runs[0].chars.every((c) => DIGIT.test(c));

const SPACES = /^ +$/;
/** A scale's points written out in order ("0   1   2 … 1   0"), as spaced-out-phones.ts reads them: no number. */
const SCALE = '01234567891011121314';
const countsUp = (runs: Run[]): boolean => {
  const digits = runs.map((r) => r.chars.join('')).join('');
  return /^\d{5,}$/.test(digits) && (SCALE.startsWith(digits) || SCALE.startsWith(digits, 1));
};
const LOWER_LETTER = /\p{Ll}/u;
const UPPER_LETTER = /\p{Lu}/u;

/**
 * A run of single spaces beside a run of wider ones, the gap between them as wide as the wider run's: one spaced
 * identifier whose parts were spaced apart again ("R X   4   4   1   9" from "RX 4 4 1 9", "2   1   4   P i n e").
 */
const widthsMeet = (a: string, b: string, gap: string): boolean =>
  SPACES.test(a) && SPACES.test(b) && SPACES.test(gap) && gap.length === Math.max(a.length, b.length);

/**
 * Characters spaced, dotted, hyphenated or slashed apart, one and the same separator between them: "M a r i a",
 * "M.a.r.i.a  G.o.m.e.z", "5-5-5---1-2-3", "7.4 9.7.9 6.5.3". Runs of a word each, a few spaces apart, make one
 * group; a group needs a run of three. "J. M. Smith", "e.g.", "2.5 3.0" and "1.2.3.4" stay. In a run spaced wide,
 * whose gaps between words were lost, a capital after a lower-case letter starts the next word ("L   e   a   h
 * P   r   y   s" reads "Leah Prys").
 */
export function collapseSpacedCharacters(text: string): Edit[] {
  const groups: Run[][] = [];
  for (let i = 0; i < text.length - 2; i++) {
    const run = runAt(text, i);
    if (!run) continue;
    const group = groups[groups.length - 1];
    const last = group?.[group.length - 1];
    const gap = last ? text.slice(last.end, run.start) : '';
    if (last && SHORT_GAP.test(gap) && (last.sep === run.sep || widthsMeet(last.sep, run.sep, gap))) group.push(run);
    else groups.push([run]);
    i = run.end - 1;
  }
  const edits: Edit[] = [];
  for (const runs of groups) {
    if (alnumCount(runs) < 3 || numberLike(runs) || runs.every((r) => r.chars.length < 3)) continue;
    if (runs.some((r) => r.sep.length > 1) && countsUp(runs)) continue;
    // "+-4-4-7…", "(-4-1-3-)": the separator after a number's plus or bracket goes with the run's.
    const lead =
      runs[0].sep !== ' ' && text[runs[0].start - 1] === runs[0].sep && '+('.includes(text[runs[0].start - 2]);
    const start = runs[0].start - (lead ? 1 : 0);
    let next = '';
    const at: number[] = [];
    for (const r of runs) {
      if (next !== '') {
        next += ' ';
        at.push(at[at.length - 1] + 1);
      }
      const wide = r.sep.length > 1;
      r.chars.forEach((c, n) => {
        if (wide && n > 0 && LOWER_LETTER.test(r.chars[n - 1]) && UPPER_LETTER.test(c)) {
          next += ' ';
          at.push(at[at.length - 1] + 1);
        }
        next += c;
        at.push(r.at[n] - start);
      });
    }
    edits.push({ start, end: runs[runs.length - 1].end, next, at });
  }
  return edits;
}

/** Digit groups joined by dots, a space allowed after a dot: "555.0126", ".617. 555.0142", "6.14.24". */
const DOTTED_DIGITS = /(?<![\p{L}\p{N}.])\.?\d{1,6}(?:\. ?\d{1,6})+(?![\p{L}\p{N}]|\.\d)/gu;
export const MAY_HAVE_DOTTED_DIGITS = /\d\. ?\d+\. ?\d|\d{3}\.\d{4}/;
/**
 * A word that names what a dotted number counts as a program's version, right before it ("firmware 05.05.58",
 * "version: 11.02.19"): the number keeps its dots, so version-numbers.ts reads it (thirty-sixth round, shingle).
 * "release" and "update" are left out, as a date of release is written after them too.
 */
const VERSION_WORD_BEFORE = /\b(?:version|ver\.?|software|firmware|fw|build)[^\S\n]*(?:[:#][^\S\n]*)?$/i;

/**
 * Numbers written with dots for their separators, read as the number patterns expect: three groups that make a
 * month, day and year with slashes ("6.14.24" -> "6/14/24"); a phone's last seven digits ("555.0126") or three or
 * more groups of seven digits or more with hyphens; a number dialled from a trunk zero ("01326.37.22.16"), its
 * digits joined when dotted one by one. Decimals ("12.5", "2024.003318") and versions ("1.2.3") stay.
 */
export function hyphenateDottedDigits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const m of allMatches(DOTTED_DIGITS, text)) {
    const lead = m[0].startsWith('.') ? 1 : 0;
    const groups = m[0].slice(lead).split(/\. ?/);
    const digits = groups.join('').length;
    const [a, b, c] = groups.map(Number);
    // Plain dotted forms of three or four groups ("555.123.4567", "12.03.2020", an IPv4 address) the patterns read.
    const odd = lead === 1 || m[0].includes(' ') || groups.length >= 5;
    const date = groups.length === 3 && a >= 1 && a <= 31 && b >= 1 && b <= 31 && groups[2].length === 2;
    const phone = groups.length === 2 && groups[0].length === 3 && groups[1].length === 4;
    // A number dialled from a trunk zero, ten to twelve digits ("01326.37.22.16"): no decimal or version starts so.
    const dialled = lead === 0 && groups[0].startsWith('0') && groups[0].length > 1 && digits >= 10 && digits <= 12;
    if (!date && !phone && !dialled && !(odd && groups.length >= 2 && digits >= 7)) continue;
    const start = (m.index ?? 0) + lead;
    if (date && !odd && VERSION_WORD_BEFORE.test(text.slice(Math.max(0, start - 24), start))) continue;
    // Digits dotted one by one ("07.7.0.0.9.0.0.4.6.2", or "07.700900462" once the run is collapsed) are one
    // number; groups of a few digits keep a separator.
    const oneByOne = groups.length >= 5 || groups.some((g) => g.length >= 7);
    const separator = date && c >= 0 ? '/' : dialled && oneByOne ? '' : '-';
    edits.push({ start, end: (m.index ?? 0) + m[0].length, next: groups.join(separator) });
  }
  return edits;
}
