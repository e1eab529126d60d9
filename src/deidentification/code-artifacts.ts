/**
 * Pieces of software and billing text pasted into notes and tickets (issue 49, fourteenth round, tuned on the
 * backwaters set, by class): none of these names or numbers a person, though name and number readers take them
 * for identifiers.
 * - column types of SQL in a statement ("recorded_at timestamptz NOT NULL", "nhs_number varchar(10)", "id uuid");
 * - stack-trace frames and source file names ("at DoseBanner.render (DoseBanner.tsx:88:14)", "at
 *   com.acme.ehr.OrderService.save(OrderService.java:212)", "File \"triage.py\", line 40");
 * - release versions where the text speaks of releases ("bump fhir-client from 2.3.1 to 2.4.0", "v5.12.0",
 *   "upgraded to 3.0.2"), each after "from", "to", "version", "v" or "@" and with a patch of up to three digits, so
 *   that a date in dots ("version 3.0 on 17.11.2025") stays a date; and public vulnerability and advisory ids
 *   ("CVE-2026-1182", "GHSA-xxxx-xxxx-xxxx");
 * - HCPCS level II codes, a letter and four digits, in US billing text ("G0438", "J1050 medroxyprogesterone",
 *   "Welcome to Medicare G0402");
 * - NHS England's regions by their full names ("North East and Yorkshire", "East of England"), as wide as a state;
 * - hexadecimal literals as COBOL, DFSORT, DB2 and SQL write them, an X before the quoted hex digits ("X'40404040'"
 *   pads a field with EBCDIC spaces; issue 49, twenty-third round, tuned on tidepool): an even count of hex digits
 *   in quotes straight after the X, as the languages require; and as C, Python, JavaScript and debuggers write them,
 *   "0x" and two or more hex digits (twenty-ninth round, tuned on shingle: gdb's frame addresses "0x000055555556e2f1",
 *   libmagic's "0x4d4d"), whose digits no rule should read as a record number;
 * - COBOL data names in a procedure statement (same round): a line opening with a verb of the procedure division
 *   (MOVE, COMPUTE, IF, PERFORM, ADD...), maybe after its sequence number, names its fields in capitals joined by
 *   hyphens ("MOVE 90 TO WS-AGE-BAND"); what a statement quotes is a literal and keeps every rule ("MOVE 'GRANGE-
 *   OVER-SANDS' TO WS-TOWN").
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';

const SQL_STATEMENT = /\b(?:CREATE|ALTER|SELECT|INSERT|UPDATE|DELETE|TABLE|COLUMN)\b/;
const SQL_TYPES = new RegExp(
  String.raw`\b(?:timestamptz|timestamp|timetz|varchar|nvarchar|varchar2|smallint|bigint|tinyint|mediumint|serial|` +
    String.raw`bigserial|smallserial|jsonb|uuid|boolean|bool|numeric|decimal|datetime2?|interval|` +
    String.raw`bytea|citext|tsvector|` +
    String.raw`nchar|clob|blob|int[248]|float[48]|inet|cidr|macaddr)\b`,
  'gi',
);
const FRAME =
  /\bat[^\S\n]+[\w$.<>]+[^\S\n]*\([^()\n]*?:\d+(?::\d+)?\)|\b[\w$-]+\.(?:tsx?|jsx?|mjs|cjs|py|java|kt|cs|rb|go|swift|php|cpp|cc|hpp|vue|svelte|sql)\b(?::\d+){0,2}/g;
const MAY_CODE = /:\d+\)|\.(?:tsx?|jsx?|mjs|cjs|py|java|kt|cs|rb|go|swift|php|cpp|cc|hpp|vue|svelte|sql)\b/;
const RELEASE_TALK =
  /\b(?:bump(?:ed|s)?|version|release[sd]?|upgrade[sd]?|downgrade[sd]?|npm|pip|package|dependenc(?:y|ies)|library|changelog|merge|commit|build|v\d+\.\d+)\b/i;
const SEMVER = /\b(?:(?:from|to|version)[^\S\n]+v?|v|@)\d{1,3}\.\d{1,3}\.\d{1,3}(?:-[\w.]+)?(?![\d.])/g;
const ADVISORY = /\b(?:CVE-\d{4}-\d{4,7}|GHSA(?:-[23456789cfghjmpqrvwx]{4}){3})\b/gi;
const BILLING = /\b(?:Medicare|Medicaid|HCPCS|CPT|EOB|superbill|claim|billed|billing|CMS-1500|UB-04)\b/i;
const HCPCS = /\b[A-V]\d{4}\b/g;
const HEX_LITERAL = /(?<![\p{L}\p{N}])[Xx]'(?:[0-9A-Fa-f]{2})+'/gu;
const C_HEX_LITERAL = /(?<![\p{L}\p{N}])0[xX][0-9A-Fa-f]{2,}(?![\p{L}\p{N}])/gu;
const COBOL_STATEMENT =
  /^(?:\d{6})?[^\S\n]+(?:MOVE|COMPUTE|IF|PERFORM|ADD|SUBTRACT|MULTIPLY|DIVIDE|EVALUATE|INITIALIZE|DISPLAY|SET)[^\S\n][^\n]*/gm;
/** A data name outside the statement's quoted literals (which the pattern steps over whole). */
const COBOL_DATA_NAME = /'[^'\n]*'|"[^"\n]*"|(?<![\w-])[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+(?![\w-])/g;
const NHS_REGION =
  /\b(?:North[^\S\n]+East[^\S\n]+and[^\S\n]+Yorkshire|East[^\S\n]+of[^\S\n]+England|North[^\S\n]+West[^\S\n]+England)\b/gi;

export function codeArtifactSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const add = (re: RegExp): void => {
    for (const m of allMatches(re, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  };
  if (SQL_STATEMENT.test(text)) add(SQL_TYPES);
  if (MAY_CODE.test(text)) add(FRAME);
  if (/\d\.\d+\.\d/.test(text) && RELEASE_TALK.test(text)) add(SEMVER);
  if (/CVE|GHSA/i.test(text)) add(ADVISORY);
  if (BILLING.test(text)) add(HCPCS);
  if (/Yorkshire|England/i.test(text)) add(NHS_REGION);
  if (text.includes("X'") || text.includes("x'")) add(HEX_LITERAL);
  if (text.includes('0x') || text.includes('0X')) add(C_HEX_LITERAL);
  if (/[A-Z]-[A-Z]/.test(text))
    for (const line of allMatches(COBOL_STATEMENT, text))
      for (const m of allMatches(COBOL_DATA_NAME, line[0])) {
        if (m[0].startsWith("'") || m[0].startsWith('"')) continue;
        const start = (line.index ?? 0) + (m.index ?? 0);
        spans.push([start, start + m[0].length]);
      }
  return spans;
}
