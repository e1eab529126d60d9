/**
 * Brands and kinds of product shown so by the words around them (issue 49, sixteenth round, tuned on the estuary
 * set, by class):
 * - a capitalised word then a dosage form and a strength ("Julina tablet 0.5 mg", "Klimonorm tablets 2 mg",
 *   "Divigel gel 1 mg"): no one is written before "tablet 0.5 mg", so a given name there is a brand too;
 * - the word after "brand", "brand name" or "brand called" ("the Japanese brand" Julina", "a brand called
 *   Femoston"), a given name too, unless a title or a relation follows; after "called" alone it is a person's name;
 * - one to three capitalised words in brackets after a product noun ("dilators (Amielle Care)", "moisturiser (Yes
 *   VM)", "app (Balance Plus)"), where product-lexicons.ts's rule takes one word;
 * - the capitalised items of a bracketed list after a product noun that also holds lower-case kinds ("ring pessary
 *   sizing (Gellhorn, cube, shelf, Shaatz)", "catheter (Foley, suprapubic)"): types named after their makers
 *   beside types named by their shape, where a list of people holds no lower-case noun;
 * - in a text naming two drugs or more, a word no name list holds after a verb of prescribing or taking ("my doctor
 *   prescribed Klimonorm", "switched to Angeliq"), or a word no given name alone after "Also" ("Also Divina."): the
 *   rival of the drugs named.
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';
import { bracketWord, bracketWordStarts } from './bracket-starts';
import { matchesFrom } from './matches-at';
import { PRODUCT_NOUNS, isDrugLike } from './product-lexicons';
import type { Prerequisite } from './prerequisites';
import type { WordClasses } from './word-classes';

const CAP = String.raw`\p{Lu}[\p{L}\p{M}-]+`;
const FORMS =
  String.raw`tablets?|tabs?|capsules?|caps?|pills?|gel|patch(?:es)?|pessar(?:y|ies)|cream|spray|drops|injection|` +
  String.raw`sachets?|granules|powder|solution|suspension|lozenges?|implant|inserts?|ointment`;
const BEFORE_DOSE = new RegExp(
  String.raw`(?<![\p{L}])(${CAP})[^\S\n]+(?:${FORMS})[^\S\n]+\d+(?:[.,]\d+)?[^\S\n]*` +
    String.raw`(?:mg|mcg|µg|micrograms?|g|ml|mL|IU|%)(?![\p{L}])`,
  'gu',
);
/** The form and the number every BEFORE_DOSE match holds; `/\d/` alone passed on nearly every note. */
const FORM_THEN_NUMBER = new RegExp(String.raw`(?:${FORMS})[^\S\n]+\d`, 'u');
const AFTER_BRAND = new RegExp(
  String.raw`\bbrand(?:[^\S\n]+(?:name|called|named))?["'”’)]?[^\S\n]+["“'‘]?(${CAP})`,
  'gu',
);
export const BRACKETED_BRAND = new RegExp(
  String.raw`(?<![\p{L}])(\p{L}+)[^\S\n]*\((${CAP}(?:[^\S\n]+[\p{L}\d+-]+){0,2})\)`,
  'gu',
);
export const BRACKETED_KINDS = /(?<![\p{L}])(\p{Ll}+)[^\S\n]*\(([^()\n]{3,120})\)/gu;
/** Both tried only at the word before each bracket (bracket-starts.ts). */
export const BRACKETED_BRAND_AT = new RegExp(BRACKETED_BRAND.source, 'uy');
export const BRACKETED_KINDS_AT = new RegExp(BRACKETED_KINDS.source, 'uy');
export const WORD_BEFORE_BRACKET = bracketWord(String.raw`\p{L}`);
const TAKING = new RegExp(
  String.raw`\b(?:prescribed|prescribe|prescribes|took|taking|takes|tried|switched[^\S\n]+to|started[^\S\n]+on|` +
    String.raw`changed[^\S\n]+to|gave[^\S\n]+me|given)[^\S\n]+(${CAP})`,
  'gu',
);
const ALSO_ALONE = new RegExp(String.raw`(?:^|[.!?][^\S\n]+)Also[^\S\n]+(${CAP})(?=[^\S\n]*[.;!?])`, 'gmu');
const DRUG_WORD = /(?<![\p{L}])\p{L}[\p{L}-]{3,}(?![\p{L}])/gu;

export const EVIDENCE_PREREQUISITES: readonly Prerequisite[] = [[BEFORE_DOSE, FORM_THEN_NUMBER]];

function isPerson(lower: string, words: WordClasses): boolean {
  return words.isPersonalFirstName(lower) || words.isTitle(lower) || words.isRelation(lower) || words.isRoleWord(lower);
}

function groupSpan(m: RegExpExecArray, group: string): [number, number] {
  const start = (m.index ?? 0) + m[0].lastIndexOf(group);
  return [start, start + group.length];
}

function namesTwoDrugs(text: string, words: WordClasses): boolean {
  let drugs = 0;
  for (const m of allMatches(DRUG_WORD, text))
    if (/^\p{Lu}/u.test(m[0]) && isDrugLike(m[0].toLowerCase(), words) && ++drugs >= 2) return true;
  return false;
}

export function productEvidenceSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (FORM_THEN_NUMBER.test(text)) for (const m of allMatches(BEFORE_DOSE, text)) spans.push(groupSpan(m, m[1]));
  if (text.includes('brand'))
    for (const m of allMatches(AFTER_BRAND, text))
      if (!words.isTitle(m[1].toLowerCase()) && !words.isRelation(m[1].toLowerCase())) spans.push(groupSpan(m, m[1]));
  if (text.includes('(')) {
    const starts = bracketWordStarts(WORD_BEFORE_BRACKET, text);
    for (const m of matchesFrom(BRACKETED_BRAND_AT, text, starts))
      if (PRODUCT_NOUNS.has(m[1].toLowerCase())) spans.push(groupSpan(m, m[2]));
    for (const m of matchesFrom(BRACKETED_KINDS_AT, text, starts)) {
      const items = m[2].split(/[^\S\n]*,[^\S\n]*|[^\S\n]+(?:or|and)[^\S\n]+/).map((s) => s.trim());
      const kinds = items.filter((s) => /^\p{Ll}[\p{L}-]*$/u.test(s) && !words.isRoleWord(s));
      if (kinds.length === 0 || kinds.length !== items.filter((s) => /^\p{Ll}/u.test(s)).length) continue;
      const capitals = items.filter((s) => /^\p{Lu}[\p{L}-]+$/u.test(s) && !words.isPersonalFirstName(s.toLowerCase()));
      if (capitals.length === 0 || capitals.length + kinds.length !== items.length) continue;
      const inside = (m.index ?? 0) + m[0].indexOf('(') + 1;
      spans.push([inside, inside + m[2].length]);
    }
  }
  if (/prescri|took|tak|tried|switched|started|changed|gave|given|Also/.test(text) && namesTwoDrugs(text, words)) {
    for (const m of allMatches(TAKING, text))
      if (!isPerson(m[1].toLowerCase(), words) && !words.isName(m[1].toLowerCase())) spans.push(groupSpan(m, m[1]));
    for (const m of allMatches(ALSO_ALONE, text))
      if (!isPerson(m[1].toLowerCase(), words)) spans.push(groupSpan(m, m[1]));
  }
  return spans;
}
