/**
 * Names of things that hold a place's or a person's word, read from their own grammar (issue 49, thirty-fourth
 * round, tuned on the skerry set, by class):
 * - a periodical's title: a kind of periodical, "of", then its field in capitals ("Canadian Journal of Public
 *   Health", "Annals of Internal Medicine", "Archives of Disease" up to "in Childhood"), or a few capitalised words
 *   closed by "Medical Journal" ("Ulster Medical Journal"): the place or founder in a title is the journal's, and
 *   the place rule reads "X of Y Health" as a facility;
 * - an e-mail's client signature: "Sent from Outlook for iOS", "Get Outlook for Android", the line a mail app
 *   writes under a message, where "from" reads to the place rule as where someone came from. Only a platform after
 *   "for" makes the line a signature: "Sent from Whitby on Monday" keeps its town.
 * Each returns spans; a hit lying wholly inside one is dropped, as for product-contexts.ts.
 */
import { allMatches } from './all-matches';

const CAPITALISED = String.raw`\p{Lu}[\p{L}\p{M}'’-]*`;
/**
 * A title's field: capitalised words, with "and", "&", "of", "the" and "for" between them; not "in", as "the
 * Journal of Midwifery in Dundee" names where it is edited.
 */
const FIELD = String.raw`${CAPITALISED}(?:[^\S\n]+(?:(?:and|&|of|the|for)[^\S\n]+)*${CAPITALISED}){0,5}`;
/** A title starts at a word's start, so a run of capitals is not tried from each of its letters. */
const TITLE_START = String.raw`(?<![\p{L}\p{M}'’-])`;
const PERIODICAL_OF = new RegExp(
  String.raw`${TITLE_START}(?:${CAPITALISED}[^\S\n]+){0,3}` +
    String.raw`(?:Journal|Annals|Archives|Bulletin|Proceedings|Transactions)[^\S\n]+of[^\S\n]+(?:the[^\S\n]+)?${FIELD}`,
  'gu',
);
const MEDICAL_JOURNAL = new RegExp(
  String.raw`${TITLE_START}(?:${CAPITALISED}[^\S\n]+){1,3}Medical[^\S\n]+Journal\b`,
  'gu',
);
const HAS_PERIODICAL = /\b(?:Journal|Annals|Archives|Bulletin|Proceedings|Transactions)\b/;

const PLATFORM = String.raw`(?:iOS|iPadOS|Android|Windows|Mac|macOS|iPhone|iPad|Web)`;
const CLIENT_SIGNATURE = new RegExp(
  String.raw`(?:^|\n|[>.!?][^\S\n])[^\S\n]*(?:Sent[^\S\n]+from|Get)[^\S\n]+` +
    String.raw`(${CAPITALISED}(?:[^\S\n]+${CAPITALISED}){0,2})[^\S\n]+for[^\S\n]+${PLATFORM}\b`,
  'gu',
);
const HAS_CLIENT = /\b(?:Sent[^\S\n]+from|Get)[^\S\n]/;

/** Spans of periodicals' titles and of the mail apps that sign an e-mail, as [start, end) pairs. */
export function periodicalAndMailClientSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const add = (m: RegExpMatchArray): void => {
    spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  };
  if (HAS_PERIODICAL.test(text)) {
    for (const m of allMatches(PERIODICAL_OF, text)) add(m);
    for (const m of allMatches(MEDICAL_JOURNAL, text)) add(m);
  }
  if (HAS_CLIENT.test(text))
    for (const m of allMatches(CLIENT_SIGNATURE, text)) {
      const name = m[1];
      const start = (m.index ?? 0) + m[0].lastIndexOf(name);
      spans.push([start, start + name.length]);
    }
  return spans;
}
