/**
 * Word lists under a heading that says they are words (issue 49, twenty-eighth round, tuned on the breakwater set, by
 * class). Clinics that see speakers of Hausa, Igbo, Darija or Tok Pisin keep short glossaries ("Hausa words used in
 * clinic: zafi (heat), ciwon kai (headache)", "Darija words: s5ana (heat, fever), l3ya (tiredness)", "Sowa Rigpa
 * terms: rlung, mkhris-pa"); other-language-glosses.ts asks a gloss's words to be no names and the text to hold a
 * letter past ASCII, and these words are often both ("kai", "meri", a digit for a letter in Arabizi). Here the
 * heading is the evidence: up to two capitalised words, then "words", "terms", "phrases", "expressions" or
 * "vocabulary" and up to five more words, then a colon, at a line's or a sentence's start; the list runs to the
 * line's end or the sentence's. Its items are split at commas and semicolons outside brackets; an item is a word
 * when it is a run of up to five words glossed in brackets, or is written in lower case; words in a row are one span
 * ("vata, pitta"). The list counts when two of its items are glossed or three are lower-case words ("Sowa Rigpa
 * terms: rlung, mkhris-pa, bad-kan"); then the heading's capitalised words name the language or the tradition
 * ("Darija", also a given name, before "words:"), but not a possessive ("Amina's words:"). An item whose gloss holds
 * a title, a relation or a post ("Amina (daughter)"), an item with two digits in a row (a phone, a date) and a
 * capitalised item with no gloss keep their hits.
 * Phrase cards (twenty-ninth round, tuned on the shingle set) put the heading on a line of its own with no colon
 * ("Chichewa words for the clinic card", "Karen language card", "Useful words (Uyghur, Latin script ULY)") and gloss
 * with a spaced dash: "Moni - hello. Zikomo - thank you. Numbers: unu, dos, tres". The lines under such a heading,
 * up to a blank line, are read as one list whose items end at a full stop or a semicolon outside brackets; an item
 * is a word when it is a run of up to five words (a question mark closing it) before " - " and a gloss, or a label
 * and a colon before lower-case words at commas ("Numbers: bir, ikki, üch"). The card counts when two of its items
 * are glossed; then the capitalised words opening the heading name the language ("Afaan Oromoo menopause leaflet,
 * key terms").
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

const HEADING = new RegExp(
  String.raw`(?:^|(?<=[.;!?][^\S\n]+))((?:\p{Lu}[\p{L}-]*[^\S\n]+){0,2})` +
    String.raw`(?:words|terms|phrases|expressions|vocabulary)\b(?:[^\S\n]+[\p{L}-]+){0,5}?[^\S\n]*:`,
  'gmu',
);
const MAY_HEADING = /(?:words|terms|phrases|expressions|vocabulary)\b[^:\n]{0,60}:/;
/** A card's heading: a line of up to 80 characters naming words, terms or phrases, or a language card. */
const CARD_HEADING =
  /^((?:\p{Lu}[\p{L}\p{M}'’-]*[^\S\n]+){0,2})[^\n:]{0,60}?\b(?:words|terms|phrases|expressions|vocabulary|language[^\S\n]+card)\b[^\n:]{0,60}$/gmu;
const MAY_CARD = /(?:words|terms|phrases|expressions|vocabulary|language card)\b[^:\n]{0,60}\n/;
/** A glossed item of a card: up to five words (a question mark may close them), a spaced dash, the gloss. */
const DASH_GLOSSED = /^([\p{L}\p{M}'’-]+(?:[^\S\n]+[\p{L}\p{M}'’-]+){0,4}\??)[^\S\n]+[-–][^\S\n]+(.{1,80})$/su;
/** A label of a card and its list of lower-case words ("Numbers: unu, dos, tres"). */
export const LABELLED_RUN = /^(\p{Lu}\p{Ll}+):[^\S\n]+(?![^\S\n])(.+)$/su;
const GLOSSED = /^([^()]{1,60}?)[^\S\n]*\(([^()]{1,60})\)$/u;
const RUN_WORDS = /^[\p{L}\p{M}\d'’-]+(?:[^\S\n]+[\p{L}\p{M}\d'’-]+){0,4}$/u;

/** Where the list after a heading ends: the line's end, or a full stop outside brackets before a space. */
function listEnd(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') return i;
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && c === '.' && (i + 1 === text.length || /\s/.test(text[i + 1]))) return i;
  }
  return text.length;
}

type Item = { at: number; item: string };

/**
 * The items between `start` and `end`, trimmed, each with its offset: split where `stops` says, given the character,
 * its index and the bracket depth there; a line break that stops an item closes any bracket left open.
 */
function splitItems(
  text: string,
  start: number,
  end: number,
  sentinel: string,
  stops: (c: string, i: number, depth: number) => boolean,
): Item[] {
  const items: Item[] = [];
  let depth = 0;
  let from = start;
  for (let i = start; i <= end; i++) {
    const c = i < end ? text[i] : sentinel;
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    if (!stops(c, i, depth)) continue;
    if (c === '\n') depth = 0;
    const raw = text.slice(from, i);
    const lead = raw.length - raw.trimStart().length;
    const item = raw.trim();
    if (item) items.push({ at: from + lead, item });
    from = i + 1;
  }
  return items;
}

/** Items at commas and semicolons outside brackets, each with its offset. */
function itemsOf(text: string, start: number, end: number): Item[] {
  return splitItems(text, start, end, ',', (c, _i, depth) => depth === 0 && (c === ',' || c === ';'));
}

function glossNamesAPerson(gloss: string, words: WordClasses): boolean {
  return gloss
    .split(/[^\p{L}'’]+/u)
    .filter(Boolean)
    .some((w) => words.isRoleWord(w.toLowerCase()));
}

/** A card's items: at full stops before white space, semicolons and line ends, outside brackets. */
function cardItemsOf(text: string, start: number, end: number): Item[] {
  return splitItems(
    text,
    start,
    end,
    '\n',
    (c, i, depth) =>
      c === '\n' || (depth === 0 && (c === ';' || (c === '.' && (i + 1 >= end || /\s/.test(text[i + 1]))))),
  );
}

/** The lines under a card's heading, up to a blank line or the text's end. */
function cardEnd(text: string, from: number): number {
  const blank = text.indexOf('\n\n', from);
  return blank < 0 ? text.length : blank;
}

function cardSpans(text: string, words: WordClasses): Span[] {
  const spans: Span[] = [];
  for (const m of allMatches(CARD_HEADING, text)) {
    const start = m.index + m[0].length + 1;
    if (start >= text.length) continue;
    const taken: Span[] = [];
    let glossed = 0;
    for (const { at, item } of cardItemsOf(text, start, cardEnd(text, start))) {
      if (/\d\d/.test(item)) continue;
      const dash = DASH_GLOSSED.exec(item);
      if (dash) {
        if (!glossNamesAPerson(dash[2], words)) {
          glossed++;
          taken.push([at, at + dash[1].length]);
        }
        continue;
      }
      const labelled = LABELLED_RUN.exec(item);
      if (!labelled) continue;
      const runAt = at + item.length - labelled[2].length;
      // Words in a row are one span, so a hit over two of them ("bir, ikki") is held whole.
      let joined = false;
      for (const { at: itemAt, item: word } of itemsOf(text, runAt, at + item.length)) {
        const g = GLOSSED.exec(word);
        const bare = g ? g[1] : word;
        const isWord = RUN_WORDS.test(bare) && bare === bare.toLowerCase();
        if (isWord && joined) taken[taken.length - 1] = [taken[taken.length - 1][0], itemAt + bare.length];
        else if (isWord) taken.push([itemAt, itemAt + bare.length]);
        joined = isWord;
      }
    }
    if (glossed < 2) continue;
    spans.push(...taken);
    const head = m[1].trim();
    if (head && !/['’]s?$/.test(head)) spans.push([m.index, m.index + head.length]);
  }
  return spans;
}

export function vocabularyListSpans(text: string, words: WordClasses): Span[] {
  const spans: Span[] = MAY_CARD.test(text) ? cardSpans(text, words) : [];
  if (!MAY_HEADING.test(text)) return spans;
  for (const m of allMatches(HEADING, text)) {
    const start = m.index + m[0].length;
    const items = itemsOf(text, start, listEnd(text, start));
    const taken: Array<[number, number]> = [];
    let glossed = 0;
    let lower = 0;
    let joined = false;
    for (const { at, item } of items) {
      const g = /\d\d/.test(item) ? null : GLOSSED.exec(item);
      let word = false;
      if (g) {
        word = RUN_WORDS.test(g[1]) && !glossNamesAPerson(g[2], words);
        if (word) glossed++;
      } else if (!/\d\d/.test(item) && RUN_WORDS.test(item) && item === item.toLowerCase()) {
        word = true;
        lower++;
      }
      // Words in a row are one span, so a hit over two of them ("vata, pitta") is held whole.
      if (word && joined) taken[taken.length - 1][1] = at + item.length;
      else if (word) taken.push([at, at + item.length]);
      joined = word;
    }
    if (glossed < 2 && lower < 3) continue;
    spans.push(...taken);
    const head = m[1].trim();
    if (head && !/['’]s?$/.test(head)) spans.push([m.index, m.index + head.length]);
  }
  return spans;
}
