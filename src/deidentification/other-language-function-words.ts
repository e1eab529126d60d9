/**
 * Clauses of Italian, Tagalog and Hindi-Urdu in Latin letters ("Hinglish") read as names (issue 49, thirty-fifth
 * round, the class "words of other languages" of the tombolo set). "Rimedi della nonna", "hindi po ako makatulog",
 * "garmi bahut lagti hai, neend nahi aati": the name rules took two lower-case words in no list, or a capitalised
 * word opening a sentence ("Kya HRT safe hai?"), for a name. No spelling dictionary of these languages has a licence
 * this repository can take, so the reading rests on the closed class every clause holds: its function words
 * (other-language-function-words.json, scripts/build-other-language-function-words.ts: stopwords-iso for Italian and
 * Tagalog, Hindi-Urdu's grammar for Hinglish; sources and licences in its header).
 *
 * A name or place hit is dropped when the note holds three distinct function words of one language that are no English
 * word, and the hit is a clause's words of that language: plain words, at least one of them a function word of it that
 * is no English word, the others written in lower case and in no name or place list. A capitalised hit is read only
 * when it is a single function word opening the sentence ("Kya", "Yeh") and no listed name. What keeps a hit is what
 * keeps one of the Spanish and Portuguese words (keepsNameReading: a person's or a place's cue before it, a reporting
 * verb after it, a number or a date beside it), and the markers of a person these languages write: Tagalog's "si",
 * "ni", "kay" before a name, a Hindi word of kin before one, an honorific after one ("Sunita ji", "Khan sahab"), an
 * Italian title ("Sig.ra", "dott.ssa").
 */
import type { IdentifierHit } from './detector';
import type { WordClasses } from './word-classes';
import { builtOnce, readGenerated } from './generated-lists';
import { withoutMarks } from './language-register';
import { keepsNameReading } from './other-language-dictionary-words';

const PLAIN_WORDS = /^[\p{L}\p{M}]+(?:[ \-‐][\p{L}\p{M}]+)*$/u;
const WORD = /[\p{L}\p{M}]+/gu;
const LOWER_START = /^\p{Ll}/u;
/** What comes just before a word opening a line or a sentence: a line break, or a sentence's end and a space. */
const SENTENCE_START = /(?:\n[^\S\n]*|[.?!:][^\S\n]+)$/u;
/** Distinct function words of one language, no English word, before a note is read as writing it. */
const EVIDENCE = 3;
/** A person's marker of Tagalog, a Hindi word of kin, or an Italian title just before the hit. */
const PERSON_MARKER_BEFORE =
  /(?:^|[^\p{L}])(?:si|ni|kay|sina|nina|kina|beti|beta|bahu|bhai|behen|bahen|didi|bhabhi|maa|nani|dadi|pati|patni|sig|sigg?\.ra|signora|signor|signorina|dott|dott\.ssa|dottoressa|prof\.ssa)(?:[^\S\n]*[.:,])?[^\S\n]*$/iu;
/** An honorific after a name ("Sunita ji", "Khan sahab", "Reyes po" is no honorific: "po" follows any word). */
const HONORIFIC_AFTER = /^[^\S\n]*(?:ji|jee|sahab|saheb|sahib|begum|didi|bhai|ben)\b/iu;

type Language = string;
const ITALIAN: Language = 'it';
/** Italian's articles, articulated prepositions, possessives and demonstratives: a word after one is a noun. */
const ITALIAN_DETERMINER = new Set([
  ...['il', 'lo', 'la', 'gli', 'le', 'un', 'uno', 'una', 'del', 'dello', 'della', 'dei', 'degli', 'delle', 'al'],
  ...['allo', 'alla', 'ai', 'agli', 'alle', 'dal', 'dallo', 'dalla', 'dai', 'dagli', 'dalle', 'nel', 'nello'],
  ...['nella', 'nei', 'negli', 'nelle', 'sul', 'sullo', 'sulla', 'sui', 'sugli', 'sulle', 'mio', 'mia', 'miei'],
  ...['mie', 'tuo', 'tua', 'suo', 'sua', 'suoi', 'sue', 'nostro', 'nostra', 'vostro', 'vostra', 'questo', 'questa'],
  ...['quello', 'quella', 'ogni'],
]);
const SPACES_ONLY = /^[^\S\n]+$/u;

/** Each language's function words, from the generated file (its `_source` is left out). */
const functionWords = builtOnce((): ReadonlyMap<Language, ReadonlySet<string>> => {
  const data = readGenerated<Record<string, string[] | string>>('other-language-function-words.json');
  const out = new Map<Language, ReadonlySet<string>>();
  for (const [language, list] of Object.entries(data))
    if (Array.isArray(list) && !language.startsWith('_')) out.set(language, new Set(list));
  return out;
});

/**
 * Tagalog's words that Spanish or Portuguese write as function words too ("para", "pero", "si"): no evidence that a
 * note writes Tagalog, or a Spanish note is read as Tagalog and its "si" (if) as a personal article before a name.
 */
const tagalogNoEvidence = builtOnce(
  (): ReadonlySet<string> =>
    new Set(readGenerated<{ _tlNoEvidence?: string[] }>('other-language-function-words.json')._tlNoEvidence ?? []),
);
const TAGALOG: Language = 'tl';

/** Whether `lower` is one of `language`'s function words ("hi-Latn", "tl", "it"). */
export function isFunctionWordOf(language: Language, lower: string): boolean {
  return functionWords().get(language)?.has(lower) === true;
}

/** The languages of which `lower` is a function word. */
function languagesOf(lower: string): Language[] {
  const out: Language[] = [];
  for (const [language, list] of functionWords()) if (list.has(lower)) out.push(language);
  return out;
}

/** The hits left once those that are clauses of Italian, Tagalog or Hinglish in a note writing them are dropped. */
export function dropOtherLanguageFunctionWordClauses(
  text: string,
  hits: IdentifierHit[],
  words: WordClasses,
): IdentifierHit[] {
  // Each hit's own words first, a few set lookups: an English note's name hits hold no such word, and stop here.
  const candidates = hits
    .map((h) => ({ h, languages: clauseLanguages(text, h, words) }))
    .filter((c) => c.languages.length > 0);
  if (candidates.length === 0) return hits;
  const evidenced = languagesWithEvidence(text, words);
  const dropped = new Set<IdentifierHit>();
  for (const { h, languages } of candidates) {
    const read = languages.filter((l) => evidenced.has(l));
    if (read.length > 0 && !keptAsName(text, h, words, read)) dropped.add(h);
  }
  return dropped.size === 0 ? hits : hits.filter((h) => !dropped.has(h));
}

/** The languages whose function word, no English word, the hit holds, when its other words may be a clause's. */
function clauseLanguages(text: string, h: IdentifierHit, words: WordClasses): Language[] {
  if (h.kind !== 'name' && h.kind !== 'location') return [];
  const s = text.slice(h.start, h.end);
  if (s.length > 60 || !PLAIN_WORDS.test(s)) return [];
  const inside = [...s.matchAll(WORD)].map((m) => m[0]);
  if (inside.slice(1).some((w) => !LOWER_START.test(w))) return [];
  if (inside.some((w) => w.length > 1 && w === w.toUpperCase())) return [];
  const lower = inside.map((w) => w.toLowerCase().normalize('NFC'));
  // A capitalised hit is read only as one function word opening a sentence ("Kya HRT safe hai?"), never as a given
  // name or surname of the lists ("Jo" is a relative pronoun and a given name).
  if (!LOWER_START.test(inside[0])) {
    const opens = h.start === 0 || SENTENCE_START.test(text.slice(Math.max(0, h.start - 3), h.start));
    if (inside.length > 1 || !opens || isNameOrPlace(lower[0], words)) return [];
  }
  const languages = new Set<Language>();
  let articled = false;
  for (const [i, w] of lower.entries()) {
    const of = languagesOf(w);
    if (of.length > 0) {
      if (!words.isAnyEnglishWord(w)) for (const l of of) languages.add(l);
      continue;
    }
    // A content word of the clause: written in lower case (checked above) and no given name, surname or place, unless
    // an Italian article or possessive stands just before it, which Italian gives a noun and not a given name ("della
    // nonna", "al mese", "mia zia"); the clause must then be read as Italian.
    if (!isNameOrPlace(w, words)) continue;
    const before = i > 0 ? lower[i - 1] : wordBefore(text, h.start);
    if (!ITALIAN_DETERMINER.has(before)) return [];
    articled = true;
  }
  // The article is the clause's Italian function word when the hit holds none itself ("nonna" after "della").
  return articled ? [ITALIAN] : [...languages];
}

/** The word just before `at`, past spaces on the same line, in lower case ("" when there is none). */
function wordBefore(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - 20), at);
  const last = [...before.matchAll(WORD)].at(-1);
  if (!last || !SPACES_ONLY.test(before.slice(last.index + last[0].length))) return '';
  return last[0].toLowerCase().normalize('NFC');
}

/** Languages of which the note holds EVIDENCE distinct function words that are no English word. */
export function languagesWithEvidence(text: string, words: WordClasses): ReadonlySet<Language> {
  const seen = new Map<Language, Set<string>>();
  const out = new Set<Language>();
  for (const m of text.matchAll(WORD)) {
    const lower = m[0].toLowerCase().normalize('NFC');
    const of = languagesOf(lower);
    if (of.length === 0 || words.isAnyEnglishWord(lower)) continue;
    for (const l of of) {
      if (l === TAGALOG && tagalogNoEvidence().has(lower)) continue;
      const forLanguage = seen.get(l) ?? new Set<string>();
      forLanguage.add(lower);
      seen.set(l, forLanguage);
      if (forLanguage.size >= EVIDENCE) out.add(l);
    }
  }
  return out;
}

function keptAsName(text: string, h: IdentifierHit, words: WordClasses, languages: readonly Language[]): boolean {
  const isOwnWord = (lower: string): boolean => languages.some((l) => functionWords().get(l)?.has(lower) === true);
  if (keepsNameReading(text, h, words, isOwnWord)) return true;
  if (PERSON_MARKER_BEFORE.test(text.slice(Math.max(0, h.start - 20), h.start))) return true;
  return HONORIFIC_AFTER.test(text.slice(h.end, h.end + 10));
}

/** A word of the given-name or surname lists, or a place, with its marks or without. */
function isNameOrPlace(lower: string, words: WordClasses): boolean {
  return [lower, withoutMarks(lower)].some((w) => words.isFirstName(w) || words.isLastName(w) || words.isPlace(w));
}
