/**
 * The test codes of analyser host records (issue 49, twenty-second round, tuned on the mudflat set, by class).
 * ASTM E1394 (CLSI LIS2-A2) records, as laboratory analysers send them to the host, give an order's or a result's
 * test in the universal test ID field as components after three carets (`R|5|^^^TESTO|0.9|nmol/L`,
 * `O|1|26A04||^^^FSH\^^^LH|R`); a manufacturer's code in capitals was read as a surname. The field is read by its
 * place: on a line that is an order, result or request record (`O|`, `R|`, `Q|` and a sequence number), the
 * component after `^^^` up to the next caret, backslash or bar, of one to twenty letters, digits, dots or hyphens.
 * The patient record (`P|`), the comment record's text and every other field keep every rule.
 *
 * The patient record's own fields are read the same way: the patient's name (the sixth field, surname^given^middle)
 * and the mother's maiden name (the seventh) are names in any case ("P|1||RQ4471||okafor^adaeze"), where the name
 * rules need capitals or a cue; a frame number before the record type (`2P|`) is allowed.
 */
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { WARNINGS } from './warnings';

type Span = readonly [number, number];

const RECORD = /^[ORQ]\|\d{1,4}\|.*$/gm;
const TEST_ID = /\^\^\^([A-Za-z0-9][A-Za-z0-9.-]{0,19})(?=[|^\\])/g;

export function analyserRecordFieldSpans(text: string): Span[] {
  if (!text.includes('^^^')) return [];
  const spans: Span[] = [];
  for (const line of text.matchAll(RECORD)) {
    for (const m of line[0].matchAll(TEST_ID)) {
      const start = line.index + m.index + 3;
      spans.push([start, start + m[1].length]);
    }
  }
  return spans;
}

const PATIENT_RECORD = /^\d?P\|\d{1,4}\|.*$/gm;
const NAME_COMPONENT = /[\p{L}][\p{L}\p{M}'’ -]*[\p{L}\p{M}]|[\p{L}]/gu;

export function findAnalyserPatientNames(text: string): IdentifierHit[] {
  if (!text.includes('P|')) return [];
  const hits: IdentifierHit[] = [];
  for (const line of text.matchAll(PATIENT_RECORD)) {
    const fields = line[0].split('|');
    let at = line.index;
    for (let i = 0; i < fields.length && i <= 6; i++) {
      if (i === 5 || i === 6) {
        // Single letters are a middle initial or a suffix's code: only components of two letters or more are names.
        for (const m of fields[i].matchAll(NAME_COMPONENT))
          if (m[0].length >= 2) hits.push(hit('name', at + m.index, at + m.index + m[0].length, WARNINGS.name));
      }
      at += fields[i].length + 1;
    }
  }
  return hits;
}
