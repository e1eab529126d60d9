/**
 * Reference exports and citations (issue 49, seventeenth round, tuned on the shoreline set, by class): reference
 * managers and reading lists carry the names of journals, books, publishers and databases, which name no patient.
 * - a RIS or EndNote tag line whose field holds a journal, book, series, publisher, database or keyword ("JO  - J
 *   Clin Endocrinol Metab", "T2  - Maturitas", "%B Williams Textbook of Endocrinology", "%I Elsevier", "%J
 *   Menopause"); the tag of the next line is part of the span, as a name may run on over it. Author, editor,
 *   title, note, date and address fields keep every rule: a title may tell of a patient ("a woman of 97");
 * - the journal of a Vancouver citation, between the full stop that ends the title and "year;volume:" ("Hum Reprod
 *   2016;31:926-37", "N Engl J Med 2002;346:1-9"), with the last word of the title before it when the title ends
 *   in an abbreviation ("on HRT. Post Reprod Health 2020;26:181");
 * - a citation style after "style" ("Style: Vancouver", "Harvard style", "Chicago author-date");
 * - a literature identifier after its label ("PMID 26444994", "PMCID PMC4321", "ISBN 978-0-323-55596-8",
 *   "arXiv:2401.01234"): it names a paper or a book; and a trial's registration number (TRIAL_ID below).
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';

/** RIS tags and EndNote %-tags of fields that hold no person: journals, books, series, publishers, keywords. */
export const FIELD_LINE =
  /^(?:(?:JO|JF|JA|J1|J2|T2|T3|BT|PB|KW|DB|DP|ST|SE|SN|TY|VL|IS|SP|EP|PY|DO|UR)[^\S\n]{2}-[^\S\n]+|%[BJIKS0@][^\S\n]+)(?![^\S\n])(.*)$/gm;
const MAY_TAG = /^(?:[A-Z][A-Z0-9][^\S\n]{2}-|%[A-Z0-9@])/m;
const NEXT_TAG = /^\n(?:[A-Z][A-Z0-9][^\S\n]{2}-|%[A-Z0-9@+])/;

/** "Title words. Journal Abbrev 2016;31:926-37": the journal between a full stop and year;volume. */
const VANCOUVER =
  /(?:^|[.?!][^\S\n]+)((?:\p{Lu}[\p{L}&-]*\.?[^\S\n]+){0,5}\p{Lu}[\p{L}&-]*\.?)[^\S\n]+(?:19|20)\d\d[^\S\n]*;[^\S\n]*\d/gmu;
const MAY_CITE = /(?:19|20)\d\d[^\S\n]*;[^\S\n]*\d/;
/** The word before the full stop that ends a title, when it is an abbreviation the journal may be read onto. */
const WORD_BEFORE = /\p{Lu}{2,}\.[^\S\n]+$/u;

const STYLE =
  /\b(?:style(?:[^\S\n]+(?::[^\S\n]+)?|:[^\S\n]+)(?:Vancouver|Harvard|Chicago|APA|MLA|AMA|IEEE|Oxford|Turabian|NLM|CSE)|(?:Vancouver|Harvard|Chicago|APA|MLA|AMA|IEEE|Oxford|Turabian|NLM|CSE)[^\S\n]+(?:style|referencing|author-date))\b/gi;
const MAY_STYLE = /style|referencing|author-date/i;

const LITERATURE_ID =
  /\b(?:PMID|PubMed(?:[^\S\n]+ID)?|PMCID|ISBN(?:-1[03])?|ISSN|arXiv)[^\S\n]*(?:[:#][^\S\n]*)?(?:PMC)?\d[\d-]{3,16}[\dX]?(?:\.\d+)?\b/g;
const MAY_ID = /PMID|PubMed|PMCID|ISBN|ISSN|arXiv/;
/**
 * A trial's registration number in the form its registry gives it (issue 49, eighteenth round): the primary
 * registries of the WHO International Clinical Trials Registry Platform and the UK's research approval systems
 * ("NCT05123456", "ISRCTN 12345678", "EudraCT 2024-000123-45", "EU CT 2023-501234-12-00", "ACTRN12621000123456",
 * "DRKS00012345", "CTRI/2022/03/041234", "IRAS 312345"), and a UK research ethics committee's reference after
 * its name (year, region and number: "REC reference 25/NE/0112"): it names a study, not a person.
 */
const TRIAL_ID =
  /\b(?:NCT\d{8}|ISRCTN[^\S\n]?\d{8}|EudraCT(?:[^\S\n]+(?:No\.?|number))?[^\S\n]*(?::[^\S\n]*)?\d{4}-\d{6}-\d{2}|EU[^\S\n]?CT[^\S\n]*(?::[^\S\n]*)?\d{4}-\d{6}-\d{2}-\d{2}|ACTRN\d{14}|DRKS\d{8}|ChiCTR[-\dA-Z]{8,20}|CTRI\/\d{4}\/\d{2,3}\/\d{6}|jRCT\d{10}|UMIN\d{9}|IRAS(?:[^\S\n]+(?:ID|project[^\S\n]+ID))?[^\S\n]*(?::[^\S\n]*)?\d{5,7}|REC(?:[^\S\n]+(?:ref(?:erence)?|no|number))?\.?[^\S\n]*(?::[^\S\n]*)?\d{2}\/[A-Z]{2}\/\d{4})\b/g;
const MAY_TRIAL = /NCT\d|ISRCTN|EudraCT|EU[^\S\n]?CT|ACTRN|DRKS|ChiCTR|CTRI|jRCT|UMIN|IRAS|REC/;

function push(spans: Array<[number, number]>, start: number, end: number): void {
  if (end > start) spans.push([start, end]);
}

export function literatureReferenceSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (MAY_TAG.test(text))
    for (const m of allMatches(FIELD_LINE, text)) {
      const end = (m.index ?? 0) + m[0].length;
      const next = NEXT_TAG.exec(text.slice(end, end + 6));
      push(spans, end - m[1].length, end + (next === null ? 0 : next[0].length));
    }
  if (MAY_CITE.test(text))
    for (const m of allMatches(VANCOUVER, text)) {
      const journalEnd = (m.index ?? 0) + m[0].indexOf(m[1]) + m[1].length;
      let start = journalEnd - m[1].length;
      const before = WORD_BEFORE.exec(text.slice(Math.max(0, start - 12), start));
      if (before !== null) start -= before[0].length;
      push(spans, start, journalEnd);
    }
  if (MAY_STYLE.test(text))
    for (const m of allMatches(STYLE, text)) push(spans, m.index ?? 0, (m.index ?? 0) + m[0].length);
  if (MAY_ID.test(text))
    for (const m of allMatches(LITERATURE_ID, text)) push(spans, m.index ?? 0, (m.index ?? 0) + m[0].length);
  if (MAY_TRIAL.test(text))
    for (const m of allMatches(TRIAL_ID, text)) push(spans, m.index ?? 0, (m.index ?? 0) + m[0].length);
  return spans;
}
