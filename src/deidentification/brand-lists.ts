/**
 * Brands by the drugs beside them (issue 49, fifteenth round, tuned on the headwaters set, by class):
 * - the capitalised items of a comma-separated list of three or more in which two or more are drugs or known brands
 *   ("Estrofem, Femoston, Activelle, Livial, Divina", "she has used Evorel, Lenzetto, Activelle and Divina"): a list
 *   that holds drugs holds the rivals of those drugs; a role word ("Nurse") and a given name ("Mary") are left alone;
 * - from the twenty-fourth round (tuned on the shallows set), generics in lower case count as the list's drugs too
 *   ("We stock paracetamol, ibuprofen, loratadine, Dioralyte"): leaflets and stock lists write generics in lower
 *   case and brands in capitals; such a list, short of three capitalised items or two capitalised drugs, lets
 *   through only a capitalised item in no name list ("paracetamol, ibuprofen, Okafor to review" keeps the surname);
 * - a brand before its generic in brackets ("Abufène (beta-alanine)", "Kliofem (estradiol/norethisterone)",
 *   "Tibolone (Livial)" is the other way round and is product-mentions.ts's), unless the brand is a given name:
 *   "Mary (sertraline)" may be someone on it.
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';
import { bracketRunOffsets, bracketWord } from './bracket-starts';
import { matchesFrom } from './matches-at';
import { isDrugLike } from './product-lexicons';
import type { WordClasses } from './word-classes';

/** A clause of comma-separated items: one line, up to a semicolon, full stop or colon. */
const CLAUSE = /[^;:.\n]+/g;
export const SEPARATOR = /(?<=,|\band\b|\bor\b)/;
const WORD = String.raw`(\p{Lu}[\p{L}\p{M}-]*\d*)`;
const ITEM = new RegExp(String.raw`^[^\S\n]*${WORD}[^\S\n]*(?:,|and|or)$`, 'u');
const FIRST_ITEM = new RegExp(String.raw`(?<![\p{L}])${WORD}[^\S\n]*(?:,|and|or)$`, 'u');
const LAST_ITEM = new RegExp(String.raw`^[^\S\n]*${WORD}(?![\p{L}])`, 'u');
/** The same three places for a word in lower case: a generic counts as the list's drug, never as a span. */
const LOWER = String.raw`(\p{Ll}[\p{L}\p{M}-]*)`;
const LOWER_ITEM = new RegExp(String.raw`^[^\S\n]*${LOWER}[^\S\n]*(?:,|and|or)$`, 'u');
const LOWER_FIRST_ITEM = new RegExp(String.raw`(?<![\p{L}])${LOWER}[^\S\n]*(?:,|and|or)$`, 'u');
const LOWER_LAST_ITEM = new RegExp(String.raw`^[^\S\n]*${LOWER}(?![\p{L}])`, 'u');
export const BRAND_BEFORE_GENERIC =
  /(?<![\p{L}])(\p{Lu}[\p{L}\p{M}-]+)[^\S\n]*\(([\p{L}-]+(?:[^\S\n]*[/+][^\S\n]*[\p{L}-]+)*)\)/gu;
/** The same, tried only at the run of word characters before each bracket (bracket-starts.ts). */
export const BRAND_BEFORE_GENERIC_AT = new RegExp(BRAND_BEFORE_GENERIC.source, 'uy');
export const BRAND_BEFORE_BRACKET = bracketWord(String.raw`[\p{L}\p{M}-]`);

/**
 * Whether a clause holds two of what SEPARATOR splits after, counted as plain substrings: a comma, "and", "or"
 * (every place it splits is after one of them, so fewer than two of them cannot give three items). A lookbehind
 * split tries each position of the clause, which on a two-byte note cost more than the rest of the rule.
 */
export function holdsTwoSeparators(clause: string): boolean {
  let found = 0;
  for (const separator of [',', 'and', 'or']) {
    for (let at = clause.indexOf(separator); at !== -1; at = clause.indexOf(separator, at + 1))
      if (++found >= 2) return true;
  }
  return false;
}

export function brandListSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (text.includes(','))
    for (const clause of allMatches(CLAUSE, text)) {
      // Three items need two separators: a clause with fewer commas, "and"s and "or"s than that is not split.
      if (!holdsTwoSeparators(clause[0])) continue;
      const parts = clause[0].split(SEPARATOR);
      if (parts.length < 3) continue;
      const items: Array<[number, string]> = [];
      const uncapitalised: number[] = [];
      let at = clause.index ?? 0;
      parts.forEach((part, i) => {
        // The first item may close a clause ("she has used Evorel"), the last open one ("Estradot in turn").
        const m = (i === 0 ? FIRST_ITEM : i === parts.length - 1 ? LAST_ITEM : ITEM).exec(part);
        if (m) items.push([at + (m.index ?? 0) + m[0].indexOf(m[1]), m[1]]);
        else uncapitalised.push(i);
        at += part.length;
      });
      if (items.length === 0) continue;
      const drugs = items.filter(([, w]) => isDrugLike(w.toLowerCase(), words)).length;
      const byCapitals = items.length >= 3 && drugs >= 2;
      // Generics are read only when the capitals alone do not make the list one of drugs.
      let generics = 0;
      if (!byCapitals)
        for (const i of uncapitalised) {
          const last = i === parts.length - 1;
          const g = (i === 0 ? LOWER_FIRST_ITEM : last ? LOWER_LAST_ITEM : LOWER_ITEM).exec(parts[i]);
          if (g && isDrugLike(g[1], words)) generics++;
        }
      if (!byCapitals && (items.length + generics < 3 || drugs + generics < 2)) continue;
      for (const [start, w] of items) {
        const lower = w.toLowerCase();
        if (words.isRoleWord(lower) || words.isPersonalFirstName(lower)) continue;
        // A list that needs its generics to count is read more strictly: only a word no name list holds, nor any
        // part of it ("Okafor-Mensah").
        if (!byCapitals && lower.split('-').some((part) => words.isName(part))) continue;
        spans.push([start, start + w.length]);
      }
    }
  if (text.includes('('))
    for (const m of matchesFrom(BRAND_BEFORE_GENERIC_AT, text, bracketRunOffsets(BRAND_BEFORE_BRACKET, text))) {
      const generics = m[2].split(/[^\S\n]*[/+][^\S\n]*/);
      if (!generics.every((g) => /^\p{Ll}/u.test(g) && isDrugLike(g.toLowerCase(), words))) continue;
      const brand = m[1].toLowerCase();
      if (words.isPersonalFirstName(brand) || words.isRoleWord(brand) || words.isTitle(brand)) continue;
      spans.push([m.index ?? 0, (m.index ?? 0) + m[1].length]);
    }
  return spans;
}
