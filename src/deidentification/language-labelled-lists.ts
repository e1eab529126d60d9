/**
 * Lists labelled with the name of a language (issue 49, twenty-first round, tuned on the sandbar set, by class).
 * Bilingual notes and sign texts give a term list per language under the language's name ("Gàidhlig: Ospadal;
 * Fàilte; Èiginn", "Gaeilge: tuirse, ceo inchinne"); the name rules read such a word in no list as an unknown name.
 * The label is read with the ISO 639-1 register of language names, in English and in the language itself (the npm
 * package iso-639-1): a line or sentence opening with a language's name and a colon gives the words of the list after
 * it, item by item (split at commas, semicolons and slashes), up to the line's or the sentence's end. An item with a
 * title, a given name or a listed surname is left to the name rules ("Polski: Anna Nowak (tłumacz)", "Spanish:
 * Ruiz"); digits are no part of an item's span, so a number or a date in a list stays found.
 */
import { LANGUAGE_NAMES as REGISTER, withoutMarks } from './language-register';
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

const LANGUAGE_NAMES: ReadonlySet<string> = new Set(REGISTER.map((n) => n.normalize('NFC').toLowerCase()));
/** A label's shape: letters, spaces and hyphens, two to thirty characters. */
const LABEL = /^\p{L}[\p{L}\p{M}'’ -]{1,29}$/u;
const ITEM_WORDS = /\p{L}[\p{L}\p{M}'’-]*(?:[^\S\n]+\p{L}[\p{L}\p{M}'’-]*)*/gu;
const WORD = /\p{L}[\p{L}\p{M}'’]*/gu;
/**
 * The last sentence stop and the spaces after it. The rest of the segment is read in a lookahead before the spaces,
 * so a long run of spaces is not tried at each of its lengths against it.
 */
export const LAST_SENTENCE_BREAK = /[.!?](?=[^\S\n][^.!?]*$)[^\S\n]+/;

export function languageLabelledListSpans(text: string, words: WordClasses): Span[] {
  if (!text.includes(':')) return [];
  const spans: Span[] = [];
  for (let colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
    const next = text[colon + 1];
    if (next !== ' ' && next !== '\t') continue;
    // The label runs from the line's or the sentence's start to the colon.
    const lineStart = text.lastIndexOf('\n', colon - 1) + 1;
    if (colon - lineStart > 60) continue;
    const segment = text.slice(lineStart, colon);
    const sentence = LAST_SENTENCE_BREAK.exec(segment);
    const label = (sentence === null ? segment : segment.slice(sentence.index + sentence[0].length)).trim();
    if (!LABEL.test(label) || !LANGUAGE_NAMES.has(label.normalize('NFC').toLowerCase())) continue;
    const from = colon + 2;
    const lineEnd = text.indexOf('\n', from);
    const sentenceEnd = text.slice(from, lineEnd < 0 ? undefined : lineEnd).search(/[.!?](?:\s|$)/);
    const to = sentenceEnd >= 0 ? from + sentenceEnd : lineEnd < 0 ? text.length : lineEnd;
    let itemStart = from;
    for (const item of text.slice(from, to).split(/[,;/]/)) {
      if (!personal(item, words)) {
        for (const run of item.matchAll(ITEM_WORDS))
          spans.push([itemStart + run.index, itemStart + run.index + run[0].length]);
      }
      itemStart += item.length + 1;
    }
  }
  return spans;
}

function personal(item: string, words: WordClasses): boolean {
  for (const w of item.match(WORD) ?? []) {
    const lower = w.toLowerCase();
    const folded = withoutMarks(lower);
    if (words.isTitle(lower) || words.isFirstName(lower) || words.isFirstName(folded)) return true;
    if (w !== lower && (words.isLastName(lower) || words.isLastName(folded))) return true;
  }
  return false;
}
