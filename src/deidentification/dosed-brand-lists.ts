/**
 * Lists of medicines written with their doses, brackets and two-word brands (issue 49, twentieth round, tuned on the
 * lagoon set, by class). brand-lists.ts reads a comma list of single capitalised words; medicine lists brought from
 * abroad and travel-clinic notes write each item with its strength ("Estrofem 2 mg, Duphaston 10 mg, Klimadynon"),
 * a bracket ("Tibolona (Livial)", "Twinrix (hep A and B)") or a second word of the brand ("Typhim Vi"). Here an item
 * is one or two capitalised words, maybe followed by a dose or a bracket; a list of three or more items of which two
 * or more open with a drug of the dictionaries or the clinical lists (not a country or region, which those lists
 * allow too) and an item before a comma has its dose or bracket is a list of products, and its items' words are no
 * names. A given name, a relation or a post among an item's words keeps that item ("Estrofem 2 mg, Duphaston, Anna
 * Remens": a person given them).
 */
import { isDrugLike } from './product-lexicons';
import type { WordClasses } from './word-classes';

/**
 * One line up to a semicolon, a colon or a full stop that is no decimal point; a line that ends with a comma goes on
 * on the next (a medicines line wrapped, thirty-second round).
 */
export const CLAUSE = /(?:[^,;:.\n]|,(?:[^\S\n]*\n)?|\.(?=\d))+/g;
const BRACKETS = /\([^()\n]*\)/g;
const DOSE = String.raw`(?:[^\S\n]+\d+(?:[.,]\d+)?(?:[^\S\n]*(?:mg|mcg|µg|g|ml|mL|iu|IU|units?|%))?(?![\p{L}]))?`;
/**
 * How the prescriber's shorthand goes on after the dose (issue 49, thirty-second round, tuned on the cove set:
 * "Estrogel 2 pumps mane", "Panadol Osteo 2 BD prn", "Caltrate 600 + D OD", "Coloxyl c Senna prn"): doses' units,
 * the Latin and English abbreviations of when to take it, a form, a route, and a second medicine joined by "c"
 * (with), "with" or "+".
 */
const SCHEDULE =
  String.raw`(?:[^\S\n]+(?:\d+(?:[.,]\d+)?(?:[^\S\n]*(?:mg|mcg|µg|g|ml|mL|iu|IU|units?|%))?|` +
  String.raw`(?:pumps?|tabs?|caps?|puffs?|drops?|sachets?|sprays?|patch(?:es)?|applicators?|cream|gel|` +
  String.raw`pessar(?:y|ies)|mane|nocte|od|OD|bd|BD|bid|BID|tds|TDS|tid|TID|qds|QDS|qid|QID|prn|PRN|stat|daily|` +
  String.raw`weekly|po|PO|pv|PV|sc|SC|top)|\d+x\/(?:d|day|wk|week)|(?:(?:c|with)[^\S\n]+|\+[^\S\n]*)` +
  String.raw`\p{Lu}[\p{L}\p{M}\d-]*)(?![\p{L}\d]))*`;
export const ITEM = new RegExp(
  String.raw`^[^\S\n]*(?:(?:and|or|also|plus)[^\S\n]+)?` +
    String.raw`(\p{Lu}[\p{L}\p{M}-]*\d*(?:[^\S\n]+[\p{Lu}\d][\p{L}\p{M}\d-]*)?)` +
    String.raw`${DOSE}${SCHEDULE}[^\S\n]*$`,
  'u',
);
/** What makes the list one of doses: an item's strength or a bracket after it. */
const DOSED_OR_BRACKETED = /^[^\S\n]*(?:\d|\()/;
export const MAY_BE_DOSED =
  /(?:[\d)](?:[^\S\n]*(?:mg|mcg|µg|g|ml|mL|iu|IU|units?|%))?|\b(?:mane|nocte|OD|BD|TDS|QDS|prn|PRN|daily|wk))[^\S\n]*,/;

export function dosedBrandListSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  // Two commas, and a dose or a bracket before one of them: the cheap tests before any clause is split.
  const comma = text.indexOf(',');
  if (comma < 0 || text.indexOf(',', comma + 1) < 0 || !MAY_BE_DOSED.test(text)) return spans;
  // Brackets blanked to spaces of their length, so their commas and words split no item and positions hold.
  const flat = text.includes('(') ? text.replace(BRACKETS, (b) => ' '.repeat(b.length)) : text;
  for (const clause of flat.matchAll(CLAUSE)) {
    const parts = clause[0].split(/,|\band\b/);
    if (parts.length < 3) continue;
    const items: Array<[number, string]> = [];
    let scheduled = false;
    let at = clause.index;
    for (const part of parts) {
      const m = ITEM.exec(part);
      if (m) {
        items.push([at + m[0].indexOf(m[1]), m[1]]);
        // A strength or a schedule after the brand ("Estrogel 2 pumps mane"), or a strength as its second word.
        scheduled ||= /\S/.test(m[0].slice(m[0].indexOf(m[1]) + m[1].length)) || /\s\d/.test(m[1]);
      }
      at += part.length + (flat.startsWith('and', at + part.length) ? 3 : 1);
    }
    if (items.length < 3) continue;
    // Countries and regions are allowed words too ("Niger, Spodnja Idrija, Slovenia"): no drug.
    const drugs = items.filter(([, w]) => {
      const first = w.split(/[^\S\n]+/)[0].toLowerCase();
      return isDrugLike(first, words) && !words.lex.broadGeography.has(first);
    }).length;
    if (
      drugs < 2 ||
      !(
        scheduled ||
        items.some(([start, w]) => DOSED_OR_BRACKETED.test(text.slice(start + w.length, start + w.length + 12)))
      )
    )
      continue;
    for (const [start, item] of items) {
      const named = item
        .split(/[^\S\n]+/)
        .some((w) => words.isPersonalFirstName(w.toLowerCase()) || words.isRoleWord(w.toLowerCase()));
      if (!named) spans.push([start, start + item.length]);
    }
  }
  return spans;
}
