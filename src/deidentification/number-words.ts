/**
 * Numbers written as words, read as digits for the normalized view: runs of
 * digit words ("two-oh-six five five five ..."), compound numbers
 * ("ninety-two years old") and ordinal days next to a month ("the twelfth of
 * June", "June twelfth"). A lone "two" or "first" stays a word.
 */
import { allMatches } from './all-matches';
import { anyAlternative } from './alternatives';

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
 * the units word goes on into a hyphenated group, where the dot separates numbers ("sixty.two-four-seven").
 */
const COMPOUND_JOIN = String.raw`(?:[^\S\n]*-[^\S\n]*|[ ]|\.(?=${DIGIT}\b(?!-[a-z])))`;
const NUMBER = String.raw`(?:${DECADE}(?:${COMPOUND_JOIN}${DIGIT})?|${TEEN.join('|')}|${UNIT.join('|')}|oh)`;
const ORDINAL =
  String.raw`(?:(?:twenty|thirty)[- ]?(?:${ORD_UNIT.slice(1).join('|')})|twentieth|thirtieth|` +
  String.raw`${[...ORD_TEEN, ...ORD_TEEN2].join('|')}|${ORD_UNIT.slice(1).join('|')})`;
const MONTH =
  String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|` +
  String.raw`sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;

/** Two or more number words in a row, or one compound ("ninety-two"). */
export const NUMBER_RUN = new RegExp(
  String.raw`\b(?:${NUMBER}(?:[ \t-]+|\s*\n\s*|,[ \t]*)(?=${NUMBER}\b))+${NUMBER}\b|` +
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

/**
 * A lone number word inside a numeric shape ("four/10/1956", "1.eighty-five", "three/eighty"), after a unit word
 * ("Apt twelve") or beside a month name ("fourteen Feb", "Nov eighteen").
 */
export const NUMBER_IN_SHAPE = new RegExp(
  String.raw`\b${NUMBER}\b(?=[/.:-]\d|\/${NUMBER}\b)|(?<=\d[/.:-]|\b${NUMBER}\/)${NUMBER}\b|` +
    String.raw`(?<=\b(?:apt|unit|suite|room|box|no\.?|#)\s*)${NUMBER}\b|` +
    String.raw`\b${NUMBER}\b(?=[^\S\n]+(?:of[^\S\n]+)?${MONTH}\b)|` +
    String.raw`(?<=\b${MONTH}\.?[^\S\n]+)${NUMBER}\b(?![^\S\n]*[-,]?[^\S\n]*${NUMBER}\b)`,
  'gi',
);

const RUN_ONCE = new RegExp(NUMBER_RUN.source, 'i');
/** A number word beside a slash, dot, colon or hyphen, after a unit word or beside a month (NUMBER_IN_SHAPE). */
export const SHAPE_ONCE = new RegExp(
  String.raw`\b${NUMBER}\b(?=[/.:-])|[/.:-]${NUMBER}\b|\b(?:apt|unit|suite|room|box|no\.?|#)\s*${NUMBER}\b|` +
    String.raw`\b${NUMBER}[^\S\n]+(?:of[^\S\n]+)?${MONTH}\b|\b${MONTH}\.?[^\S\n]+${NUMBER}\b`,
  'i',
);
const shapeOnce = anyAlternative(SHAPE_ONCE);

/** Whether some number words would be read as digits: a lone "two" or "first" is not. */
export function hasNumberWords(text: string): boolean {
  if (!ANY_NUMBER_WORD.test(text)) return false;
  return RUN_ONCE.test(text) || shapeOnce(text) || ordinalDays(text).length > 0;
}

function valueOf(word: string): string {
  const w = word.toLowerCase();
  if (w === 'oh') return '0';
  const unit = UNIT.indexOf(w);
  if (unit >= 0) return String(unit);
  const teen = TEEN.indexOf(w);
  if (teen >= 0) return String(10 + teen);
  const [tens, ones] = w.split(/[^a-z]+/);
  return String(10 * TENS.indexOf(tens) + (ones ? UNIT.indexOf(ones) : 0));
}

/**
 * "two-oh-six" -> "206", "ninety-two" -> "92"; undefined for a run of nothing but "oh". Where hyphens bind the
 * words into groups, a comma or space between groups stays a space ("nine, one-nine-seven-one" -> "9 1971",
 * "seven-one-eight five-five-five ..." -> "718 555 ..."); so does a comma in a run without hyphens.
 */
export function numberRunAsDigits(run: string): string | undefined {
  const words = run.match(ONE_NUMBER) ?? [];
  if (words.every((w) => w.toLowerCase() === 'oh')) return undefined;
  const grouped = /\p{L}-\p{L}/u.test(run.replace(new RegExp(String.raw`\b${DECADE}-${DIGIT}\b`, 'gi'), 'nn'));
  const breaks = grouped ? /\s*,\s*|\s+/ : /\s*,\s*/;
  const groups = run.split(breaks).filter((g) => g !== '');
  if (groups.length < 2) return words.map(valueOf).join('');
  return groups.map((g) => (g.match(ONE_NUMBER) ?? []).map(valueOf).join('')).join(' ');
}

/** "twelfth" -> "12th", "twenty-first" -> "21st". */
export function ordinalAsDigits(word: string): string {
  const w = word.toLowerCase();
  const [head, tail] = w.split(/[- ]/);
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
