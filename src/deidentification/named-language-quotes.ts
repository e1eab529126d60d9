/**
 * Words of another language quoted where the sentence names the language (issue 49, twenty-second round, tuned on the
 * mudflat set, by class). Letters and notes for patients of other languages quote their words for a symptom or a
 * sign and say which language they are ('Kazakh word for menopause is "…"', 'Malay "…"', '"…" in Polish teaching',
 * '"…" = stroke in Romanian; "…"'); the gloss reading (other-language-glosses.ts) wants an English gloss beside each
 * run and the labelled lists (language-labelled-lists.ts) a language's name as the label before a colon, so a quoted
 * run with neither was read as an unknown name. The evidence here is the language's name in the same sentence, read
 * with the ISO 639-1 register (the npm package iso-639-1, English and native names, compared without accents), and
 * the quotation marks:
 * - each quoted run in such a sentence (a line, or up to ". ", "! " or "? " outside the quote) of up to sixteen words
 *   that looks like another language's (a letter past ASCII, or a lower-case word no English dictionary holds) is a
 *   span, its letters only (a number or a date inside stays found);
 * - a capitalised word that is itself a language's name in the register ("Kaupapa Māori service") is the language
 *   or its people, unless it is also a given name or a listed surname.
 * A run with a title, a given name (but a lower-case word of up to three letters in a phrase of three or more:
 * "de", "ni") or a listed surname (one that is no English word: "He" may open a quoted sentence), a run with no
 * lower-case word, or a run after a title, a relation, "called" or "named", is left to the name rules ('Polish; her
 * daughter "Zosia Wrona" interprets').
 */
import { LANGUAGE_NAMES as REGISTER, LATIN_PAST_ASCII, withoutMarks } from './language-register';
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

/** A character past ASCII (a combining mark included); ASCII controls other than spaces do not occur in words. */
const PAST_ASCII_ANY = /[^ -~\s]/;
/** Lower case without accents; a word all in ASCII is only lowered (normalising is the costly part). */
const fold = (s: string): string => (PAST_ASCII_ANY.test(s) ? withoutMarks(s).toLowerCase() : s.toLowerCase());

/** The register's one-word names; a many-word name gives its last word ("te reo Māori", "Scottish Gaelic"). */
const LANGUAGE_NAMES: ReadonlySet<string> = new Set(
  REGISTER.flatMap((n) => n.split(/[^\p{L}\p{M}'’-]+/u))
    .filter((w) => w.length >= 4)
    .map(fold),
);
const CAPITALISED = /(?<![\p{L}\p{M}])\p{Lu}[\p{L}\p{M}]{3,}/gu;
/** A capitalised word with a Latin letter past ASCII ("Māori"): a language's own name may be one. */
const CAPITALISED_PAST_ASCII = /(?<![\p{L}\p{M}])\p{Lu}[\p{L}\p{M}]*?[\u00c0-\u024f][\p{L}\p{M}]*/gu;
const WORD = /\p{L}[\p{L}\p{M}'’]*/gu;
/** The letters of a run: words joined by spaces, hyphens or apostrophes, no digits. */
const LETTER_RUN = /\p{L}[\p{L}\p{M}'’-]*(?:[^\S\n]+\p{L}[\p{L}\p{M}'’-]*)*/gu;
const QUOTE = /"([^"\n]{2,120})"|“([^”\n]{2,120})”/g;
/** A letter outside the Latin script: a look-alike disguise among Latin letters, not another language. */
const OTHER_SCRIPT = /(?!\p{Script=Latin})\p{L}/u;
const PERSON_BEFORE = /\b(?:called|named|nicknamed|known as|name)[^\S\n]*(?:[:,][^\S\n]*)?$/i;

export function namedLanguageQuoteSpans(text: string, words: WordClasses): Span[] {
  // The cheap tests first: a letter past ASCII for a language's own name, a quotation mark for a quoted run.
  const pastAscii = LATIN_PAST_ASCII.test(text);
  const quoted = text.includes('"') || text.includes('“');
  if (!pastAscii && !quoted) return [];
  const spans: Span[] = [];
  if (pastAscii) languageNameSpans(text, words, spans);
  if (quoted) quotedRunSpans(text, words, spans);
  return spans;
}

function languageNameSpans(text: string, words: WordClasses, spans: Span[]): void {
  for (const m of text.matchAll(CAPITALISED_PAST_ASCII)) {
    const w = m[0];
    if (w.length < 4) continue;
    const key = fold(w);
    if (LANGUAGE_NAMES.has(key) && !words.isFirstName(key) && !words.isLastName(key))
      spans.push([m.index, m.index + w.length]);
  }
}

function quotedRunSpans(text: string, words: WordClasses, spans: Span[]): void {
  for (const q of text.matchAll(QUOTE)) {
    const inner = q[1] ?? q[2];
    const start = q.index + 1;
    const end = start + inner.length;
    if (!foreignRun(inner, words) || personBefore(text, q.index, words)) continue;
    if (!namesLanguage(sentenceAround(text, q.index, end + 1), inner)) continue;
    for (const run of inner.matchAll(LETTER_RUN)) spans.push([start + run.index, start + run.index + run[0].length]);
  }
}

/**
 * A blank line, a line ending in a stop or colon, or the last stop before spaces. The rest is read in a lookahead
 * before the spaces, so a long run of spaces is not tried at each of its lengths against it.
 */
export const SENTENCE_STOP = /(?:[.!?:;]|\n)[^\S\n]*\n|[.!?](?=[^\S\n][^.!?]*$)[^\S\n]+/g;

/**
 * The sentence holding a quote, up to 160 characters either side: from the last ". ", "! ", "? ", blank line or line
 * ending in a stop or colon before it to the first such end after it (a wrapped line runs on).
 */
function sentenceAround(text: string, open: number, close: number): string {
  const from = Math.max(0, open - 160);
  const before = text.slice(from, open);
  let start = from;
  for (const m of before.matchAll(SENTENCE_STOP)) start = from + m.index + m[0].length;
  const rest = text.slice(close, close + 160);
  const after = rest.search(/[.!?](?:\s|$)|\n[^\S\n]*\n/);
  return text.slice(start, after < 0 ? close + rest.length : close + after);
}

function namesLanguage(sentence: string, inner: string): boolean {
  for (const m of sentence.matchAll(CAPITALISED)) {
    if (inner.includes(m[0])) continue;
    if (LANGUAGE_NAMES.has(fold(m[0]))) return true;
  }
  return false;
}

function personBefore(text: string, open: number, words: WordClasses): boolean {
  const head = text.slice(Math.max(0, open - 24), open);
  if (PERSON_BEFORE.test(head)) return true;
  const last = /([\p{L}]+)\.?[^\S\n]*(?:[:,][^\S\n]*)?$/u.exec(head)?.[1]?.toLowerCase();
  return last !== undefined && (words.isTitle(last) || words.isRelation(last));
}

/** Up to sixteen words, one past ASCII or a lower-case word no dictionary holds, no person's name among them. */
function foreignRun(run: string, words: WordClasses): boolean {
  const found = run.match(WORD);
  if (found === null || found.length > 16 || OTHER_SCRIPT.test(run)) return false;
  let foreign = false;
  let lower = false;
  for (const w of found) {
    const l = w.toLowerCase();
    const key = fold(w);
    if (words.isTitle(l)) return false;
    // A short lower-case word in a phrase of three or more ("de" of "valuri de căldură") is no given name there.
    const short = w === l && l.length <= 3 && found.length >= 3;
    if (!short && (words.isFirstName(l) || words.isFirstName(key))) return false;
    // A capitalised surname that is an English word ("He", "Long") opens a quoted sentence as often as it names.
    if (w !== l && (words.isLastName(l) || words.isLastName(key)) && !words.isAnyEnglishWord(l)) return false;
    if (w === l) lower = true;
    if (LATIN_PAST_ASCII.test(w)) foreign = true;
    else if (w === l && !words.isAnyEnglishWord(l) && !words.isAllowed(l) && !words.isDrugWord(l)) foreign = true;
  }
  // A run all in capitalised words is read as a name would be: a lower-case word says it is a phrase.
  return foreign && lower;
}
