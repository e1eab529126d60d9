/**
 * Numbers written as words, read as digits for the normalized view: runs of
 * digit words ("two-oh-six five five five ..."), compound numbers
 * ("ninety-two years old") and ordinal days next to a month ("the twelfth of
 * June", "June twelfth"). A lone "two" or "first" stays a word.
 */
import { allMatches } from './all-matches';
import { anyAlternative } from './alternatives';
import { guardedByFirst } from './matches-at';
import type { Edit } from './text-edit';

const UNIT = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEEN = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ORD_UNIT = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const ORD_TEEN = ['tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth'];
const ORD_TEEN2 = ['seventeenth', 'eighteenth', 'nineteenth'];

const DECADE = `(?:${TENS.slice(2).join('|')})`;
const DIGIT = `(?:${UNIT.slice(1).join('|')})`;
/**
 * Between the tens and the units of one number: a hyphen (spaced or not), a space, or a dot ("ninety.three") unless
 * the units word goes on into a hyphenated group, where the dot separates numbers ("sixty.two-four-seven"); an
 * underscore, as code writes a compound in an identifier or atom ("age(ninety_six)", 28th round, breakwater).
 */
const COMPOUND_JOIN = String.raw`(?:[^\S\n]*-[^\S\n]*|[ _]|\.(?=${DIGIT}\b(?!-[a-z])))`;
/** "double-oh", "treble five": a digit said twice or three times, as phone numbers are read aloud. */
const REPEATED = String.raw`(?:double|treble|triple)[-. ]?(?:${UNIT.join('|')}|oh)`;
const NUMBER =
  String.raw`(?:${REPEATED}|${DECADE}(?:${COMPOUND_JOIN}${DIGIT})?|` +
  String.raw`${TEEN.join('|')}|${UNIT.join('|')}|oh)`;
/** One number said as words ("six", "nineteen", "twenty-one", "oh"): for the recognisers of spoken codes. */
export const NUMBER_WORD = NUMBER;
const ORDINAL =
  String.raw`(?:(?:twenty|thirty)[-. ]?(?:${ORD_UNIT.slice(1).join('|')})|twentieth|thirtieth|` +
  String.raw`${[...ORD_TEEN, ...ORD_TEEN2].join('|')}|${ORD_UNIT.slice(1).join('|')})`;
const MONTH =
  String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|` +
  String.raw`sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;

/** A number or a hyphenated run of them ("ten", "two-oh-two-five"): one group of a dotted run. */
const DOTTED_GROUP = String.raw`${NUMBER}(?:-${NUMBER})*`;
/** Three or more groups set apart by dots or middle dots, spaced or not: an address or a date ("ten.zero.four"). */
const DOTTED_SEPARATOR = /[^\S\n]*[.\u00B7][^\S\n]*/;
/**
 * Where a run of number words may start and end: at no letter or digit, so after or before an underscore too, as a
 * file's or a field's name writes a date ("IMG_two-oh-two-six-oh-three-one-one_0914.jpg"); and before an ISO
 * timestamp's "T" and its hour ("two-oh-two-six-oh-two-fourteenT07:02:11Z"; issue 49, thirty-sixth round).
 */
const RUN_START = String.raw`(?<![a-z0-9])`;
const RUN_END = String.raw`(?:(?![a-z0-9])|(?=T\d\d:))`;
/**
 * Two or more number words in a row, or one compound ("ninety-two"), or dotted groups of them. Underscores part the
 * groups of a run as hyphens do ("two-oh-two-four_oh-three_eighteen").
 */
export const NUMBER_RUN = new RegExp(
  String.raw`\b${DOTTED_GROUP}(?:${DOTTED_SEPARATOR.source}${DOTTED_GROUP}){2,}\b|` +
    String.raw`${RUN_START}(?:${NUMBER}(?:[ \t_-]+|[^\S\n]*\n\s*|,[ \t]*)(?=${NUMBER}${RUN_END}))+` +
    String.raw`${NUMBER}${RUN_END}|` +
    String.raw`\b${DECADE}${COMPOUND_JOIN}${DIGIT}\b`,
  'gi',
);
const ONE_NUMBER = new RegExp(NUMBER, 'gi');
/** An ordinal word right before "(of) Month", or right after "Month (the)" (the ordinal is group 1). */
const ORDINAL_BEFORE_MONTH = new RegExp(String.raw`\b${ORDINAL}\b(?=\s+(?:of\s+)?${MONTH}\b)`, 'gi');
const ORDINAL_AFTER_MONTH = new RegExp(String.raw`\b${MONTH}\.?\s+(?:the\s+)?(${ORDINAL})\b`, 'dgi');
/** Cheap scans: some number word, some ordinal word. */
const ANY_NUMBER_WORD = new RegExp(String.raw`\b(?:${NUMBER}|${ORDINAL})\b`, 'i');
const ANY_ORDINAL = new RegExp(String.raw`\b${ORDINAL}\b`, 'i');

/** Spans of ordinal days next to a month, in order: "the [twelfth] of June", "June [twelfth]". */
export function ordinalDays(text: string): [number, number][] {
  if (!ANY_ORDINAL.test(text)) return [];
  const spans: [number, number][] = allMatches(ORDINAL_BEFORE_MONTH, text).map((m) => [
    m.index ?? 0,
    (m.index ?? 0) + m[0].length,
  ]);
  for (const m of allMatches(ORDINAL_AFTER_MONTH, text)) if (m.indices?.[1]) spans.push(m.indices[1]);
  return spans.sort((a, b) => a[0] - b[0]);
}

/** Words after which a number word is a number: units of an address, roads, "no." and "#". */
const UNIT_WORD = String.raw`(?:apt|apartment|flat|unit|suite|room|box|route|highway|hwy|no\.?|#)`;
/** A month as a Roman numeral between separators of a date ("three-X-1966", "twelve.VIII.2024"). */
const ROMAN_MONTH = String.raw`[-./\u00B7](?:i{1,3}|iv|vi{0,3}|ix|xi{0,2})[-./\u00B7]\d`;

/** Thoroughfare words of English addresses, after a street's name ("Orchard Mews", "Market St"). */
const THOROUGHFARE =
  'Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Walk|Way|Close|Cl|Drive|Court|Ct|Crescent|Cres|Terrace|Place|Gardens|' +
  'Grove|Square|Row|Mews|Rise|Parade|Boulevard';
/**
 * A house's number said as a word before a street's name and its thoroughfare word, capitalised or shouted
 * ("nineteen Orchard Mews", "seven Brambling Way", "EIGHTEEN LILAC WAY"; issue 49, thirty-sixth round): read as its
 * digits, so the address rules see "19 Orchard Mews". One to three words of the name, each capitalised (or each in
 * capitals), the thoroughfare word last; lower-case words ("seven close friends") are never read so.
 */
const HOUSE_NUMBER_WORD = new RegExp(
  String.raw`\b${NUMBER}(?=[^\S\n]+(?:[A-Z][a-z'’-]+[^\S\n]+){1,3}(?:${THOROUGHFARE})\b)|` +
    String.raw`\b${NUMBER.toUpperCase()}(?=[^\S\n]+(?:[A-Z][A-Z'’-]+[^\S\n]+){1,3}(?:${THOROUGHFARE.toUpperCase()})\b)`,
  'g',
);
const MAY_HAVE_HOUSE_NUMBER_WORD = new RegExp(String.raw`(?:${THOROUGHFARE}|${THOROUGHFARE.toUpperCase()})\b`);

const HOUSE_NUMBER_WORD_ONCE = new RegExp(HOUSE_NUMBER_WORD.source);

/** Whether some house number is said as a word before a street (HOUSE_NUMBER_WORD). */
export const mayHaveHouseNumberWord = (text: string): boolean =>
  MAY_HAVE_HOUSE_NUMBER_WORD.test(text) && HOUSE_NUMBER_WORD_ONCE.test(text);

/** House numbers said as words before a street (HOUSE_NUMBER_WORD) as edits to digits. */
export function houseNumberWordEdits(text: string): Edit[] {
  if (!MAY_HAVE_HOUSE_NUMBER_WORD.test(text)) return [];
  return allMatches(HOUSE_NUMBER_WORD, text).map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    next: valueOf(m[0]),
  }));
}

/**
 * A lone number word inside a numeric shape ("four/10/1956", "1.eighty-five", "three/eighty", "14·three"),
 * after a unit word ("Apt twelve", "Route nine") or beside a month name ("fourteen Feb", "twelve-Aug",
 * "Nov eighteen", "three-X-1966").
 */
export const NUMBER_IN_SHAPE_UNGUARDED = new RegExp(
  String.raw`\b${NUMBER}\b(?=[/.:\u00B7-]\d|\/${NUMBER}\b)|(?<=\d[/.:\u00B7-]|\b${NUMBER}\/)${NUMBER}\b|` +
    String.raw`(?<=\b${UNIT_WORD}\s*)${NUMBER}\b|` +
    String.raw`\b${NUMBER}\b(?=(?:[^\S\n]+(?:of[^\S\n]+)?|[-./\u00B7])${MONTH}\b|${ROMAN_MONTH})|` +
    String.raw`(?<=\b${MONTH}\.?[^\S\n]+)${NUMBER}\b(?![^\S\n]*(?:[-,][^\S\n]*)?${NUMBER}\b)`,
  'gi',
);
/** First letters of the number words: every branch of NUMBER_IN_SHAPE begins with one (after its lookbehinds). */
const NUMBER_FIRST = [...new Set([...UNIT, ...TEEN, ...TENS.slice(2), 'oh'].map((w) => w[0]))].join('');
/** Its lookbehind branches gave the engine no first-character check: about 2x cheaper with one (matches-at.ts). */
export const NUMBER_IN_SHAPE = guardedByFirst(NUMBER_IN_SHAPE_UNGUARDED, NUMBER_FIRST);

const RUN_ONCE = new RegExp(NUMBER_RUN.source, 'i');
/** A number word beside a slash, dot, colon or hyphen, after a unit word or beside a month (NUMBER_IN_SHAPE). */
export const SHAPE_ONCE = new RegExp(
  String.raw`\b${NUMBER}\b(?=[/.:\u00B7-])|[/.:\u00B7-]${NUMBER}\b|\b${UNIT_WORD}\s*${NUMBER}\b|` +
    String.raw`\b${NUMBER}[^\S\n]+(?:of[^\S\n]+)?${MONTH}\b|\b${MONTH}\.?[^\S\n]+${NUMBER}\b`,
  'i',
);
const shapeOnce = anyAlternative(SHAPE_ONCE);

/** Whether some number words would be read as digits: a lone "two" or "first" is not. */
export function hasNumberWords(text: string): boolean {
  if (!ANY_NUMBER_WORD.test(text)) return false;
  return RUN_ONCE.test(text) || shapeOnce(text) || ordinalDays(text).length > 0;
}

/** The digit each word says where digits are read aloud one by one: the units, "oh", and "nought" as Britain says 0. */
const DIGIT_OF = new Map<string, string>([
  ...UNIT.map((w, i): [string, string] => [w, String(i)]),
  ['oh', '0'],
  ['nought', '0'],
]);
/** The words that say one digit (DIGIT_OF's), as alternatives of a pattern: for the readers of digits said aloud. */
export const DIGIT_WORD = [...DIGIT_OF.keys()].join('|');
/** A digit said twice or three times; after such a word a lone "o" is a zero too ("double-o seven"). */
const REPEATED_DIGIT = /^(double|treble|triple)[-.\s]?(.+)$/;

/**
 * The digits one piece of a number read aloud says: a digit ("7"), a digit word ("seven", "oh", "nought") or one
 * of them said twice or three times ("double-oh" -> "00", "triple 5" -> "555", "double o" -> "00"); undefined for
 * anything else. Read case-insensitively and through Unicode's compatibility forms, as a pattern with flags i and
 * u matches a word ("ſix" is "six" to it).
 */
export function digitsOfSaidPiece(piece: string): string | undefined {
  let w = piece.toLowerCase();
  if (/[^\0-\x7f]/.test(w)) w = w.normalize('NFKC').toLowerCase();
  if (/^\d$/.test(w)) return w;
  const digit = DIGIT_OF.get(w);
  if (digit !== undefined) return digit;
  const repeated = REPEATED_DIGIT.exec(w);
  if (repeated === null) return undefined;
  const once = repeated[2] === 'o' ? '0' : digitsOfSaidPiece(repeated[2]);
  return once?.length === 1 ? once.repeat(repeated[1] === 'double' ? 2 : 3) : undefined;
}

/** The digits one number word says: "seven" -> "7", "oh" -> "0", "fourteen" -> "14", "forty-four" -> "44". */
export function valueOf(word: string): string {
  const said = digitsOfSaidPiece(word);
  if (said !== undefined) return said;
  const w = word.toLowerCase();
  const teen = TEEN.indexOf(w);
  if (teen >= 0) return String(10 + teen);
  const [tens, ones] = w.split(/[^a-z]+/);
  return String(10 * TENS.indexOf(tens) + (ones ? UNIT.indexOf(ones) : 0));
}

/** Number words run together as the digits they say, each whole: "twenty-one zero" -> "210", "six two" -> "62". */
export const spokenDigits = (run: string): string => (run.match(ONE_NUMBER) ?? []).map(valueOf).join('');

/**
 * "two-oh-six" -> "206", "ninety-two" -> "92"; undefined for a run of nothing but "oh". Where hyphens bind the
 * words into groups, a comma or space between groups stays a space ("nine, one-nine-seven-one" -> "9 1971",
 * "seven-one-eight five-five-five ..." -> "718 555 ..."); so does a comma in a run without hyphens. Dotted
 * groups keep their dots ("ten.zero.four.seventeen" -> "10.0.4.17").
 */
export function numberRunAsDigits(run: string): string | undefined {
  const words = run.match(ONE_NUMBER) ?? [];
  if (words.every((w) => w.toLowerCase() === 'oh')) return undefined;
  if (DOTTED_RUN.test(run))
    return run
      .split(DOTTED_SEPARATOR)
      .map((g) => hyphenGroupAsDigits(g))
      .join('.');
  const grouped = /\p{L}-\p{L}/u.test(
    run.replace(new RegExp(String.raw`\b${DECADE}-${DIGIT}\b|\b(?:double|treble|triple)[-.]`, 'gi'), 'nn'),
  );
  const breaks = grouped ? /\s*,\s*|\s+/ : /\s*,\s*/;
  const groups = run.split(breaks).filter((g) => g !== '');
  if (groups.length < 2) return grouped ? hyphenGroupAsDigits(run) : words.map(valueOf).join('');
  return groups.map(hyphenGroupAsDigits).join(' ');
}

/** A dotted run as a whole: three or more groups of number words between dots (NUMBER_RUN's first alternative). */
const DOTTED_RUN = new RegExp(String.raw`^${DOTTED_GROUP}(?:${DOTTED_SEPARATOR.source}${DOTTED_GROUP}){2,}$`, 'i');

/**
 * One hyphenated group of number words as digits. Where digits read one by one meet numbers said as one word, a
 * reader takes the change of pace for a separator ("two-oh-one-nine-eleven-five" -> "2019-11-5",
 * "five-two-eight-forty-one-..." -> "528-41-..."); numbers said as words stay apart ("eleven-eighteen" ->
 * "11-18") unless they say a year in pairs ("nineteen-sixty-six" -> "1966"), and a year read digit by digit
 * ends after its fourth digit ("two-oh-two-five-three-fourteen" -> "2025-3-14").
 */
function hyphenGroupAsDigits(group: string): string {
  const said = group.match(ONE_NUMBER) ?? [];
  const values = said.map(valueOf);
  const parts: string[] = [];
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    const last = parts.length - 1;
    // A repeated digit ("double-oh" -> "00") keeps the pace of digits read one by one.
    const digitPace = (k: number): boolean => values[k].length === 1 || /^(?:double|treble|triple)/i.test(said[k]);
    if (i > 0 && digitPace(i) && digitPace(i - 1)) parts[last] += v;
    else if (i > 0 && v.length === 2 && /^(?:19|20)$/.test(parts[last])) parts[last] += v;
    else parts.push(v);
  }
  if (parts.length < 2) return parts.join('');
  return parts.map((p) => (/^(?:19|20)\d{3,4}$/.test(p) ? `${p.slice(0, 4)}-${p.slice(4)}` : p)).join('-');
}

/** Runs of number words (NUMBER_RUN), each less a leading state abbreviation (withoutState). */
export const numberRuns = (text: string): RegExpExecArray[] => allMatches(NUMBER_RUN, text).map(withoutState);

/** Ordinal days next to a month (ordinalDays) as edits to digits: "the twelfth of June" -> "the 12th of June". */
export const ordinalDayEdits = (text: string): Edit[] =>
  ordinalDays(text).map(([start, end]) => ({ start, end, next: ordinalAsDigits(text.slice(start, end)) }));

/**
 * A run less a leading capitalised "OH" before lower-case number words: a state, not a zero ("Columbus, OH
 * four-three-two-one-five"); the ZIP code that follows is read alone, so its hit does not take in the state.
 */
function withoutState(m: RegExpExecArray): RegExpExecArray {
  const state = /^OH[^\S\n]+(?=[a-z])/.exec(m[0]);
  if (!state) return m;
  const rest: [string] = [m[0].slice(state[0].length)];
  return Object.assign(rest, { index: (m.index ?? 0) + state[0].length, input: m.input });
}

/** "twelfth" -> "12th", "twenty-first" -> "21st". */
export function ordinalAsDigits(word: string): string {
  const w = word.toLowerCase();
  const [head, tail] = w.split(/[-. ]/);
  const compound = tail !== undefined || /^(?:twenty|thirty)(?!ieth)/.test(w);
  let n: number;
  if (compound) {
    const rest = tail ?? w.replace(/^(?:twenty|thirty)/, '');
    n = (/^twenty/.test(head) ? 20 : 30) + ORD_UNIT.indexOf(rest);
  } else if (w === 'twentieth') n = 20;
  else if (w === 'thirtieth') n = 30;
  else if (ORD_UNIT.includes(w)) n = ORD_UNIT.indexOf(w);
  else n = 10 + [...ORD_TEEN, ...ORD_TEEN2].indexOf(w);
  const suffix =
    n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/**
 * An ordinal day said alone after "the", from "third" on ("on the nineteenth", "typed the tenth"): read as its
 * digits ("the 19th"), which the date rules judge by what follows ("the 3rd trimester", "the 19th century" stay).
 * "first" and "second" are left: "the first time", "the second opinion".
 */
const LONE_ORDINAL = new RegExp(
  String.raw`(?<=\bthe[^\S\n]+)(?!first\b|second\b)${ORDINAL}\b(?![^\S\n]+(?:of[^\S\n]+)?${MONTH}\b)`,
  'gi',
);
/** "Ninety" alone: the one number word that says an age over 89 by itself ("her father, who is ninety,"). */
const LONE_NINETY = /\bninety\b(?![^\S\n]*-|[^\S\n]+(?:one|two|three|four|five|six|seven|eight|nine)\b)/gi;
const ANY_LONE = new RegExp(String.raw`\bthe[^\S\n]+${ORDINAL}\b|\bninety\b`, 'i');

export const mayHaveLoneNumberWords = (text: string): boolean => ANY_LONE.test(text);

/** Lone ordinal days after "the" and a lone "ninety", as digits. */
export function loneNumberEdits(text: string): Edit[] {
  if (!ANY_LONE.test(text)) return [];
  const edits: Edit[] = [];
  for (const m of allMatches(LONE_ORDINAL, text))
    edits.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, next: ordinalAsDigits(m[0]) });
  for (const m of allMatches(LONE_NINETY, text))
    edits.push({ start: m.index ?? 0, end: (m.index ?? 0) + 6, next: '90' });
  return edits.sort((a, b) => a.start - b.start);
}
