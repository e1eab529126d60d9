/**
 * Posts, departments and assessment scales in ward chatter and clinic notes (issue 49, fourteenth round, tuned on
 * the backwaters set, by class):
 * - a training grade after a specialty ("Endo SpR", "Med Reg", "gynae SHO", "Surg FY1"), and a grade alone as a
 *   speaker's label in a chat log where another label is a post ("[09:15] Reg: any beds?" beside "Bed manager:"),
 *   since "Reg" is also a given name;
 * - emergency-department areas after "in", "to" or "from" ("in Resus 2", "moved to Majors", "from Minors");
 * - an acronym, or a name with a capital inside or a hyphen, before a score out of a usual total ("RUDAS 26/30",
 *   "MoCA 24/30", "Mini-Cog 4/5", "GAD-7 score 12/21"), the score with it unless it could be a month and day
 *   and no "score" says otherwise ("LMP 3/14" stays a date); an acronym in brackets after a measured value ("LVEF
 *   58% (MUGA)", "T-score -2.1 (DXA)"); a Roman numeral after a word of vocabulary ("Examination III", "Class II",
 *   "Type IV"), where after a surname it would be a generation ("John Smith III"); a scale named after a person
 *   before its acronym and score ("Rockwood CFS 3").
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';
import type { Prerequisite } from './prerequisites';
import type { WordClasses } from './word-classes';

const GRADES = String.raw`SpR|StR|Reg|reg|SHO|FY[12]|F[12]|CT[1-3]|ST[1-8]|registrar|Registrar|Cons|cons|CNS|ANP|ACP`;
const SPECIALTY =
  String.raw`Endo|Med|Surg|Gynae|Gyn|Obs|O&G|Onc|Derm|Rheum|Cardio|Cardiology|Resp|Neuro|Uro|Ortho|Haem|Paeds|Peds|` +
  String.raw`Psych|Gastro|Renal|Geri|Gen|Anaes|ITU|ICU|ED|A&E|AMU|Micro|Vasc|Plastics|Breast|Stroke|Medical|Surgical`;
const GRADE_AFTER_SPECIALTY = new RegExp(
  String.raw`\b(?:${SPECIALTY})[^\S\n]+(?:on-call[^\S\n]+)?(?:${GRADES})\b`,
  'gi',
);
const MAY_GRADE = new RegExp(String.raw`\b(?:${GRADES})\b`, 'i');
/** A chat line's speaker: at the line's start, after an optional [time]. */
const SPEAKER =
  /^(?:[^\S\n]*\[?\d{1,2}[:.]\d{2}(?::\d{2})?\]?[^\S\n]*(?:-[^\S\n]*)?)?([\p{L}][\p{L}\d &'-]{0,30}?):[^\S\n]/gmu;
const GRADE_ALONE = new RegExp(String.raw`^(?:${GRADES}|the[^\S\n]+(?:${GRADES}))$`, 'i');

const ED_AREA =
  /\b(?:in|to|from|into)[^\S\n]+(?:the[^\S\n]+)?(Resus|Majors|Minors)(?:[^\S\n]+(?:bay[^\S\n]+)?\d{1,2})?\b/g;

const SCORE_TOTALS = new Set([
  3, 4, 5, 6, 8, 9, 10, 14, 15, 16, 18, 20, 21, 24, 25, 27, 28, 30, 33, 35, 36, 38, 40, 44, 45, 50, 56, 60, 63, 70, 80,
  100, 120,
]);
/**
 * The name before it: capitals ("MoCA", "RUDAS"), or a capital then letters with a hyphened part or a later capital.
 * The second branch is written so that each end of the name is reached one way only: as "capital, letters, then
 * (capital, letters) repeated" an all-capitals word that no fraction follows was split every possible way before
 * the pattern gave up (a 14-letter word took about 1 ms, each letter more doubling it). Both forms try the same ends
 * longest first, so the matches are the same.
 */
const BEFORE_SCORE =
  /(?<![\p{L}\d-])(\p{Lu}{2,}(?:-[\p{L}\d]+)*|\p{Lu}(?:[\p{L}]*(?:-[\p{L}\d]+)+|[^\P{L}\p{Lu}]*\p{Lu}[\p{L}]*))(?:[^\S\n]+(?:score|total))?[^\S\n]*(?::[^\S\n]*)?(\d{1,3})\/(\d{1,3})(?![\d/])/gu;
/** The fraction every BEFORE_SCORE match ends with; "/" alone is in every date. */
const FRACTION = /\d\/\d{1,3}(?![\d/])/;
const DATE_LABEL = /^(?:LMP|DOB|EDD|EDC|DOS|DOD|DOA|DOI|LNMP|ADM|DC|DX)$/;
const AFTER_VALUE = /(?:\d%|\d[^\S\n]*(?:mg|ml|mmol\/L|ms|cm|mm|kg)|-?\d\.\d)[^\S\n]*\((\p{Lu}{2,6})\)/gu;
/** A scale named after a person, then its acronym for "scale" or "score" and the score ("Rockwood CFS 3"). */
const NAMED_SCALE = /\b(\p{Lu}\p{Ll}+)[^\S\n]+(\p{Lu}{1,4}S)\b[^\S\n]*(?::[^\S\n]*)?\d{1,2}(?![\d/.])/gu;
/** The acronym's last capitals and the score after it, which every NAMED_SCALE match holds; asked on every note. */
const NAMED_SCALE_TAIL = /\p{Lu}S[^\S\n]*(?::[^\S\n]*)?\d/u;
export const SCORE_PREREQUISITES: readonly Prerequisite[] = [
  [BEFORE_SCORE, FRACTION],
  [NAMED_SCALE, NAMED_SCALE_TAIL],
];
const ROMAN_AFTER = /\b(\p{Lu}\p{Ll}+)[^\S\n]+(II|III|IV|VI|VII|VIII|IX|XI|XII)\b/gu;

function lastGroupSpan(m: RegExpExecArray, group: string): [number, number] {
  const start = (m.index ?? 0) + m[0].lastIndexOf(group);
  return [start, start + group.length];
}

export function roleAndScaleSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (MAY_GRADE.test(text)) {
    for (const m of allMatches(GRADE_AFTER_SPECIALTY, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
    if (text.includes(':')) {
      const speakers = allMatches(SPEAKER, text);
      const aPost = speakers.some(
        (s) => /\p{Lu}[\p{L}]*[^\S\n]+\p{Ll}/u.test(s[1]) || words.isRoleWord(s[1].toLowerCase()),
      );
      if (aPost) for (const s of speakers) if (GRADE_ALONE.test(s[1])) spans.push(lastGroupSpan(s, s[1]));
    }
  }
  if (/Resus|Majors|Minors/.test(text)) for (const m of allMatches(ED_AREA, text)) spans.push(lastGroupSpan(m, m[1]));
  if (FRACTION.test(text))
    for (const m of allMatches(BEFORE_SCORE, text)) {
      const [score, total] = [Number(m[2]), Number(m[3])];
      if (score > total || !SCORE_TOTALS.has(total) || DATE_LABEL.test(m[1])) continue;
      // A pair that could be a month and day ("LMP 3/14") keeps its date unless the text calls it a score.
      const mayBeDate = score <= 12 && total <= 31 && !/score|total/.test(m[0]);
      spans.push([m.index ?? 0, (m.index ?? 0) + (mayBeDate ? m[1].length : m[0].length)]);
    }
  if (NAMED_SCALE_TAIL.test(text))
    for (const m of allMatches(NAMED_SCALE, text))
      if (!words.isPersonalFirstName(m[1].toLowerCase()))
        spans.push([m.index ?? 0, (m.index ?? 0) + m[1].length + 1 + m[2].length]);
  if (text.includes('(')) for (const m of allMatches(AFTER_VALUE, text)) spans.push(lastGroupSpan(m, m[1]));
  if (/\b[IVX]{2,4}\b/.test(text))
    for (const m of allMatches(ROMAN_AFTER, text))
      if (
        words.isVocabulary(m[1].toLowerCase()) ||
        (words.isAnyEnglishWord(m[1].toLowerCase()) && !words.isName(m[1].toLowerCase()))
      )
        spans.push(lastGroupSpan(m, m[2]));
  return spans;
}
