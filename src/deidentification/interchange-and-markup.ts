/**
 * The machinery of interchange files and markup read as such (issue 49, nineteenth round, tuned on the saltmarsh
 * set, by class). Each part is read by its position in a published structure, never by the string it holds:
 * - ASC X12 005010 envelopes: the control numbers of the interchange, group and transaction-set headers and
 *   trailers (ISA13, IEA02, GS06, GE02, ST02, SE02) number the envelope, not a patient; and a product identifier
 *   after the qualifier N4 (the X12 code list for the 11-digit NDC, in LIN, SV1, SV2 and SVD segments) is a drug's
 *   code. A REF, NM1, CLM or PER segment keeps every rule.
 * - HL7 CDA R2 (and C-CDA R2.1): the `extension` of a `templateId` is the template's version, a date of the
 *   standard's; the `code` and `displayName` of a coded element whose codeSystem is a terminology's OID (LOINC,
 *   SNOMED CT, ICD-10, RxNorm, CPT, UCUM) are that terminology's concept and display text. An `id`'s extension, a
 *   `name` or an `addr` keeps every rule.
 * - LaTeX: a control word (`\usepackage`, `\section`) is a command, and the argument of a preamble command that
 *   loads a class, a package or a path names a file, not a person. `\author{...}`, `\textbf{...}` and every other
 *   argument keep every rule.
 * - Mail-merge templates: a field of a merge template in guillemets («Surname», «Address1»), where the text holds
 *   three or more such one-word fields, names a field, not a person. One word in French quotes keeps every rule
 *   («Dupont» a dit).
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import { x12Elements } from './x12-elements';

/** A segment's start (the line's, or after the "~" terminator) and the envelope segments' control number. */
const X12_TRAILER = /(?:^|~[^\S\n]*|\n)(?:IEA|GE|SE)\*\d{1,10}\*(\d{1,14})(?=~|[^\S\n]*$)/gm;
const X12_ST = /(?:^|~[^\S\n]*|\n)ST\*\d{3}\*(\d{4,9})(?=[*~]|[^\S\n]*$)/gm;
/** ISA has 16 elements; GS has 8: the control number is the 13th of one and the 6th of the other. */
const X12_ISA_GS = /(?:^|~[^\S\n]*|\n)(ISA|GS)\*[^~\n]*/gm;
/** The NDC qualifier and the code in its 11-digit, 5-4-2, 5-3-2, 4-4-2 or 5-4-1 form. */
const X12_NDC = /\*N4[*:](\d{11}|\d{4,5}-\d{3,4}-\d{1,2})(?=[*~:]|[^\S\n]*$)/gm;
const CDA_TEMPLATE = /<templateId\b[^>]*?\bextension="([^"]{1,40})"/g;
/** LOINC, SNOMED CT, ICD-10 (WHO and CM), RxNorm, CPT-4, UCUM and NCI: HL7's OIDs of terminologies. */
// The normalized view may read an OID's dots as hyphens.
const TERMINOLOGY_OID = /\bcodeSystem="2[.-]16[.-]840[.-]1[.-]113883[.-]6[.-](?:1|96|3|90|88|12|8|103|104)"/;
const CDA_CODED = /<(?:code|value|translation|methodCode|targetSiteCode|routeCode)\b[^>]*>/g;
const DISPLAY_NAME = /\bdisplayName="([^"]*)"/;
const CODE = /\scode="([^"]*)"/;
/** A control word; the preamble's loaders also take their argument, bracketed or, as PDF text loses braces, bare. */
const LATEX_LOADER =
  /\\(?:documentclass|usepackage|RequirePackage|graphicspath|bibliographystyle|bibliography|input|include|includegraphics)(?:\[[^\]\n]*\])?[^\S\n]*(?:\{[^}\n]*\}|[^\s\\{}%]+)?/g;
const LATEX_COMMAND = /\\[a-zA-Z]{2,}\*?/g;
const MERGE_FIELD = /«[\p{L}\d_]{1,30}»/gu;

function x12Spans(text: string, spans: Array<[number, number]>): void {
  for (const re of [X12_TRAILER, X12_ST, X12_NDC])
    for (const m of allMatches(re, text)) {
      const end = (m.index ?? 0) + m[0].length;
      spans.push([end - m[1].length, end]);
    }
  for (const m of allMatches(X12_ISA_GS, text)) {
    const at = m[1] === 'ISA' ? 13 : 6;
    const name = m[0].indexOf(m[1]);
    const control = x12Elements(m[0].slice(name), (m.index ?? 0) + name)[at];
    if (control === undefined || !/^\d{1,14}$/.test(control.value)) continue;
    spans.push([control.start, control.start + control.value.length]);
  }
}

function cdaSpans(text: string, spans: Array<[number, number]>): void {
  for (const m of allMatches(CDA_TEMPLATE, text)) {
    const end = (m.index ?? 0) + m[0].length - 1;
    spans.push([end - m[1].length, end]);
  }
  if (!text.includes('codeSystem=')) return;
  for (const m of allMatches(CDA_CODED, text)) {
    if (!TERMINOLOGY_OID.test(m[0])) continue;
    for (const attribute of [DISPLAY_NAME, CODE]) {
      const found = attribute.exec(m[0]);
      if (!found) continue;
      const start = (m.index ?? 0) + found.index + found[0].length - 1 - found[1].length;
      spans.push([start, start + found[1].length]);
    }
  }
}

export function interchangeAndMarkupSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (text.includes('*')) x12Spans(text, spans);
  if (text.includes('<templateId') || text.includes('codeSystem=')) cdaSpans(text, spans);
  if (text.includes('\\')) {
    for (const m of allMatches(LATEX_LOADER, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
    for (const m of allMatches(LATEX_COMMAND, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  }
  if (text.includes('«')) {
    const fields = allMatches(MERGE_FIELD, text);
    if (fields.length >= 3) for (const m of fields) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  }
  return spans;
}
