/**
 * Fonts named by the syntax of a print job (issue 49, twenty-eighth round, tuned on the breakwater set, by class).
 * PostScript and PCL jobs of clinic letters name their fonts, and many fonts are named after people or places
 * ("Baskerville", "Bodoni", "Gill Sans", "Helvetica"); the name rules read them as surnames. typefaces-and-offers.ts
 * knows a typed list of office fonts after a point size or "font"; here the evidence is where the word stands:
 * - a PostScript literal name before `findfont`, with the size and `scalefont`, `makefont` and `setfont` after it
 *   (`/Helvetica findfont 11 scalefont setfont`), or before its size and `selectfont` (`/Palatino-Roman 12
 *   selectfont`): the operators and the font, never a string
 *   shown on the page (`(Dear Mrs …) show` keeps every rule);
 * - the rest of a Document Structuring Convention comment that lists fonts (`%%DocumentNeededResources: font X`, its
 *   continuation `%%+ font X`, `%%DocumentFonts:`, `%%IncludeResource: font X`, `%%BeginResource: font X`);
 * - a list under a heading that names fonts ("Fonts on the DIMM: Times Roman, Courier, Univers, CG Omega, Arial",
 *   "Typefaces: …"): capitalised items of up to three words joined by commas, "and" or "or" up to the sentence's
 *   end; an item with a digit is no font's name and ends the list.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';

type Span = readonly [number, number];

const FIND_FONT =
  /\/[A-Za-z][\w-]{0,60}[^\S\n]+(?:findfont|[\d.]+[^\S\n]+selectfont)(?:[^\S\n]+[\d.]+(?:[^\S\n]+(?:scalefont|makefont))?)?(?:[^\S\n]+setfont)?/g;
const DSC_FONTS =
  /^%%(?:DocumentNeededResources:[^\S\n]*font|DocumentSuppliedResources:[^\S\n]*font|\+[^\S\n]*font|DocumentFonts:|DocumentNeededFonts:|DocumentSuppliedFonts:|IncludeResource:[^\S\n]*font|BeginResource:[^\S\n]*font|IncludeFont:)[^\n]*/gm;
const ITEM = String.raw`\p{Lu}[\p{L}'’-]*(?:[^\S\n]+\p{Lu}[\p{L}'’-]*){0,2}`;
const FONT_LIST = new RegExp(
  String.raw`\b(?:[Ff]onts|[Tt]ypefaces)\b(?:[^\S\n]+[\p{L}-]+){0,4}[^\S\n]*:[^\S\n]*` +
    String.raw`${ITEM}(?:(?:,|,?[^\S\n]+(?:and|or))[^\S\n]+${ITEM})+`,
  'gu',
);
const MAY_FONTS = /findfont|selectfont|%%|[Ff]onts|[Tt]ypefaces/;

export function printJobFontSpans(text: string): Span[] {
  if (!MAY_FONTS.test(text)) return [];
  const spans: Span[] = [];
  if (text.includes('font')) for (const m of allMatches(FIND_FONT, text)) spans.push([m.index, m.index + m[0].length]);
  if (text.includes('%%')) for (const m of allMatches(DSC_FONTS, text)) spans.push([m.index, m.index + m[0].length]);
  for (const m of allMatches(FONT_LIST, text)) spans.push([m.index, m.index + m[0].length]);
  return spans;
}
