/**
 * Labels written as a program's compound key: snake_case, kebab-case, dotted and camelCase (`patient_mrn: 0012345`,
 * `hosp-no 7711234`, `?patientMrn=7711234&…`, `{"medicalRecordNumber": "…"}`, `zip_code=30310`). The label rules read
 * a label as words, and inside such a key the word boundary they need is missing (`_mrn` has none, `patientId` has
 * no space). Each key is read as its words, written as a label with a colon before its value ("patient mrn: 0012345"),
 * and that line is put to the labelled-number and labelled-postcode rules; their hits on the value are mapped back
 * onto the text (issue 49, twenty-ninth round). A plain one-word key (`MRN=…`, `"mrn": …`) is the rules' own.
 */
import type { IdentifierHit } from './detector';
import { allMatches } from './all-matches';
import { findLabelledPostcodes } from './addresses';
import { findLabelledNumbers } from './patterns';
import type { Prerequisite } from './prerequisites';

/**
 * A key of letters and digits in two parts or more, joined by `_`, `-` or `.` or by a capital inside
 * (`hospitalNumber`), then `=` or `:` (maybe in quotes) or spaces before what starts with a digit or a code's
 * capitals: the value.
 */
const KEYED_VALUE =
  /(?<![\p{L}\p{N}_.@/-])([A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+|(?<=[a-z0-9])[A-Z][A-Za-z0-9]*)+)(?:["']?[^\S\n]*[:=][^\S\n]*["']?|[^\S\n]+(?=[A-Z]{0,3}\d))/dgu;
/** What every key holds: two parts joined by a mark, or a capital after a small letter or a digit. */
const HAS_COMPOUND_KEY = /[A-Za-z0-9][_.-][A-Za-z0-9]|[a-z0-9][A-Z]/;
export const KEYED_LABEL_PREREQUISITES: readonly Prerequisite[] = [[KEYED_VALUE, HAS_COMPOUND_KEY]];

/** The last word of a key that labels a number of its own ("hosp-no", "patient_id"). */
const NUMBER_WORD_LAST = /\b(?:no|nos|num|nr|number|id|ref)$/;

/** How much of the line after the key is read as its value. */
const VALUE_REACH = 48;

/** The words of a compound key, in lower case and set apart by spaces: "patientMrn" → "patient mrn". */
export function keyWords(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .toLowerCase();
}

/** Identifiers whose label is a compound key before them, positions into `text`. */
export function findKeyedLabels(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!HAS_COMPOUND_KEY.test(text) || !/\d/.test(text)) return hits;
  for (const m of allMatches(KEYED_VALUE, text)) {
    const key = m[1];
    const valueStart = (m.index ?? 0) + m[0].length;
    const lineEnd = text.indexOf('\n', valueStart);
    const value = text.slice(valueStart, Math.min(lineEnd < 0 ? text.length : lineEnd, valueStart + VALUE_REACH));
    if (!/\d/.test(value)) continue;
    const words = keyWords(key);
    // Without "=" or ":" the key is read only when it ends in a number's word ("hosp-no 7711234"), as a form's is.
    if (!/[:=]/.test(m[0].slice(key.length)) && !NUMBER_WORD_LAST.test(words)) continue;
    const label = `${words}: `;
    const line = label + value;
    for (const h of [...findLabelledNumbers(line), ...findLabelledPostcodes(line)]) {
      if (h.start < label.length) continue;
      hits.push({ ...h, start: h.start - label.length + valueStart, end: h.end - label.length + valueStart });
    }
  }
  return hits;
}
