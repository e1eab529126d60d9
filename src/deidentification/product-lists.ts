/**
 * Products by the list or the regimen they stand in (issue 49, twelfth round, tuned on the crossroads set, by class):
 * - the items of a list headed by a kind of product and a colon ("Pads: Lille Supreme, Abena San 7", "Saliva
 *   substitutes tried: Xerotin, Glandosane", "Emollients: Zerobase; Doublebase"), each item only when it starts
 *   with its capital: "Products: discussed with Linda" names someone inside a clause;
 * - a word in no list a few lower-case words before a dosing frequency ("Daktacort to angles BD", "Canesten to the
 *   groin TDS"): people are not applied twice a day;
 * - a brand's range for an audience in brackets after a product word or drug ("minoxidil foam (Regaine for
 *   Women)", "ibuprofen (Nurofen for Children)").
 * Each returns spans; a hit lying wholly inside one is dropped, as for product-contexts.ts.
 */
import { allMatches } from './all-matches';
import { isDrugLike, PRODUCT_NOUNS } from './product-lexicons';
import type { WordClasses } from './word-classes';

/** Kinds of product a list is headed by, singular or plural. */
const LIST_HEADS =
  String.raw`products?|pads?|pants|substitutes?|emollients?|creams?|brands?|formulary|lubricants?|moisturi[sz]ers?|` +
  String.raw`supplements?|pessar(?:y|ies)|gels?|patch(?:es)?|sprays?|rinses?|toothpastes?|shampoos?|sunscreens?|` +
  String.raw`preparations?|dressings?|appliances?|containment|inhalers?|drops|remedies|OTC|herbals?|herbs|` +
  String.raw`traditional|TCM|botanicals?`;
/** The head, up to two words of its own ("tried", "used before"), a colon, then the rest of the line. */
const HEADED_LIST = new RegExp(String.raw`\b(?:${LIST_HEADS})(?:[^\S\n]+\p{Ll}+){0,2}[^\S\n]*:[^\S\n]*([^\n]+)`, 'giu');
const HAS_LIST_COLON = new RegExp(String.raw`(?:${LIST_HEADS})(?:[^\S\n]+\p{Ll}+){0,2}[^\S\n]*:`, 'iu');
/** A list item: up to four capitalised words, codes or counts, starting the item. */
const ITEM = /(?:^|[,;]|\b(?:and|or)\b|\/|\+)[^\S\n]*(\p{Lu}[\p{L}-]*(?:[^\S\n]+[\p{Lu}\d][\p{L}\d-]*){0,3})/gu;
const TITLE = /\b(?:Mrs?|Ms|Miss|Mx|Dr|Prof|Nurse|Sister)\b/;

const FREQUENCY = String.raw`BD|TDS|QDS|OD|PRN|bd|tds|qds|od|prn|nocte|mane|stat`;
/** The frequency is found first; only then is the short stretch before it read for the product word. */
const FREQUENCY_AT = new RegExp(String.raw`[^\S\n](?:${FREQUENCY})\b`, 'g');
const PRODUCT_BEFORE_FREQUENCY = /(?<![\p{L}'’])(\p{Lu}\p{Ll}+)(?:[^\S\n]+\p{Ll}+){0,3}$/u;
const HAS_FREQUENCY = new RegExp(String.raw`\s(?:${FREQUENCY})\b`);

/** The audience closing the brackets: the cheap scan before the full pattern, which tries every letter. */
const HAS_AUDIENCE = /[^\S\n]for[^\S\n]+(?:Women|Men|Her|Him|Children|Kids)\)/;
const AUDIENCE_RANGE =
  /(?<![\p{L}])([\p{L}][\p{L}-]*)[^\S\n]*\((\p{Lu}\p{Ll}+)[^\S\n]+for[^\S\n]+(?:Women|Men|Her|Him|Children|Kids)\)/gu;

/** A word no list knows: neither a name nor an English word nor a clinical term. */
function unlisted(word: string, words: WordClasses): boolean {
  const lower = word.toLowerCase();
  return !words.isName(lower) && !words.isAnyEnglishWord(lower) && !words.isAllowed(lower);
}

/** Spans in which a capitalised word is a product by its list or regimen, as [start, end) pairs. */
export function productListSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (text.includes(':') && HAS_LIST_COLON.test(text))
    for (const m of allMatches(HEADED_LIST, text)) {
      const rest = m[1];
      const restStart = (m.index ?? 0) + m[0].length - rest.length;
      for (const item of allMatches(ITEM, rest)) {
        if (TITLE.test(item[1])) continue;
        const start = restStart + (item.index ?? 0) + item[0].length - item[1].length;
        spans.push([start, start + item[1].length]);
      }
    }
  if (HAS_FREQUENCY.test(text))
    for (const f of allMatches(FREQUENCY_AT, text)) {
      const from = Math.max(0, (f.index ?? 0) - 60);
      const m = PRODUCT_BEFORE_FREQUENCY.exec(text.slice(from, f.index));
      // A match at the stretch's first character must not continue a word cut off by the look-back.
      if (!m || (m.index === 0 && from > 0 && /\p{L}/u.test(text[from - 1]))) continue;
      if (unlisted(m[1], words)) spans.push([from + m.index, from + m.index + m[1].length]);
    }
  if (HAS_AUDIENCE.test(text))
    for (const m of allMatches(AUDIENCE_RANGE, text)) {
      const before = m[1].toLowerCase();
      if (PRODUCT_NOUNS.has(before) || isDrugLike(before, words))
        spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
    }
  return spans;
}
