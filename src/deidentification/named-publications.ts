/**
 * Reports, manuals, laws and public bodies named in title case (issue 49, twenty-first round, tuned on the sandbar
 * and lagoon sets, by class). Notes cite "the Cass Review", "the Royal Marsden Manual", "the Cross-Border Healthcare
 * Directive" or "the Pan American Health Organization"; the name rules read the capitalised words before the head as
 * a surname or a place. The head nouns are the kinds of published work and public body of a library catalogue's
 * form and corporate-body headings (review, report, manual, handbook, guide, inquiry, directive, regulation,
 * framework, formulary, organisation, commission, agency), read with a structural cue that a person's name lacks:
 * - "the" before one to four capitalised words and a capitalised head ("the Cass Review final report");
 * - a capitalised head followed by a document's noun ("Cambridge Ferritin Audit form") or by its edition ("Ship
 *   Captain's Medical Guide, 3rd edition");
 * - "the" before one or two capitalised words and a lower-case guide, guidance, leaflet or toolkit ("the Acas guide").
 * A title or a post among the words keeps the hits ("the Dr Patel Review" is a person's review), and so does a
 * possessive of a person before "the" is read apart: "Mrs Cass reviewed her" and "Cass's report" have no such shape.
 */
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

const HEADS =
  'Review|Report|Manual|Handbook|Guide|Guidance|Inquiry|Enquiry|Directive|Regulations?|Framework|Formulary|' +
  'Pharmacopoeia|Organi[sz]ation|Commission|Agency|Audit|Toolkit|Charter|Strategy|Compendium';
/** One space or tab run, or one line break: a title wraps at the end of a line. */
const SP = String.raw`(?:[^\S\n]+|[^\S\n]*\n[^\S\n]*)`;
const CAP = String.raw`\p{Lu}[\p{L}'’]*(?:-\p{Lu}?[\p{L}'’]*)*`;
const RUN = (n: number): string => String.raw`${CAP}(?:${SP}(?:of${SP}|and${SP}|for${SP})?${CAP}){0,${n - 1}}`;
/** The heads, found first: the patterns are asked only of a window that ends just past one. */
const ANY_HEAD = new RegExp(String.raw`\b(?:${HEADS}|guide|guidance|leaflet|toolkit)\b`, 'g');
/** How far back a window reaches: "the", four words and their joiners. */
const REACH = 160;
const AFTER_THE = new RegExp(String.raw`\b[Tt]he${SP}(${RUN(4)}${SP}(?:${HEADS}))\b`, 'gu');
/** What follows a work's title and never a person's name: a document's noun, or the work's edition. */
const DOCUMENT_AFTER =
  String.raw`[^\S\n]+(?:forms?|templates?|sheets?|documents?|tools?|final[^\S\n]+report)\b|` +
  String.raw`,?[^\S\n]+(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)` +
  String.raw`[^\S\n]+edition\b`;
const BEFORE_DOCUMENT = new RegExp(String.raw`(?<![\p{L}'’-])(${RUN(4)}${SP}(?:${HEADS}))(?=${DOCUMENT_AFTER})`, 'gu');
const LOWER_HEAD = new RegExp(
  String.raw`\b[Tt]he[^\S\n]+(${RUN(2)})[^\S\n]+(?:guide|guidance|leaflet|toolkit)\b`,
  'gu',
);

export function namedPublicationSpans(text: string, words: WordClasses): Span[] {
  const spans: Span[] = [];
  const seen = new Set<number>();
  let windowEnd = 0;
  for (const head of text.matchAll(ANY_HEAD)) {
    const end = head.index + head[0].length;
    if (end <= windowEnd) continue;
    // The window opens at a word's start, so a run is never read from the middle of a word.
    let from = Math.max(0, head.index - REACH);
    while (from > 0 && !/\s/.test(text[from - 1])) from++;
    // Past the head: a document's noun or an edition may follow it.
    windowEnd = Math.min(text.length, end + 40);
    const window = text.slice(from, windowEnd);
    for (const pattern of [AFTER_THE, BEFORE_DOCUMENT, LOWER_HEAD]) {
      for (const m of window.matchAll(pattern)) {
        const start = from + m.index + m[0].indexOf(m[1]);
        if (seen.has(start) || personal(m[1], words)) continue;
        seen.add(start);
        spans.push([start, start + m[1].length]);
      }
    }
  }
  return spans;
}

/** A title, a post or a relation among the words: a person's document, not a named publication. */
function personal(run: string, words: WordClasses): boolean {
  for (const w of run.split(/[^\p{L}'’]+/u)) {
    // A possessive title is a kind of reader, not a person's title before a name ("Ship Captain's Medical Guide").
    const lower = w.toLowerCase();
    if (lower !== '' && !/['’]s$/.test(lower) && (words.isTitle(lower) || words.isRelation(lower))) return true;
  }
  return false;
}
