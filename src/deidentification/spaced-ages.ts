/**
 * A step of the normalized view (normalize.ts): an age over 89 with its digits set apart by hyphens or
 * spaces, or by dots when it has three ("aged 9-6", "who is 9 1", "her granny, 1.0.2"). The two digits alone
 * are too short for the step that collapses spaced characters (rejoin.ts), which wants three, so they are
 * joined here, and only after what introduces an age: "aged", "is", "turned", a relative, a comma or a
 * bracket, or before "y/o" or "yrs". "9.6" alone stays a decimal and "9-5" after "works" a range.
 */
import { allMatches } from './all-matches';
import type { Edit } from './text-edit';

const KIN = 'mother|father|mum|dad|nan|granny|grandmother|grandfather|husband|wife|aunt|uncle';
const CUE = String.raw`(?:\b(?:aged?|is|was|turned|now|shes|${KIN})[,:]?|[(,])[^\S\n]*`;
const DIGITS = String.raw`(?:9-\d|9 \d|1-0-\d|1 0 \d|1\.0\.\d)`;
const END = String.raw`(?![\p{N}]|[-.,/]\p{N})`;
const SPACED_AGE = new RegExp(
  String.raw`(?<=${CUE})${DIGITS}${END}|(?<=^|\n)${DIGITS}(?=[^\S\n]*(?:y\/?o|yrs?|years)\b)`,
  'giu',
);
const SPACED_AGE_ONCE = new RegExp(SPACED_AGE.source, 'iu');
/** Its digits as a literal first character, so the engine skips to a "9" or a "1" (most notes pass no further). */
const DIGITS_APART = /9[- ]\d|1[-. ]0[-. ]\d/;
export const mayHaveSpacedAge = (text: string): boolean => DIGITS_APART.test(text) && SPACED_AGE_ONCE.test(text);

export function spacedAges(text: string): Edit[] {
  return allMatches(SPACED_AGE, text).map((m) => {
    const start = m.index ?? 0;
    const at: number[] = [];
    for (let i = 0; i < m[0].length; i++) if (/\d/.test(m[0][i])) at.push(i);
    return { start, end: start + m[0].length, next: m[0].replace(/\D/g, ''), at };
  });
}
