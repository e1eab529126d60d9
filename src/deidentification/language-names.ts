/**
 * Languages named where the text says they are languages (issue 49, twenty-fourth round, tuned on the shallows set,
 * by class). Interpreter bookings, glossaries and notes on patients' languages name languages that no dictionary
 * holds ("Quechua", "Aymara", "Papiamento", "Sranan Tongo"), and the name rules read each as an unknown name. The
 * register is ISO 639-3's English names of living languages (scripts/build-language-names.ts writes
 * language-names.json from the npm package iso-639-3, MIT), with ISO 639-1's English and native names
 * (language-register.ts), and from the thirty-sixth round CLDR's names of the same languages in English, in German and
 * Dutch and in each language itself (scripts/build-cldr-language-names.ts: "Bangla", "Russisch", "Sranantongo",
 * "Nederlands"). Many of those names are given names or surnames too ("Dan", "Mende", "Shona"), so a name of
 * the register is a language only with a cue of language beside it:
 * - another name of the register as its sibling in a list ("Quechua, Aymara, Guaraní", "Burmese and Karen"), one of
 *   the two in no name list; from the twenty-ninth round (shingle) also in a tally whose counts stand between the
 *   siblings ("Interpreter use: Afaan Oromoo 74 visits, Dinka 31, Chichewa 5");
 * - a noun of language after it ("Quechua interpreters", "Tigrinya-speaking", "the Mende words"), from the
 *   twenty-seventh round (foreshore) maybe after one word in lower case ("Bambara health words", "Tetum medical
 *   phrases");
 * - a verb of speaking or a language's preposition before it ("speaks Fula", "translated into Tetum", "in Sranan
 *   Tongo"; "in" only before a name in no name list, as "in Jordan" is in a country or with someone);
 * - a glossary's label: the name opening a line, a colon, then a word in lower case ("Aymara: usu (illness)").
 * Only a hit wholly inside the language's name is dropped: "Shona Mensah" and "Dan Okafor, Mende interpreter" keep
 * the person, whose hit holds a surname past the language's name.
 */
import { builtOnce, readGenerated } from './generated-lists';
import { LANGUAGE_NAMES as ISO_639_1, withoutMarks } from './language-register';
import { longestNameEnd, phraseRegister, type NextWord, type PhraseRegister } from './phrase-register';
import type { WordClasses } from './word-classes';
import { WORD_WITH_HYPHENS, fromFirstCapital, wordSpans } from './word-spans';

type Span = readonly [number, number];

/** Lower case without accents. */
const fold = (s: string): string => withoutMarks(s.normalize('NFC')).toLowerCase();

/**
 * A group's name: the last word of four names or more of the register ("Karen" of "S'gaw Karen" and "Pwo Eastern
 * Karen", "Chin", "Naga", "Zapotec"), which ISO 639-3 names only qualified while writers name the group alone; an
 * everyday word that closes names ("Language", "Creole", "Bay") is none.
 */
const GROUP_NAMES_AT = 4;

/** The register (every name's words folded) is read on the first text with a hit left and a cue word. */
const languageRegister = builtOnce((words: WordClasses): PhraseRegister => {
  const register = phraseRegister();
  const closing = new Map<string, number>();
  for (const name of [
    ...readGenerated<string[]>('language-names.json'),
    ...readGenerated<string[]>('language-names-cldr.json'),
    ...ISO_639_1,
  ]) {
    const parts = fold(name)
      .split(/[^\p{L}'’-]+/u)
      .filter(Boolean);
    // One- and two-letter words are articles and particles of other languages ("A'ou" aside), no evidence alone.
    if (parts.length === 0 || (parts.length === 1 && parts[0].length < 3)) continue;
    register.add(parts);
    if (parts.length > 1) closing.set(parts[parts.length - 1], (closing.get(parts[parts.length - 1]) ?? 0) + 1);
  }
  for (const [word, count] of closing)
    if (count >= GROUP_NAMES_AT && word.length >= 3 && !register.names.has(word) && !words.isCommonWord(word))
      register.add([word]);
  return register;
});

/** The next capitalised word after one space, for names of several words ("Sranan Tongo"). */
const NEXT_CAPITALISED: NextWord = { pattern: /[^\S\n](\p{Lu}[\p{L}\p{M}'’-]*)/uy, written: fold };
const INSIDE_WORD = /[\p{L}\p{M}'’-]/u;
const PAST_ASCII = /[^\x20-\x7e]/;
const MAY_NAME_LANGUAGE =
  /[,:/&-]|\b(?:(?:and|or|in|into)\b|speak|spok|sprich|sprech|spreek|spreken|parl|habl|fala|talar|taler|snakk|interpret|language|word|term|translat|version|dialect|glossar|phrase|subtitle)/i;
const SIBLING_JOINT =
  /^(?:[^\S\n]+\d{1,5}(?:[^\S\n]+\p{Ll}+)?)?[^\S\n]*(?:,[^\S\n]*(?:(?:and|or)[^\S\n]+)?|(?:and|or|&|\/)[^\S\n]*)$/u;
const LANGUAGE_NOUN_AFTER =
  /^(?:-speaking|-speakers?|-language|[^\S\n]+(?:\p{Ll}+[^\S\n]+)?(?:interpreters?|interpreting|interpretation|speakers?|speaking|language|languages|words?|terms?|translations?|version|dialects?|glossary|phrases?|subtitles)\b)/iu;
const SPEAKING_BEFORE =
  /(?:^|[^\p{L}])(?:speaks?|spoke|spoken|speaking|spricht|sprechen|spreekt|spreken|parlent|parle|habla|fala|parla|talar|taler|snakker|fluent[^\S\n]+in|written[^\S\n]+in|translated[^\S\n]+(?:in|into)|interpreters?[^\S\n]+(?:for|in))[^\S\n]+$/iu;
const IN_BEFORE = /(?:^|[^\p{L}])(?:in|into)[^\S\n]+$/iu;
const LABEL_AFTER = /^[^\S\n]*:[^\S\n]*["“]?\p{Ll}/u;
const LINE_OPENING = /(?:^|\n)[^\S\n]*(?:[-*•][^\S\n]*)?$/;

interface Named {
  start: number;
  end: number;
  /** One word that a name list holds (a given name or a surname). */
  named: boolean;
}

/**
 * The names of the register in the text, the longest at each capitalised word: each word is looked up by itself first
 * (most are no language's first word), and only then are the words after it read.
 */
function namesIn(text: string, words: WordClasses): Named[] {
  const register = languageRegister(words);
  const found: Named[] = [];
  let consumed = 0;
  // A capitalised word (\p{Lu}[\p{L}\p{M}'’-]*); one inside a word ("McDonald") is skipped by the character before it.
  for (const { start, end: firstEnd } of fromFirstCapital(text, wordSpans(text, WORD_WITH_HYPHENS))) {
    if (start < consumed || (start > 0 && INSIDE_WORD.test(text[start - 1]))) continue;
    // Lowered first, folded only when that misses and the word has a letter past ASCII ("Guaraní").
    let first = text.slice(start, firstEnd).toLowerCase();
    if (!register.longest.has(first) && PAST_ASCII.test(first)) first = fold(first);
    const end = longestNameEnd(register, text, first, firstEnd, NEXT_CAPITALISED, 1);
    if (end === undefined) continue;
    found.push({ start, end, named: end === firstEnd && words.isName(first) });
    consumed = end;
  }
  return found;
}

/** Verbs of speaking of English, German, Dutch, French, Spanish, Portuguese, Italian and the Nordic languages. */
const SPEAKING_VERBS = [
  'speak',
  'speaks',
  'spoke',
  'spoken',
  'speaking',
  'spricht',
  'sprechen',
  'spreekt',
  'spreken',
  'parle',
  'parlent',
  'habla',
  'hablan',
  'fala',
  'falam',
  'parla',
  'parlano',
  'talar',
  'taler',
  'snakker',
];
/** "and" and "or" in the same languages: a list of the languages spoken joins its items so. */
const LIST_WORDS = ['and', 'or', 'und', 'oder', 'en', 'of', 'et', 'ou', 'y', 'o', 'e', 'och', 'eller', 'og'].join('|');
const LIST_ITEM = String.raw`\p{Lu}[\p{L}\p{M}'’-]+(?:[^\S\n]\p{Lu}[\p{L}\p{M}'’-]+)?`;
const LIST_JOINT = String.raw`(?:[^\S\n]*,[^\S\n]*(?:(?:${LIST_WORDS})[^\S\n]+)?|[^\S\n]+(?:${LIST_WORDS})[^\S\n]+)`;
/** Case-sensitive, for the items' capitals: a verb is matched in lower case or opening a sentence. */
const SPOKEN_LIST = new RegExp(
  String.raw`(?<![\p{L}])(?:${SPEAKING_VERBS.map((v) => `[${v[0]}${v[0].toUpperCase()}]${v.slice(1)}`).join('|')})` +
    String.raw`[^\S\n]+(${LIST_ITEM}(?:${LIST_JOINT}${LIST_ITEM})+)`,
  'gu',
);
const LIST_ITEMS = new RegExp(LIST_ITEM, 'gu');

/**
 * The items of a list after a verb of speaking, when one item at least is a name of the register: "speaks Sarnami,
 * Sranantongo and Dutch", "spricht Plattdeutsch und Russisch" name languages that no register holds (a people's own
 * name for its tongue) beside ones it does. An item with a word that a name list holds is dropped only when it is a
 * name of the register, so a person written into such a list keeps her hit.
 */
function spokenListSpans(text: string, words: WordClasses, found: readonly Named[]): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(SPOKEN_LIST)) {
    const listStart = (m.index ?? 0) + m[0].length - m[1].length;
    const listEnd = listStart + m[1].length;
    if (!found.some((n) => n.start >= listStart && n.end <= listEnd)) continue;
    for (const item of m[1].matchAll(LIST_ITEMS)) {
      const start = listStart + (item.index ?? 0);
      const end = start + item[0].length;
      const inRegister = found.some((n) => n.start === start && n.end === end && !n.named);
      if (inRegister || !item[0].split(/[^\S\n]/).some((w) => words.isName(w.toLowerCase()))) spans.push([start, end]);
    }
  }
  return spans;
}

/**
 * A consultation held in a language through an interpreter: "seen in Darija with a professional interpreter",
 * "reviewed in Tigrinya via the telephone interpreter". What stands between "in" and an interpreter is the language
 * spoken, even one no register names (a people's own name for its tongue, "Darija", which a list of given names
 * holds too: no person is spoken in); a word that a town list holds is left alone ("seen in Harlow with an
 * interpreter").
 */
const INTERPRETED_IN =
  /(?<![\p{L}])in[^\S\n]+(\p{Lu}[\p{L}\p{M}'’-]+)[^\S\n]+(?:with|via|through|using|by)[^\S\n]+(?:(?:a|an|the)[^\S\n]+)?(?:\p{Ll}+[^\S\n]+)?interpret(?:ers?|ing|ation)\b/gu;

function interpretedInSpans(text: string, words: WordClasses): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(INTERPRETED_IN)) {
    const lower = m[1].toLowerCase();
    if (words.isTown(lower) || words.isWorldCity(lower)) continue;
    const start = (m.index ?? 0) + m[0].indexOf(m[1], 2);
    spans.push([start, start + m[1].length]);
  }
  return spans;
}

/** Spans of languages' names that a cue of language stands beside. */
export function languageNameSpans(text: string, words: WordClasses): Span[] {
  if (!MAY_NAME_LANGUAGE.test(text)) return [];
  const interpreted = text.includes('interpret') ? interpretedInSpans(text, words) : [];
  const found = namesIn(text, words);
  if (found.length === 0) return interpreted;
  const spans: Span[] = [];
  found.forEach((n, i) => {
    const before = text.slice(Math.max(0, n.start - 32), n.start);
    const after = text.slice(n.end, n.end + 24);
    const prev = found[i - 1];
    const next = found[i + 1];
    // One of the pair must be in no name list: "Dan and Shona" are two people, "Shona and Tigrinya" languages, and
    // so are "Tigrinya and Shona".
    const sibling =
      (prev !== undefined && !(prev.named && n.named) && SIBLING_JOINT.test(text.slice(prev.end, n.start))) ||
      (next !== undefined && !(next.named && n.named) && SIBLING_JOINT.test(text.slice(n.end, next.start)));
    if (
      sibling ||
      LANGUAGE_NOUN_AFTER.test(after) ||
      SPEAKING_BEFORE.test(before) ||
      (!n.named && IN_BEFORE.test(before)) ||
      (LABEL_AFTER.test(after) && LINE_OPENING.test(before))
    )
      spans.push([n.start, n.end]);
  });
  return [...spans, ...interpreted, ...spokenListSpans(text, words, found)];
}

/** A language's one-word name of the register, in lower case ("wolof", "tifinagh"), accents ignored. */
export function isLanguageNameWord(lower: string, words: WordClasses): boolean {
  return languageRegister(words).names.has(fold(lower));
}
