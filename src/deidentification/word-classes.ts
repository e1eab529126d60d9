/**
 * Questions the name and location rules ask about one word, answered from
 * the lexicon and the allowlists in one place so both rules agree.
 *
 * Each question takes a word (lower case) or a token. A token remembers its
 * answers: the rules ask about the same token many times per note, and the
 * big lists (200k names, 110k English words) cost a cache miss or a binary
 * search per look-up. The small allowlists are merged into one map, so one
 * look-up answers all of them.
 */
import { ABBREVIATIONS, CONDITION_HEADS, MEDICAL_WORDS } from './allowlist-medical';
import {
  ANCESTRY,
  CHARTING_ABBREVIATIONS,
  CONTINENTS,
  EPONYM_ADJECTIVES,
  LAB_SHORT_FORMS,
  RELIGIOUS_COMMUNITIES,
  SOCIAL_STATUS,
} from './clinical-lexicons';
import { DEVICE_BRANDS, EPONYM_FORMULAS, RESEARCH_ABBREVIATIONS, SUPPORT_SERVICES } from './casework-lexicons';
import { FUNCTION_WORDS, GENERAL_WORDS, GENERIC_PLACES, RELATIONS, TITLES } from './allowlist-general';
import { getLexicon, type Lexicon } from './lexicon';
import type { Token } from './tokens';
import { ROLE_NOUNS } from './role-nouns';
import { PRONOUN_CONTRACTIONS } from './grammar-words';
import { BNF_BRANDS, CLINICAL_SYSTEMS, COMPUTING_ABBREVIATIONS, RELIGIOUS_OBSERVANCES } from './community-lexicons';
import { HORMONE_AND_SUBSTITUTION_BRANDS } from './hormone-and-substitution-brands';
import { loadDrugWords } from './generated-lists';
import { withoutMarks } from './language-register';
import { ORTHOTIC_AND_MOBILITY_BRANDS } from './orthotic-and-mobility-brands';
import { MEDICINES_SOLD_ABROAD } from './medicines-sold-abroad';
import { MICROBES_AND_INFECTION_CONTROL } from './microbes-and-infection-control';
import { ARCTIC_PEOPLES_AND_LANGUAGES } from './arctic-peoples-and-languages';
import { YOGA_PRACTICES } from './yoga-practices';
import { WOUND_CARE_WORDS } from './wound-care-words';
import { HEALTH_SYSTEM_WORDS_ABROAD } from './health-system-words-abroad';
import { DRUG_INFORMATION_SOURCES } from './drug-information-sources';

/** Bits of the merged small-vocabulary map. */
const FUNCTION = 1;
/** Medical, general, broad geography, generic place, title or relation word: allowed in any case. */
const ALLOWED = 2;
const ABBREVIATION = 4;
const MEDICAL = 8;
const TITLE = 16;
const RELATION = 32;
const CONDITION_HEAD = 64;
/** A letter past ASCII: only such a word can be an accented spelling of a listed place. */
const NON_ASCII = /[\u0080-\uffff]/;

/** Bits of a token's remembered answers from the big lists (Token.known says which are filled in). */
const FIRST_NAME = 1;
const NAME = 2;
const CORE_WORD = 4;
const COMMON_WORD = 8;
const RARE_WORD = 16;
const PLACE = 32;
const LAST_NAME = 64;
const TOWN = 128;

/** A word's answers kept from one call to the next (the same bits a token keeps within a call). */
interface Remembered {
  vocab: number;
  known: number;
  answers: number;
}
/** Words remembered at most: clients choose the words, so the map is bounded; later words are looked up. */
const REMEMBER_LIMIT = 16384;

/**
 * Vocabularies of things named, not people (eponyms, ancestries, brands, services, practices): allowed words
 * with no medical or other mark of their own. Exported so the fast-path spec asks the same lists.
 */
export const DESCRIPTIVE_VOCABULARIES: readonly ReadonlySet<string>[] = [
  EPONYM_ADJECTIVES,
  ANCESTRY,
  RELIGIOUS_COMMUNITIES,
  CONTINENTS,
  SOCIAL_STATUS,
  LAB_SHORT_FORMS,
  DEVICE_BRANDS,
  SUPPORT_SERVICES,
  EPONYM_FORMULAS,
  BNF_BRANDS,
  CLINICAL_SYSTEMS,
  RELIGIOUS_OBSERVANCES,
  HORMONE_AND_SUBSTITUTION_BRANDS,
  ORTHOTIC_AND_MOBILITY_BRANDS,
  MEDICINES_SOLD_ABROAD,
  MICROBES_AND_INFECTION_CONTROL,
  ARCTIC_PEOPLES_AND_LANGUAGES,
  YOGA_PRACTICES,
  WOUND_CARE_WORDS,
  HEALTH_SYSTEM_WORDS_ABROAD,
  DRUG_INFORMATION_SOURCES,
];

export class WordClasses {
  /** Word -> small-vocabulary bits; absent means none. */
  private readonly vocab = new Map<string, number>();
  /**
   * Drugs of the published dictionary (drug-lexicon.json), apart from the small-vocabulary map: 30k words there
   * would make every token's look-up dearer, and only the drug rule (drug-name-spans.ts) asks about them.
   */
  private readonly drugs: ReadonlySet<string> = new Set(loadDrugWords());
  /** Lower-case word -> its answers so far, across calls: notes repeat their words, the big lists cost a probe. */
  private readonly remembered = new Map<string, Remembered>();

  /** `rememberLimit` bounds the memory across calls; 0 turns it off (the memory spec's reference answers). */
  constructor(
    readonly lex: Lexicon = getLexicon(),
    private readonly rememberLimit = REMEMBER_LIMIT,
  ) {
    const mark = (words: Iterable<string>, bit: number): void => {
      for (const w of words) this.vocab.set(w, (this.vocab.get(w) ?? 0) | bit);
    };
    mark(FUNCTION_WORDS, FUNCTION);
    mark(PRONOUN_CONTRACTIONS, FUNCTION);
    for (const set of [
      MEDICAL_WORDS,
      GENERAL_WORDS,
      lex.broadGeography,
      GENERIC_PLACES,
      TITLES,
      RELATIONS,
      ...DESCRIPTIVE_VOCABULARIES,
    ])
      mark(set, ALLOWED);
    // Relations in the plural ("Neighbours", "Cousins") name a group, never one person: allowed, but no cue.
    mark(
      [...RELATIONS].filter((w) => !w.endsWith('s')).map((w) => `${w}s`),
      ALLOWED,
    );
    mark(ABBREVIATIONS, ABBREVIATION);
    mark(CHARTING_ABBREVIATIONS, ABBREVIATION);
    mark(RESEARCH_ABBREVIATIONS, ABBREVIATION);
    mark(COMPUTING_ABBREVIATIONS, ABBREVIATION);
    mark(MEDICAL_WORDS, MEDICAL);
    mark(EPONYM_ADJECTIVES, MEDICAL);
    mark(TITLES, TITLE);
    mark(RELATIONS, RELATION);
    mark(CONDITION_HEADS, CONDITION_HEAD);
  }

  private vocabBits(word: string | Token): number {
    if (typeof word === 'string') return this.vocab.get(word) ?? 0;
    if (word.vocab < 0) this.recall(word);
    return word.vocab;
  }

  /**
   * A country, region or people written with the accents of its own language ("Québec", "Perú", "México",
   * "Curaçao"): the broad-geography list holds the English spelling, and the name rules read the accented word as an
   * unknown name (issue 49, thirty-second round, tuned on the cove set). Only a capitalised word past ASCII that
   * the small vocabulary does not hold is folded, so the plain words cost nothing.
   */
  private accentedGeographyBits(lower: string): number {
    if (!NON_ASCII.test(lower)) return 0;
    return this.lex.broadGeography.has(withoutMarks(lower)) ? ALLOWED : 0;
  }

  /** A token's first question: what earlier calls learnt about its word, or its small-vocabulary bits. */
  private recall(t: Token): void {
    const known = this.remembered.get(t.lower);
    if (known !== undefined) {
      t.vocab = known.vocab;
      t.known = known.known;
      t.answers = known.answers;
    } else {
      t.vocab = this.vocab.get(t.lower) ?? 0;
      if (this.remembered.size < this.rememberLimit)
        this.remembered.set(t.lower, { vocab: t.vocab, known: 0, answers: 0 });
    }
    // Folded only when capitalised, as a place's name is written ("Québec"); a lower-case word is read as it stands
    // ("ciudad de méxico" keeps what the place and name rules make of it). The memory is keyed by the lower-case
    // word, so the fold is applied to the token after it and never remembered.
    if (t.vocab === 0 && t.capitalised) t.vocab = this.accentedGeographyBits(t.lower);
  }

  /** The big list behind one answer bit, for a word in lower case. */
  private lookUp(bit: number, lower: string): boolean {
    const lex = this.lex;
    switch (bit) {
      case FIRST_NAME:
        return lex.firstNames.has(lower);
      case NAME:
        return lower.length >= 2 && lex.names.has(lower);
      case CORE_WORD:
        return lex.coreWords.has(lower);
      case COMMON_WORD:
        return lex.commonWords.has(lower);
      case RARE_WORD:
        return lex.rareWords.has(lower);
      case LAST_NAME:
        return lex.lastNames.has(lower);
      case TOWN:
        return lex.towns.has(lower.includes('-') ? lower.replace(/-/g, ' ') : lower);
      default:
        return lex.places.has(lower.includes('-') ? lower.replace(/-/g, ' ') : lower);
    }
  }

  /** One big-list answer, looked up once per token (every time for a plain word). */
  private answer(word: string | Token, bit: number): boolean {
    if (typeof word === 'string') return this.lookUp(bit, word);
    if (word.vocab < 0) this.recall(word);
    if ((word.known & bit) === 0) {
      word.known |= bit;
      if (this.lookUp(bit, word.lower)) word.answers |= bit;
      const kept = this.remembered.get(word.lower);
      if (kept !== undefined) {
        kept.known |= bit;
        kept.answers |= word.answers & bit;
      }
    }
    return (word.answers & bit) !== 0;
  }

  /** Never part of a name or place, whatever the context. */
  isFunctionWord(word: string | Token): boolean {
    return (this.vocabBits(word) & FUNCTION) !== 0;
  }

  /** Known non-identifying vocabulary: drugs, eponyms, calendar, languages, broad geography. */
  isAllowed(word: string | Token, mixedCase = false): boolean {
    const bits = this.vocabBits(word);
    return (bits & ALLOWED) !== 0 || (!mixedCase && (bits & ABBREVIATION) !== 0);
  }

  isAllowedToken(t: Token): boolean {
    return this.isAllowed(t, t.capitalised && !t.allCaps);
  }

  /** An eponym used for a condition ("Hashimoto's", "Graves' disease", "Pap smear"). */
  isEponymUse(tokens: Token[], i: number): boolean {
    const t = tokens[i];
    if ((this.vocabBits(t) & MEDICAL) === 0) return false;
    const next = tokens[i + 1];
    const headFollows = next !== undefined && (this.vocabBits(next) & CONDITION_HEAD) !== 0;
    // Eponyms that are also common first names ("Addison") need the possessive or a head noun.
    if (this.isFirstName(t)) return t.possessive || headFollows;
    return true;
  }

  /** A brand or generic drug name of the published dictionary ("Cardura", "Valproinsäure"), lower case. */
  isDrugWord(lower: string): boolean {
    return this.drugs.has(lower);
  }

  isCoreWord(word: string | Token): boolean {
    return this.answer(word, CORE_WORD);
  }

  isCommonWord(word: string | Token): boolean {
    return this.answer(word, COMMON_WORD);
  }

  isAnyEnglishWord(word: string | Token): boolean {
    return this.answer(word, COMMON_WORD) || this.answer(word, RARE_WORD);
  }

  isName(word: string | Token): boolean {
    return this.answer(word, NAME);
  }

  isFirstName(word: string | Token): boolean {
    return this.answer(word, FIRST_NAME);
  }

  isLastName(word: string | Token): boolean {
    return this.answer(word, LAST_NAME);
  }

  /** A name that is not also an everyday word: enough on its own when capitalised. */
  isDistinctiveName(word: string | Token): boolean {
    const length = typeof word === 'string' ? word.length : word.lower.length;
    return length >= 3 && this.isName(word) && !this.isCommonWord(word) && !this.isAllowed(word);
  }

  isTitle(word: string | Token): boolean {
    return (this.vocabBits(word) & TITLE) !== 0;
  }

  isRelation(word: string | Token): boolean {
    return (this.vocabBits(word) & RELATION) !== 0;
  }

  /** A word for someone's part rather than their name: a title, a relation or a post ("Sister", "Mum", "Officer"). */
  isRoleWord(word: string | Token): boolean {
    return this.isTitle(word) || this.isRelation(word) || ROLE_NOUNS.has(typeof word === 'string' ? word : word.lower);
  }

  /** Clinical or everyday vocabulary, no part of a name on its own. */
  isVocabulary(word: string | Token): boolean {
    return this.isAllowed(word) || this.isFunctionWord(word);
  }

  /** A given name that is not also a title, relation or post. */
  isPersonalFirstName(word: string | Token): boolean {
    return this.isFirstName(word) && !this.isRoleWord(word);
  }

  /** A place by its key: words in lower case, hyphens read as spaces ("wilkes barre"). */
  isPlace(key: string): boolean {
    return this.lex.places.has(key);
  }

  /** The token alone as a place (its hyphens read as spaces). */
  isPlaceToken(t: Token): boolean {
    return this.answer(t, PLACE);
  }

  /**
   * A place on the detector's lists or in the gazetteer of the world's towns (GeoNames): for the lower-case place
   * frames, whose cue says a place may stand there; most towns are rare words or surnames too, so never alone.
   */
  isTown(word: string | Token): boolean {
    if (typeof word === 'string') return this.isPlace(word) || (word.length >= 4 && this.lex.towns.has(word));
    if (this.isPlaceToken(word)) return true;
    // Short names collide with abbreviations ("apc", "ent"), all the more in capitals ("at APC", "via ENT").
    if (word.lower.length < (word.allCaps ? 5 : 4)) return false;
    return this.answer(word, TOWN);
  }

  isWorldCity(key: string): boolean {
    return this.lex.worldCities.has(key);
  }
}
