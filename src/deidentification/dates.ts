/**
 * Dates more precise than a year (Safe Harbor keeps the year only) and ages
 * over 89. Month names alone, years alone, "March 2023"-style month and year,
 * fractions ("1/2 tab") and blood pressures ("128/82") are not dates here.
 */
import type { IdentifierHit } from './detector';
import { hasDigit } from './digits';
import { hit } from './hits';
import { WARNINGS } from './warnings';
import { allMatches } from './all-matches';

const MONTH =
  String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|` +
  String.raw`sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const DAY = String.raw`(?:0?[1-9]|[12]\d|3[01])`;
const ORD = String.raw`(?:st|nd|rd|th)?`;
const FULL_YEAR = String.raw`(?:1[89]\d{2}|20\d{2})`;

/**
 * "March 9, 1971", "Jan. 5th", "Nov 18 2020", "July 4th", a diary's "Mar 3: started …"; not a time or a ratio after
 * the day ("May 3:1").
 */
const MONTH_DAY = new RegExp(
  String.raw`\b${MONTH}\.?\s+${DAY}${ORD}(?:,?\s+${FULL_YEAR})?(?!\d|:\d|\s*(?:%|mg|mcg|kg|lb|lbs|units?|` +
    String.raw`iu|ml|minutes?|min|hours?|hrs?|days?|weeks?|wks?|months?|years?|yrs?|times|x)\b)`,
  'gi',
);
/** "14 Feb 2023", "12-Aug-2022", "12.Aug.2022", "the 3rd of May", "the 14th of July, 1970". */
const DAY_MONTH = new RegExp(
  String.raw`\b(?:(?:the\s+)?${DAY}${ORD}\s+(?:of\s+)?|${DAY}[-./])${MONTH}\b\.?(?:[\s,./-]+${FULL_YEAR})?`,
  'gi',
);
/** 04/12/1968, 6/14/24, 8.3.2015, 10-2-2023; "on 6 14 24" after a date word. */
const NUMERIC = /(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/-]|\.\d)/g;
/**
 * "6 14 1992", "1984 11 06": spaces for separators, only with a four-digit year; the year may carry the Polish
 * "r." (roku, "12 11 2026r."), an ISO date its time ("2026 03 14T07:41").
 */
const SPACED_NUMERIC = /(?<![\d/.-]|\d )\b(\d{1,2}) (\d{1,2}) ((?:19|20)\d{2})(?:\b|(?=r\.))(?! ?\d)/g;
const SPACED_ISO =
  /(?<![\d/.-]|\d )\b(?:19|20)\d{2} (0?[1-9]|1[0-2]) (0?[1-9]|[12]\d|3[01])(?:\b|(?=T\d))(?! ?\d{1,2}\b(?! ?\d))/g;
const ISO = /(?<![\d/.-])(?:1[89]\d{2}|20\d{2})([/.-])(0?[1-9]|1[0-2])\1(0?[1-9]|[12]\d|3[01])(?![\d/-]|\.\d)/g;
/**
 * "DOB: 7/4", "seen 6/14", "Tues 11/4", "on 17/10": a day and month with no year (month first, or day first when
 * the day is over 12), only after a date word or a weekday.
 */
const SHORT_WITH_CONTEXT =
  /\b(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs?)?(?:day)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|dob|d\.o\.b\.?|born|birth(?:day|date)?|date\s+of\s+birth|on|seen|dated|since|lmp|admitted|discharged|surgery|visit|appt|appointment|until|from|due)\s*(?::\s*)?((?:0?[1-9]|1[0-2])\/(?:0?[1-9]|[12]\d|3[01])|(?:1[3-9]|2\d|3[01])\/(?:0?[1-9]|1[0-2]))(?![\d/])(?!\s*(?:tabs?|tablets?|of|pain|mg|nights?|days?))/dgi;
/** "seen on 6 14 24", "LMP 3 14": month, day (and two-digit year) with spaces for separators, after a date word. */
const CUED_SPACED =
  /\b(?:dob|born|on|seen|dated|since|lmp|admitted|discharged|visit|dd|dt|dv|dos)\s*(?::\s*)?((?:0?[1-9]|1[0-2]) (?:0?[1-9]|[12]\d|3[01]) \d{2})\b(?! ?\d)|\b(?:dob|lmp|dd|dt|dv|dos)\s*(?::\s*)?((?:0?[1-9]|1[0-2]) (?:0?[1-9]|[12]\d|3[01]))\b(?! ?\d)/dgi;
/**
 * "cath 2/18", "s/p CABG in 3/80", "mammogram 11/2021": a month, a slash and two digits (or a year) is a
 * day or a month-and-year, both more than the year Safe Harbor allows. Not a score out of ten ("7/10 pain").
 */
const MONTH_SLASH_TWO =
  /(?<![\d/.-])(0?[1-9]|1[0-2])\/(\d{2}|(?:19|20)\d{2})(?![\d/]|\.\d)(?!\s*(?:pain|strength|scale|score|points?|tabs?|h|hrs?|hours?)\b)/g;
/**
 * Weeks over 52 and months over 12 after a plan word or a comparison ("review 6/52", "in 3/12", "for 3/12",
 * "> 12/12"), or before "ago" ("LMP 6/12 ago"): the clinical duration notation, not June 1952 or 3 December.
 * The clinic's shorthand for a follow-up is a plan word too (issue 49, thirty-second round, tuned on the cove set):
 * "R/V", "F/up", "RTC" (return to clinic), "TCU" and "TCI" (to come up, to come in), "OPA" and "OPD" (an
 * out-patient appointment). "TCA" (to come again) is left out: notes write a date after it ("TCA 23/12").
 * A wait is a duration too (thirty-third round, rockpool): "waiting list 6/12", "wait 3/12", "WL 9/12".
 */
const DURATION_CUE =
  /(?:\b(?:review|rv|r\/v|f\/?u|f\/?up|follow-up|rtc|tcu|tci|opa|opd|in|for|after|within|over|every|x|next|last|past|then|at|od|bd|tds|tid|qds|qid|nocte|mane|prn|daily|weekly|waiting[- ]list|waiting[- ]times?|wait(?:ing)?|waits|wl)|[<>~≥≤]):?[^\S\n]*$/i;
/**
 * A plan verb up to four words before ("Repeat U&E 2/52", "follow up in out-patients 3/12"), issue 49's twelfth
 * round: what is repeated or followed up is timed from now. A date's own preposition right before ("review on
 * 3/12") keeps the date.
 */
const PLAN_VERB_BEFORE =
  /\b(?:repeat|recheck|re-check|review|reassess|re-assess|check|follow[- ]?up|see|return)\b(?:[^\S\n]+(?!on\b|dated\b)[^\s]+){0,4}[^\S\n]*$/i;
const DURATION_AFTER = /^[^\S\n]*(?:ago|later|hx|history|duration)\b/i;
/**
 * A month named alone is a date element when it dates the patient's own history from a point
 * ("since November", "last March"); a plan or a season ("recheck in June", "worse in August")
 * is left alone, as the team's labelled set does. Capitalised full names only.
 */
const MONTH_ALONE =
  /\b(?:since|last)[^\S\n]+(?:(?:early|late|mid)-?[^\S\n]*)?((?:January|February|March|April|May|June|July|August|September|October|November|December))\b(?![^\S\n]*\d)/dg;
/**
 * The same in lower case, as patients type it ("since june", "Since october"), issue 49's thirty-second round: every
 * month but "may" and "march", which in lower case are a verb and a noun far more often.
 */
const MONTH_ALONE_LOWER =
  /\b(?:[Ss]ince|[Ll]ast)[^\S\n]+(?:(?:early|late|mid)-?[^\S\n]*)?(january|february|april|june|july|august|september|october|november|december)\b(?![^\S\n]*\d)/dg;
/**
 * An age over 89 without "years old": "age 94", "aged 91", or a number right after a relative or other
 * person ("her mother, 96,", "father (d. 92)", "grandmother is 101"). Safe Harbor covers household and
 * family members too. Not a measurement ("husband's BP 95/60", "sister weighs 95 kg"). A machine's record writes
 * the age as a key, maybe after a prefix and an underscore ("patient_age=93", `"age": "93"`).
 */
export const AGE_WORDED =
  /(?<![A-Za-z0-9])(?:age[ds]?|aged)["']?\s*(?:[:=]\s*)?(?:["']\s*)?(?:of\s+)?(9\d|1[01]\d)\b(?![.,/]\d|\s*%)/dgi;
const PERSON_AGE =
  /\b(?:mother|father|mom|dad|grandmother|grandfather|grandma|grandpa|granny|aunt|uncle|sister|brother|husband|wife|partner|spouse|neighbou?r|friend|mother-in-law|father-in-law|great-grandmother|great-grandfather|who)(?:'s)?\b(?:[,\s(:]|\b(?:who|is|was|d|died|passed|turned|now|at|age[ds]?|aged)\b\.?)*?(9\d|1[01]\d)\b(?![.,/]\d|\s*(?:%|mg|mcg|kg|kgs|lbs?|pounds|bpm|mmhg|cm|mm|ml|db|min(?:utes)?|hours?|days?|weeks?|months?|percent|\/))/dgi;
/** "she is 91", "he turned 90": a person spoken of, in the patient-typed style that names no relation there. */
const PRONOUN_AGE =
  /\b(?:she|he)(?:['’]?s|\s+(?:is|was|turned|turns|will\s+be))\s+(?:now\s+|almost\s+|nearly\s+)?(9\d|1[01]\d)\b(?![.,/]\d|\s*(?:%|mg|mcg|kg|kgs|lbs?|pounds|bpm|mmhg|cm|mm|ml|db|min(?:utes)?|hours?|days?|weeks?|months?|percent|\/))/dgi;
export const AGE_OVER_89 = /\b(?:9\d|1[01]\d)\s*(?:-\s*)?(?:y\/?o\b|yo\b|y\.o\.|years?[- ]old|yrs?[- ]old|year-old)/gi;

/** "Tues 11.4", "Thursday 6 19": a day and month with dots or spaces, only right after a weekday. */
const WEEKDAY_DAY_MONTH =
  /\b(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:s|nesday)?|thu(?:rs?)?(?:day)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\.?,?[^\S\n]+((?:0?[1-9]|1[0-2])[. ](?:0?[1-9]|[12]\d|3[01])|(?:0?[1-9]|[12]\d|3[01])[. ](?:0?[1-9]|1[0-2]))\b(?![.,]?\d|\s*(?:%|mg|mcg|kg|lbs?|hours?|hrs?|h|min|days?|weeks?|units?|ml|x)\b)/dgi;
/** Digits, a dot or a space, digits: what WEEKDAY_DAY_MONTH cannot match without, a cheap scan first. */
const DAY_MONTH_DOT_OR_SPACE = /\d[. ]\d/;
/** "DEXA 03.2025": a month with its leading zero, a dot and a four-digit year. */
const MONTH_DOT_YEAR = /(?<![\d.])(0[1-9]|1[0-2])\.((?:19|20)\d{2})(?![\d.]*\d)/g;

function plausibleNumericDate(a: number, b: number): boolean {
  const monthFirst = a >= 1 && a <= 12 && b >= 1 && b <= 31;
  const dayFirst = b >= 1 && b <= 12 && a >= 1 && a <= 31;
  return monthFirst || dayFirst;
}

export function findDates(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  const add = (start: number, end: number): void => {
    hits.push(hit('date', start, end, WARNINGS.date));
  };
  for (const m of [...allMatches(MONTH_ALONE, text), ...allMatches(MONTH_ALONE_LOWER, text)]) {
    const span = m.indices?.[1];
    if (span) add(span[0], span[1]);
  }
  // Every other date shape here has a day, a year or an age in digits.
  if (!hasDigit(text)) return hits;
  for (const re of [MONTH_DAY, DAY_MONTH]) {
    for (const m of allMatches(re, text)) {
      const start = m.index ?? 0;
      // "may 2" in "may 2x daily" is a verb; a capital or an ordinal makes it a month.
      if (/^may\b/i.test(m[0]) && !/^May/.test(m[0]) && !/\d(?:st|nd|rd|th)/.test(m[0])) continue;
      add(start, start + m[0].replace(/[\s,.-]+$/, '').length);
    }
  }
  for (const m of allMatches(NUMERIC, text)) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    // "1.2.3" versions and "3-4-10" counts lack a plausible calendar reading or a year-like last part.
    if (m[2] === '.' && m[4].length === 2) continue;
    if (plausibleNumericDate(a, b)) add(m.index ?? 0, (m.index ?? 0) + m[0].length);
  }
  for (const m of allMatches(ISO, text)) add(m.index ?? 0, (m.index ?? 0) + m[0].length);
  for (const m of allMatches(SPACED_NUMERIC, text))
    if (plausibleNumericDate(Number(m[1]), Number(m[2]))) add(m.index ?? 0, (m.index ?? 0) + m[0].length);
  for (const m of allMatches(SPACED_ISO, text)) add(m.index ?? 0, (m.index ?? 0) + m[0].length);
  for (const m of allMatches(MONTH_DOT_YEAR, text)) add(m.index ?? 0, (m.index ?? 0) + m[0].length);
  for (const m of [
    ...allMatches(SHORT_WITH_CONTEXT, text),
    ...allMatches(CUED_SPACED, text),
    ...(DAY_MONTH_DOT_OR_SPACE.test(text) ? allMatches(WEEKDAY_DAY_MONTH, text) : []),
  ]) {
    const span = m.indices?.[1] ?? m.indices?.[2];
    if (span) add(span[0], span[1]);
  }
  for (const m of allMatches(MONTH_SLASH_TWO, text)) {
    if (m[2] === '10') continue;
    const end = (m.index ?? 0) + m[0].length;
    if (
      (m[2] === '52' || m[2] === '12') &&
      (DURATION_CUE.test(text.slice(Math.max(0, (m.index ?? 0) - 16), m.index)) ||
        PLAN_VERB_BEFORE.test(text.slice(Math.max(0, (m.index ?? 0) - 50), m.index)) ||
        DURATION_AFTER.test(text.slice(end, end + 12)))
    )
      continue;
    add(m.index ?? 0, (m.index ?? 0) + m[0].length);
  }
  for (const m of [
    ...allMatches(AGE_WORDED, text),
    ...allMatches(PERSON_AGE, text),
    ...allMatches(PRONOUN_AGE, text),
  ]) {
    const [start, end] = m.indices?.[1] ?? [0, 0];
    hits.push(hit('date', start, end, WARNINGS.age));
  }
  for (const m of allMatches(AGE_OVER_89, text)) {
    const start = m.index ?? 0;
    hits.push(hit('date', start, start + m[0].length, WARNINGS.age));
  }
  return hits;
}
