/**
 * Words of another language read by their siblings in a list (issue 49, twenty-second round, tuned on the mudflat
 * set, by class). A lab list or a term list from abroad writes most items in forms the dictionaries know and a few in
 * the language of the note ("FSH 66.1, estradiol 12 pg/mL, LDL 151, triglicéridos 210", "afrontamentos (hot
 * flushes), suores noturnos, insónia"); the gloss reading (other-language-glosses.ts) wants each such word glossed,
 * so an unglossed sibling was read as an unknown name. The list is read as a whole: a sentence, or the part after
 * its label's colon, split at commas and semicolons (a comma between digits is a decimal comma); then
 * - a list of values: two or more items that are a known name (an English, clinical or drug word, or an acronym such
 *   as "LDL" or "HbA1c") then a number make every item that is a foreign-looking lower-case run then a number an
 *   analyte, its words a span;
 * - a glossed list: an item that is a foreign-looking run glossed in brackets by English words makes every other
 *   item that is wholly a foreign-looking lower-case run a word of the same language.
 * A run is foreign-looking when one of its words has a Latin letter past ASCII or is in no English dictionary, none is
 * a title, a given name or a listed surname that is no English word, and it has no letter of another script (a
 * look-alike disguise); a capitalised item is left to the name rules, so "Visitors: marta (sister), Jan Kowalski"
 * keeps its hits.
 */
import type { WordClasses } from './word-classes';
import { LATIN_PAST_ASCII, withoutMarks } from './language-register';

type Span = readonly [number, number];

const OTHER_SCRIPT = /(?!\p{Script=Latin})\p{L}/u;
const WORD = /\p{L}[\p{L}\p{M}'’-]*/gu;
/** A sentence: up to a stop before a space or the end, or a blank line. */
const SENTENCE_END = /[.!?](?=\s|$)|\n[^\S\n]*\n/g;
/** An item's separator: a comma not between digits, or a semicolon. */
const ITEM_SEPARATOR = /;|,(?!\d)/g;
/** A name then a value: "estradiol 12 pg/mL", "HbA1c 6.1 %", "triglicéridos 210". */
const NAMED_VALUE = /^(\p{L}[\p{L}\p{M}\d'’-]*(?:[^\S\n]+\p{L}[\p{L}\p{M}'’-]*){0,2})[^\S\n]+(?:[<>≤≥][^\S\n]*)?\d/u;
/** A run glossed in brackets: "afrontamentos (hot flushes)". */
const GLOSSED = /^(\p{L}[\p{L}\p{M}'’-]*(?:[^\S\n]+\p{L}[\p{L}\p{M}'’-]*){0,3})[^\S\n]*\(([^()\n]{3,40})\)$/u;
const ACRONYM = /^[A-Z][A-Za-z]?[A-Z][A-Za-z0-9]{0,4}$/;
const LOWER_RUN = /^\p{Ll}[\p{L}\p{M}'’-]*(?:[^\S\n]+\p{Ll}[\p{L}\p{M}'’-]*){0,3}$/u;

export function foreignListSiblingSpans(text: string, words: WordClasses): Span[] {
  if (!LATIN_PAST_ASCII.test(text) || !text.includes(',')) return [];
  const spans: Span[] = [];
  let from = 0;
  for (const end of [...[...text.matchAll(SENTENCE_END)].map((m) => m.index), text.length]) {
    if (end > from) readList(text, from, end, words, spans);
    from = end + 1;
  }
  return spans;
}

/**
 * A colon before a space with no colon after it. The lookahead holds the space, so the colon's position is the whole
 * answer and no run of spaces is tried at each of its lengths against the rest of the sentence.
 */
export const LAST_LABEL_COLON = /:(?=[^\S\n][^:]*$)/;

interface Item {
  start: number;
  text: string;
}

function readList(text: string, from: number, to: number, words: WordClasses, spans: Span[]): void {
  const sentence = text.slice(from, to);
  if (!sentence.includes(',') || !LATIN_PAST_ASCII.test(sentence)) return;
  // The list is what follows the sentence's last label colon.
  const colon = sentence.search(LAST_LABEL_COLON);
  const listFrom = colon < 0 ? 0 : colon + 1;
  const items: Item[] = [];
  let start = listFrom;
  const body = sentence.slice(listFrom);
  for (const sep of [...body.matchAll(ITEM_SEPARATOR)].map((m) => m.index).concat(body.length)) {
    const raw = sentence.slice(start, listFrom + sep);
    const lead = raw.length - raw.trimStart().length;
    items.push({ start: from + start + lead, text: raw.trim() });
    start = listFrom + sep + 1;
  }
  if (items.length < 3) return;
  let known = 0;
  let glossed = false;
  for (const item of items) {
    const named = NAMED_VALUE.exec(item.text);
    if (named !== null && knownName(named[1], words)) known++;
    const gloss = GLOSSED.exec(item.text);
    if (gloss !== null && foreignLooking(gloss[1], words) && englishGloss(gloss[2], words)) glossed = true;
  }
  if (known < 2 && !glossed) return;
  for (const item of items) {
    const named = known >= 2 ? NAMED_VALUE.exec(item.text) : null;
    const run = named !== null ? named[1] : glossed ? item.text : '';
    if (run !== '' && LOWER_RUN.test(run) && foreignLooking(run, words))
      spans.push([item.start, item.start + run.length]);
  }
}

function knownName(name: string, words: WordClasses): boolean {
  for (const w of name.match(WORD) ?? []) {
    const l = w.toLowerCase();
    if (!ACRONYM.test(w) && !words.isAnyEnglishWord(l) && !words.isAllowed(l) && !words.isDrugWord(l)) return false;
  }
  return true;
}

function foreignLooking(run: string, words: WordClasses): boolean {
  if (OTHER_SCRIPT.test(run)) return false;
  let foreign = false;
  for (const w of run.match(WORD) ?? []) {
    const l = w.toLowerCase();
    const folded = LATIN_PAST_ASCII.test(w) ? withoutMarks(l) : l;
    if (words.isTitle(l) || words.isFirstName(l) || words.isFirstName(folded)) return false;
    if ((words.isLastName(l) || words.isLastName(folded)) && !words.isAnyEnglishWord(l)) return false;
    if (LATIN_PAST_ASCII.test(w) || (!words.isAnyEnglishWord(l) && !words.isAllowed(l) && !words.isDrugWord(l)))
      foreign = true;
  }
  return foreign;
}

/** Every word of the gloss English, clinical or a drug, one of three letters or more, none a title or relation. */
function englishGloss(gloss: string, words: WordClasses): boolean {
  const found = gloss.match(WORD);
  if (found === null || found.length > 5 || LATIN_PAST_ASCII.test(gloss)) return false;
  let long = false;
  for (const w of found) {
    const l = w.toLowerCase();
    if (words.isTitle(l) || words.isRelation(l) || words.isRoleWord(l)) return false;
    if (!words.isAnyEnglishWord(l) && !words.isAllowed(l) && !words.isDrugWord(l)) return false;
    if (l.length >= 3) long = true;
  }
  return long;
}
