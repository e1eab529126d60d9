/**
 * A capital letter naming a group, not a person's initial (issue 49, seventeenth round, tuned on the shoreline set,
 * by class): after a noun that groups people or things by letter ("Team C. Zone Coastal", "Arm B. Placebo", "Bay
 * D. Beds 1-6", "Cohort A. Women over 50", "Option B. Watchful waiting"), the letter and its full stop close the
 * group's label, and the capitalised word after it opens the next phrase.
 */
import type { Token } from './tokens';
import { wordSet } from './word-set';

const GROUPING_NOUNS: ReadonlySet<string> =
  wordSet(`team teams group groups arm arms zone zones bay bays phase cohort cohorts site sites wave waves block blocks
  option options plan plans appendix annex schedule table figure fig panel part section stream pod unit wing
  lane room ward category list tier level grade class type`);

const SAME_LINE_GAP = /^[^\S\n]+$/;

/** Whether the letter at tokens[i] follows a grouping noun on its line ("Team C."). */
export function isGroupLetter(text: string, tokens: Token[], i: number): boolean {
  const before = tokens[i - 1];
  if (before === undefined || !GROUPING_NOUNS.has(before.lower)) return false;
  return SAME_LINE_GAP.test(text.slice(before.endWithPossessive, tokens[i].start));
}
