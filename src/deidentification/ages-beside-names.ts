/**
 * Ages over 89 with a weak cue (issue 49, twenty-third round, tuned on the tidepool set, by class): the missed ages
 * stood where records and letters put an age without saying "aged", which Safe Harbor covers all the same.
 * - beside a name found by the other rules, in brackets or between commas, maybe after a bed or room and its number,
 *   maybe with its unit: "NAYLOR, Doreen (94)", "(VANCE, Dorothea, 91 y)", "Mrs G. Hollinrake, 91, hospital no.",
 *   "Enid (bed 6, 96)". Number words are digits in the normalized view, so "ninety-one" is read there;
 * - the value of a field labelled by age alone ("age=92", "age_years: 96", "AGE=094"), as logfmt, JSON, fixed-width
 *   and key-value exports write it.
 * From the twenty-fourth round (tuned on the shallows set), by the same evidence in more layouts:
 * - a label of age with up to three words of its own ("Age on record: 91", "Age at referral = 93", "Age (years): 95");
 * - the column headed by age in a delimited table (CSV, TSV, pipes, semicolons): "name,age,reason" over
 *   '"…",90,"…"' gives 90 as an age, read row by row while the row has as many cells as the header;
 * - an age with its unit after a sex in the shorthand of a signalment or a demographic line ("F, 92 y", "M, 95yrs").
 * A number from 90 to 119 only, with no unit or decimal after it: "Okafor, 95 kg" and "age=91.5" percentiles are
 * left, and so are the ages 89 and under that Safe Harbor lets stand.
 */
import { allMatches } from './all-matches';
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { WARNINGS } from './warnings';

const AGE = String.raw`(?<![\d.])0?((?:9\d|1[01]\d))(?![\d.,]\d)`;
const UNIT = String.raw`(?:y|yo|yrs?|years?(?:[^\S\n]+old)?)`;
/** After a name: a closing bracket maybe, then "(" or ",", maybe a bed or room and its number, the age, a closer. */
export const AFTER_NAME = new RegExp(
  String.raw`^[^\S\n]*(?:\)[^\S\n]*)?[(,][^\S\n]*(?:(?:bed|room|bay)[^\S\n]+\w+[^\S\n]*,[^\S\n]*)?${AGE}` +
    String.raw`[^\S\n]*(?:${UNIT}[^\S\n]*)?(?:\)|,|;|$)`,
  'dimu',
);
/** Units that make the number a measure or a span of time, and the "+" of an open band ("90+"), which is no age. */
const MEASURE_UNIT = String.raw`(?:kg|cm|mm|mg|ml|days?|weeks?|months?|min(?:ute)?s?|hours?|secs?)\b`;
const NOT_AGE_AFTER = String.raw`(?![\d.+]|[^\S\n]*[%+]|[^\S\n]*${MEASURE_UNIT})`;
/** "age", maybe "_years", maybe up to three words of its own ("on record", "at referral", "(years)"), "=" or ":". */
const LABELLED = new RegExp(
  String.raw`(?<![\p{L}_-])age(?:_?(?:years|yrs))?(?:[^\S\n]+[\p{L}()]+){0,3}["']?[^\S\n]*[=:][^\S\n]*["']?${AGE}` +
    NOT_AGE_AFTER,
  'dgiu',
);
const SEX_THEN_AGE = new RegExp(
  String.raw`(?<![\p{L}])(?:F|M|female|male)[^\S\n]*,[^\S\n]*${AGE}[^\S\n]*(?:y|yo|yrs?|years?)(?![\p{L}])`,
  'dgu',
);
/** A header cell naming the age column. */
const AGE_HEADER = /^["']?age(?:[ _]?(?:years|yrs|y))?["']?$/i;
const DELIMITERS = [',', '\t', ';', '|'] as const;
/** A cell of the age column holding an age alone, maybe quoted. */
const AGE_CELL = new RegExp(String.raw`^[^\S\n]*["']?${AGE}[^\S\n]*(?:["'][^\S\n]*)?$`, 'du');
/** The age alone, anywhere: no note without one is read further. */
const MAY_AGE = new RegExp(AGE, 'u');

export function findAgesBesideNames(text: string, found: readonly IdentifierHit[]): IdentifierHit[] {
  if (!MAY_AGE.test(text)) return [];
  const hits: IdentifierHit[] = [];
  const add = (m: RegExpMatchArray, offset: number): void => {
    const span = m.indices?.[1];
    if (span) hits.push(hit('date', offset + span[0], offset + span[1], WARNINGS.age));
  };
  for (const h of found) {
    if (h.kind !== 'name') continue;
    const m = AFTER_NAME.exec(text.slice(h.end, h.end + 40));
    if (m) add(m, h.end);
  }
  if (/age/i.test(text)) {
    for (const m of allMatches(LABELLED, text)) add(m, 0);
    ageColumns(text, hits);
  }
  if (/[FM],|male,/.test(text)) for (const m of allMatches(SEX_THEN_AGE, text)) add(m, 0);
  return hits;
}

/** The cells of a delimited line and where each starts; a quoted cell may hold the delimiter. */
function cellsOf(line: string, delimiter: string): Array<[number, string]> {
  const cells: Array<[number, string]> = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i <= line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (i === line.length || (c === delimiter && !quoted)) {
      cells.push([start, line.slice(start, i)]);
      start = i + 1;
    }
  }
  return cells;
}

/** The ages over 89 in a column headed by age, in the rows under the header with as many cells as it has. */
function ageColumns(text: string, hits: IdentifierHit[]): void {
  const lines = text.split('\n');
  let at = 0;
  const starts = lines.map((line) => {
    const s = at;
    at += line.length + 1;
    return s;
  });
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!/age/i.test(lines[i])) continue;
    for (const delimiter of DELIMITERS) {
      if (!lines[i].includes(delimiter)) continue;
      const header = cellsOf(lines[i], delimiter);
      const column = header.findIndex(([, cell]) => AGE_HEADER.test(cell.trim()));
      if (column < 0) continue;
      for (let r = i + 1; r < lines.length; r++) {
        const row = cellsOf(lines[r], delimiter);
        if (row.length !== header.length) break;
        const [offset, cell] = row[column];
        const m = AGE_CELL.exec(cell);
        const span = m?.indices?.[1];
        if (span) hits.push(hit('date', starts[r] + offset + span[0], starts[r] + offset + span[1], WARNINGS.age));
      }
      break;
    }
  }
}
