/**
 * Named kinds listed under one head noun (issue 49, twenty-first round, tuned on the lagoon set, by class). Drills,
 * methods and manoeuvres named after their authors come in lists that repeat the head ("Williamson turn, Anderson
 * turn, Scharnow turn"); the name rules read each capitalised word as a surname. Three or more items in a row, joined
 * by commas, "and", "or" or "vs", each one capitalised word and the same lower-case head noun, name kinds of that
 * noun, not people (two are not enough: "saw Jones today and Smith today"). Heads of people and their homes
 * (family, household, house, home, children, and every relation or post of the lexicon) keep the hits ("the Patel
 * family, Okafor family and Reid family").
 */
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

const ITEM = /(?<![\p{L}\p{M}'’-])(\p{Lu}[\p{L}\p{M}'’-]*)[^\S\n]+(\p{Ll}{3,})(?![\p{L}\p{M}'’-])/gu;
const JOINER = /^(?:[^\S\n]*,[^\S\n]*|[^\S\n]+(?:and|or|vs\.?|versus)[^\S\n]+|[^\S\n]*,[^\S\n]*(?:and|or)[^\S\n]+)$/;
const PEOPLE_HEADS = /^(?:family|families|household|house|home|children|kids|twins|couple|estate|residence|farm)$/;

/** After a comma: a capitalised word, then the head read before the comma. */
const NEXT_ITEM = /^[^\S\n]*\p{Lu}[\p{L}\p{M}'’-]*[^\S\n]+/u;

export function sharedHeadListSpans(text: string, words: WordClasses): Span[] {
  if (!mayList(text)) return [];
  const items = [...text.matchAll(ITEM)];
  if (items.length < 3) return [];
  /** Item k joined to item j (j next to k) under the same head. */
  const joinedFrom = (k: number, j: number): boolean => {
    const a = items[Math.min(j, k)];
    const b = items[Math.max(j, k)];
    if (a === undefined || b === undefined || a[2] !== b[2]) return false;
    return JOINER.test(text.slice(a.index + a[0].length, b.index));
  };
  const spans: Span[] = [];
  for (let i = 0; i < items.length; i++) {
    const head = items[i][2];
    if (PEOPLE_HEADS.test(head) || words.isRelation(head) || words.isRoleWord(head) || words.isTitle(head)) continue;
    const joinedTo = (j: number): boolean => joinedFrom(i, j);
    // The middle of three, or either end with its two neighbours on one side.
    const inList =
      (joinedTo(i - 1) && joinedTo(i + 1)) ||
      (joinedTo(i + 1) && joinedFrom(i + 1, i + 2)) ||
      (joinedTo(i - 1) && joinedFrom(i - 1, i - 2));
    if (inList) spans.push([items[i].index, items[i].index + items[i][1].length]);
  }
  return spans;
}

/** The cheap test first: two items under one head joined by a comma ("Williamson turn, Anderson turn"). */
function mayList(text: string): boolean {
  for (let c = text.indexOf(','); c >= 0; c = text.indexOf(',', c + 1)) {
    let s = c;
    while (s > 0 && isLowerAscii(text.charCodeAt(s - 1))) s--;
    if (c - s < 3) continue;
    const next = NEXT_ITEM.exec(text.slice(c + 1, c + 48));
    if (next === null) continue;
    const from = c + 1 + next[0].length;
    if (text.startsWith(text.slice(s, c), from) && !isLowerAscii(text.charCodeAt(from + c - s))) return true;
  }
  return false;
}

function isLowerAscii(code: number): boolean {
  return code >= 97 && code <= 122;
}
