/**
 * Personal names. Evidence, strongest first:
 * 1. a title ("Dr. Okonkwo", "dr. patel", "NP Whitfield");
 * 2. a relative or contact just before ("her sister Linda", "husband bob");
 * 3. initials ("J.M.", "K. Williams");
 * 4. a capitalised word from the name lists that is not an everyday word
 *    ("Priya's mother", "Svetlana Ivanova"), or an everyday-word name backed
 *    by a neighbouring name or a reporting verb ("Grace Okafor", "Hope reports");
 * 5. a lower-case first name that is no English word at all ("akira reports").
 * A found name grows over the adjacent capitalised surname parts.
 */
import { isPublicationPart } from './publication-parts';
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { adjacent, endsSentence, type Token } from './tokens';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';
import { allMatches } from './all-matches';
import type { Prerequisite } from './prerequisites';
import { LowerCaseNames, unknownWordShape } from './lower-case-names';
import {
  DRUG_STEM,
  HORMONE_BRAND,
  isCoinedBrand,
  isPrefixedAllowed,
  isDrugLike,
  isWordCompound,
  NOUN_LIKE_VERBS,
  VERB_OBJECTS,
} from './product-lexicons';
import { isMedicalCoinage } from './community-lexicons';
import {
  closesSalutation,
  headsLineAsItsWord,
  headsRecordLine,
  isLateralityLetter,
  isLineHeadWithValue,
  isUnitNotTitle,
} from './name-vetoes';
import { isListedWithTerms, namesAThing, readsAsAbbreviation } from './name-neighbours';
import { PERSON_ROLES, REPORTING_VERBS } from './reporting-verbs';
import { isDerivedWord } from './derived-words';
import { isSpecialtyWord } from './kinds-of-place';
import { isGroupLetter } from './lettered-groups';
import { isPostWord, relationEndsSentence } from './posts-after-titles';
import { wordSet } from './word-set';
import { readUnknownWord } from './hit-readings';
import { hitEvidence, weighed, WEIGHTS, type RuleFamily } from './weak-hit-evidence';
import { personPredicateFollows } from './person-predicates';
import { COINED_ENDING } from './lower-case-place-frames';
import { isOtherLanguageWord } from './other-language-dictionary-words';

const PARTICLES = new Set('de del della la le van von der den da dos das di al el bin ibn binti ben mac st'.split(' '));
const NON_ASCII_LETTER = /[^\p{ASCII}]/u;
const INNER_CAPITALS = /\p{Lu}{2}/u;
/** Adjectives of regions and schools ("Mediterranean", "Caribbean", "Kafkaesque"), which no name list holds. */
const PROPER_ADJECTIVE = /(?:ean|esque)$/;
/** Capital then lower case, hyphen-joined parts likewise: "Liisa", "Ramírez-Ortega"; not "MoCA", "T-score". */
const NAME_SHAPE = /^\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}\p{Ll}+)*$/u;
const INITIALS = /(?<![\p{L}.])(?:\p{Lu}\.\s?){2,3}(?!\p{L})/gu;
/** A dot, a capital and a dot, which every INITIALS match has: a scan for "." first, cheap on two-byte text too. */
const HAS_INITIALS = /\.\s?\p{Lu}\./u;
/** The pair for the test that holds a prerequisite to its promise (see prerequisites.ts). */
export const INITIALS_PREREQUISITES: readonly Prerequisite[] = [[INITIALS, HAS_INITIALS]];
const NOT_INITIALS = wordSet(`
  U.S. A.M. P.M. B.I.D. T.I.D. Q.I.D. Q.D. P.O. N.P.O. M.D. D.O. R.N. N.P. P.A. O.B. G.I. E.G. I.E. U.K. E.R. D.C.
  Q.H.S. H.S. P.R.N. S.T.D. U.T.I. O.T.C.`);

/**
 * People an incident or a journey names by their part ("Casualty:", "Passenger"), read as PERSON_ROLES are: before a
 * shouted full name of two everyday words ("Casualty: JOHN SMITH", "Patient: GRACE BAKER") such a label says a person
 * is named, where the words alone could be a heading in capitals.
 */
const INCIDENT_ROLES = wordSet(
  `casualty casualties victim victims passenger passengers driver pedestrian rider deceased`,
);
/** A role, then a colon or a space, right before a shouted full name. */
const ROLE_BEFORE = /(?<!\p{L})(\p{L}+)(?:[^\S\n]*:)?[^\S\n]*$/u;
/** An unknown capitalised word short of evidence of its own (weak-hit-evidence.ts, the rule `fallback`). */
const WEAK = 'weak';
/**
 * A bracketed note after a name: maybe "the", maybe whose, the word. The spaces after "the" are one run whether or not
 * a holder follows, so they are not cut between two quantifiers in every way.
 */
export const RELATION_NOTE =
  /^\s*\((?:the\s+(?:(?:pt'?s|patient'?s|her|his)\s*)?|(?:pt'?s|patient'?s|her|his)?\s*)([\p{L}-]+)\)/u;

/**
 * A title glued to what precedes it is part of a compound abbreviation ("LC-MS/MS. Values"), not a form of address;
 * so is a letter glued to an ampersand, the clinic's pairs of initials for a specialty or a test ("O&G. TCU 3/12",
 * "A&E. Discharged", "U&E. Repeat"), issue 49's thirty-second round (cove).
 */
const GLUED_BEFORE = /[\p{L}\p{N}/°&-]/u;
/** A capital, then two lower-case letters or more: an initial ("MRS J ADEYEMI") says nothing of the case written. */
const MIXED_CASE_WORD = /^\p{Lu}\p{Ll}{2,}/u;

export class NameFinder {
  private readonly lowerCase: LowerCaseNames;

  constructor(private readonly words: WordClasses) {
    this.lowerCase = new LowerCaseNames(words);
  }

  /**
   * `weak` receives the hits of listed, unknown, shouted and lower-case names whose readings fall short of the
   * evidence their rule needs (weak-hit-evidence.ts): the detector keeps them only beside another identifier.
   */
  find(text: string, tokens: Token[], weak?: IdentifierHit[]): IdentifierHit[] {
    const hits: IdentifierHit[] = [];
    const taken = new Set<number>();
    const add = (from: number, to: number): void => {
      for (let k = from; k <= to; k++) taken.add(k);
      hits.push(hit('name', tokens[from].start, tokens[to].end, WARNINGS.name));
    };

    for (let i = 0; i < tokens.length; i++) {
      if (taken.has(i)) continue;
      const t = tokens[i];
      const next = tokens[i + 1];
      if (
        this.words.isTitle(t) &&
        next &&
        adjacent(text, t, next) &&
        !GLUED_BEFORE.test(text[t.start - 1] ?? ' ') &&
        !isUnitNotTitle(text, t, next) &&
        this.canFollowTitle(t, next)
      ) {
        add(i + 1, this.extend(text, tokens, i + 1, true));
        continue;
      }
      if (
        this.words.isRelation(t) &&
        next &&
        adjacent(text, t, next, true) &&
        !closesSalutation(text, t, next) &&
        !relationEndsSentence(t, next, this.words) &&
        (this.canFollowRelation(next) || this.capitalisedWordNameAfterRelation(tokens, i + 1))
      ) {
        add(i + 1, this.extend(text, tokens, i + 1, true));
        continue;
      }
      const start = this.isNameStart(text, tokens, i);
      if (start) {
        const last = this.extend(text, tokens, i, false);
        // With no title or relation before it, a name before a thing's head noun names the thing.
        if (namesAThing(text, tokens[last].endWithPossessive)) continue;
        add(i, last);
        if (start === WEAK) weak?.push(hits[hits.length - 1]);
        else {
          const family = this.startFamily(t);
          if (family) weighed(text, hits.slice(-1), family, this.words, weak);
        }
      }
    }
    for (const m of HAS_INITIALS.test(text) ? allMatches(INITIALS, text) : []) {
      const raw = m[0].trimEnd();
      if (NOT_INITIALS.has(raw.replace(/\s/g, '').toUpperCase())) continue;
      const start = m.index ?? 0;
      hits.push(hit('name', start, start + raw.length, WARNINGS.name));
    }
    hits.push(...this.singleInitialSurnames(text, tokens));
    hits.push(...this.uncasedFullNames(text, tokens));
    hits.push(...weighed(text, this.lowerCase.find(text, tokens), 'lowerCase', this.words, weak));
    return hits;
  }

  /**
   * Which weighed rule a name start with no cue before it came from: none for an unknown word, whose evidence
   * isNameStart has weighed, or which a verb, a relation note or a person's predicate after it made a name.
   */
  private startFamily(t: Token): RuleFamily | undefined {
    if (t.allCaps) return 'shouted';
    if (!t.capitalised) return 'lowerCase';
    return this.words.isName(t) ? 'listed' : undefined;
  }

  /**
   * Full names in lower case or capitals, where case says nothing: "maria gonzalez", "MARIA GONZALEZ",
   * "GONZALEZ, MARIA". A listed first name next to a listed surname, not both everyday words
   * ("will power", "grace period") and neither a clinical word or abbreviation.
   */
  private uncasedFullNames(text: string, tokens: Token[]): IdentifierHit[] {
    const hits: IdentifierHit[] = [];
    const uncased = (t: Token): boolean => t.allCaps || t.text === t.lower;
    // After a person's role, a word of the allowed lists that a name list holds too is the name it also is: an
    // eponym ("BAKER", "ADDISON") or a country ("JORDAN"); an abbreviation, on no name list, is still left.
    const usable = (t: Token, labelled: boolean): boolean =>
      t.lower.length >= 2 &&
      !this.words.isFunctionWord(t) &&
      (!this.words.isAllowed(t) || (labelled && this.words.isAllowed(t, true) && this.words.isName(t)));
    const surname = (t: Token, labelled: boolean): boolean =>
      this.words.isLastName(t) || (this.words.isName(t) && (labelled || !this.words.isAnyEnglishWord(t)));
    for (let i = 0; i + 1 < tokens.length; i++) {
      const a = tokens[i];
      const b = tokens[i + 1];
      if (!uncased(a) || !uncased(b) || a.allCaps !== b.allCaps) continue;
      // The role before is read only when the words alone fall short: most shouted pairs never ask.
      let label: boolean | undefined;
      const labelled = (): boolean => (label ??= a.allCaps && this.afterRoleLabel(text, a));
      if ((!usable(a, false) || !usable(b, false)) && !(labelled() && usable(a, true) && usable(b, true))) continue;
      if (this.words.isCommonWord(a) && this.words.isCommonWord(b) && !labelled()) continue;
      const forward =
        adjacent(text, a, b) && this.words.isFirstName(a) && (surname(b, false) || (labelled() && surname(b, true)));
      const reversed =
        /^,\s*$/.test(text.slice(a.endWithPossessive, b.start)) && surname(a, false) && this.words.isFirstName(b);
      if (forward || reversed) hits.push(hit('name', a.start, b.end, WARNINGS.name));
    }
    return hits;
  }

  /** "Casualty: JOHN SMITH", "Pt GRACE BAKER": a person's role labels the words that follow. */
  private afterRoleLabel(text: string, t: Token): boolean {
    const role = ROLE_BEFORE.exec(text.slice(Math.max(0, t.start - 24), t.start))?.[1].toLowerCase();
    return role !== undefined && (PERSON_ROLES.has(role) || INCIDENT_ROLES.has(role));
  }

  private canFollowTitle(title: Token, t: Token): boolean {
    if (this.words.isFunctionWord(t) || isPostWord(t, this.words)) return false;
    // A title in capitals before an everyday word no name list holds, written with a capital and then lower case, is
    // an abbreviation of mixed-case writing: Microsoft's products ("MS Teams", "MS Word"), a magnetic-resonance scan
    // ("MR Pelvis"); "MS Brown" and "DR Walls" keep their names (issue 49, thirty-fourth round).
    if (title.allCaps && MIXED_CASE_WORD.test(t.text) && this.words.isCommonWord(t) && !this.words.isName(t))
      return false;
    if (t.capitalised) return !this.words.isAllowedToken(t) || this.words.isName(t);
    // "dr. patel", "nurse kalani": lower case after a title, if it is no ordinary word (a listed name when undotted).
    if (this.words.isCommonWord(t) || this.words.isAllowedToken(t) || isWordCompound(t.lower, this.words)) return false;
    if (title.dotted) return true;
    // Undotted ("dr oyelaran", "nurse oduya"): a listed name, or a word of letters no dictionary knows.
    return !this.words.isAnyEnglishWord(t) && (this.words.isName(t) || unknownWordShape(t.lower));
  }

  /**
   * "her son Will", "Son Will came along": a capitalised first name right after a relation word is a
   * name even when it is also an everyday or function word, unless a verb form follows ("Son Will be").
   */
  private capitalisedWordNameAfterRelation(tokens: Token[], i: number): boolean {
    const t = tokens[i];
    if (!t.capitalised || t.allCaps || !this.words.isFirstName(t) || this.words.isAllowed(t)) return false;
    const after = tokens[i + 1]?.lower;
    return after === undefined || !['be', 'not', 'have', 'need', 'also', 'probably'].includes(after);
  }

  private canFollowRelation(t: Token): boolean {
    if (this.words.isFunctionWord(t) || this.words.isAllowedToken(t)) return false;
    if (t.capitalised && !t.allCaps) return this.words.isName(t) || !this.words.isCommonWord(t);
    if (!this.words.isName(t)) return !t.allCaps && this.unlistedNameInLowerCase(t);
    if (!this.words.isAnyEnglishWord(t)) return true;
    // "her daughter jasmine": a name that is also a word, unless it reads as the verb or adverb that follows.
    return (
      this.words.isFirstName(t) &&
      !this.words.isCoreWord(t) &&
      !REPORTING_VERBS.has(t.lower) &&
      !/(?:s|ed|ing|ly)$/.test(t.lower)
    );
  }

  /**
   * "grandson ardit", "mama achieng": after a relation word, a lower-case word shaped like a name that no dictionary,
   * clinical or drug list knows is the relative's name, as a capitalised one is (issue 49, thirty-fifth round, from
   * the bypass fuzzer's lower-case disguise); words coined from clinical parts stay ("daughter perimenopausal"), and
   * so do words of Spanish and Portuguese ("son peores": Spanish "are").
   */
  private unlistedNameInLowerCase(t: Token): boolean {
    if (!unknownWordShape(t.lower) || this.words.isAnyEnglishWord(t) || isDrugLike(t.lower, this.words)) return false;
    if (isMedicalCoinage(t.lower) || isDerivedWord(t.lower, this.words) || COINED_ENDING.test(t.lower)) return false;
    // "daughter well-known": a compound of everyday words.
    if (t.lower.split('-').every((p) => this.words.isAnyEnglishWord(p) || this.words.isFunctionWord(p))) return false;
    // Spanish "son" is "are" ("los calores son peores"): a word of Spanish or Portuguese is no name here.
    return !isOtherLanguageWord(t.lower);
  }

  /** Whether a name starts at `tokens[i]` with no cue before it; WEAK for an unknown word short of evidence. */
  private isNameStart(text: string, tokens: Token[], i: number): boolean | typeof WEAK {
    const t = tokens[i];
    if (this.words.isFunctionWord(t)) return false;
    if (t.allCaps) return this.shoutedName(text, t) && !readsAsAbbreviation(text, tokens, i, this.words);
    if (this.words.isEponymUse(tokens, i)) return false;
    if (this.words.isAllowedToken(t) || PERSON_ROLES.has(t.lower)) return false;
    // "Manual Vol 2", "Suppl 1": a publication's part before its number.
    if (t.capitalised && isPublicationPart(text, t)) return false;
    if (t.capitalised) {
      // Two capitals together inside a word ("IAMs", "DoLS", "eGFRs") make an abbreviation, not a name.
      if (INNER_CAPITALS.test(t.text)) return false;
      if ((headsRecordLine(text, t) || headsLineAsItsWord(text, t)) && this.words.isAnyEnglishWord(t)) return false;
      if (this.words.isDistinctiveName(t)) return true;
      const next = tokens[i + 1];
      const verbFollows =
        next !== undefined &&
        REPORTING_VERBS.has(next.lower) &&
        /^\s+$/.test(text.slice(t.endWithPossessive, next.start));
      if (!this.words.isName(t)) {
        // Unlisted names ("Ngozi reports", "Bongani (partner)"): a word in no dictionary, then a name cue.
        if (this.words.isAnyEnglishWord(t) || t.lower.length < 3) return false;
        // A finding coined on a condition's ending before "reported" or "noted" is what was reported, not who
        // reported it ("Dyspareunia reported", "Dysmenorrhoea noted"; issue 49, twenty-seventh round).
        if (verbFollows && isMedicalCoinage(t.lower)) return false;
        if (verbFollows || this.followedByRelationNote(text, t)) return true;
        // "Okwuosa keen on the patch", "Adeyemi-Ross declines HRT": a mood or a choice only a person has.
        if (NAME_SHAPE.test(t.text) && !isMedicalCoinage(t.lower) && personPredicateFollows(text, tokens, i))
          return true;
        // Mid-sentence, a capitalised word in no dictionary and no clinical list is a name or a place
        // ("Why is Liisa so impulsive?"); letters with diacritics ("Ágnes", "Kristýna") say so anywhere.
        if (!NAME_SHAPE.test(t.text) || DRUG_STEM.test(t.lower) || HORMONE_BRAND.test(t.lower)) return false;
        if (isCoinedBrand(t.lower, this.words) || isMedicalCoinage(t.lower) || PROPER_ADJECTIVE.test(t.lower))
          return false;
        if (isDerivedWord(t.lower, this.words) || isSpecialtyWord(t.lower)) return false;
        if (t.lower.split('-').every((p) => this.words.isAllowed(p)) || isPrefixedAllowed(t.lower, this.words))
          return false;
        if (t.text.includes('-') && !t.lower.split('-').every((p) => this.words.isName(p) || NON_ASCII_LETTER.test(p)))
          return false;
        if (isLineHeadWithValue(text, t) || isListedWithTerms(text, tokens, i, this.words)) return false;
        if (t.sentenceStart && !NON_ASCII_LETTER.test(t.text)) return false;
        // Alone, such a word is as often a brand or another language's word: what surrounds it decides.
        const readings = readUnknownWord(text, tokens, i, this.extend(text, tokens, i, false), this.words);
        return hitEvidence('fallback', readings) >= WEIGHTS.fallback.weakBelow || WEAK;
      }
      // An everyday word that is also a name ("Grace", "Hope") needs support.
      if (next && adjacent(text, t, next) && next.capitalised && this.words.isDistinctiveName(next)) return true;
      // "Daily notes": a verb that is also a plural noun is no support for an everyday word.
      const nounVerb =
        verbFollows &&
        NOUN_LIKE_VERBS.has(next.lower) &&
        this.words.isCommonWord(t) &&
        !VERB_OBJECTS.has(tokens[i + 2]?.lower ?? 'that');
      return (verbFollows && !nounVerb && !this.pluralOfUnnamedThing(t)) || this.followedByRelationNote(text, t);
    }
    // Lower case: a first name that is no English word at all, or one with a relation note ("mark (husband)").
    if (t.lower.length < 3 || !this.words.isFirstName(t)) return false;
    return (t.lower.length >= 4 && !this.words.isAnyEnglishWord(t)) || this.followedByRelationNote(text, t);
  }

  /**
   * "Remedies brought from Nigeria", "Signs agreed with the clinic": the plural of an everyday word that no name list
   * holds in the singular ("remedy", "sign") is the things, not a surname, before a verb too (issue 49, twenty-eighth
   * round, breakwater). "Banks agreed", "Waters said" keep theirs: "bank" and "water" are listed names.
   */
  private pluralOfUnnamedThing(t: Token): boolean {
    if (this.words.isFirstName(t) || !/s$/.test(t.lower)) return false;
    const singulars = [t.lower.slice(0, -1)];
    if (t.lower.endsWith('ies')) singulars.push(`${t.lower.slice(0, -3)}y`);
    if (t.lower.endsWith('es')) singulars.push(t.lower.slice(0, -2));
    return singulars.some((w) => w.length >= 3 && this.words.isCommonWord(w) && !this.words.isName(w));
  }

  /**
   * A listed name in capitals amid lower-case text ("AKIRA reports", "SIOBHAN's symptoms"): capitals there are
   * emphasis, not an abbreviation, when the word is no English word and in no clinical list or abbreviation.
   */
  private shoutedName(text: string, t: Token): boolean {
    if (t.lower.length < 3 || !/\p{Ll}/u.test(text)) return false;
    return this.words.isDistinctiveName(t) && !this.words.isAnyEnglishWord(t) && !this.words.isAllowed(t);
  }

  /** "Mark (husband)", "Olga (pt's sister)". */
  private followedByRelationNote(text: string, t: Token): boolean {
    const m = RELATION_NOTE.exec(text.slice(t.endWithPossessive, t.endWithPossessive + 40));
    return m !== null && this.words.isRelation(m[1].toLowerCase());
  }

  /** Grows a name over surname parts: capitalised non-word tokens, particles, initials. */
  private extend(text: string, tokens: Token[], i: number, lenientLower: boolean): number {
    let last = i;
    for (let k = i + 1; k < tokens.length && k <= i + 3; k++) {
      const prev = tokens[k - 1];
      const t = tokens[k];
      if (prev.possessive || endsSentence(prev) || !adjacent(text, prev, t)) break;
      if (PARTICLES.has(t.lower) && tokens[k + 1]?.capitalised) continue;
      if (this.words.isFunctionWord(t) || this.words.isAllowedToken(t) || this.words.isEponymUse(tokens, k)) break;
      const surnameLike = t.capitalised
        ? this.words.isName(t) || !this.words.isCommonWord(t)
        : lenientLower && this.words.isName(t) && !this.words.isAnyEnglishWord(t);
      if (!surnameLike) break;
      last = k;
    }
    return last;
  }

  /** "K. Williams", "E. Rodriguez". */
  private singleInitialSurnames(text: string, tokens: Token[]): IdentifierHit[] {
    const hits: IdentifierHit[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const t = tokens[i];
      const next = tokens[i + 1];
      if (t.text.length !== 1 || !t.capitalised || !t.dotted) continue;
      // "mU/L. Free T4": a letter glued to what precedes it ends a unit, it is no initial.
      if (GLUED_BEFORE.test(text[t.start - 1] ?? ' ') || isLateralityLetter(text, t)) continue;
      if (t.gradeNumeral || isGroupLetter(text, tokens, i)) continue;
      if (!next.capitalised || !adjacent(text, t, next)) continue;
      if (this.words.isAllowedToken(next) || this.words.isFunctionWord(next)) continue;
      if (this.words.isName(next) || !this.words.isCommonWord(next)) {
        hits.push(hit('name', t.start, next.end, WARNINGS.name));
      }
    }
    return hits;
  }
}
