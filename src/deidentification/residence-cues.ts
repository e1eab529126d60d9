/**
 * The words before a place that say it is where someone lives or goes: a strong cue
 * ("lives in", "moved from", "near") or a weak one (a bare "in", "at", "to").
 * Both are regexes anchored at the end of the 40 characters before the word; a
 * cheap check that those characters end with a cue word spares running them
 * before nearly every word.
 */
import { isSpaceCode } from './tokens';

export const STRONG_CUE =
  /(?:\b(?:lives?|living|resides?|residing|resident|moved|moving|relocat\w*|grew\s+up|born|raised|hometown|native|commutes?|commuting|drives?|driving|visiting|visited|visit|trip|travel\w*|returned|stays?|staying|spends?\s+\w+|winters?|summers?|works?|working|based|located|family|originally|is|was)\s+(?:\w+\s+)?(?:in|to|from|near|at|outside(?:\s+of)?|around|of|into)|\bfrom|\bnear|\boutside(?:\s+of)?|\baround)\s+(?:the\s+)?$/i;

/**
 * "available from Alliance", "ordered from Phoenix", "supplied by ... from": goods come from a supplier, which is
 * no residence; the bare "from" after such a word is only a weak cue (issue 49, tenth round).
 */
const SUPPLIED_FROM =
  /\b(?:available|supplied|supply|ordered|order|obtained|sourced|stocked|purchased|bought|dispensed|delivered|imported|shipped)\s+(?:\w+\s+)?from\s+(?:the\s+)?$/i;
/**
 * "according to", "due to", "allergic to": a "to" that belongs to a phrase of cause, source, comparison or reaction
 * goes nowhere, so what follows it is a source or a cause, not a place (issue 49, thirty-second round, tuned on the
 * cove set: "According to FEBRASGO"). "next to" and "close to" are left as cues: they say where.
 */
const PHRASE_WORDS =
  'according|due|owing|thanks|compared|comparable|similar|prior|subject|allergic|sensitive|intolerant|secondary|' +
  'related|equivalent|adherent|contrary|pursuant|addition';
export const PHRASE_BEFORE_TO = new RegExp(String.raw`^(?:${PHRASE_WORDS})$`, 'i');
export const WEAK_CUE = new RegExp(
  String.raw`\b(?:in|at|(?<!\b(?:${PHRASE_WORDS})\s+)to|from|near|outside|around|of|into|via)\s+(?:the\s+)?$`,
  'i',
);
/** How far back the cues look. */
const CUE_WINDOW = 40;
/** Not read yet (for callers that read the cue lazily). */
export const UNREAD = -1;
export const NONE = 0;
export const WEAK = 1;
export const STRONG = 2;
/** The words either cue ends with, before whitespace and an optional "the". */
const CUE_LAST_WORDS = new Set(['in', 'at', 'to', 'from', 'near', 'outside', 'around', 'of', 'into', 'via']);

const isAsciiLetter = (c: number): boolean => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

/** Start of the ASCII letters ending just before `end`, not before `floor`. */
function wordStartBefore(text: string, floor: number, end: number): number {
  let k = end;
  while (k > floor && isAsciiLetter(text.charCodeAt(k - 1))) k--;
  return k;
}

/** Start of the whitespace ending just before `end` (== end when there is none), not before `floor`. */
function spaceStartBefore(text: string, floor: number, end: number): number {
  let k = end;
  while (k > floor && isSpaceCode(text.charCodeAt(k - 1))) k--;
  return k;
}

/**
 * Whether the window could end as both cues require: a cue word, whitespace, an optional "the" and
 * whitespace. Nearly every word fails this, and then neither regex needs to run.
 */
export function mayEndWithCue(text: string, floor: number, end: number): boolean {
  let spaceStart = spaceStartBefore(text, floor, end);
  if (spaceStart === end) return false;
  let wordStart = wordStartBefore(text, floor, spaceStart);
  let word = text.slice(wordStart, spaceStart).toLowerCase();
  if (word === 'the') {
    const end2 = wordStart;
    spaceStart = spaceStartBefore(text, floor, end2);
    if (spaceStart === end2) return false;
    wordStart = wordStartBefore(text, floor, spaceStart);
    word = text.slice(wordStart, spaceStart).toLowerCase();
  }
  return CUE_LAST_WORDS.has(word);
}

/** STRONG after a residence or travel cue ("lives in", "moved from"), WEAK after a bare preposition. */
export function residenceCue(text: string, start: number): number {
  const floor = Math.max(0, start - CUE_WINDOW);
  if (!mayEndWithCue(text, floor, start)) return NONE;
  const before = text.slice(floor, start);
  if (STRONG_CUE.test(before)) return SUPPLIED_FROM.test(before) ? WEAK : STRONG;
  return WEAK_CUE.test(before) ? WEAK : NONE;
}
