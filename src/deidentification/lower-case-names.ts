/**
 * Names written in lower case, where capitals say nothing ("pt's husband tunde bakare called", "my name is
 * calan stevenson", "dr. lee", "hope reports ..."). Evidence instead of capitals, strongest first:
 * 1. a cue just before: an honorific ("mrs. ng"), a dotted title ("dr. lee"), a phrase that introduces a name
 *    ("my name is", "call me", "maiden name is", "signed", "seen by", "follow up with", "said", "hi");
 * 2. a relation word before and a reporting verb after ("sister joy thinks");
 * 3. a reporting verb after a first name opening a sentence ("hope reports", "wanjiru called");
 * 4. the name lists alone: a word of four letters or more that is a listed name and no English word or
 *    clinical term ("kristensen", "wiik"); letters with diacritics are also read without them ("ágnes").
 * Words on the clinical and general allowlists never start a name, whatever the cue.
 */
import { isTransposedWord, personPredicateFollows } from './person-predicates';
import { hasNonAscii } from './ascii';
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { HAS_LOWER, adjacent, caseSaysNothing as isLower, type Token } from './tokens';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';
import { isPostWord, isUnitAfterFigure } from './posts-after-titles';
import { wordSet } from './word-set';
import { withoutMarks } from './language-register';
import { isDrugLike } from './product-lexicons';
import { COINED_ENDING } from './lower-case-place-frames';

/** A text in capitals throughout is a header or a shout: its capitals are no disguise to read through. */

/** Forms of address that are always followed by a name. */
const HONORIFICS = new Set(['mr', 'mrs', 'ms', 'miss', 'mx']);
/** Phrases (lower case, as token sequences) after which a name is expected; `strong` ones allow everyday words. */
const CUES: ReadonlyArray<readonly [string[], boolean]> = [
  [['name', 'is'], true],
  [['name', 'was'], true],
  [['name', 'being'], true],
  [['call', 'me'], true],
  [['calls', 'me'], true],
  [['called', 'me'], false],
  [['goes', 'by'], true],
  [['named'], true],
  // A maiden name after "née" ("Achterberg (née visser)").
  [['née'], true],
  [['nee'], true],
  [['named', 'him'], true],
  [['named', 'her'], true],
  [['name'], false],
  [['signed'], false],
  [['signed', 'by'], true],
  [['seen', 'by'], false],
  [['referred', 'by'], false],
  [['dictated', 'by'], true],
  // Who did a task that is signed for: "witnessed by amal", "collected by dai".
  [['witnessed', 'by'], false],
  [['collected', 'by'], false],
  [['reviewed', 'by'], false],
  [['checked', 'by'], false],
  [['typed', 'by'], false],
  [['verified', 'by'], false],
  [['countersigned', 'by'], false],
  [['follow', 'up', 'with'], false],
  [['speak', 'to'], false],
  [['speak', 'with'], false],
  [['talk', 'to'], false],
  [['talked', 'to'], false],
  [['spoke', 'with'], false],
  [['said'], false],
  [['says'], false],
  [['asked'], false],
  [['hi'], false],
  [['hello'], false],
  [['dear'], false],
  [['this', 'is'], false],
  [['its'], false],
  [['thanks'], false],
  // Thanks and introductions name a person in chat and transcripts: "okay, thank you bronwen", "I am nozomi".
  [['thank', 'you'], false],
  [['i', 'am'], false],
  [["i'm"], false],
  [['regards'], false],
  [['sincerely'], false],
];
/** The cues by their last word: one look-up tells whether any cue can end right before a token. */
const CUES_BY_LAST = new Map<string, Array<readonly [string[], boolean]>>();
for (const cue of CUES) {
  const last = cue[0][cue[0].length - 1];
  CUES_BY_LAST.set(last, [...(CUES_BY_LAST.get(last) ?? []), cue]);
}
const REPORTING_VERBS = new Set(
  `reports reported states stated says said called calls asked asks denies denied endorses endorsed complains
  complained notes noted presents presented returns returned wants wanted declined agreed feels felt thinks thought
  brought came comes visited visits is was has had began begins wrote writes shouted lives lived moved works`.split(
    /\s+/,
  ),
);
/** What someone named after a tie does, beyond reporting: "neighbour hope drove me", "phlebotomist bea rang". */
const ACTS_AFTER_TIE = new Set(
  'rang rings phoned phones drove drives texted texts booked books collected collects fetched fetches'.split(' '),
);
/** Posts around a patient who are named by their first name, as relations are ("nurse jo is on", "carer ann said"). */
const POSTS =
  wordSet(`nurse phlebotomist carer practitioner pharmacist porter paramedic physio midwife sonographer radiographer
  dietitian keyworker worker volunteer receptionist interpreter chaplain neighbour neighbor`);
/** Two letters and a period that are no one's initials: a saint, a number, a comparison, Latin shorthand. */
const INITIAL_LOOKALIKES = wordSet('st no nr vs ie eg cf ca op pp ed mt ft');
/** A greeting names the one greeted: there a word no dictionary knows is read as their name ("hi kadosa"). */
const GREETINGS = new Set(['hi', 'hello', 'dear']);

/** Shaped like a name rather than a short form: five letters or more, two of them vowels ("oduya", not "appt"). */
export function unknownWordShape(lower: string): boolean {
  return /^\p{L}[\p{L}'’-]{4,}$/u.test(lower) && (lower.match(/[aeiouyà-ÿ]/g) ?? []).length >= 2;
}
/** A clinician's degree or registration after a name, in capitals: ", M.D.", " MD", ", RN", ", FRCOG". */
const DEGREE_AFTER =
  /^,?[^\S\n]*(?:M\.D\.|MD|D\.O\.|Ph\.D\.|PhD|RN|MBBS|MBChB|FRCOG|MRCOG|FRCP|MRCP|MRCGP)(?![\p{L}])/u;
const LATIN_WITH_MARK = /^[\p{Script=Latin}\p{M}'’-]+$/u;

export class LowerCaseNames {
  constructor(private readonly words: WordClasses) {}

  find(text: string, tokens: Token[]): IdentifierHit[] {
    const hits: IdentifierHit[] = [];
    if (!HAS_LOWER.test(text)) return hits;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      if (!isLower(t) || this.words.isEponymUse(tokens, i)) continue;
      const cue = this.cueBefore(text, tokens, i);
      // After "mrs." even a clinical abbreviation is a name ("mrs. ng"), when a name list has it.
      if (!this.usable(t) && !(cue === 'honorific' && this.words.isName(t) && !this.words.isFunctionWord(t))) continue;
      let found: boolean;
      if (cue === 'strong' || cue === 'honorific') found = this.words.isName(t) || !this.words.isAnyEnglishWord(t);
      else if (cue === 'weak')
        found =
          (this.words.isName(t) && !this.words.isCommonWord(t)) ||
          (GREETINGS.has(tokens[i - 1].lower) && unknownWordShape(t.lower) && !this.words.isAnyEnglishWord(t)) ||
          this.thanked(tokens, i);
      else
        found =
          this.relationAndVerb(text, tokens, i) ||
          this.openingSubject(text, tokens, i) ||
          this.uncued(text, tokens, i) ||
          this.afterInitial(text, tokens, i);
      // The surname before a degree may be an everyday word ("bright"), which extend() would not take.
      const degree = !found && cue === undefined && this.degreeAfter(text, tokens, i);
      if (!found && !degree) continue;
      const last = degree ? i + 1 : this.extend(text, tokens, i);
      hits.push(hit('name', t.start, tokens[last].end, WARNINGS.name));
      i = last;
    }
    return hits;
  }

  /** Could start or continue a name at all: no function word, allowlisted term or reporting verb. */
  private usable(t: Token): boolean {
    if (t.lower.length < 2 || this.words.isFunctionWord(t) || REPORTING_VERBS.has(t.lower)) return false;
    // A shouted possessive keeps its "'S" in the token ("SJÖGREN'S"): judge the word without it.
    const stem = t.allCaps ? t.lower.replace(/['’]s$/, '') : t.lower;
    if (stem !== t.lower && this.words.isAllowed(stem)) return false;
    return !this.words.isAllowed(t) && !this.words.isTitle(t) && !this.words.isRelation(t);
  }

  /**
   * Without a cue one listed word is too little ("kafka" in a file name, a cut "dail"): a name of two such words,
   * or one written with diacritics.
   */
  private uncued(text: string, tokens: Token[], i: number): boolean {
    const t = tokens[i];
    return (
      (this.listedName(t) && (hasNonAscii(t.lower) || this.extend(text, tokens, i) > i)) || this.doubleBarrelled(t)
    );
  }

  /**
   * "uglow-smythe", "mathew-kuriakose", "tesfaye-worku": a double-barrelled surname in lower case, two parts joined by
   * one hyphen, each a listed name and neither a clinical or general term, one of them of four letters or more that no
   * English dictionary knows. Compounds of prose join English words ("follow-up", "long-term", "self-care"), and a
   * hyphened drug or eponym is on the clinical lists.
   */
  private doubleBarrelled(t: Token): boolean {
    const hyphen = t.lower.indexOf('-');
    if (hyphen < 2 || hyphen > t.lower.length - 3 || t.lower.indexOf('-', hyphen + 1) >= 0) return false;
    const parts = [t.lower.slice(0, hyphen), t.lower.slice(hyphen + 1)];
    if (parts.some((p) => !this.words.isName(p) || this.words.isAllowed(p) || this.words.isFunctionWord(p)))
      return false;
    return parts.some((p) => p.length >= 4 && !this.words.isAnyEnglishWord(p) && !this.words.isPlace(p));
  }

  /**
   * "thanks ngaio!", "thank you tirion and Bea": thanks name the one thanked, as a greeting does, so there too a
   * name-shaped word no dictionary knows is read as a name; never a drug ("thanks tibolone") or a word coined from
   * clinical parts.
   */
  private thanked(tokens: Token[], i: number): boolean {
    const prev = tokens[i - 1];
    const thanks = prev.lower === 'thanks' || (prev.lower === 'you' && tokens[i - 2]?.lower === 'thank');
    if (!thanks) return false;
    const t = tokens[i];
    if (!unknownWordShape(t.lower) || this.words.isAnyEnglishWord(t)) return false;
    return !isDrugLike(t.lower, this.words) && !COINED_ENDING.test(t.lower);
  }

  /**
   * "k. pengelly", "ch. adeyinka", "p.j. van der berg": a surname after an initial with its period, both in lower case,
   * as reviewers, nurses and signatories are written. The surname is a listed name that is no English word and no
   * place, as for a name without a cue; the initial is one letter, or two that are no title, saint, abbreviation
   * or word ("st. ives", "no. 18", "dr. lee" are read elsewhere), and a binomial's genus is no initial: its species is
   * on no name list ("e. coli", "s. aureus").
   */
  private afterInitial(text: string, tokens: Token[], i: number): boolean {
    const prev = tokens[i - 1];
    if (!prev || !prev.dotted || !isLower(prev) || prev.lower.length > 2 || !/^\p{Ll}+$/u.test(prev.lower))
      return false;
    if (!adjacent(text, prev, tokens[i])) return false;
    if (
      prev.lower.length === 2 &&
      (INITIAL_LOOKALIKES.has(prev.lower) ||
        this.words.isFunctionWord(prev) ||
        this.words.isTitle(prev) ||
        this.words.isAllowed(prev) ||
        this.words.isAnyEnglishWord(prev))
    )
      return false;
    return this.listedName(tokens[i]);
  }

  /** A listed name in no English dictionary, four letters or more, read without diacritics if need be. */
  private listedName(t: Token): boolean {
    if (t.lower.length < 4) return false;
    // The name list first: most words of prose are on none, and that ends the question in one look-up.
    if (this.words.isName(t)) return !this.words.isAnyEnglishWord(t) && !this.words.isPlaceToken(t);
    // Places are the location rules' to judge ("pittsburgh sleep quality index").
    if (!hasNonAscii(t.lower) || !LATIN_WITH_MARK.test(t.text)) return false;
    const plain = withoutMarks(t.lower);
    if (plain === t.lower || this.words.isAnyEnglishWord(t)) return false;
    return !this.words.isAnyEnglishWord(plain) && !this.words.isAllowed(plain);
  }

  /** A listed name that no dictionary knows as a word. */
  private unknownWord(t: Token): boolean {
    return unknownWordShape(t.lower) && !this.words.isAnyEnglishWord(t) && !this.words.isAllowed(t);
  }

  private unusualName(t: Token): boolean {
    return t.lower.length >= 3 && this.words.isName(t) && !this.words.isAnyEnglishWord(t);
  }

  private cueBefore(text: string, tokens: Token[], i: number): 'honorific' | 'strong' | 'weak' | undefined {
    const prev = tokens[i - 1];
    if (!prev) return undefined;
    // "Dr. r. subramanian", "Dr b. van rooyen": an initial after a title or honorific, the surname after it.
    const before = tokens[i - 2];
    if (
      before &&
      prev.lower.length === 1 &&
      isLower(prev) &&
      (this.words.isTitle(before) || HONORIFICS.has(before.lower)) &&
      adjacent(text, before, prev) &&
      adjacent(text, prev, tokens[i])
    )
      return 'strong';
    const cues = CUES_BY_LAST.get(prev.lower);
    const honorific = HONORIFICS.has(prev.lower);
    const title = !honorific && prev.dotted && this.words.isTitle(prev);
    if ((!cues && !honorific && !title) || !adjacent(text, prev, tokens[i], true)) return undefined;
    // "MRS score", "MS fatigue": a title in capitals before an everyday word in lower case is an abbreviation.
    if (honorific && (isUnitAfterFigure(text, prev) || isPostWord(tokens[i], this.words))) return undefined;
    // "a near miss, fixed-odds terminals": a comma closes the word; no honorific is written with one before the name
    // (issue 49, twenty-eighth round, breakwater).
    if (honorific && text.charCodeAt(prev.endWithPossessive) === 0x2c) return undefined;
    if (honorific)
      return prev.allCaps && this.words.isCommonWord(tokens[i]) && !this.words.isLastName(tokens[i])
        ? undefined
        : 'honorific';
    if (title) return 'strong';
    for (const [words, strong] of cues ?? []) {
      const first = i - words.length;
      if (first < 0) continue;
      let ok = true;
      for (let k = 0; k < words.length && ok; k++) {
        const w = tokens[first + k];
        ok = w.lower === words[k] && (k === 0 || adjacent(text, tokens[first + k - 1], w));
      }
      if (ok) return strong ? 'strong' : 'weak';
    }
    return undefined;
  }

  /** "sister joy thinks", "husband tunde called": a relation word, a first name, then a verb or the end. */
  private relationAndVerb(text: string, tokens: Token[], i: number): boolean {
    const prev = tokens[i - 1];
    const t = tokens[i];
    if (!prev || !(this.words.isRelation(prev) || POSTS.has(prev.lower)) || !adjacent(text, prev, t, true))
      return false;
    // A word no list knows counts as well there ("son rashedul says"): the relation and the verb frame it.
    if (!this.words.isFirstName(t) && !this.unusualName(t) && !this.unknownWord(t)) return false;
    const after = tokens[i + 1];
    const verb = after !== undefined && (REPORTING_VERBS.has(after.lower) || ACTS_AFTER_TIE.has(after.lower));
    return verb && adjacent(text, t, after);
  }

  /** "hope reports ...", "wanjiru called ...": a first name or unknown word opening a sentence, then a verb. */
  private openingSubject(text: string, tokens: Token[], i: number): boolean {
    const t = tokens[i];
    const after = tokens[i + 1];
    if (!t.sentenceStart || !after) return false;
    // "okwuosa keen on the patch", "hope declines hrt": a mood or a choice only a person has (person-predicates.ts).
    if (personPredicateFollows(text, tokens, i))
      return (
        this.words.isFirstName(t) ||
        this.unusualName(t) ||
        (this.unknownWord(t) &&
          !t.lower.split('-').every((p) => this.words.isAnyEnglishWord(p)) &&
          !isTransposedWord(t.lower, (w) => this.words.isAnyEnglishWord(w)))
      );
    if (!REPORTING_VERBS.has(after.lower) || !adjacent(text, t, after)) return false;
    if (['is', 'was', 'has', 'had'].includes(after.lower)) return this.unusualName(t);
    return this.words.isFirstName(t) || this.unusualName(t);
  }

  /**
   * "filbert bright, M.D.": two listed names, everyday words or not, then a clinician's degree in capitals; the
   * degree says a person was named, as a title before would.
   */
  private degreeAfter(text: string, tokens: Token[], i: number): boolean {
    const [t, next] = [tokens[i], tokens[i + 1]];
    if (!next || !isLower(next) || !adjacent(text, t, next) || !this.usable(next)) return false;
    if (!this.words.isName(t) || !this.words.isName(next)) return false;
    return DEGREE_AFTER.test(text.slice(next.end, next.end + 12));
  }

  /** Grows a name over the next lower-case surname parts and single initials: "erle m olsen". */
  private extend(text: string, tokens: Token[], i: number): number {
    let last = i;
    for (let k = i + 1; k < tokens.length && k <= i + 3; k++) {
      const t = tokens[k];
      if (tokens[k - 1].possessive || !adjacent(text, tokens[k - 1], t) || !isLower(t)) break;
      if (t.lower.length === 1) {
        if (tokens[k + 1] && adjacent(text, t, tokens[k + 1])) continue;
        break;
      }
      if (!this.usable(t) || !(this.listedName(t) || this.unusualName(t) || this.words.isLastName(t))) break;
      if (this.words.isCommonWord(t) && !this.words.isLastName(t)) break;
      last = k;
    }
    return last;
  }
}
