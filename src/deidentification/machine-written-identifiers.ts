/**
 * Identifiers in shapes machines write (issue 49, nineteenth round, tuned on the saltmarsh set, by class of missed
 * span), each read by its place in a published structure rather than by a cue word of prose:
 * - ASC X12 005010 segments: a person's NM1 (entity type qualifier 1) holds the surname, given name and middle
 *   name in NM103-NM105 and an identifier after its qualifier in NM109; N3 holds street lines, N4 the city and
 *   postal code (N401, N403); PER02 a contact's name; CLM01 and CLP01 the patient control number; DTP and DMG a
 *   date, or a range's two, after the D8, RD8 or DT format qualifier. An
 *   organisation's NM1 (qualifier 2) names no person and is left to the other rules.
 * - Access logs and exports: the value of a column headed user, username, login or author (a login) or ip (an
 *   address, its dots maybe spaces) in a comma-separated table; a login, in lower case or capitals, written after
 *   "login", "user", "username" or "logged in as", or after "by" following a system action (keyed, flagged,
 *   printed, compiled, uploaded...) when it is no English word ("printed by mhoskins", "flagged by
 *   quality.lead.obi"; "printed by hand" stays a phrase).
 * - Registers and documents by their fields: the values of columns headed surname, forename, first or last name,
 *   town, city, postcode, address or street (quoted or not), and the text of HL7 CDA's and FHIR XML's given,
 *   family, streetAddressLine, city, county and postalCode elements and NCPDP SCRIPT's LastName, FirstName,
 *   MiddleName, AddressLine1, AddressLine2, City and PostalCode, in any case ("<family>achterberg</family>").
 * - GPS fixes: a latitude and a longitude in decimal degrees, four decimals or more, joined by a comma ("51.4631,
 *   -0.2167") or by iCalendar's semicolon ("GEO:53.6532;-2.6325"), within the ranges of each; and each of the two
 *   as a named value, when the text names both (GPX's and KML's attributes `lat="52.41478" lon="-4.08290"`, JSON's
 *   `"lat": 51.4631, "lng": -0.2167`): a fix with fewer decimals ("0.0", a privacy zone's) places no one.
 * - ISO 8601 week dates ("2025-W11-3", "2026-W07").
 * - MAC addresses in IEEE's colon form, six pairs of hexadecimal digits (EUI-48: "F4:5C:89:A1:03:7E"), from the
 *   thirty-fifth round (tombolo): a wearable's or a hub's hardware address, a device identifier; exactly six pairs,
 *   so a certificate's fingerprint of twenty or thirty-two is no address, and with a letter among them or a word for
 *   hardware before them, so six pairs of decimal digits ("12:30:45:10:05:22") are no address.
 * - IPv4 addresses with their dots said as words ("192 dot 168 dot 1 dot 47", as a dictated log or a defanged report
 *   writes them), each of the four numbers up to 255, from the thirty-fifth round (tombolo).
 * - TeX's spacing commands (`\,`, `\ `, `~`) typeset as spaces: a date or a phone number spaced with them is read
 *   as the date and phone rules read it spaced ("3\,Nov.\ 2026", "+44\,161\,496\,0733").
 */
import type { IdentifierHit } from './detector';
import { findDates } from './dates';
import { hit } from './hits';
import { allMatches } from './all-matches';
import { x12Elements } from './x12-elements';
import { findContactPatterns } from './patterns';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';
import { wordSet } from './word-set';

const SEGMENT = /(?:^|~)[^\S\n]*(NM1|N3|N4|PER|CLM|CLP|DTP|DMG)\*([^~\n]*)/gm;
const LOGIN_CUES = ['login', 'log-in', 'logged in', 'user', 'uid'];
export const LOGIN =
  /\b(?:login|log-in|username|user(?:[^\S\n]*(?:id|name))?|uid|logged[^\S\n]+in[^\S\n]+as)[^\S\n]*(?:[:=][^\S\n]*)?([a-z][a-z0-9_-]*(?:\.[a-z0-9_-]+){0,3}|[A-Z][A-Z0-9_-]*(?:\.[A-Z0-9_-]+){0,3})(?![\w-])(?![\w@.-]*@)/g;
const MAC = /(?<![\p{L}\d:])[\dA-Fa-f]{2}(?::[\dA-Fa-f]{2}){5}(?![\p{L}\d:])/gu;
const MAY_BE_MAC = /[\dA-Fa-f]{2}:[\dA-Fa-f]{2}:[\dA-Fa-f]{2}:/;
const HARDWARE_BEFORE = /\b(?:mac|bssid|ether|hwaddr|bluetooth|ble|wi-?fi|hardware|device|addr(?:ess)?)\b[^\n]{0,20}$/i;
const SAID_DOT = String.raw`[^\S\n]*(?:\(dot\)|\[dot\]|dot|point)[^\S\n]*`;
const SPOKEN_QUAD = new RegExp(
  String.raw`(?<![\d.])(\d{1,3})${SAID_DOT}(\d{1,3})${SAID_DOT}(\d{1,3})${SAID_DOT}(\d{1,3})(?![\d.]|${SAID_DOT}\d)`,
  'giu',
);
const MAY_BE_SPOKEN_QUAD = /\d[^\S\n]*[([]?(?:dot|point)\b/i;
/** System actions before "by": found from each " by " backwards, as "by" is common and these are not. */
const ACTIONS: ReadonlySet<string> =
  wordSet(`keyed re-keyed rekeyed entered flagged printed compiled uploaded exported imported edited amended modified
  created deleted approved accessed viewed scanned logged`);
const WORD_BEFORE_BY = /([a-z-]+)[^\S\n]*$/i;
const LOGIN_AFTER_BY =
  /[^\S\n]*([a-z][a-z0-9_-]*(?:[. ][a-z0-9_-]+){0,3}|[A-Z][A-Z0-9_-]*(?:[. ][A-Z0-9_-]+){0,3})(?![\w@-]|\.[\w])/y;
/** Column headings of access logs, exports and registers, with the kind of identifier the column holds. */
type ColumnKind = 'login' | 'ip_address' | 'name' | 'location';
const COLUMN_KINDS: ReadonlyMap<string, ColumnKind> = new Map([
  ...['user', 'username', 'userid', 'user_id', 'login', 'author', 'uid'].map((h) => [h, 'login'] as const),
  ...['ip', 'ip_address', 'ipaddress', 'client_ip', 'src_ip', 'remote_addr'].map((h) => [h, 'ip_address'] as const),
  ...['surname', 'forename', 'forenames', 'first_name', 'firstname', 'last_name', 'lastname', 'given_name']
    .concat(['family_name', 'middle_name'])
    .map((h) => [h, 'name'] as const),
  ...['town', 'city', 'postcode', 'post_code', 'zip', 'zipcode', 'address', 'address1', 'address_line_1']
    .concat(['street'])
    .map((h) => [h, 'location'] as const),
]);
/** A value of a name or place column: letters, spaces, hyphens and apostrophes, or a postcode's letters and digits. */
const PLAIN_VALUE = /^[\p{L}\d][\p{L}\p{M}\d'’. -]{1,60}$/u;
/**
 * HL7 CDA's and FHIR XML's elements of a person's name and address, and NCPDP SCRIPT's (issue 49, twenty-second
 * round: `<LastName>`, `<FirstName>`, `<MiddleName>`, `<AddressLine1>`, `<City>`, `<PostalCode>`), read in any case.
 */
const XML_FIELD =
  /<(given|family|streetAddressLine|city|postalCode|county|LastName|FirstName|MiddleName|AddressLine[12]|City|PostalCode)>([^<\n]{1,80})<\/\1>/g;
const XML_NAME_FIELDS: ReadonlySet<string> = new Set(['given', 'family', 'LastName', 'FirstName', 'MiddleName']);
const LOGIN_VALUE = /^(?:[a-z][a-z0-9._-]{2,40}|[A-Z][A-Z0-9._-]{2,40})$/;
/** An IPv4 address, its dots maybe written as spaces. */
const IP_VALUE = /^(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:[. ](?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
// A disguise may put a space for the decimal point ("51 4631,-0 2167").
const COORDINATES = /(?<![\d.-])(-?\d{1,2})[. ](\d{4,8})[,;][^\S\n]?(-?\d{1,3})[. ](\d{4,8})(?![\d.])/g;
/**
 * A latitude or a longitude as a named value: an attribute, a key or a field (`lat="52.41478"`, `"lng": -0.2167`),
 * its decimal point maybe written as a space, as in a pair.
 */
const NAMED_COORDINATE =
  /\b(lat|latitude|lon|lng|long|longitude)["']?[^\S\n]*[:=][^\S\n]*["']?(-?\d{1,3}[. ]\d{4,8})(?![\d.])/gi;
const WEEK_DATE = /(?<![\w-])\d{4}[- ]?[Ww](?:0[1-9]|[1-4]\d|5[0-3])(?:[- ]?[1-7])?(?![\w-])/g;
/** Words of the headings above, any one of which a table must hold before its lines are split. */
const COLUMN_CUES = [
  'user',
  'login',
  'author',
  'uid',
  'ip',
  'name',
  'town',
  'city',
  'post',
  'zip',
  'address',
  'street',
];
/** A line opening with two cells that hold no space, as a CSV header does (prose puts a space after its commas). */
const MAY_BE_TABLE = /(?:^|\n)[^\s,]+,[^\s,]+,/;
/** Four decimals and the comma between latitude and longitude. */
const MAY_BE_COORDINATES = /\d{4}[,;]/;
/** Both halves of a fix named, read in the lower-case text from the literal each opens with. */
const NAMED_LATITUDE = /lat(?:itude)?["']?[^\S\n]*[:=]/;
const NAMED_LONGITUDE = /(?:lon|lng)(?:g|gitude)?["']?[^\S\n]*[:=]/;
const MAY_BE_WEEK = /[Ww](?:0[1-9]|[1-4]\d|5[0-3])/;
const X12_DATE = /\d{8,12}/g;
/** TeX's thin and word spaces, or a tie between two words or figures ("~5 mg" is about five, no tie). */
const TEX_SPACE = /\\[, ;]|[\p{L}\d.]~[\p{L}\d]/u;

function x12Hits(text: string, hits: IdentifierHit[]): void {
  for (const m of allMatches(SEGMENT, text)) {
    const parts = x12Elements(m[2], (m.index ?? 0) + m[0].length - m[2].length);
    const elements = parts.map((part) => part.value);
    const mark = (i: number, kind: IdentifierHit['kind'], warning: string): void => {
      const value = elements[i]?.trim();
      if (value === undefined || value.length < 2) return;
      const start = parts[i].start + elements[i].indexOf(value);
      hits.push(hit(kind, start, start + value.length, warning));
    };
    // Element numbers count from 1 after the segment's name: elements[0] is NM101.
    switch (m[1]) {
      case 'NM1':
        if (elements[1] !== '1') break;
        for (const i of [2, 3, 4]) mark(i, 'name', WARNINGS.name);
        if (/^(?:MI|MR|34|II|HN|N|ZZ)$/.test(elements[7] ?? ''))
          mark(8, 'health_plan_number', WARNINGS.health_plan_number);
        break;
      case 'N3':
        mark(0, 'location', WARNINGS.street);
        mark(1, 'location', WARNINGS.street);
        break;
      case 'N4':
        mark(0, 'location', WARNINGS.city);
        mark(2, 'location', WARNINGS.zip);
        break;
      case 'PER':
        mark(1, 'name', WARNINGS.name);
        break;
      case 'DTP':
      case 'DMG': {
        // A date element after its format qualifier: D8 a date, RD8 a range of two, DT a date and time.
        const format = m[1] === 'DTP' ? 1 : 0;
        if (!/^(?:D8|RD8|DT)$/.test(elements[format] ?? '')) break;
        const value = elements[format + 1] ?? '';
        const start = parts[format + 1]?.start ?? 0;
        for (const d of allMatches(X12_DATE, value))
          hits.push(hit('date', start + (d.index ?? 0), start + (d.index ?? 0) + d[0].length, WARNINGS.date));
        break;
      }
      default:
        mark(0, 'account_number', WARNINGS.account_number);
    }
  }
}

function loginHits(text: string, lower: string, words: WordClasses, hits: IdentifierHit[]): void {
  const wordy = (written: string): boolean => {
    const w = written.toLowerCase();
    return words.isAnyEnglishWord(w) || words.isFunctionWord(w) || words.isAllowed(w);
  };
  const login = (m: RegExpExecArray): void => {
    // Parts joined by spaces (a disguise's dots, or the prose after a login): the everyday words at the end are
    // prose ("printed by hand at noon"), and a login is left only if a part is no word.
    let value = m[1];
    if (value.includes(' ')) {
      const parts = value.split(' ');
      while (parts.length > 0 && wordy(parts[parts.length - 1])) parts.pop();
      if (parts.length === 0 || parts.every((p) => p.length < 2 || wordy(p))) return;
      value = parts.join(' ');
    }
    // In capitals, a short word is an organisation's or a team's acronym ("by NHS staff", "by ICU").
    if (value.length < 3 || (value === value.toUpperCase() && value.length < 6)) return;
    if (!/[. ]/.test(value) && wordy(value)) return;
    const start = (m.index ?? 0) + m[0].length - m[1].length;
    hits.push(hit('name', start, start + value.length, WARNINGS.name));
  };
  if (LOGIN_CUES.some((c) => lower.includes(c))) for (const m of allMatches(LOGIN, text)) login(m);
  for (let at = text.indexOf(' by '); at >= 0; at = text.indexOf(' by ', at + 3)) {
    const before = WORD_BEFORE_BY.exec(text.slice(Math.max(0, at - 12), at));
    if (!before || !ACTIONS.has(before[1].toLowerCase())) continue;
    LOGIN_AFTER_BY.lastIndex = at + 3;
    const m = LOGIN_AFTER_BY.exec(text);
    if (m) login(m);
  }
}

/** A cell's value, its quotes taken off: a quoted cell with a comma inside is not split here, and is skipped. */
function cellValue(cell: string): string | undefined {
  const trimmed = cell.trim();
  if (!trimmed.includes('"')) return trimmed;
  return /^"[^"]*"$/.test(trimmed) ? trimmed.slice(1, -1).trim() : undefined;
}

const COLUMN_TESTS: Readonly<Record<ColumnKind, RegExp>> = {
  login: LOGIN_VALUE,
  ip_address: IP_VALUE,
  name: PLAIN_VALUE,
  location: PLAIN_VALUE,
};

/** A comma-separated table whose header names a login, address, name or place column: that column's values. */
function columnHits(text: string, hits: IdentifierHit[]): void {
  let offset = 0;
  let columns: Array<[number, ColumnKind]> = [];
  let width = 0;
  for (const line of text.split('\n')) {
    const cells = line.split(',');
    const headed = cells.flatMap((c, i) => {
      const kind = COLUMN_KINDS.get((cellValue(c) ?? '').toLowerCase());
      return kind === undefined ? [] : [[i, kind] as [number, ColumnKind]];
    });
    if (headed.length > 0 && cells.length >= 3) {
      columns = headed;
      width = cells.length;
    } else if (columns.length > 0 && cells.length === width) {
      for (const [column, kind] of columns) {
        const value = cellValue(cells[column]);
        if (value === undefined || !COLUMN_TESTS[kind].test(value)) continue;
        const at =
          offset + cells.slice(0, column).join(',').length + (column > 0 ? 1 : 0) + cells[column].indexOf(value);
        const found = kind === 'login' ? 'name' : kind;
        hits.push(hit(found, at, at + value.length, WARNINGS[found]));
      }
    } else columns = [];
    offset += line.length + 1;
  }
}

function xmlFieldHits(text: string, hits: IdentifierHit[]): void {
  for (const m of allMatches(XML_FIELD, text)) {
    const value = m[2].trim();
    // A name or place element holding only figures is a code; a postal code may be figures alone.
    if (value === '' || (m[1].toLowerCase() !== 'postalcode' && /^[\d\s./-]*$/.test(value))) continue;
    const start = (m.index ?? 0) + m[0].indexOf('>') + 1 + m[2].indexOf(value);
    const kind = XML_NAME_FIELDS.has(m[1]) ? 'name' : 'location';
    hits.push(hit(kind, start, start + value.length, WARNINGS[kind]));
  }
}

/** TeX's spacing commands as spaces of the same length, so every offset stays the text's own. */
function typesetSpaces(text: string): string {
  return text.replace(/\\[, ;]/g, '  ').replace(/~/g, ' ');
}

export function findMachineWrittenIdentifiers(text: string, words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  const lower = text.toLowerCase();
  if (text.includes('*') && text.includes('~')) x12Hits(text, hits);
  loginHits(text, lower, words, hits);
  if (MAY_BE_TABLE.test(text) && COLUMN_CUES.some((c) => lower.includes(c))) columnHits(text, hits);
  if (text.includes('</')) xmlFieldHits(text, hits);
  if (MAY_BE_COORDINATES.test(text))
    for (const m of allMatches(COORDINATES, text)) {
      if (Math.abs(Number(m[1])) > 90 || Math.abs(Number(m[3])) > 180) continue;
      hits.push(hit('location', m.index ?? 0, (m.index ?? 0) + m[0].length, WARNINGS.location));
    }
  if (NAMED_LATITUDE.test(lower) && NAMED_LONGITUDE.test(lower))
    for (const m of allMatches(NAMED_COORDINATE, text)) {
      const latitude = m[1].toLowerCase().startsWith('lat');
      if (Math.abs(Number(m[2].replace(' ', '.'))) > (latitude ? 90 : 180)) continue;
      const start = (m.index ?? 0) + m[0].length - m[2].length;
      hits.push(hit('location', start, start + m[2].length, WARNINGS.location));
    }
  if (MAY_BE_MAC.test(text))
    for (const m of allMatches(MAC, text)) {
      const start = m.index ?? 0;
      if (!/[A-Fa-f]/.test(m[0]) && !HARDWARE_BEFORE.test(text.slice(Math.max(0, start - 40), start))) continue;
      hits.push(hit('device_identifier', start, start + m[0].length, WARNINGS.device_identifier));
    }
  if (MAY_BE_SPOKEN_QUAD.test(text))
    for (const m of allMatches(SPOKEN_QUAD, text)) {
      if (m.slice(1, 5).some((n) => Number(n) > 255)) continue;
      const start = m.index ?? 0;
      hits.push(hit('ip_address', start, start + m[0].length, WARNINGS.ip_address));
    }
  if (MAY_BE_WEEK.test(text))
    for (const m of allMatches(WEEK_DATE, text))
      hits.push(hit('date', m.index ?? 0, (m.index ?? 0) + m[0].length, WARNINGS.date));
  if ((text.includes('\\') || text.includes('~')) && TEX_SPACE.test(text)) {
    const typeset = typesetSpaces(text);
    for (const h of [...findDates(typeset), ...findContactPatterns(typeset)]) {
      const written = text.slice(h.start, h.end);
      if (written !== typeset.slice(h.start, h.end)) hits.push(h);
    }
  }
  return hits;
}
