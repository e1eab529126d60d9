/**
 * Statutory health bodies named after a person or a place (issue 49, thirty-fifth round, tuned on the tombolo set,
 * by class). A region's health board or authority carries the region's or a patron's name ("Hywel Dda University
 * Health Board", "Betsi Cadwaladr University Health Board", "Sharjah Health Authority", "NHS Greater Glasgow and
 * Clyde Health Board"), and a ministry or department of health its jurisdiction after it ("Department of Health Abu
 * Dhabi", "Ministry of Health Malaysia"). Such a body is the payer and regulator of a whole region, named in
 * guidelines, pathways and licensing, not where one patient lives or was seen; the place and name rules read the
 * words before "Health" as a facility's or a person's name. Its heads are the statutory ones (Board, Authority, and
 * a Health and Social Care Board or Trust); "Health Service", "Health Centre" and "Health Clinic" are facilities
 * and keep their hits, as does a person named beside the body ("Dr Rhys Pugh, Hywel Dda University Health Board").
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

const CAPITAL = String.raw`\p{Lu}[\p{L}'’-]*`;
/**
 * Up to three capitalised words, maybe joined by "and" or "&" and after "NHS", then the statutory head: a fourth word
 * before them is left to the name rules ("Lowri Madoc Hywel Dda University Health Board" keeps "Lowri").
 */
const BOARD = new RegExp(
  String.raw`(?<![\p{L}])(?:NHS[^\S\n]+)?${CAPITAL}(?:[^\S\n]+(?:(?:and|&)[^\S\n]+)?${CAPITAL}){0,2}` +
    String.raw`[^\S\n]+(?:University[^\S\n]+)?` +
    String.raw`(?:Health[^\S\n]+(?:Boards?|Authority|Authorities)|Health[^\S\n]+and[^\S\n]+Social[^\S\n]+Care[^\S\n]+` +
    String.raw`(?:Boards?|Trusts?|Partnerships?))(?![\p{L}])`,
  'gu',
);
/** A ministry or department of health, then up to three capitalised words that may be its jurisdiction. */
const MINISTRY = new RegExp(
  String.raw`(?<![\p{L}])(?:Ministry|Department|Dept\.?)[^\S\n]+of[^\S\n]+Health` +
    String.raw`(?:[^\S\n]+(?:and|&)[^\S\n]+${CAPITAL})?[^\S\n]+(${CAPITAL}(?:[^\S\n]+${CAPITAL}){0,2})`,
  'gu',
);
/**
 * A ministry, department or board of health with its jurisdiction before it ("Eastern Cape Department of Health",
 * "Jamaica Ministry of Health", "Nunavut Department of Health and Social Services"): up to three capitalised words,
 * read back from the body only while they are places or English words, so a person run on into the body keeps the
 * name rules' hit.
 */
const JURISDICTION_FIRST = new RegExp(
  String.raw`(?<![\p{L}])(${CAPITAL}(?:[^\S\n]+${CAPITAL}){0,2})[^\S\n]+` +
    String.raw`(?:Ministry|Department|Dept\.?|Board)[^\S\n]+of[^\S\n]+(?:State[^\S\n]+)?Health(?![\p{L}])`,
  'gu',
);
const MAY_HOLD = /Health/;

/**
 * A word of a jurisdiction's name: a known place or region, or an English word that is no title and no given name
 * ("Eastern", "Cape", "Western"). An unknown word may be a person's ("Thandi Moyo Department of Health") and ends it.
 */
function jurisdictionWord(word: string, words: WordClasses): boolean {
  const lower = word.toLowerCase();
  if (words.isPlace(lower) || words.lex.broadGeography.has(lower)) return true;
  return words.isAnyEnglishWord(lower) && !words.isTitle(lower) && !words.isFirstName(lower);
}

export function healthAuthoritySpans(text: string, words: WordClasses): Span[] {
  if (!MAY_HOLD.test(text)) return [];
  const spans: Span[] = [];
  for (const m of allMatches(BOARD, text)) spans.push([m.index, m.index + m[0].length]);
  for (const m of allMatches(JURISDICTION_FIRST, text)) {
    // The jurisdiction is the words before the body back to one that may be a person's: all of "Eastern Cape" and
    // "Jamaica", nothing in "Thandi Moyo Department of Health".
    const parts = [...m[1].matchAll(/\S+/g)];
    let from = parts.length;
    while (from > 0 && jurisdictionWord(parts[from - 1][0], words)) from--;
    if (from < parts.length) spans.push([m.index + (parts[from].index ?? 0), m.index + m[0].length]);
  }
  for (const m of allMatches(MINISTRY, text)) {
    // The jurisdiction is the longest run of the words after "Health" that is a known place: "Abu Dhabi" in
    // "Department of Health Abu Dhabi licensing", nothing in "Ministry of Health Dr Salem".
    const parts = m[1].split(/[^\S\n]+/);
    for (let n = parts.length; n > 0; n--) {
      const key = parts.slice(0, n).join(' ').toLowerCase();
      if (words.isPlace(key) || words.lex.broadGeography.has(key)) {
        const end = m.index + m[0].indexOf(m[1]) + parts.slice(0, n).join(' ').length;
        spans.push([m.index, end]);
        break;
      }
    }
  }
  return spans;
}
