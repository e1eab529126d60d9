/**
 * The abbreviated parts of a publication before their number (issue 49, thirty-third round, tuned on the rockpool
 * set, by class): manuals, formularies and journals are cited by volume, supplement, issue, part or chapter ("Health
 * Manual Vol 2", "BNF Vol 86", "Suppl 1", "Iss 4", "Chap. IV"). The abbreviations are those of bibliographic
 * references (ISO 690 and the style manuals' lists of abbreviated terms); none is in a dictionary, so the name rules
 * read one alone as an unknown capitalised word. Only before an Arabic or Roman number, so the word as a name ("Vol
 * Petrov") is still read by the name rules.
 */
import type { Token } from './tokens';
import { wordSet } from './word-set';

const PART_ABBREVIATIONS: ReadonlySet<string> =
  wordSet(`vol vols suppl supp iss no nos pt pts ch chap chaps sect sects sec para paras art arts fig figs tab
  app apps bk ser pp`);

/** A number after the abbreviation on its line: "Vol 2", "Vol. 86", "Suppl 1", "Chap. IV", "Pt 3a". */
const NUMBER_AFTER = /^\.?[^\S\n]{0,2}(?:\d+[a-z]?|[IVXLC]+)(?![\p{L}\p{N}])/u;

/** Whether `t` is a publication part's abbreviation followed by its number. */
export function isPublicationPart(text: string, t: Token): boolean {
  return PART_ABBREVIATIONS.has(t.lower) && NUMBER_AFTER.test(text.slice(t.end, t.end + 12));
}
