/**
 * HL7 v2 coded elements (issue 49, thirty-sixth round, tuned on the machair set, by class). A CE or CWE field gives a
 * concept as identifier^text^coding system ("0078-0343-42^Vivelle-Dot 0.05 mg/day^NDC", "TD^Transdermal^HL70162",
 * "N95.1^Menopausal states^I10"), and the system is one of HL7's table 0396 names (NDC, LN, SNM, SCT, I10, I9C, CPT,
 * RXNORM …) or an HL7 table itself ("HL70162"). The identifier then names a drug, a test or a route, and the system
 * is a table's name: neither is a patient's number, though the number rules read the NDC's dashed digits as a phone
 * and the table's digits as an identifier. A field whose third component names no system (a PID's
 * "8812345^^^HOSP^MR") keeps its hits. Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';

type Span = readonly [number, number];

/** Coding systems of HL7 table 0396 that name concepts, and HL7's own tables ("HL70162"). */
const SYSTEM =
  String.raw`(?:NDC|LN|LOINC|SNM|SNM3|SCT|SNOMED|I10|I10C|I10P|I9|I9C|ICD10|ICD9|CPT|C4|C5|HCPCS|RXNORM|` +
  String.raw`NDFRT|ATC|UCUM|CVX|MVX|NUCC|HL7\d{4})`;
/** One coded element: a field's identifier and text, then its system, each bounded by the field's separators. */
const CODED = new RegExp(String.raw`(?<=[|~^]|^)([^|~^\n]{1,40})\^([^|~^\n]{0,80})\^(${SYSTEM})(?=[|~^\n]|$)`, 'gm');
const SEGMENT = /^[A-Z][A-Z\d]{2}\|/m;

export function hl7CodedElementSpans(text: string): Span[] {
  if (!SEGMENT.test(text)) return [];
  const spans: Span[] = [];
  for (const m of allMatches(CODED, text)) spans.push([m.index, m.index + m[0].length]);
  return spans;
}
