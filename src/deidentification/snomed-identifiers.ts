/**
 * SNOMED CT identifiers beside the terminology's cue (issue 49, twenty-first round, tuned on the sandbar and lagoon
 * sets, by class). Dispensing records, dm+d item lists and UN/EDIFACT lab segments give a concept's identifier after
 * "VMP", "AMP", "SNOMED" or "SCT" in forms that terminology-codes.ts does not read ("(VMP 4237211000001107)",
 * "SER:SNOMED+++119364003'"), and the long digit run is read as an other identifier. A SNOMED CT identifier proves
 * itself: 6 to 18 digits whose last is a Verhoeff check digit and whose two before it are a partition identifier
 * (00, 01, 02 for the core release, 10, 11, 12 for an extension), as the SNOMED CT Technical Implementation Guide
 * specifies. Only such a number on a line that names the terminology (SNOMED, SCT, SCTID, dm+d, VTM, VMP, VMPP, AMP,
 * AMPP) is dropped; a record number on the same line fails the check nine times in ten and the partition most of the
 * rest, and one with no cue on its line is read as before. From the twenty-second round (tuned on mudflat), a field
 * whose label ends in "code" is such a cue for the value it labels (openEHR's `route|code": "…"`, a JSON `"code":
 * "…"`, XML `<Code>…</Code>`, `code=…`): an export's coded field names no terminology on its line, and the check
 * still proves the number. From the twenty-third round (tuned on tidepool), the terminology's HL7 OID is such a cue on
 * its line (an XDS query's `('734163000^^2.16.840.1.113883.6.96')`), and so is ebXML's coded-value attribute
 * `nodeRepresentation="…"`, whose coding scheme an IHE XDS classification gives in a slot of its own a few lines on.
 */
import { allMatches } from './all-matches';
import { verhoeffValid } from './check-digits';

type Span = readonly [number, number];

/**
 * The terminology's names, and its HL7 OID (2.16.840.1.113883.6.96) as coded-value components write it; the
 * normalised view reads dots between digits as hyphens.
 */
const CUE =
  /\b(?:SNOMED|SCTID|SCT|dm\+d|DM\+D|VTM|VMPP?|AMPP?)\b|\b2([.-])16\1(?:840)\1(?:1)\1(?:113883)\1(?:6)\1(?:96)\b/;
const DIGITS = /(?<![\d.,/-])\d{6,18}(?![\d.,/-]?\d)/g;
/** The label of a coded field just before its value: `|code": "`, `"code": "`, `<Code>`, `code=`. */
const CODE_FIELD = /(?:code|representation)(?:["']?[^\S\n]*[:=][^\S\n]*["']?|>)$/i;
const CODE_FIELD_ANYWHERE = /(?:code|representation)(?:["']?[^\S\n]*[:=][^\S\n]*["']?|>)\d/i;
const PARTITIONS = new Set(['00', '01', '02', '10', '11', '12']);

export function isSnomedIdentifier(digits: string): boolean {
  if (digits.length < 6 || digits.length > 18 || digits[0] === '0') return false;
  return PARTITIONS.has(digits.slice(-3, -1)) && verhoeffValid(digits);
}

/**
 * From the twenty-seventh round (tuned on foreshore): a number in a pipe table's column (Gherkin, Markdown) whose
 * header cell names the terminology (`| term | SNOMED CT | ICD-10 |`): the header is the first line of the run of
 * lines that open with a bar, and the cue must head the number's own column, so a record number in another column of
 * the same table is read as before.
 */
function inNamedColumn(text: string, lineStart: number, at: number): boolean {
  if (!/^[^\S\n]*\|/.test(text.slice(lineStart, lineStart + 40))) return false;
  let header = lineStart;
  for (let rows = 0; header > 0 && rows < 200; rows++) {
    const before = text.lastIndexOf('\n', header - 2) + 1;
    if (!/^[^\S\n]*\|/.test(text.slice(before, before + 40))) break;
    header = before;
  }
  if (header === lineStart) return false;
  const column = text.slice(lineStart, at).split('|').length - 1;
  const headerEnd = text.indexOf('\n', header);
  const cell = text.slice(header, headerEnd < 0 ? text.length : headerEnd).split('|')[column];
  return cell !== undefined && CUE.test(cell);
}

export function snomedIdentifierSpans(text: string): Span[] {
  const cued = CUE.test(text);
  if (!cued && !CODE_FIELD_ANYWHERE.test(text)) return [];
  const spans: Span[] = [];
  for (const m of allMatches(DIGITS, text)) {
    if (!isSnomedIdentifier(m[0])) continue;
    if (CODE_FIELD.test(text.slice(Math.max(0, m.index - 20), m.index))) {
      spans.push([m.index, m.index + m[0].length]);
      continue;
    }
    if (!cued) continue;
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const lineEnd = text.indexOf('\n', m.index);
    const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
    if (!CUE.test(line) && !inNamedColumn(text, lineStart, m.index)) continue;
    spans.push([m.index, m.index + m[0].length]);
  }
  return spans;
}
