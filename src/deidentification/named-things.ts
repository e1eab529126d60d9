/**
 * A capitalised word with no title or relation before it, followed by the head noun of a thing ("Jean Hailes
 * symptom questionnaire", "Cumberlege review", "Acas guidance", "Ottawa ankle rules", "Bruder mask", "Liverpool
 * Care Pathway") or before how often it is taken ("Mara Moja PRN"), names that scale, report, body, device or
 * product after its maker or author, not a person in the record
 * (issue 49, fifteenth round, from ranking the name rule's false refusals over every tuned set). The eponym veto
 * of word-classes.ts asks the same of eponyms in the medical lists; this asks it of any name, since the makers
 * of instruments and products are too many to list. A head one word further on ("ankle rules", "Care
 * Pathway") counts when that word is written in the same case as the head.
 */
import { wordSet } from './word-set';

/**
 * Things named after people or bodies: instruments, documents, advice, devices, pathways, and (issue 49,
 * twenty-third round) the symbol sets named after their makers ("Widgit symbols"). Not what a person has
 * of their own ("Okafor pain score 6", "Okafor level 2 support", "Kowalski type 2 diabetes"): score, scale,
 * level, type, stage, grade and conditions stay names' words. Statistical methods are named so too ("Deming
 * regression", "Cohen's kappa", "Hartung-Knapp adjustment", "Bonferroni correction", "Pearson correlation"; issue 49,
 * seventeenth round).
 */
const THING_HEADS: ReadonlySet<string> =
  wordSet(`review reviews guidance guideline guidelines rules criteria criterion classification questionnaire calculator
  pathway protocol formula equation mask traces inventory checklist framework toolkit bundle regimen manoeuvre
  maneuver procedure operation repair technique method model tool
  regression kappa adjustment correction estimator plot coefficient correlation
  symbols curriculum syllabus`);

/**
 * Heads that name a thing only in title case ("the Oliver McGowan Mandatory Training", "Pathfinder Programme"):
 * "Okafor training on Monday" is her own training (issue 49, twenty-third round).
 */
const TITLE_CASE_HEADS: ReadonlySet<string> = wordSet(`training programme programmes program`);

/** How often a product is taken, which no person is: "Mara Moja PRN". */
const FREQUENCIES: ReadonlySet<string> = new Set('prn od bd tds qds nocte mane'.split(' '));

/**
 * One or two words on the same line after the name, no punctuation between; a partner joined by a slash comes
 * first ("Pves/Pdet traces").
 */
const WORDS_AFTER = /^(?:\/\p{L}+)?[^\S\n]+(\p{L}+)(?:[^\S\n]+(\p{L}+))?/u;

const lowerCase = (w: string): boolean => w === w.toLowerCase();
const titleCase = (w: string): boolean => /^\p{Lu}\p{Ll}+$/u.test(w);
const sameCase = (a: string, b: string): boolean => (lowerCase(a) && lowerCase(b)) || (titleCase(a) && titleCase(b));

/**
 * A figure, then its grade, class or stage in brackets ("MIDAS 42 (grade IV)", "Wexley 18 (class 2)"): a score on
 * the instrument named before it; nobody's name is graded so (issue 49, sixteenth round).
 */
const GRADED_FIGURE = /^[^\S\n]+\d{1,3}(?:\.\d+)?[^\S\n]*\((?:grade|class|stage|band)\b/i;

/** Whether the capitalised word or words ending at `end` name a thing by the head noun after them. */
export function namesAThing(text: string, end: number): boolean {
  if (GRADED_FIGURE.test(text.slice(end, end + 24))) return true;
  const m = WORDS_AFTER.exec(text.slice(end, end + 48));
  if (m === null) return false;
  const [, first, second] = m;
  if (FREQUENCIES.has(first.toLowerCase())) return true;
  if (THING_HEADS.has(first.toLowerCase()) && (lowerCase(first) || titleCase(first))) return true;
  if (TITLE_CASE_HEADS.has(first.toLowerCase()) && titleCase(first)) return true;
  if (second === undefined || !sameCase(first, second)) return false;
  return THING_HEADS.has(second.toLowerCase()) || (TITLE_CASE_HEADS.has(second.toLowerCase()) && titleCase(second));
}
