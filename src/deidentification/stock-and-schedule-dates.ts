/**
 * Numbers that a date reader takes for a patient's date but that date a product or a dose (issue 49, fourteenth
 * round, tuned on the backwaters set, by class):
 * - the expiry, use-by, manufacture or calibration date of a batch, a pen, a fridge or a machine ("expiry
 *   03/2027", "Exp: 11/26", "use by 2027-01", "calibrated 03/2026", "service due Jan 2027", "PAT tested
 *   06/2025"): Safe Harbor asks for the dates of the person, and stock dates name nobody;
 * - a weekly dosing table written as weekday and dose ("Mon 4, Tue 4, Wed 3.5, Thu 4" of warfarin, "Sat 2.5 mg"):
 *   three or more weekdays each before a number, in a text that doses, make the numbers doses.
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';

const MONTH = String.raw`(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?`;
const DATE =
  String.raw`(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{1,2}[/.-]\d{2,4}|` +
  String.raw`\d{4}-\d{2}(?:-\d{2})?|(?:\d{1,2}[^\S\n]+)?${MONTH}[^\S\n]+\d{2,4})`;
const STOCK_WORD =
  String.raw`expiry|expires?|expiring|exp\.?|use[^\S\n]+by|best[^\S\n]+before|calibrated|calibration(?:[^\S\n]+due)?|` +
  String.raw`(?:last[^\S\n]+)?serviced|service[^\S\n]+due|PAT[^\S\n]+tested|manufactured|mfd\.?|` +
  String.raw`mfg\.?|shelf[^\S\n]+life[^\S\n]+to`;
const STOCK_DATE = new RegExp(
  String.raw`\b(?:${STOCK_WORD})(?:[^\S\n]+(?:date|on|in))?[^\S\n]*(?:[:=][^\S\n]*)?(${DATE})(?![\d/])`,
  'gi',
);
const MAY_STOCK = /exp|use by|best before|calibrat|servic|PAT|manufactur|mf[dg]|shelf/i;

const WEEKDAY_NUMBER =
  /\b(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)(?:day)?[^\S\n]*(?::[^\S\n]*)?(\d{1,2}(?:\.\d{1,2})?)(?![\d/.])/g;
const DOSING = /\b(?:mg|mcg|dose|doses|dosing|tabs?|tablets?|units|warfarin|INR)\b/i;

export function stockAndScheduleSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (MAY_STOCK.test(text))
    for (const m of allMatches(STOCK_DATE, text)) {
      const start = (m.index ?? 0) + m[0].length - m[1].length;
      spans.push([start, start + m[1].length]);
    }
  if (/(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)/.test(text) && DOSING.test(text)) {
    const pairs = allMatches(WEEKDAY_NUMBER, text);
    if (pairs.length >= 3)
      for (const m of pairs) {
        const start = (m.index ?? 0) + m[0].length - m[1].length;
        spans.push([start, start + m[1].length]);
      }
  }
  return spans;
}
