/**
 * Products by the list or the regimen they stand in (issue 49, twelfth round, tuned on the crossroads set, by class):
 * - the items of a list headed by a kind of product and a colon ("Pads: Lille Supreme, Abena San 7", "Saliva
 *   substitutes tried: Xerotin, Glandosane", "Emollients: Zerobase; Doublebase"), each item only when it starts
 *   with its capital: "Products: discussed with Linda" names someone inside a clause;
 * - a word in no list a few lower-case words before a dosing frequency ("Daktacort to angles BD", "Canesten to the
 *   groin TDS"): people are not applied twice a day;
 * - a brand's range for an audience in brackets after a product word or drug ("minoxidil foam (Regaine for
 *   Women)", "ibuprofen (Nurofen for Children)").
 * - from the twenty-fourth round (tuned on the shallows set), the items of a text whose heading, its first line,
 *   names such a kind or kit, maybe before "list", "range" or "catalogue" and a bracketed aside ("Product list
 *   (colour bar)", "Occupational therapy equipment list", "Peruvian and Bolivian HRT brands"): the lines under it
 *   are the list, each item opening a line or following a comma, semicolon or a sub-heading's colon ("Bathing:
 *   Mangar Bathing Cushion, Bath Lift"). An item after a person's cue ("Patient: Okafor", "for Mrs …") keeps its
 *   hits, as does one with a title or a given name before another listed name.
 * Each returns spans; a hit lying wholly inside one is dropped, as for product-contexts.ts.
 */
import { allMatches } from './all-matches';
import { isDrugLike, PRODUCT_NOUNS } from './product-lexicons';
import { personCueBefore } from './person-cues-before';
import type { WordClasses } from './word-classes';

/**
 * Kinds of product a list is headed by, singular or plural. From the twenty-third round (tuned on tidepool) the head
 * names any kind of made or published thing a list of brands stands under, not only what a patient applies: kit
 * (devices, instruments, equipment, systems, implants, meshes, tapes), medicines, and the sources, databases,
 * journals and publications a search or a track record lists. From the thirty-fourth round, the kinds of software
 * a system's notes list, plural only (modules, plug-ins, extensions, add-ons, apps, platforms): a lone "app" or
 * "platform" heads a field of one, not a list.
 */
const LIST_HEADS =
  String.raw`products?|pads?|pants|substitutes?|emollients?|creams?|brands?|formulary|lubricants?|moisturi[sz]ers?|` +
  String.raw`supplements?|pessar(?:y|ies)|gels?|patch(?:es)?|sprays?|rinses?|toothpastes?|shampoos?|sunscreens?|` +
  String.raw`preparations?|dressings?|appliances?|containment|inhalers?|drops|remedies|OTC|herbals?|herbs|` +
  String.raw`traditional|TCM|botanicals?|devices?|instruments?|equipment|systems?|implants?|meshe?s?|tapes?|` +
  String.raw`medicines?|medications?|drugs?|sources?|databases?|journals?|publications?|resources?|feeds?|` +
  String.raw`modules|plug-?ins|extensions|add-?ons|apps|platforms`;
/**
 * The head's own words; a record's noun among them makes the label a record's, whose fields follow ("drug chart:",
 * "drug register scan:", "database entry:").
 */
const RECORD_NOUN =
  String.raw`(?:entry|entries|records?|register|charts?|cards?|forms?|` +
  String.raw`labels?|details|scan|logs?|numbers?|no|id)`;
const LABEL_WORDS = String.raw`(?:[^\S\n]+(?!${RECORD_NOUN}(?![\p{L}-]))[\p{L}-]+){0,5}`;
/**
 * The head, up to five words of its own ("tried", "in the national recall review", "she brought from Iran"), a
 * colon, then the rest of its sentence on the line; a wrapped list runs on when the line ends in a comma or the
 * next one opens with "and", "or" or a capitalised word and its comma (an item cut by the wrap).
 */
/** A character of the list's line before its sentence ends: "…, Minerva ES. Patient Burrows, Cath" names someone. */
const IN_SENTENCE = String.raw`(?:(?![.!?][^\S\n]+\p{Lu})[^\n])`;
const WRAP = String.raw`(?:(?<=,)[^\S\n]*\n|\n(?=[^\S\n]*(?:(?:and|or)[^\S\n]|\p{Lu}[\p{L}\p{M}-]*,)))`;
const HEADED_LIST = new RegExp(
  String.raw`\b(?:${LIST_HEADS})${LABEL_WORDS}[^\S\n]*:[^\S\n]*(${IN_SENTENCE}+(?:${WRAP}${IN_SENTENCE}+)*)`,
  'giu',
);
const HAS_LIST_COLON = new RegExp(String.raw`(?:${LIST_HEADS})${LABEL_WORDS}[^\S\n]*:`, 'iu');
/**
 * Where a track record or a search names its journals without a colon: "publications in BJOG, Maturitas and
 * Climacteric", "published in Menopause and Maturitas"; the list runs to the end of its sentence.
 */
const MAY_PUBLISH = /publi|paper|article/i;
const PUBLISHED_IN = /\b(?:publications?|published|papers?|articles?)[^\S\n]+in[^\S\n]+([^\n.;:]+)/giu;
/**
 * A heading naming a kind of product or kit as the text's first line, of up to seven words, no sentence: "Product
 * list (colour bar)", "Mountain rescue kit list". Its lines run to the first blank line.
 */
const HEADING_LIST = new RegExp(
  String.raw`^[^\S\n]*(?:[\p{L}'’-]+[^\S\n]+){0,6}(?:${LIST_HEADS}|kits?)` +
    String.raw`(?:[^\S\n]+(?:list|lists|range|ranges|catalogue|price[^\S\n]+list))?(?:[^\S\n]*\([^()\n]*\))?` +
    String.raw`[^\S\n]*\n((?:[^\S\n]*\S[^\n]*(?:\n|$))+)`,
  'iu',
);
const HEADING_CUE = new RegExp(String.raw`(?:${LIST_HEADS}|kits?)\b[^\n]*\n`, 'iu');
/** An item under a heading: as a list item, and after a sub-heading's colon or at a line's start. */
const HEADED_ITEM =
  /(?:^|[,;:]|\b(?:and|or)\b|\/|\+)[^\S\n]*["“]?(\p{Lu}[\p{L}'’-]*(?:[^\S\n]+[\p{Lu}\d][\p{L}\d'’-]*){0,3})/gmu;
const PERSON_CUE_BEFORE_ITEM = personCueBefore(
  ['client', 'resident', 'tenant', 'for', 'with', 'by', 'mx'],
  String.raw`[^\S\n]*[:,-]?[^\S\n]*["“]?`,
);
/** A list item: up to four capitalised words, codes or counts, starting the item, maybe quoted. */
const ITEM = /(?:^|[,;]|\b(?:and|or)\b|\/|\+)\s*["“]?(\p{Lu}[\p{L}-]*(?:[^\S\n]+[\p{Lu}\d][\p{L}\d-]*){0,3})/gu;
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

/**
 * A given name then another listed name ("John Lewis", "Sources: Jane Brennan"), with no size or model number, or a
 * given name alone, or digits spaced one by one: a person or a number in the list, whose words no list frame lets
 * through.
 */
function namesSomeone(item: string, words: WordClasses): boolean {
  const parts = item.split(/[^\S\n]+/);
  // Digits spaced one by one are a number written out, not a product's size ("GMC 7 0 4 4").
  if (parts.filter((p) => /^\d$/.test(p)).length >= 2) return true;
  // A given name alone is someone ("…, Burrows, Cath"): a product has a word of its own.
  if (parts.length === 1 && words.isPersonalFirstName(item.toLowerCase())) return true;
  // A size or model number makes the item a product ("Abena San 7").
  if (/\d/.test(item)) return false;
  for (let i = 0; i + 1 < parts.length; i++) {
    const next = parts[i + 1];
    // A model's letters are no surname ("Minerva ES").
    if (next.length < 3) continue;
    if (words.isPersonalFirstName(parts[i].toLowerCase()) && words.isName(next.toLowerCase())) return true;
  }
  return false;
}

/** Spans in which a capitalised word is a product by its list or regimen, as [start, end) pairs. */
export function productListSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const addItems = (m: RegExpMatchArray): void => {
    const rest = m[1];
    const restStart = (m.index ?? 0) + m[0].length - rest.length;
    for (const item of allMatches(ITEM, rest)) {
      if (TITLE.test(item[1]) || namesSomeone(item[1], words)) continue;
      const start = restStart + (item.index ?? 0) + item[0].length - item[1].length;
      spans.push([start, start + item[1].length]);
    }
  };
  if (text.includes(':') && HAS_LIST_COLON.test(text)) for (const m of allMatches(HEADED_LIST, text)) addItems(m);
  if (MAY_PUBLISH.test(text)) for (const m of allMatches(PUBLISHED_IN, text)) addItems(m);
  const heading = HEADING_CUE.test(text.slice(0, text.indexOf('\n') + 1)) ? HEADING_LIST.exec(text) : null;
  if (heading !== null) {
    const body = heading[1];
    const bodyStart = heading[0].length - body.length;
    for (const item of allMatches(HEADED_ITEM, body)) {
      const start = bodyStart + (item.index ?? 0) + item[0].length - item[1].length;
      if (TITLE.test(item[1]) || namesSomeone(item[1], words)) continue;
      if (PERSON_CUE_BEFORE_ITEM.test(text.slice(Math.max(0, start - 24), start))) continue;
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
