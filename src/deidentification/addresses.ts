/**
 * Location identifiers with a postal shape: street addresses, named streets,
 * PO boxes, apartment numbers, counties and ZIP codes.
 */
import { MULTIWORD_STATES, STATE_CODES, STATES } from './allowlist-general';
import type { IdentifierHit } from './detector';
import { hasDigit } from './digits';
import { hit } from './hits';
import type { Lexicon } from './lexicon';
import { WARNINGS } from './warnings';
import type { Prerequisite } from './prerequisites';
import { allMatches } from './all-matches';
import { findStreetShapes } from './street-shapes';
import { findPostcodesAfterStreets } from './postcodes-after-streets';
import { WORD_START } from './word-start';

/** Lower-case and Capitalised forms of each alternative, for regexes that must stay case-sensitive. */
function bothCases(alternatives: string): string {
  return alternatives
    .split('|')
    .flatMap((w) => [w, w[0].toUpperCase() + w.slice(1), w.toUpperCase()])
    .join('|');
}

const SUFFIX_FULL =
  String.raw`street|avenue|road|boulevard|lane|drive|court|place|terrace|circle|parkway|` +
  String.raw`highway|trail|square|crescent|alley|pike|expressway|freeway|turnpike|plaza`;
const SUFFIX_ABBR = String.raw`st|ave|av|rd|blvd|ln|dr|ct|pl|ter|cir|pkwy|pky|hwy|trl|sq|way|loop|run`;
/**
 * British thoroughfare words that name a residential street and little else (issue 49, thirty-fifth round, tombolo:
 * "14 Larkspur Close", "9 Willow Rise"), read only capitalised after a number and capitalised words, and only where
 * the address line's clause ends after them (a comma, a stop, a bracket or the line's end) or a home's verb comes
 * before the number (AFTER_A_HOME_VERB): "5 Chair Rise test" and "5 chair rise" are a frailty test. Walk, Row,
 * Hill, Green and Park are left out: "6 Minute Walk".
 */
const SUFFIX_UK = ['Close', 'Rise', 'Grove', 'Gardens', 'Mews', 'Croft', 'Wynd', 'Garth', 'Brae']
  .flatMap((w) => [w, w.toUpperCase()])
  .join('|');
const CLAUSE_ENDS = String.raw`(?=[^\S\n]*(?:[,;.)\n]|$))`;
/**
 * A home's verb and its preposition just before the house number ("lives at 14 Mill Close with her husband"): there
 * the thoroughfare word names a street whatever follows it, which a frailty test's "Chair Rise" never has before it.
 */
const HOME_VERB = String.raw`[Ll]ive[sd]|[Ll]iving|[Rr]esid(?:es|ing|ed)|[Ss]tay(?:s|ing)|[Mm]ov(?:ed|ing)`;
const AFTER_A_HOME_VERB = String.raw`(?<=\b(?:${HOME_VERB})[^\S\n]+(?:at|to|in)[^\S\n]+\d[^\n]{0,48})`;
const UNIT =
  String.raw`(?:,?\s*(?:${bothCases('apt|apartment|suite|ste|unit|fl|floor|rm|room')}|` +
  String.raw`#)\.?\s*#?\s*[A-Z0-9-]{1,6}\b)?`;
const STREET_WORD = String.raw`(?:[A-Z][\p{L}'-]*|\d{1,3}(?:st|nd|rd|th))`;
const DIRECTION = String.raw`(?:(?:[NSEW]|NE|NW|SE|SW|North|South|East|West)\.?\s+)?`;

/** "4821 Maple Avenue", "1509 W Pine St, Apt 12", "3307 Cedar Ridge Rd". */
const NUMBERED_STREET = new RegExp(
  String.raw`\b\d{1,6}[A-Z]?\s+${DIRECTION}(?:${STREET_WORD}\s+){1,3}(?:${bothCases(SUFFIX_FULL)}|` +
    String.raw`${bothCases(SUFFIX_ABBR)}|(?:${SUFFIX_UK})(?:${CLAUSE_ENDS}|${AFTER_A_HOME_VERB}))\b\.?${UNIT}`,
  'gu',
);
// A number joined by a plus to a word before it is a staging system's or a score's ("STRAW+10 criteria place her").
export const NUMBERED_STREET_CI = new RegExp(
  String.raw`${WORD_START}(?<![\p{L}\d]\+)\d{1,6}\s+${DIRECTION}(?:[\p{L}'-]+\s+){1,2}(?:${SUFFIX_FULL})\b${UNIT}`,
  'giu',
);
/** "Main Street", "Sycamore Drive", "5th Avenue", "Elm St." with no number. */
const NAMED_STREET = new RegExp(
  String.raw`\b(?:${STREET_WORD}\s+){1,3}(?:Street|Avenue|Road|Boulevard|Lane|Drive|Parkway|Highway|` +
    String.raw`Turnpike|Expressway|Plaza|Terrace|St\.|Ave\.?|Rd\.?|Blvd\.?|Ln\.?|Pkwy\.?)(?![\p{L}])`,
  'gu',
);
/** Times, doses and counts are not street names ("at 5 pm dr visit"). */
const UNIT_WORDS = 'am|pm|min|mins|minutes?|mg|mcg|ml|hr|hrs|hours?|days?|weeks?|times|tabs?|x|of|the|a|and';
const NOT_A_UNIT = String.raw`(?!(?:${UNIT_WORDS})\b)`;
const CUED_STREET_WORD = String.raw`${NOT_A_UNIT}[\p{L}][\p{L}'-]*`;
/** Lower-case or abbreviated addresses after an address cue: "lives at 4421 n. elm ave", "at 12 oak st apt 4b". */
export const CUED_STREET = new RegExp(
  String.raw`${WORD_START}(?:lives?|living|resides?|address|addr|moved|at|on)\b[^\S\n]*:?[^\S\n]*` +
    String.raw`(\d{1,6}[a-z]?\s+(?:[nsew]\.?\s+)?${CUED_STREET_WORD}(?:\s+${CUED_STREET_WORD})?\s+` +
    String.raw`(?:${SUFFIX_ABBR}|${SUFFIX_FULL})\b\.?)`,
  'dgiu',
);
const ROUTE = /\b(?:Route|Rte\.?|Highway|Hwy\.?|Interstate|I-|US-|SR-|County Road|CR-)\s?\d{1,4}[A-Z]?\b/g;
const PO_BOX = /\b(?:P\.?\s?[O0]\.?\s*Box|Post\s*box|(?:RR|HC|R\.R\.)\s*\d+,?\s*Box)\s*(?:#\s*)?\d+\b/gi;
/** Military mail: "PSC 2322, Box 6025", "Unit 0143 Box 6349", "APO AA 88307", "USNS Degtyarev\nFPO AP 41937". */
const MILITARY =
  /\b(?:(?:PSC|CMR|Unit)\s+\d{3,5},?\s+Box\s+\d{1,5}|(?:APO|DPO|FPO)\s+(?:AA|AE|AP)\s+\d{5}|US[NSCG]{1,2}V?\s+\p{Lu}[\p{L}-]+)\b/gu;
/** The same military mail in any case: its digits are evidence enough ("psc 2322, box 6025", "apo aa 88307"). */
const MILITARY_ANY_CASE =
  /\b(?:(?:psc|cmr|unit)\s+\d{3,5},?\s+box\s+\d{1,5}|(?:apo|dpo|fpo)\s+(?:aa|ae|ap)\s+\d{5})\b/gi;
const APARTMENT =
  /\b(?:apt|apartment|suite|ste)\.?\s*(?:#\s*)?\d+[A-Z]?\b|\b(?:apt|apartment)\.?\s*(?:#\s*)?[A-Z]\d*\b/gi;
const COUNTY = /\b(?:[A-Z][\p{L}'.-]*\s+){1,3}(?:County|Parish|Borough)\b/gu;
const ZIP = /(?<![\d-])\d{5}(?:-\d{4})?(?![\d-])/g;
/**
 * A postal code after its label, any country's shape ("ZIP: 4032", "postcode PH36 9QH"), the label written as a key
 * too ("postcode=M14 5RT", `"zip": "30310"`).
 */
const LABELLED_POSTCODE =
  /\b(?:zip\s*code|zipcode|zip|postal\s+code|postcode|post\s+code)["']?\s*(?:(?:is|:|#|=)\s*)?["']?([A-Z0-9]{2,5}(?:[ -][A-Z0-9]{3,4})?)\b/dgi;
/** A UK-style postcode: "PH36 9QH", "SW1A 1AA". */
const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b/g;
/** A ZIP right after a residence word: "lives in 30310", "moved to 02139-4307". */
const ZIP_AFTER_CUE = /\b(?:lives?|living|resides?|moved|moving|from|in|near|to)\s+(?:in\s+|to\s+)?$/i;
const ZIP_LABEL = /\b(?:zip|zipcode|postal)(?:\s*code)?\s*(?:(?:is|:|#)\s*)?$/i;
const STATE_BEFORE = /(?:,\s*|\s)([A-Z]{2}|[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\.?,?\s*$/;

/**
 * Each letter in any case, and as the u and i flags fold it ("ſ" is an "s", the Kelvin sign a "k"),
 * so one case-sensitive scan finds whatever the case-sensitive and the case-folding patterns find.
 */
function anyCase(alternatives: string): string {
  const fold: Record<string, string> = { s: 'sSſ', k: 'kK\u212A' };
  return alternatives.replace(/[a-z]/g, (c) => `[${fold[c] ?? c + c.toUpperCase()}]`);
}

/**
 * Cheap scans for what each street pattern cannot match without, so a note lacking it skips the
 * pattern (the patterns try a capitalised or numbered run at every word). The numbered ones need a
 * number then whitespace, and a suffix word after whitespace and before a non-word character.
 */
const NUMBER_THEN_SPACE = /\d[a-z]?\s/iu;
const SUFFIX_AFTER_SPACE = new RegExp(
  String.raw`\s(?:${anyCase(`${SUFFIX_FULL}|${SUFFIX_ABBR}`)}|${SUFFIX_UK})(?![A-Za-z0-9_])`,
  'u',
);
const NAMED_STREET_SUFFIX =
  /(?:Street|Avenue|Road|Boulevard|Lane|Drive|Parkway|Highway|Turnpike|Expressway|Plaza|Terrace|St\.|Ave|Rd|Blvd|Ln|Pkwy)(?![\p{L}])|St\./u;
const COUNTY_WORD = /County|Parish|Borough/;

/** Pattern and prerequisite pairs, for the test that holds them to their promise (see prerequisites.ts). */
export const STREET_PREREQUISITES: readonly Prerequisite[] = [
  [NUMBERED_STREET, NUMBER_THEN_SPACE],
  [NUMBERED_STREET, SUFFIX_AFTER_SPACE],
  [NUMBERED_STREET_CI, NUMBER_THEN_SPACE],
  [NUMBERED_STREET_CI, SUFFIX_AFTER_SPACE],
  [CUED_STREET, NUMBER_THEN_SPACE],
  [CUED_STREET, SUFFIX_AFTER_SPACE],
  [NAMED_STREET, NAMED_STREET_SUFFIX],
  [COUNTY, COUNTY_WORD],
];

/** Words that start a capitalised run but are not part of a street name. */
const NOT_STREET_START = new Set([
  'The',
  'On',
  'At',
  'In',
  'Near',
  'Lives',
  'Walks',
  'Her',
  'His',
  'From',
  'To',
  'And',
  'Of',
  'Pt',
  'Patient',
]);

function isStateName(s: string): boolean {
  const lower = s.toLowerCase();
  return STATE_CODES.has(s) || STATES.has(lower) || MULTIWORD_STATES.includes(lower);
}

function trimLeadingNonStreet(text: string, start: number, end: number): number {
  let s = start;
  for (;;) {
    const m = /^([A-Z][a-z]*)\s+/.exec(text.slice(s, end));
    if (!m || !NOT_STREET_START.has(m[1])) return s;
    s += m[0].length;
  }
}

export function findAddresses(text: string, lex: Lexicon): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  const street = (start: number, end: number): void => {
    hits.push(hit('location', start, end, WARNINGS.street));
  };
  const digits = hasDigit(text);
  const numberedStreet = digits && NUMBER_THEN_SPACE.test(text) && SUFFIX_AFTER_SPACE.test(text);
  for (const re of digits
    ? numberedStreet
      ? [NUMBERED_STREET, NUMBERED_STREET_CI, ROUTE, PO_BOX, MILITARY, MILITARY_ANY_CASE, UK_POSTCODE, APARTMENT]
      : [ROUTE, PO_BOX, MILITARY, MILITARY_ANY_CASE, UK_POSTCODE, APARTMENT]
    : [APARTMENT]) {
    for (const m of allMatches(re, text)) street(m.index ?? 0, (m.index ?? 0) + m[0].length);
  }
  if (numberedStreet)
    for (const m of allMatches(CUED_STREET, text)) {
      const span = m.indices?.[1];
      if (span) street(span[0], span[1]);
    }
  if (NAMED_STREET_SUFFIX.test(text))
    for (const m of allMatches(NAMED_STREET, text)) {
      const end = (m.index ?? 0) + m[0].length;
      const start = trimLeadingNonStreet(text, m.index ?? 0, end);
      // "St." after a lone word is usually "St. John's wort"-like text, not a street.
      if (text.slice(start, end).split(/\s+/).length >= 2) street(start, end);
    }
  if (COUNTY_WORD.test(text))
    for (const m of allMatches(COUNTY, text)) {
      const end = (m.index ?? 0) + m[0].length;
      const start = trimLeadingNonStreet(text, m.index ?? 0, end);
      if (start < end - 7) hits.push(hit('location', start, end, WARNINGS.county));
    }
  if (digits)
    for (const m of allMatches(ZIP, text)) {
      const start = m.index ?? 0;
      if (!lex.zip3.has(m[0].slice(0, 3))) continue;
      const before = text.slice(Math.max(0, start - 30), start);
      const state = STATE_BEFORE.exec(before);
      const cue =
        ZIP_AFTER_CUE.test(before) &&
        !/^\s*(?:mg|mcg|ml|units?|iu|steps|kg|lbs?|%|minutes|patients)\b/i.test(
          text.slice(start + m[0].length, start + m[0].length + 10),
        );
      if (ZIP_LABEL.test(before) || cue || (state !== null && isStateName(state[1]))) {
        hits.push(hit('location', start, start + m[0].length, WARNINGS.zip));
      }
    }
  if (digits) hits.push(...findStreetShapes(text));
  if (digits) hits.push(...findLabelledPostcodes(text));
  if (digits) hits.push(...findPostcodesAfterStreets(text, lex));
  return hits;
}

/** Postal codes after their label (LABELLED_POSTCODE); keyed-labels.ts reads them under a compound key too. */
export function findLabelledPostcodes(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  for (const m of allMatches(LABELLED_POSTCODE, text)) {
    const span = m.indices?.[1];
    if (span && /\d/.test(m[1])) hits.push(hit('location', span[0], span[1], WARNINGS.zip));
  }
  return hits;
}
