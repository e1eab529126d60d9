/**
 * Zebra ZPL label code (issue 49, twenty-seventh round, tuned on the foreshore set, by class). A ZPL label is a run of
 * commands, each a caret and two characters, and a field's data follows `^FD` up to `^FS`; a product's barcode field
 * is opened by its symbology command (`^BE` EAN-13, `^BU` UPC-A, `^B8` EAN-8, `^BC` Code 128) and holds the pack's
 * GTIN. Glued to the command's letters ("^FD05012345678900") the GTIN reads as a letter-prefixed code. The data of a
 * barcode field is dropped, with the command's letters before it, when it is a GTIN of 8, 12, 13 or 14 digits whose
 * last is the GS1 check digit (gtin-element-strings.ts), and only in a text that opens a label (`^XA`). A wristband's
 * hospital number in the same kind of field fails the check nine times in ten and keeps every rule, as does every
 * text field of the label.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import { gs1CheckDigitValid } from './gtin-element-strings';

type Span = readonly [number, number];

/** A barcode command with its parameters, maybe a field origin or other commands, then the field's data. */
const BARCODE_FIELD = /\^B[CEU8][^^\n]*(?:\^(?!FD)[A-Z0-9@][A-Z0-9]?[^^\n]*)*\^FD(\d{8,14})(?=\^FS|\s*$)/gm;

export function zplFieldSpans(text: string): Array<readonly [number, number]> {
  if (!text.includes('^XA')) return [];
  const spans: Span[] = [];
  for (const m of allMatches(BARCODE_FIELD, text)) {
    const digits = m[1];
    if (digits.length !== 8 && digits.length < 12) continue;
    if (!gs1CheckDigitValid(digits)) continue;
    const end = m.index + m[0].length;
    spans.push([end - digits.length - 2, end]);
  }
  return spans;
}
