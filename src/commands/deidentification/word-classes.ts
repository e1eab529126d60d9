/**
 * Questions the name and location rules ask about one word, answered from
 * the lexicon and the allowlists in one place so both rules agree.
 */
import { ABBREVIATIONS, CONDITION_HEADS, MEDICAL_WORDS } from './allowlist-medical';
import { FUNCTION_WORDS, GENERAL_WORDS, GENERIC_PLACES, RELATIONS, TITLES } from './allowlist-general';
import { getLexicon, type Lexicon } from './lexicon';
import type { Token } from './tokens';

export class WordClasses {
  constructor(readonly lex: Lexicon = getLexicon()) {}

  /** Never part of a name or place, whatever the context. */
  isFunctionWord(lower: string): boolean {
    return FUNCTION_WORDS.has(lower);
  }

  /** Known non-identifying vocabulary: drugs, eponyms, calendar, languages, broad geography. */
  isAllowed(lower: string, mixedCase = false): boolean {
    return (
      MEDICAL_WORDS.has(lower) ||
      (!mixedCase && ABBREVIATIONS.has(lower)) ||
      GENERAL_WORDS.has(lower) ||
      this.lex.broadGeography.has(lower) ||
      GENERIC_PLACES.has(lower) ||
      TITLES.has(lower) ||
      RELATIONS.has(lower)
    );
  }

  isAllowedToken(t: Token): boolean {
    return this.isAllowed(t.lower, t.capitalised && !t.allCaps);
  }

  /** An eponym used for a condition ("Hashimoto's", "Graves' disease", "Pap smear"). */
  isEponymUse(tokens: Token[], i: number): boolean {
    const t = tokens[i];
    if (!MEDICAL_WORDS.has(t.lower)) return false;
    const next = tokens[i + 1];
    const headFollows = next !== undefined && CONDITION_HEADS.has(next.lower);
    // Eponyms that are also common first names ("Addison") need the possessive or a head noun.
    if (this.lex.firstNames.has(t.lower)) return t.possessive || headFollows;
    return true;
  }

  isCoreWord(lower: string): boolean {
    return this.lex.coreWords.has(lower);
  }

  isCommonWord(lower: string): boolean {
    return this.lex.commonWords.has(lower);
  }

  isAnyEnglishWord(lower: string): boolean {
    return this.lex.commonWords.has(lower) || this.lex.rareWords.has(lower);
  }

  isName(lower: string): boolean {
    return lower.length >= 2 && this.lex.names.has(lower);
  }

  isFirstName(lower: string): boolean {
    return this.lex.firstNames.has(lower);
  }

  /** A name that is not also an everyday word: enough on its own when capitalised. */
  isDistinctiveName(lower: string): boolean {
    return lower.length >= 3 && this.isName(lower) && !this.isCommonWord(lower) && !this.isAllowed(lower);
  }

  isTitle(lower: string): boolean {
    return TITLES.has(lower);
  }

  isRelation(lower: string): boolean {
    return RELATIONS.has(lower);
  }

  isPlace(key: string): boolean {
    return this.lex.places.has(key);
  }

  isWorldCity(key: string): boolean {
    return this.lex.worldCities.has(key);
  }
}
