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
import { HAS_LABEL } from './label-rules';

/**
 * Where a key may end: before "=" or ":" (maybe after a quote and spaces), or, as a form's label, at a number's word
 * joined to the key before spaces and what starts with a digit or a code's capitals ("hosp-no 7711234"). The key is
 * read backwards from there: a scan for a rare character, not a lookbehind tried at every position of the note.
 */
const KEY_VALUE_MARK = /[:=]/g;
const NUMBER_KEY_BEFORE_VALUE = /[_.-](?:no|nos|num|nr|number|id|ref)(?=[^\S\n]+[A-Z]{0,3}\d)/gi;
/** A key of letters and digits in two parts or more, joined by `_`, `-` or `.` or by a capital inside. */
const COMPOUND_KEY = /^[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+|(?<=[a-z0-9])[A-Z][A-Za-z0-9]*)+$/;
/** What stands between a key and its value. */
const SEPARATOR = /["']?[^\S\n]*[:=][^\S\n]*["']?|[^\S\n]+/y;
/** Space, tab and quotes, which may stand between a key and its mark. */
const SPACE_OR_QUOTE = new Set([0x20, 0x09, 0x22, 0x27]);
/** Before a key: no letter, digit or mark that would make it part of a longer token (a path, an address). */
const BEFORE_KEY = /[\p{L}\p{N}_.@/-]/u;

/** The last word of a key that labels a number of its own ("hosp-no", "patient_id"). */
const NUMBER_WORD_LAST = /\b(?:no|nos|num|nr|number|id|ref)$/;

/** The words of a postal code's label (addresses.ts reads the label whole). */
const POSTCODE_WORD = /\b(?:zip|zipcode|postal|postcode|post)\b/;

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

const isAsciiLetter = (c: number): boolean => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isAsciiAlnum = (c: number): boolean => isAsciiLetter(c) || (c >= 0x30 && c <= 0x39);
/** A key's characters: ASCII letters and digits, "_", "." and "-". */
const isKeyCharacter = (c: number): boolean => isAsciiAlnum(c) || c === 0x5f || c === 0x2e || c === 0x2d;

/** The compound key that ends at `keyEnd`, or undefined. */
function keyBefore(text: string, keyEnd: number): string | undefined {
  let keyStart = keyEnd;
  while (keyStart > 0 && keyEnd - keyStart < 64 && isKeyCharacter(text.charCodeAt(keyStart - 1))) keyStart--;
  while (keyStart < keyEnd && !isAsciiLetter(text.charCodeAt(keyStart))) keyStart++;
  if (keyEnd - keyStart < 3 || (keyStart > 0 && BEFORE_KEY.test(text[keyStart - 1]))) return undefined;
  const key = text.slice(keyStart, keyEnd);
  return COMPOUND_KEY.test(key) ? key : undefined;
}

/** Where each key before a value ends: before its "=" or ":" and what leads to it, or after its number's word. */
function keyEnds(text: string): number[] {
  const ends: number[] = [];
  for (const m of allMatches(KEY_VALUE_MARK, text)) {
    let end = m.index ?? 0;
    while (end > 0 && SPACE_OR_QUOTE.has(text.charCodeAt(end - 1))) end--;
    if (end > 0 && isAsciiAlnum(text.charCodeAt(end - 1))) ends.push(end);
  }
  for (const m of allMatches(NUMBER_KEY_BEFORE_VALUE, text)) ends.push((m.index ?? 0) + m[0].length);
  return ends;
}

/** Identifiers whose label is a compound key before them, positions into `text`. */
export function findKeyedLabels(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!/\d/.test(text)) return hits;
  for (const keyEnd of keyEnds(text)) {
    const key = keyBefore(text, keyEnd);
    if (key === undefined) continue;
    SEPARATOR.lastIndex = keyEnd;
    const separator = SEPARATOR.exec(text);
    if (!separator) continue;
    const valueStart = keyEnd + separator[0].length;
    const words = keyWords(key);
    // Without "=" or ":" the key is read only when it ends in a number's word ("hosp-no 7711234"), as a form's is.
    if (!/[:=]/.test(separator[0]) && !NUMBER_WORD_LAST.test(words)) continue;
    if (!HAS_LABEL.test(words) && !POSTCODE_WORD.test(words)) continue;
    const lineEnd = text.indexOf('\n', valueStart);
    const value = text.slice(valueStart, Math.min(lineEnd < 0 ? text.length : lineEnd, valueStart + VALUE_REACH));
    if (!/\d/.test(value)) continue;
    const label = `${words}: `;
    const line = label + value;
    for (const h of [...findLabelledNumbers(line), ...findLabelledPostcodes(line)]) {
      if (h.start < label.length) continue;
      hits.push({ ...h, start: h.start - label.length + valueStart, end: h.end - label.length + valueStart });
    }
  }
  return hits;
}
