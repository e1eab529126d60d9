/**
 * Products and suppliers no list holds, read from the words of trade around them (issue 49, thirty-fourth round,
 * from the low tuned sets' refused apps, medicines, software and suppliers):
 * - what a product is said to be: licensed (not "licensed to", which people are), unlicensed, prescription only,
 *   available over the counter, sold, marketed, discontinued ("Androfeme is not licensed here");
 * - a drug taken through a brand no list holds ("testosterone via Androfeme"); a listed word or a place after "via"
 *   is the way there ("Mirena via Whittington gynae", "evacuate via Stornoway");
 * - what is downloaded, installed, logged in to, signed up to, subscribed to or ordered from, and the maker after
 *   "manufactured by" or "brand of" ("reorder from Pharmaniaga", "logged in to Menoview");
 * - one or two capitalised words before "app", "tracker", "subscription", "software", "plug-in", "add-on" or
 *   "Edition" ("the Hotnote tracker", "Vaultra Server Edition"), a place left out ("the Leeds app" may say where);
 * - the maker after a kind of product and "by" ("Community Edition by Redgate").
 * A word no list holds, once read so, is the same product at its other mentions in the text ("here it's Xonvea. …
 * Xonvea is prescription only"). A title, a relation or a post before or as the word keeps it a person's.
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';
import { isDrugLike } from './product-lexicons';
import { titleBefore } from './titles-before';
import type { WordClasses } from './word-classes';

const S = String.raw`[^\S\n]+`;
const CAP = String.raw`\p{Lu}[\p{L}\p{M}-]*[\p{L}\p{M}]`;
/** One or two capitalised words, not a possessive ("Sarah's app" is hers, not a product's name). */
const CAPS = String.raw`(${CAP}(?:${S}${CAP})?)(?!['’\p{L}])`;

const PREDICATE =
  String.raw`(?:is|are|was|were)(?:${S}(?:not|now|only|also|still|no[^\S\n]+longer))?${S}` +
  String.raw`(?:licen[cs]ed(?!${S}to\b)|unlicen[cs]ed|prescription[- ]only|available${S}over${S}the${S}counter|` +
  String.raw`sold|marketed|discontinued)\b`;
const SAID_OF = new RegExp(String.raw`(?<![\p{L}'’-])${CAPS}${S}${PREDICATE}`, 'gu');
const VIA = new RegExp(String.raw`(?<![\p{L}])(\p{L}+)${S}via${S}${CAPS}`, 'gu');
const TRADE_VERB =
  String.raw`[Dd]ownload(?:ed|s|ing)?|(?:[Rr]e-?|[Uu]n)?[Ii]nstall(?:ed|s|ing)?|` +
  String.raw`[Ll]og(?:ged|s|ging)?${S}(?:in|on)${S}?to|[Ss]ign(?:ed|s)?${S}up${S}(?:to|for)|` +
  String.raw`[Ss]ubscri(?:bed|bes|be)${S}to|` +
  String.raw`(?:[Rr]e-?)?[Oo]rder(?:ed|s|ing)?${S}from|[Mm]anufactured${S}by|[Bb]rand${S}of`;
const AFTER_VERB = new RegExp(String.raw`(?<![\p{L}])(?:${TRADE_VERB})${S}(?:the${S})?${CAPS}`, 'gu');
const HEADS = String.raw`Editions?|[Aa]pps?|[Tt]rackers?|[Ss]ubscriptions?|[Ss]oftware|[Pp]lug-?ins?|[Aa]dd-?ons?`;
const BEFORE_HEAD = new RegExp(String.raw`(?<![\p{L}'’-])${CAPS}${S}(?:${HEADS})\b`, 'gu');
const MADE_BY = new RegExp(
  String.raw`(?<![\p{L}])(?:[Ee]dition|[Aa]pp|[Ss]oftware|[Dd]evice|[Tt]racker|[Pp]roducts?|[Pp]latform|[Pp]lug-?in)` +
    String.raw`${S}by${S}${CAPS}`,
  'gu',
);
/**
 * What follows the capitalised words in SAID_OF, AFTER_VERB's verbs and BEFORE_HEAD's head: a part each pattern's
 * every match holds, found without the opening look-behind, which has no first character to look for and so is tried
 * at every position of the note (the three took some 1.5 % of a slow note's time, docs/performance.md, round 35).
 */
const SAID_OF_TAIL = new RegExp(String.raw`[^\S\n]${PREDICATE}`, 'u');
const TRADE_VERB_THEN_SPACE = new RegExp(String.raw`(?:${TRADE_VERB})${S}`, 'u');
const SPACE_THEN_HEAD = new RegExp(String.raw`[^\S\n](?:${HEADS})\b`, 'u');
/** Each pattern with its gate, for the spec that holds a gate to say yes wherever its pattern matches. */
export const GATED_PATTERNS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [SAID_OF, SAID_OF_TAIL],
  [AFTER_VERB, TRADE_VERB_THEN_SPACE],
  [BEFORE_HEAD, SPACE_THEN_HEAD],
];

function isPersonWord(word: string, words: WordClasses): boolean {
  const lower = word.toLowerCase();
  return words.isTitle(lower) || words.isRelation(lower) || words.isRoleWord(lower);
}

/** A drug by its shape or the dictionary that the clinical list also holds: a verb shaped so ("evacuate") is not. */
function isClinicalDrug(lower: string, words: WordClasses): boolean {
  return isDrugLike(lower, words) && (words.isDrugWord(lower) || words.isAllowed(lower));
}

/** A word neither a name, nor English, nor a clinical term: its other mentions are the same product. */
function unlisted(word: string, words: WordClasses): boolean {
  const lower = word.toLowerCase();
  return !words.isName(lower) && !words.isAnyEnglishWord(lower) && !words.isAllowed(lower);
}

export function tradePredicateSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const products = new Set<string>();
  const take = (m: RegExpExecArray, group: string, placeToo = true): void => {
    const start = (m.index ?? 0) + m[0].lastIndexOf(group);
    const parts = group.split(/[^\S\n]+/u);
    if (parts.some((w) => isPersonWord(w, words)) || titleBefore(text, start, 12)) return;
    if (!placeToo && parts.some((w) => words.isPlace(w.toLowerCase()))) return;
    spans.push([start, start + group.length]);
    if (parts.length === 1 && unlisted(group, words)) products.add(group);
  };
  if (SAID_OF_TAIL.test(text)) for (const m of allMatches(SAID_OF, text)) take(m, m[1]);
  if (text.includes('via'))
    for (const m of allMatches(VIA, text))
      if (isClinicalDrug(m[1].toLowerCase(), words) && unlisted(m[2], words) && !words.isPlace(m[2].toLowerCase()))
        take(m, m[2]);
  if (TRADE_VERB_THEN_SPACE.test(text)) for (const m of allMatches(AFTER_VERB, text)) take(m, m[1]);
  if (SPACE_THEN_HEAD.test(text)) for (const m of allMatches(BEFORE_HEAD, text)) take(m, m[1], false);
  if (text.includes(' by ')) for (const m of allMatches(MADE_BY, text)) take(m, m[1]);
  for (const product of products) {
    const mention = new RegExp(String.raw`(?<![\p{L}])${product}(?![\p{L}])`, 'gu');
    for (const m of allMatches(mention, text)) {
      const start = m.index ?? 0;
      if (!titleBefore(text, start, 12)) spans.push([start, start + product.length]);
    }
  }
  return spans;
}
