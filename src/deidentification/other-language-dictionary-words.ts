/**
 * Words of Spanish, Portuguese and French (the last, and verbs' participles, since the thirty-fifth round) and Dutch
 * (since the thirty-sixth, for the huisarts letters: "opvliegers", "vervolg") that a spelling dictionary lists in lower
 * case only (issue 49, thirty-fourth round,
 * the class "words of other languages" of the low tuned sets). "Diagnóstico: Síndrome climatérico", "estradiol
 * transdérmico", a product quoted as "Climatérica": the unknown capitalised word and the lower-case name readings took
 * such words for names, since no English, clinical or name list knows them. A Hunspell dictionary lists a proper noun
 * with its capital ("María", "Silva") and a common word in lower case ("abuela", "síndrome"), so a word it accepts only
 * in lower case is the language's word (other-language-words.json, scripts/build-other-language-words.ts: the
 * dictionaries' sources and licences are in its header).
 *
 * A name or place hit is dropped when every word of it is such a word and the note holds the evidence that it writes
 * the language: two distinct such words of four letters or more that are no English word, the hit's own counted. What
 * keeps a hit whatever the dictionary says:
 * - a word of the service's given-name or surname lists, with its marks or without ("Dolores", "Rosa", "Paz", "Pilar",
 *   "Mercedes", "Amparo": names that are words too), a listed place, or a plural whose singular is one of those; only
 *   in a phrase all in lower case may a word of up to three letters that the lists hold as a particle join ("de");
 * - a capital past the hit's first word ("Síndrome Martins"), capitals throughout (a shouted name), anything but
 *   letters in it (an address's number, a code); a capitalised word just before a capitalised hit, maybe past a
 *   particle: the hit closes a title or a place's name ("Hospital das Clínicas", "Casa Rosada");
 * - a person's, a place's or a contact's cue before it (other-language-runs.ts: "Mrs", "Dr", "Patient:", "daughter",
 *   "lives in", "call") or a Spanish or Portuguese title or signature cue ("Sra.", "Dña.", "firmado", "assinado"); a
 *   reporting verb after it ("Abuela reports"), which is how the name rule reads an unknown word as a person; a number
 *   before it or a code after it (an address);
 * - a month or a weekday of any language in it or beside it, a number word in it or two beside it: a date or an age in
 *   words, which the hit may be the only reading of ("veintiocho de noviembre").
 */
import type { IdentifierHit } from './detector';
import type { WordClasses } from './word-classes';
import { builtOnce, readGenerated } from './generated-lists';
import { withoutMarks } from './language-register';
import { isMonthName, isWeekdayName } from './calendar-and-unit-words';
import { hasPersonCueBefore, isNumberWord } from './other-language-runs';

/** Letters, marks, single spaces and hyphens only: no digit, no punctuation inside a hit that is read. */
const PLAIN_WORDS = /^[\p{L}\p{M}]+(?:[ \-‐][\p{L}\p{M}]+)*$/u;
const WORD = /[\p{L}\p{M}]+/gu;
const INNER_CAPITAL = /^.[\p{L}\p{M}]*\p{Lu}/u;
/** The first word of a hit that PLAIN_WORDS passed (no line break in it). */
const firstWord = (s: string): string => s.split(/[ \-‐]/u, 1)[0];
const LOWER_START = /^\p{Ll}/u;
/** Titles and signature words of Spanish and Portuguese before a name ("Sra. Abuela", "assinado: …"). */
const TITLE_BEFORE =
  /\b(?:sra?|srta|dra?|dña|doña|don|dona|señora?|senhora?|señorita|licenciad[oa]|lic|enfermer[oa]|firmad[oa]|firma|assinad[oa]|assinatura|paciente|signed|signature|seen|reviewed|witnessed)\b(?:[^\S\n]*[:,.])?[^\S\n]*["“(]?$/iu;
/** The name rule's evidence for an unknown word: a verb only a person does, just after it. */
const REPORTING_AFTER =
  /^[^\S\n]+(?:reports?|reported|says?|said|states?|stated|agrees?|agreed|declines?|declined|denies|denied|called|phoned|wants?|wanted|prefers?|feels?|felt|is|was|has|had)\b/iu;
/** A capitalised word just before, maybe past a particle: the hit is the tail of a title ("Hospital das Clínicas"). */
const CAPITALISED_BEFORE = /(?<![\p{L}\p{M}])\p{Lu}[\p{L}\p{M}]*[^\S\n]+(?:\p{Ll}{1,3}[^\S\n]+)?$/u;
const NUMBER_BEFORE = /\d(?:[^\S\n]*,)?[^\S\n]*$/u;
const CODE_AFTER = /^(?:[^\S\n]*,)?[^\S\n]*[A-Z]{0,2}\d/u;
/** Distinct words of the language in a note, its hit's own counted, before a hit of them is read as words. */
const EVIDENCE = 2;
/** Evidence words are long enough not to be another language's word by accident ("pero", "sana" are names too). */
const EVIDENCE_LENGTH = 4;
/**
 * A cheap scan before the dictionary is loaded: a letter Spanish, Portuguese or French writes, a common ending, or one
 * of their articles and prepositions that English does not write ("una matrona", "les bouffées"); Dutch's article,
 * negatives, auxiliaries and prepositions that English does not write either ("een", "het", "niet", "heeft", "sinds").
 */
const MAY_BE_DICTIONARY_LANGUAGE =
  /[áéíóúñãõâêôçàèëïîûùœ]|(?:ción|ção|mente|dad|dade|ico|ica|ero|era|ismo)\b|\b(?:una?|los|las|del|para|por|que|con|sus?|não|com|uma|dos|das|pelo|pela|les|des|une|du|aux?|est|pas|een|het|niet|geen|heeft|hebben|wordt|worden|naar|bij|sinds|zijn|ook)\b/iu;

/**
 * Each language's words, sorted and joined by spaces as the build script wrote them: looked up by a binary search over
 * the string, since a set of the 350,000 words took some 400 ms and 45 MB to build on the first note that asked, and
 * the string is read in a few milliseconds and kept in some 4 MB.
 */
const dictionary = builtOnce((): readonly string[] => {
  const data = readGenerated<Record<string, string>>('other-language-words.json');
  return Object.entries(data)
    .filter(([language]) => !language.startsWith('_'))
    .map(([, list]) => list);
});

/**
 * Whether `word` is one of the sorted, space-joined words of `list` (code-unit order, as Array.prototype.sort). Each
 * probe compares the word in place: cutting every probed word out of the list made some 19 strings a look-up
 * (docs/performance.md, round 35).
 */
export function inSortedList(list: string, word: string): boolean {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = mid === 0 ? 0 : list.lastIndexOf(' ', mid - 1) + 1;
    const space = list.indexOf(' ', start);
    const end = space < 0 ? list.length : space;
    const order = compareAt(list, start, end, word);
    if (order === 0) return true;
    if (order < 0) lo = end + 1;
    else hi = start;
  }
  return false;
}

/** `list.slice(start, end)` against `word` in code-unit order, as `<` orders strings: negative, zero or positive. */
function compareAt(list: string, start: number, end: number, word: string): number {
  const length = end - start;
  const shorter = Math.min(length, word.length);
  for (let i = 0; i < shorter; i++) {
    const diff = list.charCodeAt(start + i) - word.charCodeAt(i);
    if (diff !== 0) return diff;
  }
  return length - word.length;
}

function isListed(word: string): boolean {
  return dictionary().some((list) => inSortedList(list, word));
}

/**
 * Whether a word in lower case is a word of Spanish or Portuguese as the dictionaries list it, or the plural of one
 * ("peores", "calores"): for rules that read a word no dictionary knows as a name (names.ts).
 */
export function isOtherLanguageWord(lower: string): boolean {
  return listedForm(lower.normalize('NFC')) !== undefined;
}

/** The form as listed, or a plural whose singular is listed (the file holds no plural forms). */
function listedForm(lower: string): string | undefined {
  if (isListed(lower)) return lower;
  if (!lower.endsWith('s')) return undefined;
  for (const singular of [lower.slice(0, -1), lower.endsWith('es') ? lower.slice(0, -2) : '']) {
    if (singular.length >= 2 && isListed(singular)) return singular;
  }
  return undefined;
}

/**
 * What keeps a hit of words of another language a name, a place or a date whatever a word list says: a month, a weekday
 * or number words in it or beside it (tellsTime); a person's, a place's or a contact's cue, or a Spanish or Portuguese
 * title or signature cue, before it; a capitalised word just before a capitalised hit (the tail of a title); a number
 * before it or a code after it; a reporting verb after it. Shared with other-language-function-words.ts, which
 * passes `isOwnWord`: the function words of the language read, never taken for a date's words ("hai" is Hinglish's
 * "is" and Vietnamese's "two" and "Monday").
 */
export function keepsNameReading(
  text: string,
  h: IdentifierHit,
  words: WordClasses,
  isOwnWord: (lower: string) => boolean = () => false,
): boolean {
  if (tellsTime(text, h, words, isOwnWord)) return true;
  const before = text.slice(Math.max(0, h.start - 40), h.start);
  // A cue that is the clause's own function word is its grammar, no cue ("is" in "Gisteren is zij naar …" is Dutch).
  const ownCue = isOwnWord(lastWordOf(before));
  if ((hasPersonCueBefore(before) && !ownCue) || TITLE_BEFORE.test(before)) return true;
  if (!LOWER_START.test(text.slice(h.start, h.end)) && CAPITALISED_BEFORE.test(before)) return true;
  if (NUMBER_BEFORE.test(before.slice(-4)) || CODE_AFTER.test(text.slice(h.end, h.end + 8))) return true;
  return REPORTING_AFTER.test(text.slice(h.end, h.end + 20));
}

/** The last word of `before`, past spaces on its line, in lower case ("" when none). */
function lastWordOf(before: string): string {
  let end = before.length;
  while (end > 0 && before[end - 1] !== '\n' && /\s/u.test(before[end - 1])) end--;
  let start = end;
  while (start > 0 && /[\p{L}\p{M}]/u.test(before[start - 1])) start--;
  return before.slice(start, end).toLowerCase();
}

/**
 * A month or a weekday of any language in the hit or in the words on either side of it, a number word in it, or two
 * beside it: a date or an age written out ("veinte de marzo", "cincuenta y dos"), which other rules may have read
 * only as this hit.
 */
function tellsTime(text: string, h: IdentifierHit, words: WordClasses, isOwnWord: (lower: string) => boolean): boolean {
  const numberWord = (w: string): boolean => w.length >= 3 && !words.isAnyEnglishWord(w) && isNumberWord(w);
  const inside = [...text.slice(h.start, h.end).matchAll(WORD)]
    .map((m) => m[0].toLowerCase())
    .filter((w) => !isOwnWord(w));
  if (inside.some(numberWord)) return true;
  const around = text.slice(Math.max(0, h.start - 30), Math.min(text.length, h.end + 30));
  const near = [...around.matchAll(WORD)].map((m) => m[0].toLowerCase()).filter((w) => !isOwnWord(w));
  // One number word nearby is often another language's plain word ("lima", five in Tagalog, is a lime in Spanish).
  return near.some((w) => isMonthName(w) || isWeekdayName(w)) || near.filter(numberWord).length >= 2;
}

/** The hits left once those that are words of Spanish or Portuguese in a note writing them are dropped. */
export function dropOtherLanguageDictionaryWords(
  text: string,
  hits: IdentifierHit[],
  words: WordClasses,
): IdentifierHit[] {
  if (!hits.some((h) => mayBeWords(text, h)) || !MAY_BE_DICTIONARY_LANGUAGE.test(text)) return hits;
  const reading = new DictionaryReading(text, words);
  const dropped = hits.filter((h) => mayBeWords(text, h) && reading.isWords(h));
  if (dropped.length === 0 || !reading.hasEvidence()) return hits;
  return hits.filter((h) => !dropped.includes(h));
}

function mayBeWords(text: string, h: IdentifierHit): boolean {
  if (h.kind !== 'name' && h.kind !== 'location') return false;
  const s = text.slice(h.start, h.end);
  return s.length <= 60 && PLAIN_WORDS.test(s) && !INNER_CAPITAL.test(firstWord(s));
}

class DictionaryReading {
  private readonly known = new Map<string, boolean>();

  constructor(
    private readonly text: string,
    private readonly words: WordClasses,
  ) {}

  /** Two distinct words of the language, no English word, in the note. */
  hasEvidence(): boolean {
    const seen = new Set<string>();
    for (const m of this.text.matchAll(WORD)) {
      const lower = m[0].toLowerCase().normalize('NFC');
      if (lower.length < EVIDENCE_LENGTH || seen.has(lower) || this.words.isAnyEnglishWord(lower)) continue;
      if (!this.isWord(m[0])) continue;
      seen.add(lower);
      if (seen.size >= EVIDENCE) return true;
    }
    return false;
  }

  isWords(h: IdentifierHit): boolean {
    const inside = [...this.text.slice(h.start, h.end).matchAll(WORD)].map((m) => m[0]);
    if (inside.length === 0 || inside.every((w) => w.length < EVIDENCE_LENGTH)) return false;
    if (inside.slice(1).some((w) => !LOWER_START.test(w))) return false;
    if (inside.some((w) => w.length > 1 && w === w.toUpperCase())) return false;
    // In a phrase written all in lower case, the language's short words join it though some are also surname
    // particles of the name lists ("de", "da", "dos": "suplemento de soya"); a longer word must still be no name.
    const phrase = inside.length > 1 && inside.every((w) => LOWER_START.test(w));
    const joins = (w: string): boolean => phrase && w.length < EVIDENCE_LENGTH && isListed(w.toLowerCase());
    if (!inside.every((w) => this.isWord(w) || joins(w))) return false;
    return !keepsNameReading(this.text, h, this.words);
  }

  /** A word of the dictionary in no name or place list, as written or as its singular. */
  private isWord(written: string): boolean {
    let known = this.known.get(written);
    if (known === undefined) {
      const lower = written.toLowerCase().normalize('NFC');
      const listed = listedForm(lower);
      known = listed !== undefined && ![lower, listed].some((w) => this.isNameOrPlace(w));
      this.known.set(written, known);
    }
    return known;
  }

  private isNameOrPlace(lower: string): boolean {
    const bare = withoutMarks(lower);
    return this.words.isName(lower) || this.words.isName(bare) || this.words.isPlace(lower) || this.words.isPlace(bare);
  }
}
