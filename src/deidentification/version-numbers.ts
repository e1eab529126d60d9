/**
 * Dotted numbers that are versions, chapters and clauses, and the zones of configuration files (issue 49, sixteenth
 * round, tuned on the estuary set, by class):
 * - a number of three or four dotted parts after a word that says what it counts ("software 13.6.0.5", "firmware
 *   2.1.0.7", "version 10.4.1.2", "BNF chapter 6.4.1.1", "section 4.2.1.3", "ICD-10 code", "SNOMED release"):
 *   an IP address is not written after such a word; and, in the same text, another number sharing its first two
 *   parts ("re-analyse scans acquired on 13.6.0.4"), the same product's other version;
 * - a time zone of the IANA database ("Europe/London", "America/New_York", "Asia/Tokyo"): a setting of a program,
 *   the same for millions, not where someone lives.
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';

const COUNTING_WORDS =
  String.raw`version|versions|ver|v|software|firmware|build|release|patch|update|upgrade|app|application|` +
  String.raw`chapter|chapters|section|sections|paragraph|para|clause|appendix|annex|table|figure|step|item|` +
  String.raw`rule|standard|specification|spec|schema|protocol|amendment|ICD|BNF|SNOMED|OID|MIB|UDI|SOP`;
const CUED = new RegExp(
  String.raw`\b(?:${COUNTING_WORDS})[^\S\n]*(?:[:#][^\S\n]*)?v?((\d{1,3}\.\d{1,3})(?:\.\d{1,3}){1,2})(?![\d.]\d)`,
  'gi',
);
const DOTTED = /(?<![\d.])(\d{1,3}\.\d{1,3})(?:\.\d{1,3}){1,2}(?![\d.]\d)/g;
const TIME_ZONE =
  /\b(?:Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[A-Z][A-Za-z_-]+(?:\/[A-Z][A-Za-z_-]+)?\b/g;

export function versionNumberSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (/\d\.\d{1,3}\.\d/.test(text)) {
    const stems = new Set<string>();
    for (const m of allMatches(CUED, text)) {
      const start = (m.index ?? 0) + m[0].lastIndexOf(m[1]);
      spans.push([start, start + m[1].length]);
      stems.add(m[2]);
    }
    if (stems.size > 0)
      for (const m of allMatches(DOTTED, text))
        if (stems.has(m[1])) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  }
  if (text.includes('/'))
    for (const m of allMatches(TIME_ZONE, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  return spans;
}
