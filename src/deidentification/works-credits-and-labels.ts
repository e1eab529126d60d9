/**
 * Named works, credited collections and label stock (issue 49, nineteenth round, tuned on the saltmarsh set, by
 * class): teaching files, exam banks and mail-merge print runs name them, and their names hold surnames.
 * - A reference work before its edition ("Gray's Anatomy, 42nd edition", "Oxford Handbook of Clinical Medicine,
 *   11th edn"): a run of capitalised words whose last is an everyday English word and no name, before an ordinal
 *   and edition. An author before an edition ("Kumar, 10th edition") keeps every rule.
 * - A collection credited for an image or a figure: capitalised words ending in a head of the kind (Collection,
 *   Library, Museum, Archive, Gallery, Commons), after a credit ("Image credit:", "courtesy of", "source:", "©") or
 *   before a Creative Commons licence or "public domain". A person credited ("credit: Jane Holt, CC BY") keeps every
 *   rule.
 * - Label stock by its vendor and product code: the label vendors of word processors' mail-merge label dialogs
 *   (Avery, Herma, Brother, Dymo, Zebra, Brady, Leitz) before a product code and a word of label stock ("Avery L7163
 *   labels", "Dymo 99012 label roll"). After a person's title the rules stand ("Mrs Avery 4471 labels").
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import { titleBefore } from './titles-before';
import type { WordClasses } from './word-classes';

const CAP = String.raw`\p{Lu}[\p{L}'’-]*`;
const JOIN = String.raw`[^\S\n]+(?:(?:of|and|for|the|in|&)[^\S\n]+)?`;
const EDITION = new RegExp(
  String.raw`(?<![\p{L}])${CAP}(?:${JOIN}${CAP}){0,6},?[^\S\n]+(?:the[^\S\n]+)?\d{1,3}(?:st|nd|rd|th)` +
    String.raw`[^\S\n]+(?:edition|edn\.?|ed\.)`,
  'gu',
);
const LAST_WORD = /(\p{L}+)(?:['’]s)?,?[^\S\n]+(?:the[^\S\n]+)?\d{1,3}(?:st|nd|rd|th)/u;
const RUN_WORD = /[\p{L}'’-]+/gu;
const JOINERS = new Set(['of', 'and', 'for', 'the', 'in']);
const COLLECTION = new RegExp(
  String.raw`(?<![\p{L}])(?:${CAP}[^\S\n]+){1,4}` +
    String.raw`(?:Collection|Collections|Library|Museum|Archives?|Gallery|Commons)(?![\p{L}])`,
  'gu',
);
const CREDIT_BEFORE =
  /(?:credit|credits|courtesy[^\S\n]+of|source|sources|©|\(c\))[^\S\n]*(?::[^\S\n]*)?(?:the[^\S\n]+)?$/i;
const LICENCE_AFTER = /^,?[^\S\n]*(?:CC[ -]BY|CC0|CC[ -]0|public[^\S\n]+domain)/i;
const MAY_BE_EDITION = /\d(?:st|nd|rd|th)[^\S\n]+(?:edition|edn|ed\.)/;
const MAY_BE_LABEL_STOCK = /Avery|Herma|Brother|Dymo|DYMO|Zebra|Brady|Leitz/;
const LABEL_STOCK =
  /\b(?:Avery|Herma|Brother|Dymo|DYMO|Zebra|Brady|Leitz)[^\S\n]+[A-Z]{0,3}-?\d{3,6}[A-Z]?[^\S\n]+(?:labels?|label[^\S\n]+rolls?|stickers?|tapes?|sheets?)\b/g;

export function workCreditAndLabelSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (MAY_BE_EDITION.test(text))
    for (const m of allMatches(EDITION, text)) {
      const last = LAST_WORD.exec(m[0])?.[1].toLowerCase();
      if (last === undefined || !words.isAnyEnglishWord(last) || words.isName(last)) continue;
      // Only a possessive may be a surname ("Gray's", "Bailey & Love's"): any other word no dictionary holds is
      // someone's name, and so is a word after a title.
      const run = m[0].slice(0, m[0].length - (LAST_WORD.exec(m[0])?.[0].length ?? 0));
      const named = (run.match(RUN_WORD) ?? []).some(
        (w) => !/['’]s$/.test(w) && !words.isAnyEnglishWord(w.toLowerCase()) && !JOINERS.has(w.toLowerCase()),
      );
      if (named || titleBefore(text, m.index ?? 0, 8)) continue;
      spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
    }
  if (/Collection|Library|Museum|Archive|Gallery|Commons/.test(text))
    for (const m of allMatches(COLLECTION, text)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      const before = text.slice(Math.max(0, start - 24), start);
      if (CREDIT_BEFORE.test(before) || LICENCE_AFTER.test(text.slice(end, end + 24))) spans.push([start, end]);
    }
  if (MAY_BE_LABEL_STOCK.test(text))
    for (const m of allMatches(LABEL_STOCK, text))
      if (!titleBefore(text, m.index ?? 0, 8)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  return spans;
}
