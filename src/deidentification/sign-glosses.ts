/**
 * Sign language glosses (issue 49, twenty-eighth round, tuned on the breakwater set, by class). Interpreters and
 * Deaf services write what was signed as a gloss: English words in capitals, one per sign, in the sign language's
 * order ("Gloss: HOT-FLUSH NIGHT WAKE THREE TIMES. DOCTOR SAY GEL BETTER."); a capitalised everyday word that is
 * also a given name or surname ("SAY", "WAKE") reads as a person. On a line headed "Gloss:", "Glosses:" or "<sign
 * language> gloss:", a word in capitals, or capitals joined by hyphens (one sign), is the sign when every part is
 * an everyday English word. A name is glossed by fingerspelling (M-A-I-R-E-A-D, single letters) or by a word no
 * dictionary holds, and keeps its hits.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';

type Span = [number, number];

const GLOSS_LINE = /^[^\S\n]*(?:[\p{Lu}][\p{L}-]*[^\S\n]+)?gloss(?:es)?[^\S\n]*:[^\n]*/gimu;
const SIGN = /(?<![\p{L}-])\p{Lu}{2,}(?:-\p{Lu}{2,})*(?![\p{L}-])/gu;

export function signGlossSpans(text: string, words: WordClasses): Span[] {
  if (!/gloss/i.test(text)) return [];
  const spans: Span[] = [];
  for (const line of allMatches(GLOSS_LINE, text)) {
    let run: [number, number] | undefined;
    for (const s of allMatches(SIGN, line[0])) {
      const start = line.index + s.index;
      if (!s[0].split('-').every((part) => words.isCommonWord(part.toLowerCase()))) {
        run = undefined;
        continue;
      }
      // Signs in a row are one span, so a hit over two of them ("SAY WAIT") is held whole.
      if (run && /^[^\S\n]+$/.test(text.slice(run[1], start))) run[1] = start + s[0].length;
      else spans.push((run = [start, start + s[0].length]));
    }
  }
  return spans;
}
