/**
 * Fractions that are counts or scores, not days and months (issue 49, sixteenth round, tuned on the estuary set, by
 * class):
 * - a fraction before a count noun in the plural ("12/12 subjects", "3/5 patients", "8/10 sites", "2/3 cores
 *   positive"): a part of
 *   a whole is counted, where a date before a noun in the singular qualifies it ("the 12/05 visit");
 * - a fraction after a named index, score, scale or questionnaire ("Vaginal Health Index 12/25", "Menopause Rating
 *   Scale 14/44", "Female Sexual Function Index 22/36");
 * - a fraction after an acronym of a scale or score, its last letter an S and a small letter inside ("VuAS 7/12",
 *   "VuQoLS 3/6", "FaCeS 4/10"): an acronym in capitals alone is roles-and-scales.ts's, where "LMP 3/14" keeps its
 *   date, and
 *   "DoS" (date of surgery) is none.
 * The first number must not exceed the second. Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';
import type { Prerequisite } from './prerequisites';

const COUNT_NOUNS =
  String.raw`subjects|patients|participants|women|men|people|cases|sites|visits|samples|cores|nodes|items|` +
  String.raw`questions|domains|criteria|episodes|doses|cycles|embryos|oocytes|follicles|fractures|vertebrae|records|` +
  String.raw`charts|CRFs|queries|responders|respondents|practices|trusts|boards|wards|beds|slots|staff|cells|fields|` +
  String.raw`tests|attempts|answered|correct|positive|verified|completed|reviewed|resolved`;
const BEFORE_COUNT = new RegExp(
  String.raw`(?<![\d/.])(\d{1,4})\/(\d{1,4})(?![\d/])[^\S\n]+(?:\([^)\n]{1,12}\)[^\S\n]+)?(?:${COUNT_NOUNS})\b`,
  'g',
);
export const AFTER_INDEX =
  /\b(?:Index|Scale|Score|Questionnaire|Inventory|Profile|Checklist|INDEX|SCALE|SCORE)[^\S\n]*(?:(?:score|total)[^\S\n]*)?(?::[^\S\n]*)?(\d{1,3})\/(\d{1,3})(?![\d/])/g;
const AFTER_SCALE_ACRONYM =
  /(?<![\p{L}\d-])\p{Lu}(?=[\p{L}]*\p{Ll})[\p{L}]*S[^\S\n]*(?::[^\S\n]*)?(\d{1,3})\/(\d{1,3})(?![\d/])/gu;

/** The fraction every pattern here holds: a "/" alone is in every "and/or" and address. */
const FRACTION = /\d\/\d/;
/** The end of every AFTER_SCALE_ACRONYM match: its lookbehind and capital otherwise run at every position. */
const ACRONYM_TAIL = /S[^\S\n]*(?::[^\S\n]*)?\d{1,3}\/\d/;
export const COUNT_PREREQUISITES: readonly Prerequisite[] = [
  [BEFORE_COUNT, FRACTION],
  [AFTER_INDEX, FRACTION],
  [AFTER_SCALE_ACRONYM, ACRONYM_TAIL],
];

export function countAndScoreSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (!FRACTION.test(text)) return spans;
  const add = (re: RegExp): void => {
    for (const m of allMatches(re, text))
      if (Number(m[1]) <= Number(m[2])) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  };
  add(BEFORE_COUNT);
  add(AFTER_INDEX);
  if (ACRONYM_TAIL.test(text))
    for (const m of allMatches(AFTER_SCALE_ACRONYM, text))
      if (Number(m[1]) <= Number(m[2]) && !/^Do[Ss]\b/.test(m[0]))
        spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  return spans;
}
