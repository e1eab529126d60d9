/**
 * Clinical notations that the name and number rules read as identifiers (issue 49, twelfth round, tuned on the
 * crossroads set, by class):
 * - a dosing schedule of morning, noon and night doses ("1-0-1", "1-1-1-1", "½-0-½"): no identifier is three digits;
 * - a dotted abbreviation of the examination in old typed letters ("B.P. 140/90", "P.V. ATROPHIC", "C.V.S. NAD"),
 *   with the finding in capitals after it, when its letters spell an abbreviation a clinician writes and the
 *   words after it are no names ("B.P. JONES" is a person);
 * - a field of medicine by its ending ("British Society of Periodontology", "Dept of Rheumatology"): no one is
 *   called so;
 * Each returns spans; a hit lying wholly inside one is dropped, as for product-contexts.ts.
 */
import { allMatches } from './all-matches';
import type { Prerequisite } from './prerequisites';
import type { WordClasses } from './word-classes';

const DOSE_PART = String.raw`(?:[0-4](?:\.5)?|½)`;
const DOSING_SCHEDULE = new RegExp(String.raw`(?<![\d.-])${DOSE_PART}(?:-${DOSE_PART}){2,3}(?![\d.-]*\d)`, 'g');

/** Examination and history headings typed with dots: blood pressure, per vaginam, per rectum, systems... */
const DOTTED_EXAM = new Set(
  `bp pv pr ps cvs rs cns gis gus pmh dh fh sh hpc pc nad lmp edd hrt bmi tpr jvp ae ue fbc esr msu ctg oe`.split(
    /\s+/,
  ),
);
const DOTTED = /(?<![\p{L}.])((?:\p{Lu}\.){2,4})(?:[^\S\n]+\p{Lu}{3,}(?![\p{Ll}]))*/gu;

const FIELD = /(?<![\p{L}])\p{Lu}\p{Ll}+(?:ology|ologie|iatry|iatrics|ography)\b/gu;

/**
 * Two dotted capitals, the cheap scan before DOTTED; its `\p{Lu}` first tried at every position of the text, so it
 * runs only after a dot, a capital and a dot (which the pair holds) were found by a scan for the dot.
 */
const DOTTED_PAIR = /\p{Lu}\.\p{Lu}\./u;
const DOT_CAPITAL_DOT = /\.\p{Lu}\./u;
export const NOTATION_PREREQUISITES: readonly Prerequisite[] = [
  [DOTTED, DOTTED_PAIR],
  [DOTTED_PAIR, DOT_CAPITAL_DOT],
];

export function clinicalNotationSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const add = (m: RegExpMatchArray): void => {
    spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  };
  if (/[0-4½]-[0-4½]-[0-4½]/.test(text)) for (const m of allMatches(DOSING_SCHEDULE, text)) add(m);
  if (DOT_CAPITAL_DOT.test(text) && DOTTED_PAIR.test(text))
    for (const m of allMatches(DOTTED, text)) {
      if (!DOTTED_EXAM.has(m[1].replace(/\./g, '').toLowerCase())) continue;
      // The finding after it is words of the language ("ATROPHIC", "NAD"), not a surname ("B.P. JONES").
      const after = m[0].slice(m[1].length).trim().split(/\s+/).filter(Boolean);
      const plain = (w: string): boolean => !words.isName(w.toLowerCase()) || words.isCommonWord(w.toLowerCase());
      if (after.every(plain)) add(m);
    }
  if (/(?:olog|iatr|ograph)/.test(text)) for (const m of allMatches(FIELD, text)) add(m);
  return spans;
}
