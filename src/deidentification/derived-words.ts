/**
 * Words built from a known word by English derivation (issue 49, seventeenth round, tuned on the shoreline set, by
 * class): a prefix before a word ("Hyperemesis", "Unprocessable", "Deprescribing", "Overdiagnosis"), a suffix after
 * one ("Reablement": re + able + ment, "Apyrexial": a + pyrexia + l, "Frailness"). Ward boards, HTTP reason phrases
 * and check lists capitalise such words at the head of an item; the dictionaries hold the stem, not every
 * derivative. Names in no list seldom split so into a prefix and a word of four letters or more; listed names never
 * reach this question. A plural of a known word is a word too ("immunoassays", "pessaries"), which caseless pairs of
 * unlisted words ask ("streptavidin immunoassays").
 */
import type { WordClasses } from './word-classes';

const PREFIXES = [
  'counter',
  'hyper',
  'hypo',
  'under',
  'over',
  'anti',
  'post',
  'dis',
  'mis',
  'non',
  'pre',
  'out',
  'un',
  're',
  'de',
  'an',
  'a',
];
const SUFFIXES = ['ment', 'ness', 'able', 'ible', 'ity', 'al', 'ly', 'l'];
/** A one- or two-letter prefix leaves a longer word: "a" + "pyrexial", not "a" + "line". */
const SHORT_PREFIX_STEM = 6;
const STEM = 4;

function known(lower: string, words: WordClasses): boolean {
  return words.isAnyEnglishWord(lower) || words.isAllowed(lower);
}

function knownOrSuffixed(lower: string, words: WordClasses): boolean {
  if (known(lower, words)) return true;
  return SUFFIXES.some((s) => {
    if (!lower.endsWith(s)) return false;
    const base = lower.slice(0, -s.length);
    return base.length >= STEM && (known(base, words) || known(`${base}e`, words));
  });
}

/** A lower-case word of letters that is a prefix and a known word, or a known word and a suffix. */
export function isDerivedWord(lower: string, words: WordClasses): boolean {
  if (lower.length < 7 || !/^[a-z]+$/.test(lower)) return false;
  for (const p of PREFIXES) {
    if (!lower.startsWith(p)) continue;
    const rest = lower.slice(p.length);
    if (rest.length < (p.length <= 2 ? SHORT_PREFIX_STEM : STEM)) continue;
    if (knownOrSuffixed(rest, words)) return true;
  }
  return false;
}

/** A plural of a known word: "immunoassays", "pessaries", "biopsies". */
export function isPluralOfWord(lower: string, words: WordClasses): boolean {
  if (lower.length < 5 || !lower.endsWith('s')) return false;
  if (lower.endsWith('ies') && known(`${lower.slice(0, -3)}y`, words)) return true;
  return known(lower.slice(0, -1), words) || (lower.endsWith('es') && known(lower.slice(0, -2), words));
}
