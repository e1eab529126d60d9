/**
 * A person's title just before a word ("Dr Wells", "Mrs Tesco", "Sister Bupa"): the rules that read a word as a
 * product, a maker, a chain, a criterion or a citation stand down there, as the word names someone. One table of
 * titles for them all; the eponym rules keep longer lists of their own (religious and peerage titles, "RN").
 */
const TITLED = /\b(?:Mrs?|Ms|Miss|Mx|Dr|Prof|Nurse|Sister)\.?[^\S\n]+$/;
const TITLED_CASELESS = new RegExp(TITLED.source, 'i');
/** Capitalised or lower case, and the short titles in capitals ("mrs ", "DR "), but no other mixed case. */
const TITLED_USUAL_CASES = /\b(?:[mM]rs?|MRS?|[mM]s|MS|[mM]iss|[mM]x|[dD]r|DR|[pP]rof|[nN]urse|[sS]ister)\.?[^\S\n]+$/;

const BY_CASES = { written: TITLED, caseless: TITLED_CASELESS, usual: TITLED_USUAL_CASES } as const;

/** Whether the `reach` characters before `start` end with a title and its space. */
export function titleBefore(
  text: string,
  start: number,
  reach: number,
  cases: keyof typeof BY_CASES = 'written',
): boolean {
  return BY_CASES[cases].test(text.slice(Math.max(0, start - reach), start));
}
