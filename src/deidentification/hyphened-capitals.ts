/**
 * "OUT-PATIENTS", "FOLLOW-UP", "YEL-AVD": capitals joined by hyphens whose parts are all English words (and no
 * place), or all groups of three letters or fewer, are a compound word or an abbreviation, not a town after a weak
 * cue ("FOLLOW UP IN OUT-PATIENTS"); a town in capitals joined by hyphens has a part of its own
 * ("STRATFORD-UPON-AVON", "WESTON-SUPER-MARE"; issue 49, sixteenth round).
 */
import type { Token } from './tokens';
import type { WordClasses } from './word-classes';

export function isHyphenedWordsOrAbbreviations(t: Token, words: WordClasses): boolean {
  if (!t.text.includes('-')) return false;
  const parts = t.lower.split('-');
  if (parts.every((p) => p.length <= 3)) return true;
  return parts.every((p) => words.isAnyEnglishWord(p) && !words.isPlace(p));
}
