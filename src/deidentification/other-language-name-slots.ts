/**
 * Names written in lower case inside a Hinglish or Tagalog clause (issue 49, thirty-sixth round). "Maine harjeet se
 * baat ki, usko bahut garmi lagti hai": no name rule reads an unlisted word in lower case with no English cue, and
 * the clause reader (other-language-function-words.ts) rightly drops the false hits that used to refuse such a text,
 * so the name went through. These languages mark a person by their grammar, and that is what is read here, only in a
 * note that writes the language (three of its function words that are no English word, as the clause reader asks):
 * - Hindi-Urdu: the ergative "ne" (the doer of a past act: "harjeet ne bataya") and an honorific ("ji", "sahab") after
 *   the word; "se" or "ko" and a verb of speaking, telling, meeting or calling after it ("simran se baat ki", "usha ko
 *   phone kiya"); a word of kin before it ("bhabhi navjot"), unless a copula follows, which makes the word a predicate
 *   ("didi pareshan hai"); or the word is a given name of India (south-asian-given-names.json, from @faker-js/faker's
 *   en_IN locale, MIT) or has the shape of a Punjabi compound given name, a first element and one of the second
 *   elements that make them ("-preet", "-jeet", "-deep", "-inder", "-jot", "-meet": Harpreet, Kuljeet, Mandeep);
 * - Tagalog: the personal article "si", "ni", "kay" (and their plurals) before the word, which marks a person's name
 *   ("si marites", "kay lorna") or a word of kin or role used as one ("si nanay", "si pasyente"), which is left.
 * A word read so is no function word of the language, no English word, no word of the Spanish, Portuguese or French
 * dictionaries, no number word and no clinical specialty or role ("gynae ne … di hai"): the clause's own plain words
 * never become names.
 */
import type { IdentifierHit } from './detector';
import type { WordClasses } from './word-classes';
import { builtOnce, readGenerated } from './generated-lists';
import { hit } from './hits';
import { isMonthName, isWeekdayName } from './calendar-and-unit-words';
import { isRoleWord } from './community-lexicons';
import { isSpecialtyWord } from './kinds-of-place';
import { isDrugLike } from './product-lexicons';
import { isOtherLanguageWord } from './other-language-dictionary-words';
import { isFunctionWordOf, languagesWithEvidence } from './other-language-function-words';
import { isNumberWord } from './other-language-runs';
import { WARNINGS } from './warnings';

/** A cheap scan first: a postposition, honorific or personal article these rules read, as a word of its own. */
const MAY_HOLD_SLOT = /(?<![\p{L}\p{M}])(?:ne|se|ko|ji|jee|sahab|si|ni|kay|sina|nina|kina)(?![\p{L}\p{M}])/iu;
const WORD = /[\p{L}\p{M}]+/gu;
const LOWER_WORD = /^\p{Ll}[\p{Ll}\p{M}]{2,}$/u;
const LOWER_WORD_ANY = /^\p{Ll}[\p{Ll}\p{M}]*$/u;
const HINDUSTANI = 'hi-Latn';
const TAGALOG = 'tl';
/** After the word: the ergative marker or an honorific. */
const DOER_OR_HONORIFIC = new Set(['ne', 'ji', 'jee', 'sahab', 'saheb', 'sahib']);
/** "se" or "ko" and then one of these: the word is the person spoken, told, met or called. */
const TO_OR_WITH = new Set(['se', 'ko']);
const VERB_OF_CONTACT = new Set([
  ...['baat', 'bataya', 'batayi', 'batana', 'bola', 'boli', 'bole', 'kaha', 'kahi', 'pucha', 'poocha', 'puchha'],
  ...['phone', 'call', 'mila', 'mili', 'mile', 'milne', 'dikhaya', 'dikhaye', 'samjhaya', 'samjhayi'],
]);
const KIN = new Set([
  ...['beti', 'beta', 'bahu', 'bhai', 'behen', 'bahen', 'didi', 'bhabhi', 'saas', 'sasur', 'nanad', 'devar', 'jija'],
  ...['maa', 'mummy', 'papa', 'pati', 'patni', 'nani', 'nana', 'dadi', 'dada', 'chacha', 'chachi', 'mama', 'mami'],
  ...['mausi', 'bua', 'pota', 'poti', 'bhanji', 'bhanja', 'bhatija', 'bhatiji', 'saheli', 'dost'],
]);
/** A copula after a kin word's next word makes that word a predicate ("didi pareshan hai"), not a name. */
const COPULA = new Set(['hai', 'hain', 'thi', 'tha', 'the', 'ho', 'hoon', 'hun', 'hoga', 'hogi', 'rahi', 'raha']);
const TAGALOG_ARTICLE = new Set(['si', 'ni', 'kay', 'sina', 'nina', 'kina']);
const ARTICLE_JUST_BEFORE = /(?:^|[^\p{L}\p{M}])(?:si|ni|kay|sina|nina|kina)[^\S\n]+$/iu;
/**
 * Tagalog gives kin and a few roles the personal article as it gives names ("si nanay", "si pasyente", "kay dok"): the
 * words of kin and of the clinic's people, as its grammars list them, are no name after it.
 */
const TAGALOG_KIN_AND_ROLES = new Set([
  ...['nanay', 'inay', 'tatay', 'itay', 'lola', 'lolo', 'ate', 'kuya', 'tita', 'tito', 'anak', 'asawa', 'bunso'],
  ...['pinsan', 'apo', 'biyenan', 'manugang', 'kapatid', 'pamangkin', 'mister', 'misis', 'pasyente', 'doktor'],
  ...['doktora', 'duktor', 'dok', 'nars', 'kumadrona', 'hilot', 'ninang', 'ninong', 'kumare', 'kumpare', 'amo'],
  ...['kasambahay'],
]);
/** A Punjabi compound given name: a first element of two letters or more and a second element of the set. */
const PUNJABI_COMPOUND = /^\p{Ll}{2,}(?:preet|prit|jeet|jit|deep|inder|winder|vinder|jot|meet|leen)$/u;

const southAsianGivenNames = builtOnce(
  (): ReadonlySet<string> => new Set(readGenerated<{ names: string[] }>('south-asian-given-names.json').names),
);

interface Word {
  lower: string;
  written: string;
  start: number;
  end: number;
}

/**
 * The standing hits with the slots' names added, less two readings of the clause's grammar as a name: a hit that runs
 * over a slot's name into the clause's function words ("ki rupinder ko", "si josefina": the slot's hit is the name
 * alone, the postposition or article around it no part of it), and, in a Tagalog note, a hit of Tagalog's words of kin
 * or of the clinic's people after its personal article ("si nanay", "si pasyente", "kay lola kanina"): the article
 * gives them as it gives names, but they name a role, not a person. The name rules read "si" as a given name and
 * English word ("Si"), so the clause reader never read these hits as a clause.
 */
export function withOtherLanguageNameSlots(
  text: string,
  standing: IdentifierHit[],
  words: WordClasses,
): IdentifierHit[] {
  if (!MAY_HOLD_SLOT.test(text)) return standing;
  const languages = languagesWithEvidence(text, words);
  if (!languages.has(HINDUSTANI) && !languages.has(TAGALOG)) return standing;
  const slots = findOtherLanguageNameSlots(text, words, languages);
  const isClauseWord = (lower: string): boolean => [...languages].some((l) => isFunctionWordOf(l, lower));
  const overrun = (h: IdentifierHit): boolean =>
    slots.some((s) => {
      if (s.start < h.start || s.end > h.end || (s.start === h.start && s.end === h.end)) return false;
      const rest = `${text.slice(h.start, s.start)} ${text.slice(s.end, h.end)}`;
      return [...rest.matchAll(WORD)].every((m) => isClauseWord(m[0].toLowerCase()));
    });
  const roleAfterArticle = (h: IdentifierHit): boolean =>
    languages.has(TAGALOG) && isTagalogRoleAfterArticle(text, h, (lower) => isFunctionWordOf(TAGALOG, lower));
  return [...standing.filter((h) => h.kind !== 'name' || !(overrun(h) || roleAfterArticle(h))), ...slots];
}

/**
 * Whether the hit is Tagalog's personal article (in it or just before it) and a word of kin or of the clinic's people,
 * written in lower case, with none but Tagalog's function words beside them.
 */
function isTagalogRoleAfterArticle(text: string, h: IdentifierHit, isTagalogWord: (lower: string) => boolean): boolean {
  const inside = [...text.slice(h.start, h.end).matchAll(WORD)].map((m) => m[0]);
  if (inside.some((w) => !LOWER_WORD_ANY.test(w))) return false;
  const articled =
    TAGALOG_ARTICLE.has(inside[0]) || ARTICLE_JUST_BEFORE.test(text.slice(Math.max(0, h.start - 8), h.start));
  if (!articled || !inside.some((w) => TAGALOG_KIN_AND_ROLES.has(w))) return false;
  return inside.every((w) => TAGALOG_KIN_AND_ROLES.has(w) || TAGALOG_ARTICLE.has(w) || isTagalogWord(w));
}

/** Names in lower case that a Hinglish or Tagalog clause marks as a person's by its grammar, or a listed given name. */
export function findOtherLanguageNameSlots(
  text: string,
  words: WordClasses,
  languages: ReadonlySet<string> = languagesWithEvidence(text, words),
): IdentifierHit[] {
  if (!MAY_HOLD_SLOT.test(text)) return [];
  const hindustani = languages.has(HINDUSTANI);
  const tagalog = languages.has(TAGALOG);
  if (!hindustani && !tagalog) return [];
  const all: Word[] = [...text.matchAll(WORD)].map((m) => ({
    lower: m[0].toLowerCase(),
    written: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
  const hits: IdentifierHit[] = [];
  all.forEach((w, i) => {
    const [before, next, after] = [all[i - 1]?.lower, all[i + 1]?.lower, all[i + 2]?.lower];
    const named =
      (hindustani && isPlainWord(w, HINDUSTANI, words) && hindustaniSlot(w.lower, before, next, after)) ||
      (tagalog && before !== undefined && TAGALOG_ARTICLE.has(before) && isPlainWord(w, TAGALOG, words));
    if (named) hits.push(hit('name', w.start, w.end, WARNINGS.name));
  });
  return hits;
}

function hindustaniSlot(word: string, before?: string, next?: string, after?: string): boolean {
  if (next !== undefined && DOER_OR_HONORIFIC.has(next)) return true;
  if (next !== undefined && TO_OR_WITH.has(next) && after !== undefined && VERB_OF_CONTACT.has(after)) return true;
  if (before !== undefined && KIN.has(before) && (next === undefined || !COPULA.has(next))) return true;
  return southAsianGivenNames().has(word) || PUNJABI_COMPOUND.test(word);
}

/** A word in lower case that is no function word of the language, no English, dictionary, number or calendar word. */
function isPlainWord(w: Word, language: string, words: WordClasses): boolean {
  if (!LOWER_WORD.test(w.written) || isFunctionWordOf(language, w.lower)) return false;
  if (KIN.has(w.lower) || TAGALOG_ARTICLE.has(w.lower) || TAGALOG_KIN_AND_ROLES.has(w.lower)) return false;
  // A clinician named by specialty or role is the doer of many a Hinglish sentence ("gynae ne … di hai").
  if (isSpecialtyWord(w.lower) || isRoleWord(w.lower)) return false;
  // A medicine or a word the allowlists hold may be a sentence's doer too ("estrogel ne asar kiya").
  if (words.isAnyEnglishWord(w.lower) || words.isAllowed(w.lower) || isDrugLike(w.lower, words)) return false;
  if (isOtherLanguageWord(w.lower)) return false;
  return !isNumberWord(w.lower) && !isMonthName(w.lower) && !isWeekdayName(w.lower);
}
