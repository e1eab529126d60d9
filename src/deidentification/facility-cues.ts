/**
 * A facility named by one unknown capitalised word after "at" or the shorthand "@"
 * ("mammo @ Baystate", "labs at Questline"): charting writes where a test was done
 * this way, and a word in no dictionary, allowlist or clinical lexicon there is a place.
 * Only "at": after "to" or "on" such a word is as often a drug or device brand.
 */
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import type { Token } from './tokens';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';

// The normalised view joins "x @ y" as it joins a spaced e-mail address, so "@" may touch the word.
const AT_BEFORE = /(?:\bat[^\S\n]+|@[^\S\n]*)(?:the[^\S\n]+)?$/i;
/** Shorter words after "at" are too often abbreviations or initials. */
const MIN_LENGTH = 6;

export function findFacilitiesAfterAt(text: string, tokens: Token[], words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  for (const t of tokens) {
    if (!t.capitalised || t.allCaps || t.text.length < MIN_LENGTH || t.index === 0) continue;
    if (!AT_BEFORE.test(text.slice(Math.max(0, t.start - 8), t.start))) continue;
    if (words.isAllowedToken(t) || words.isAnyEnglishWord(t)) continue;
    hits.push(hit('location', t.start, t.end, WARNINGS.facility));
  }
  return hits;
}
