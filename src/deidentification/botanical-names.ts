/**
 * Herbs by their Latin binomial in brackets (issue 49, thirteenth round, tuned on the hinterland set, by class):
 * "Dang Gui (Angelica sinensis)", "black cohosh (Cimicifuga racemosa)", "Moringa (Moringa oleifera)", "sage
 * (Salvia officinalis)". A genus with its capital and an epithet in lower case with a Latin ending names a plant;
 * the common name of up to three words right before its brackets ("Dang Gui", "Red Clover") is the plant's, however
 * much it looks like a name. The Latin endings keep a name written in lower case ("(Maria costa)") out; the
 * adjectives in -er, -ra, -rum ("afra", "nigra", "rubrum"; thirtieth round, dunes) are among them.
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';

const EPITHET =
  String.raw`\p{Ll}+(?:ensis|oides|iana|ianum|ianus|osa|osum|osus|ata|atum|atus|alis|ale|ii|ae|ica|icum|icus|ina|` +
  String.raw`inum|inus|ifera|iferum|ifolia|iflora|ides|ens|ans|illa|ella|ifolium|ium|ius|ea|eum|eus|ra|rum|rus)`;
/** A line may break inside the brackets, as PDF text and wrapped notes break it. */
const BINOMIAL = String.raw`\(\p{Lu}\p{Ll}{2,}\s+${EPITHET}(?:\s+(?:L\.|var\.\s+\p{Ll}+))?\)`;
/** The binomial is found first (few notes hold one); only then is the stretch before it read for the common name. */
const BINOMIAL_AT = new RegExp(BINOMIAL, 'gu');
const COMMON_NAME_BEFORE = /(?<![\p{L}])\p{L}[\p{L}'’-]*(?:[^\S\n]+\p{L}[\p{L}'’-]*){0,2}[^\S\n]*$/u;

export function botanicalNameSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (!text.includes('(')) return spans;
  for (const m of allMatches(BINOMIAL_AT, text)) {
    const start = m.index ?? 0;
    const from = Math.max(0, start - 60);
    const before = COMMON_NAME_BEFORE.exec(text.slice(from, start));
    // A match at the stretch's first character must not continue a word cut off by the look-back.
    const named = before && !(before.index === 0 && from > 0 && /\p{L}/u.test(text[from - 1]));
    spans.push([named ? from + before.index : start, start + m[0].length]);
  }
  return spans;
}
