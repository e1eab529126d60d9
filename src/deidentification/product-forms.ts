/**
 * Products by the dosage form around them (issue 49, eleventh round, tuned on the outlands set, by class):
 * - a dosage-form abbreviation before the product, as Indian, Nigerian and many hospital charts write it
 *   ("Tab. Telma 40", "Tab Emzor paracetamol", "Inj. Rocephin 1 g", "Cap Omez 20", "Syp. Cremaffin 10 mL"), with
 *   its strength or drug after it: no one is a tablet;
 * - a word in no list before its dosage form or a release suffix ("Mirvaso gel", "Lonart DS", "Ecosprin AV",
 *   "Balneum lotion"): a listed name there ("Linda cream") is left to the name rules;
 * - a word in no list joined by "or", "and", "/" or "+" to a drug ("Tostran or Testogel", "Utrogestan +
 *   Ovestin"), either side.
 * Each returns spans; a hit lying wholly inside one is dropped, as for product-contexts.ts.
 */
import { allMatches } from './all-matches';
import { isDrugLike } from './product-lexicons';
import type { WordClasses } from './word-classes';

const FORM_ABBREVIATIONS =
  String.raw`[Tt]abs?|TABS?|[Cc]aps?|CAPS?|[Ii]nj|INJ|[Ss]yp|SYP|` + String.raw`[Ss]yr|[Ss]usp|[Oo]int|[Ss]upp|[Nn]eb`;
/**
 * The abbreviation, a capitalised product word, then a strength (maybe after a short code: "Glycomet GP 1") or a
 * drug in lower case ("Emzor paracetamol"): "Cap Okonjo visited" has neither, and keeps its name.
 */
const AFTER_FORM_ABBREVIATION = new RegExp(
  String.raw`(?<![\p{L}])(?:${FORM_ABBREVIATIONS})\.?[^\S\n]+\p{Lu}[\p{L}\d-]*` +
    String.raw`(?:[^\S\n]+(?:\p{Lu}{1,4}[^\S\n]+)?\d[\d.]*|[^\S\n]+(\p{Ll}{3,}))`,
  'gu',
);
/** Cheap scans first, ASCII and without look-behind: each full pattern below costs a try at every capital. */
const HAS_FORM_ABBREVIATION =
  /(?:[Tt]abs?|TABS?|[Cc]aps?|CAPS?|[Ii]nj|INJ|[Ss]y[pr]|SY[PR]|[Ss]usp|[Oo]int|[Ss]upp|[Nn]eb)\.?[^\S\n]+\S/;

const FORMS =
  String.raw`gel|cream|ointment|lotion|foam|spray|nasal\s+spray|patch|patches|pessary|pessaries|tablets?|capsules?|` +
  String.raw`drops|injection|inhaler|solution|suspension|syrup|suppositor(?:y|ies)|shampoo|mouthwash|sachets?|` +
  String.raw`DS|SR|XL|MR|CR|ER|LA|ODT|EC|DT|AV|XR`;
const BEFORE_FORM = new RegExp(String.raw`(?<![\p{L}'’])(\p{Lu}\p{Ll}+)[^\S\n]+(?:${FORMS})\b`, 'gu');
const HAS_FORM = new RegExp(String.raw`\S[^\S\n]+(?:${FORMS})\b`);

const HAS_JOIN = /\p{Ll}(?:[^\S\n]+(?:or|and)[^\S\n]+|[^\S\n]*[/+][^\S\n]*)\p{Lu}/u;
const COORDINATED = /(?<![\p{L}'’])(\p{Lu}\p{Ll}+)[^\S\n]*(?:\bor\b|\band\b|\/|\+)[^\S\n]*(\p{Lu}\p{Ll}+)\b/gu;

/** A word no list knows: neither a name nor an English word nor a clinical term. */
function unlisted(word: string, words: WordClasses): boolean {
  const lower = word.toLowerCase();
  return !words.isName(lower) && !words.isAnyEnglishWord(lower) && !words.isAllowed(lower);
}

/** Spans in which a capitalised word is a product by its dosage form, as [start, end) pairs. */
export function productFormSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const add = (m: RegExpMatchArray): void => {
    spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  };
  if (HAS_FORM_ABBREVIATION.test(text))
    for (const m of allMatches(AFTER_FORM_ABBREVIATION, text))
      if (m[1] === undefined || isDrugLike(m[1], words)) add(m);
  if (HAS_FORM.test(text)) for (const m of allMatches(BEFORE_FORM, text)) if (unlisted(m[1], words)) add(m);
  if (!HAS_JOIN.test(text)) return spans;
  for (const m of allMatches(COORDINATED, text)) {
    const [a, b] = [m[1], m[2]];
    const drug = (w: string): boolean => isDrugLike(w.toLowerCase(), words);
    if ((unlisted(a, words) && drug(b)) || (unlisted(b, words) && drug(a))) add(m);
  }
  return spans;
}
