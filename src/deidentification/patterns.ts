/**
 * Safe Harbor identifiers with a recognisable shape: contact details, network
 * addresses and the labelled numbers (SSN, MRN, account, plan, licence,
 * vehicle, device). Candidates are found by regex; emails and IPs are then
 * confirmed with validator's well-tested checks.
 */
import isEmail from 'validator/lib/isEmail';
import isIP from 'validator/lib/isIP';
import type { IdentifierHit } from './detector';
import { countDigits, hasDigit } from './digits';
import { hit } from './hits';
import { WARNINGS } from './warnings';
import type { Prerequisite } from './prerequisites';
import { allMatches } from './all-matches';
import { runAnchored, runAnchoredMatches } from './matches-at';
import {
  capitalSeries,
  isConsumableLot,
  LABEL_RULES,
  MAY_HAVE_SERIES,
  separatedCode,
  slashedCode,
} from './label-rules';

const EMAIL = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/** The address tried where a run of its first class starts (matches-at.ts). */
export const EMAIL_AT = runAnchored(EMAIL, String.raw`[\p{L}\p{N}._%+'-]`);
const URL_WITH_SCHEME = /\b(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>"'()]+/gi;
const TOP_LEVEL_DOMAINS = 'com|org|net|edu|gov|io|co|us|info|biz|me|health|app|blog|ly|tv|uk|ca|au|de|fr|in|ru|mx';
const DOMAIN_SUFFIX = String.raw`\.(?:${TOP_LEVEL_DOMAINS})\b`;
const BARE_DOMAIN = new RegExp(
  String.raw`\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*${DOMAIN_SUFFIX}(?:\/[^\s<>"'()]*)?`,
  'gi',
);
/** The suffix alone: a cheap scan that rules out most notes before BARE_DOMAIN tries every word. */
const HAS_DOMAIN_SUFFIX = new RegExp(DOMAIN_SUFFIX, 'i');
const IPV4 = /(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.]*\d)/g;
const IPV6_CANDIDATE = /(?<![\w:])(?:[0-9a-f]{0,4}:){2,7}[0-9a-f]{0,4}(?![\w:])/gi;

/** "123-45-6789", "123.45.6789", "123 45 6789": one separator, three groups. */
const SSN_SHAPED = /(?<![\d.-]|\d )\d{3}([-. ])\d{2}\1\d{4}(?![\d-]|\.\d| ?\d)/g;
/** "10 0 4 17": an IPv4 address with spaces, only after a network word. */
const IPV4_SPACED =
  /(?<![a-z])(?:ip|address|host|server|from|client|device)(?![a-z])(?:[^\d\n]|%[0-9a-f]{2}){0,30}?((?:\d{1,3} ){3}\d{1,3})(?! ?\d)/dgi;
/** Four spaced digit groups, which IPV4_SPACED needs: its leading lookbehind is tried at every position. */
const SPACED_QUAD = /\d \d{1,3} \d{1,3} \d/;
const SSN_LABELLED =
  /\b(?:ssn|ss#|soc(?:ial)?\.?\s*sec(?:urity)?\.?(?:\s*(?:number|no\.?|#))?)\s*(?:[:#]\s*)?(\d{3}[\s-]?\d{2}[\s-]?\d{4})(?!\d)/dgi;

const PHONE_US =
  /(?<![\w+])(?:\+?1[\s.-]?)?(?:\(\d{3}\)[\s.-]?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?!\d)(?:\s*(?:x|ext\.?|extension)\s*\d{1,5})?/gi;
/** The same plate in lower case, read only a few words after a vehicle word ("fleet car km72 oxd"). */
const UK_PLATE_LOWER = /(?<![\p{L}\d-])[a-z]{2}(?:0\.?[2-9]|[1-7]\.?\d)[^\S\n]{0,3}[a-hj-pr-z]{3}(?![\p{L}\d-])/gu;
const VEHICLE_BEFORE =
  /\b(?:car|van|reg|registration|plate|vehicle|bay|parking|taxi|ambulance|lorry|truck|cab|motorbike|motorcycle)\b[^\n]{0,45}$/i;
/** UK number plates of the current format: area letters, age digits (a dot between allowed), three letters. */
const UK_PLATE =
  /(?<![\p{L}\d-])(?:[A-Z]{2}|[A-Z] [A-Z] )(?:0\.?[2-9]|[1-7]\.?\d)[^\S\n]{0,3}[A-HJ-PR-Z]{3}(?![\p{L}\d-])/gu;
/**
 * UK numbers with the trunk 0, grouped 5-3-3, 4-3-4 or 3-4-4 ("07700 900 115", "0117 496 0734"), with dots or
 * a line break between groups, or the last two groups joined (a broken line the normalised view closes).
 */
const PHONE_UK = /(?<![\w+.,-])0[1-9]\d{1,3}(?:[ .-]|\s{1,3})(?:\d{3,4}(?:[ .-]|\s{1,3})\d{3,4}|\d{6,8})(?![\w.-]?\d)/g;
/**
 * An area code in brackets, then the subscriber's digits in groups of any length ("(01792) 555-318", "(08) 9381 2 2 4
 * 4", "0 (216) 555 12 34", "(19) 3521-7000"): a trunk 0 inside the brackets or before them, or a two-digit area code
 * as Brazil writes it; PHONE_US reads three digits without a 0. The digit count (ten or more) is checked as for the
 * other shapes.
 */
const PHONE_AREA_BRACKETED =
  /(?<![\w+(])(?:0[^\S\n]?\(\d{2,4}\)|\(0\d{1,4}\)|\([1-9]\d\))[^\S\n]?\d(?:[^\S\n]{0,2}-?[^\S\n]{0,2}\d){5,9}(?!\d)/g;
const PHONE_INTL = /(?<![\w+])\+\d{1,3}(?:[\s.-]?\(?\d{1,5}\)?){2,5}(?:\s*(?:x|ext\.?)\s*\d{1,5})?/gi;
const PHONE_LABELLED =
  /\b(?:phone|ph|tel|telephone|cell|mobile|call|text|reach|contact|fax|number|#)\b[^\d\n]{0,12}(\d{10,11})(?!\d)/dgi;
/** Shorter or foreign numbers after a contact cue: "call me on 738 191 381", "not answering at 96 466712". */
const PHONE_CUED =
  /\b(?:call(?:ed)?(?:\s+(?:me|us|her|him))?(?:\s+(?:on|at))?|phone|tel|mobile|cell|answering\s+at|reach(?:ed)?\s+(?:me\s+)?(?:on|at)|messages?\s+to|registered|desk|office|fax|pager|beeper|page(?:d)?(?:\s+at)?)\b[^\d\n]{0,15}(\+?\(?\d{1,4}\)?(?:[\s.-]?\(?\d{2,5}\)?){1,5})(?![\d/])/dgi;
const FAX_CONTEXT = /\bfax(?:ed|ing)?\b[^\n]{0,25}$/i;

/** 17 characters, no I/O/Q, mixed letters and digits: the ISO 3779 VIN shape. */
const VIN = /\b(?=[A-HJ-NPR-Z0-9]*\d)(?=[A-HJ-NPR-Z0-9]*[A-HJ-NPR-Z])[A-HJ-NPR-Z0-9]{17}\b/g;
/** Seventeen VIN characters in a row, which VIN needs: rules out most notes without the lookaheads at every word. */
const VIN_RUN = /[A-HJ-NPR-Z0-9]{17}/;
/** VIN_RUN.test(text) in one pass: the pattern tried up to 17 characters at every position. */
export function hasVinRun(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const vin = (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a && c !== 0x49 && c !== 0x4f && c !== 0x51);
    run = vin ? run + 1 : 0;
    if (run === 17) return true;
  }
  return false;
}
const IMEI_OR_LONG = /(?<![\d.,/-])\d{8,}(?![\d.,/])/g;
/**
 * Letter-prefixed codes with five or more digits: "XW277/90683", "PT99812", licence "A123-4567-8", kit
 * "KT-55-019284" (a first group of two digits only when more groups follow).
 */
const PREFIXED_CODE = /(?<![\w/-])[A-Z]{1,4}-?(?:\d{3,}|\d{2}(?=[/-]\d))(?:[/-]\d{2,})*(?![\w/-])/g;
const HASH_NUMBER = /#\s?(\d{5,})(?![\d.])/dg;

/** Pattern and prerequisite pairs, for the test that holds them to their promise (see prerequisites.ts). */
export const CODE_PREREQUISITES: readonly Prerequisite[] = [
  [BARE_DOMAIN, HAS_DOMAIN_SUFFIX],
  [VIN, VIN_RUN],
  [IPV4_SPACED, SPACED_QUAD],
];

function trimUrl(s: string): string {
  return s.replace(/[.,;:!?)\]]+$/, '');
}

/** IPv4 addresses, SSNs, phone and fax numbers: each needs digits. */
function findNumericContacts(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  for (const m of allMatches(IPV4, text)) {
    const start = m.index ?? 0;
    if (isIP(m[0], 4)) hits.push(hit('ip_address', start, start + m[0].length, WARNINGS.ip_address));
  }
  for (const m of SPACED_QUAD.test(text) ? allMatches(IPV4_SPACED, text) : []) {
    const [start, end] = m.indices?.[1] ?? [0, 0];
    if (isIP(m[1].replace(/ /g, '.'), 4)) hits.push(hit('ip_address', start, end, WARNINGS.ip_address));
  }
  for (const m of allMatches(SSN_SHAPED, text)) {
    const start = m.index ?? 0;
    hits.push(hit('ssn', start, start + m[0].length, WARNINGS.ssn));
  }
  for (const m of allMatches(SSN_LABELLED, text)) {
    const [start, end] = m.indices?.[1] ?? [0, 0];
    hits.push(hit('ssn', start, end, WARNINGS.ssn));
  }
  const phoneHit = (start: number, end: number): void => {
    const isFax = FAX_CONTEXT.test(text.slice(Math.max(0, start - 30), start));
    hits.push(isFax ? hit('fax', start, end, WARNINGS.fax) : hit('phone', start, end, WARNINGS.phone));
  };
  for (const re of [PHONE_US, PHONE_INTL, PHONE_UK, PHONE_AREA_BRACKETED]) {
    for (const m of allMatches(re, text)) {
      const digits = countDigits(m[0]);
      if (digits < 10 || digits > 16) continue;
      phoneHit(m.index ?? 0, (m.index ?? 0) + m[0].trimEnd().length);
    }
  }
  for (const m of allMatches(PHONE_CUED, text)) {
    const [start, end] = m.indices?.[1] ?? [0, 0];
    const digits = countDigits(m[1]);
    if (digits >= 5 && digits <= 16) phoneHit(start, end);
  }
  for (const m of allMatches(PHONE_LABELLED, text)) {
    const [start, end] = m.indices?.[1] ?? [0, 0];
    phoneHit(start, end);
  }
  return hits;
}

export function findContactPatterns(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (text.includes('@'))
    for (const m of runAnchoredMatches(EMAIL_AT, text)) {
      const start = m.index ?? 0;
      if (isEmail(m[0], { allow_utf8_local_part: true }))
        hits.push(hit('email', start, start + m[0].length, WARNINGS.email));
    }
  for (const re of HAS_DOMAIN_SUFFIX.test(text) ? [URL_WITH_SCHEME, BARE_DOMAIN] : [URL_WITH_SCHEME]) {
    for (const m of allMatches(re, text)) {
      const start = m.index ?? 0;
      if (text[start - 1] === '@' || /@/.test(m[0])) continue;
      hits.push(hit('url', start, start + trimUrl(m[0]).length, WARNINGS.url));
    }
  }
  if (/:[0-9a-f]*:/i.test(text))
    for (const m of allMatches(IPV6_CANDIDATE, text)) {
      const start = m.index ?? 0;
      if (m[0].length > 6 && isIP(m[0], 6))
        hits.push(hit('ip_address', start, start + m[0].length, WARNINGS.ip_address));
    }
  if (hasDigit(text)) hits.push(...findNumericContacts(text));
  return hits;
}

const PER_CENT_AFTER = /^[^\S\n]?%/;

export function findLabelledNumbers(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!hasDigit(text)) return hits;
  const series = MAY_HAVE_SERIES.test(text);
  for (const rule of LABEL_RULES) {
    const seriesMatches = series ? allMatches(rule.series, text).filter((m) => capitalSeries(m[1])) : [];
    for (const m of [...allMatches(rule.re, text), ...seriesMatches]) {
      const span = m.indices?.[1];
      if (!span || countDigits(m[1]) < rule.minDigits) continue;
      if (/[ .]/.test(m[1]) && !separatedCode(m[1], rule.minDigits)) continue;
      if (!slashedCode(m[1])) continue;
      if (rule.needsLetter && !/\p{L}/u.test(m[1])) continue;
      // "position statement 2022": a year alone is allowed, whatever the label.
      if (/^(?:19|20)\d{2}$/.test(m[1])) continue;
      // "PUMP-PACK 0.06% GEL": a number a per cent sign closes is a strength or a share, never a label's number.
      if (PER_CENT_AFTER.test(text.slice(span[1], span[1] + 3))) continue;
      if (rule.kind === 'device_identifier' && isConsumableLot(text, m.index ?? 0)) continue;
      hits.push(hit(rule.kind, span[0], span[1], WARNINGS[rule.kind]));
    }
  }
  if (hasVinRun(text))
    for (const m of allMatches(VIN, text)) {
      const start = m.index ?? 0;
      hits.push(hit('vehicle_identifier', start, start + 17, WARNINGS.vehicle_identifier));
    }
  for (const m of allMatches(UK_PLATE, text)) {
    const start = m.index ?? 0;
    hits.push(hit('vehicle_identifier', start, start + m[0].length, WARNINGS.vehicle_identifier));
  }
  for (const m of allMatches(UK_PLATE_LOWER, text)) {
    const start = m.index ?? 0;
    if (VEHICLE_BEFORE.test(text.slice(Math.max(0, start - 60), start)))
      hits.push(hit('vehicle_identifier', start, start + m[0].length, WARNINGS.vehicle_identifier));
  }
  for (const m of allMatches(IMEI_OR_LONG, text)) {
    const start = m.index ?? 0;
    hits.push(hit('other_identifier', start, start + m[0].length, WARNINGS.other_identifier));
  }
  for (const m of allMatches(PREFIXED_CODE, text)) {
    if (countDigits(m[0]) < 5) continue;
    const start = m.index ?? 0;
    hits.push(hit('other_identifier', start, start + m[0].length, WARNINGS.other_identifier));
  }
  for (const m of allMatches(HASH_NUMBER, text)) {
    const span = m.indices?.[1];
    if (span) hits.push(hit('other_identifier', span[0], span[1], WARNINGS.other_identifier));
  }
  return hits;
}
