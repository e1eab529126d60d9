/**
 * Personal identification numbers of every country the `stdnum` package validates for persons (its
 * `personValidators`: national identity numbers, personal tax numbers, social-security and health-insurance numbers,
 * about ninety validators of some seventy countries), issue 49. Hand-written checks are left to the library; what
 * is written here is when a number the library accepts is evidence enough to refuse a text.
 *
 * Candidates come from one scan for runs of digit groups (with letters where the shapes have them) joined by a
 * space, hyphen, dot or slash ("211062-5629", "756.1234.5678.97", "X 1234567 L", "RSSMRA85T10A562S"); each
 * contiguous part of a run whose compact length a validator can take is asked of the validators of that length (a
 * validator that once answered "invalid length" for a length and shape is not asked again for it).
 *
 * A check digit alone proves little: one random run of digits in ten or eleven passes a mod-10 or mod-11 check, and
 * clinical text is full of digits (lab values, codes, doses, counts). How much an accepted number proves is measured,
 * not assumed: the share of random strings of the same shape (a digit for a digit, a letter for a letter) that the
 * same validator accepts, counted once per validator and shape on a seeded generator, so the answer is repeatable.
 * - weak (more than one in forty passes: one check digit, or a birth date with no check): only after a label of
 *   that validator's kind ("CPR 211062-5629", "kennitala", "AHV");
 * - medium (down to one in two thousand: two check digits, or a birth date and a check digit): after that label or
 *   an identifier cue on the line ("ID", "no.", "identity", "tax", "insurance", "passport");
 * - strong (rarer still: a check over letters and digits in a fixed pattern such as the codice fiscale or CURP, a
 *   birth date with two check digits, a fixed prefix with a check): alone.
 * A cue on the line that names a code or a measure (ICD, SNOMED, LOINC, NDC, ATC, lot, batch, ref, order, phone …)
 * keeps the weak and medium numbers out, and such a label just before a number keeps out a strong one too ("GTIN").
 *
 * The labels are the validators' own abbreviations and local names (`abbreviation`, `localName`, the English name
 * without its country word), and the names under which each country publishes its numbers where the library's
 * differ (COUNTRY_LABELS: the Danish CPR-nummer, Icelandic kennitala, Austrian SV-Nummer, Belgian NISS/INSZ and
 * rijksregisternummer, Swiss AHV/AVS, Canadian NAS, French NIR and sécurité sociale, Israeli teudat zehut …).
 */
import { personValidators, stdnum, type Validator } from 'stdnum';
import { allMatches } from './all-matches';
import type { IdentifierHit } from './detector';
import { countDigits, hasDigit } from './digits';
import { hit } from './hits';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';

/** The names each country uses for its numbers where the library's own names and abbreviations are other words. */
const COUNTRY_LABELS: Record<string, readonly string[]> = {
  AT: ['SV-Nummer', 'SV-Nr', 'SVNR', 'Sozialversicherungsnummer', 'e-card'],
  AU: ['tax file number'],
  BE: ['rijksregisternummer', 'registre national', 'numéro national', 'national number', 'INSZ', 'NISS', 'BIS'],
  BG: ['EGN', 'ЕГН', 'ЕГН номер', 'единен граждански номер', 'LNCh', 'ЛНЧ'],
  BR: ['CPF'],
  CA: ['SIN', 'NAS', 'PHN', 'personal health number', 'numéro d’assurance sociale', "numéro d'assurance sociale"],
  CH: ['AHV', 'AVS', 'AHV-Nr', 'AVS-Nr', 'AHV-Nummer', 'numéro AVS', 'OASI'],
  CL: ['RUT', 'RUN'],
  CN: ['身份证', 'resident identity card'],
  CZ: ['RČ', 'rodné číslo', 'rodne cislo', 'birth number'],
  DE: ['Steuer-ID', 'Steuer-IdNr', 'steuerliche Identifikationsnummer', 'RVNR', 'Rentenversicherungsnummer'],
  DK: ['CPR', 'CPR-nr', 'CPR-nummer', 'personnummer'],
  EE: ['isikukood', 'IK'],
  ES: ['DNI', 'NIE', 'NIF', 'NSS', 'NUSS', 'seguridad social', 'documento nacional de identidad'],
  FI: ['HETU', 'henkilötunnus', 'personbeteckning'],
  FR: ['NIR', 'INSEE', 'numéro de sécurité sociale', 'sécurité sociale', 'carte vitale', 'NIF'],
  GB: ['NINO', 'NI number', 'NI no', 'national insurance', 'UTR'],
  GR: ['AMKA', 'ΑΜΚΑ'],
  HK: ['HKID'],
  HR: ['OIB'],
  IE: ['PPS', 'PPSN'],
  IL: ['teudat zehut', 'mispar zehut', 'מספר זהות', 'ת.ז', 'Israeli ID'],
  IN: ['Aadhaar', 'Aadhar', 'UIDAI', 'UID'],
  IS: ['kennitala', 'kt'],
  IT: ['codice fiscale', 'CF', 'tessera sanitaria'],
  KR: ['RRN', '주민등록번호'],
  LT: ['asmens kodas'],
  MX: ['CURP', 'RFC'],
  NL: ['BSN', 'burgerservicenummer', 'sofinummer'],
  NO: ['fødselsnummer', 'fodselsnummer', 'personnummer'],
  PL: ['PESEL'],
  PT: ['NIF', 'contribuinte', 'número de contribuinte'],
  RO: ['CNP'],
  SE: ['personnummer', 'samordningsnummer'],
  SI: ['EMŠO', 'EMSO'],
  SK: ['RČ', 'rodné číslo', 'birth number'],
  TR: ['TC Kimlik', 'T.C. Kimlik', 'kimlik no'],
  US: ['SSN', 'social security'],
  ZA: ['SA ID', 'ID number'],
};

/** Identifier cues a medium-strength number needs when no label of its kind is near. */
const CUE =
  /\b(?:ID|I\.D\.|identity|identification|ident|national|personal|citizen|passport|tax|insurance|insured|social|no|nr|num|number|nº|n°|#)(?![\p{L}\d])|#/iu;
/** Cues of codes, measures and contacts: the number on such a line is theirs, not a person's. */
const CODE_CUE =
  /\b(?:ICD|SNOMED|LOINC|NDC|ATC|GTIN|EAN|UDI|CAS|PMID|DOI|ISBN|ISSN|lot|batch|ref|REF|cat|catalogue|kit|order|specimen|sample|accession|tel|phone|fax|mobile|cell|pager|mg|mcg|ml|mmol|µmol|umol|IU|units?|count|score)\b/i;

/**
 * Groups of a run: each with a digit, a one or two letter group at either end (a check letter, a prefix). Groups are
 * joined by a space, or by a hyphen, dot or slash with a space either side or none ("28 . 741 . 962 - K").
 */
const SEP = String.raw`(?:[ ]?[.\-/][ ]?|[ ])`;
const DIGIT_GROUP = String.raw`[A-Za-z]{0,6}\d[A-Za-z\d]*`;
const RUN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:[A-Za-z]{1,2}${SEP})?${DIGIT_GROUP}(?:${SEP}${DIGIT_GROUP})*` +
    String.raw`(?:${SEP}[A-Za-z]{1,2})?(?:\(\d\))?(?![\p{L}\p{N}])`,
  'gu',
);
/** A run's groups; trailing letters are a group of their own, so a check letter run on ("962K") can be left off. */
const GROUP = /[A-Za-z]*\d+(?:[A-Za-z]+\d+)*|[A-Za-z]+|\(\d\)/g;
const MIN_LENGTH = 7;
const MAX_LENGTH = 20;
const MIN_DIGITS = 6;
/** Before and after a number, the window a label or cue is looked for in (on the same line). */
const BEFORE = 40;
const AFTER = 16;
/** How far before a number a code's label names it. */
const CODE_LABEL_REACH = 14;

type Strength = 'weak' | 'medium' | 'strong';

interface Entry {
  country: string;
  validator: Validator;
}

const ENTRIES: Entry[] = entries();

function entries(): Entry[] {
  const found: Entry[] = [];
  const seen = new Set<Validator>();
  for (const [country, validators] of Object.entries(personValidators))
    for (const validator of validators)
      if (!seen.has(validator)) {
        seen.add(validator);
        found.push({ country, validator });
      }
  // Persons' numbers the library has but does not list for persons: India's Aadhaar (it lists the virtual ID),
  // Spain's social-security number, British Columbia's personal health number.
  for (const [country, key] of [
    ['IN', 'aadhaar'],
    ['ES', 'nss'],
    ['CA', 'bc_bhn'],
  ] as const) {
    const validator = stdnum[country]?.[key];
    if (validator && !seen.has(validator)) found.push({ country, validator });
  }
  return found;
}

function labelsOf(entry: Entry): string[] {
  const { validator, country } = entry;
  const labels = [...(COUNTRY_LABELS[country] ?? [])];
  for (const part of (validator.abbreviation ?? '').split(/[,()]/)) if (part.trim()) labels.push(part.trim());
  for (const part of validator.localName.split(',')) if (part.trim().length > 3) labels.push(part.trim());
  // "Danish Citizen Number" names the kind as "Citizen Number"; a two-word remainder is still the kind.
  const english = validator.name.split(/\s+/).slice(1).join(' ');
  if (english.split(' ').length >= 2) labels.push(english);
  return labels;
}

/** Every label once, with the countries it names; short abbreviations are matched in capitals only. */
function labelIndex(): { pattern: RegExp; countries: Map<string, Set<string>> } {
  const countries = new Map<string, Set<string>>();
  for (const entry of ENTRIES)
    for (const label of labelsOf(entry)) {
      const key = label.toLowerCase();
      const set = countries.get(key) ?? new Set<string>();
      set.add(entry.country);
      countries.set(key, set);
    }
  const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[ -]/g, '[\\s.-]?');
  const alternatives = [...countries.keys()].sort((a, b) => b.length - a.length).map(escape);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})\\.?(?![\\p{L}\\p{N}])`, 'giu');
  return { pattern, countries };
}

const LABELS = labelIndex();

/** A label of three letters or fewer counts in capitals, or in lower case when no English word ("cpr", not "sin"). */
function labelCounts(written: string, words: WordClasses): boolean {
  const letters = written.replace(/[^\p{L}]/gu, '');
  if (letters.length > 3 || letters === letters.toUpperCase()) return true;
  return letters === letters.toLowerCase() && !words.isAnyEnglishWord(letters) && !words.isFunctionWord(letters);
}

/** Mulberry32: a small seeded generator, so a shape's strength is the same on every run. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SAMPLES = 5000;
const strengths = new Map<string, Strength>();
/** Shapes are few in real text; the caches stop growing past this many, so odd input cannot fill memory. */
const CACHE_LIMIT = 5000;

/** Digits read as "d", letters as "a", separators as themselves: "211062-5629" is "dddddd-dddd". */
function shapeOf(written: string): string {
  return written.replace(/[A-Za-z\d]/g, (c) => (c >= '0' && c <= '9' ? 'd' : 'a'));
}

/** The share of random strings of the accepted form's shape the validator accepts, read as a strength. */
function strengthOf(entry: Entry, form: string): Strength {
  const shape = shapeOf(form);
  const key = `${entry.country}:${entry.validator.name}:${shape}`;
  const known = strengths.get(key);
  if (known) return known;
  let seed = 0;
  for (const c of key) seed = (Math.imul(seed, 31) + c.charCodeAt(0)) >>> 0;
  const random = generator(seed);
  let passed = 0;
  quietly(() => {
    for (let i = 0; i < SAMPLES; i++) {
      let sample = '';
      for (const c of shape)
        sample +=
          c === 'd'
            ? String(Math.floor(random() * 10))
            : c === 'a'
              ? String.fromCharCode(65 + Math.floor(random() * 26))
              : c;
      if (answer(entry.validator, sample) === 'valid') passed++;
    }
  });
  const measured: Strength = passed * 40 > SAMPLES ? 'weak' : passed * 2000 > SAMPLES ? 'medium' : 'strong';
  // Letters and digits changing places three times or more ("RSSMRA85T10A562S") are a pattern of their own.
  const pattern = (shape.match(/da|ad/g) ?? []).length >= 3;
  const strength: Strength = !pattern ? measured : measured === 'weak' ? 'medium' : 'strong';
  if (strengths.size < CACHE_LIMIT) strengths.set(key, strength);
  return strength;
}

interface Accepted {
  entry: Entry;
  /** The form the validator accepted: compact, or as written where a separator is part of the number. */
  form: string;
}

/**
 * The validators that may take a number of each length, found once by asking each validator for strings of every
 * length a candidate can have (all digits, a letter first, a letter last): those answered "invalid length" are not
 * asked for a candidate of that length. Fixed when the module loads, so the answer never depends on earlier texts.
 */
const BY_LENGTH: readonly (readonly Entry[])[] = quietlyReturn(() => {
  const table: Entry[][] = [];
  for (let length = 0; length <= MAX_LENGTH + 4; length++) {
    const digits = '1234567890'.repeat(3).slice(0, length);
    const probes = [digits, `A${digits.slice(1)}`, `${digits.slice(0, -1)}A`];
    table.push(ENTRIES.filter((e) => probes.some((p) => answer(e.validator, p) !== 'InvalidLength')));
  }
  return table;
});

/**
 * The validators that accept a candidate without its separators or, failing that, as written (a Finnish century
 * sign is part of the number) or with its spaces read as hyphens: most accepted forms are then plain runs, few
 * shapes to measure.
 */
function accepting(written: string, compact: string): Accepted[] {
  const found: Accepted[] = [];
  const asked = new Set<Entry>([...(BY_LENGTH[compact.length] ?? []), ...(BY_LENGTH[written.length] ?? [])]);
  // A space where the number's own hyphen goes ("170664 416R" for "170664-416R") reads as that hyphen.
  const forms = [compact, ...new Set([written, written.replace(/ /g, '-')])].filter((f, i) => i === 0 || f !== compact);
  quietly(() => {
    for (const entry of asked) {
      const form = forms.find((f) => answer(entry.validator, f) === 'valid');
      if (form !== undefined) found.push({ entry, form });
    }
  });
  return found;
}

/**
 * The library answers a rejected number with an Error, whose stack trace costs more than the check itself; no
 * trace is read here, so none is taken while the validators run (the limit is put back before returning).
 */
function quietlyReturn<T>(run: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return run();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

function quietly(run: () => void): void {
  quietlyReturn(run);
}

/** "valid", or the name of the library's error; a validator that throws on odd input ("" in one) rejects it. */
function answer(validator: Validator, value: string): string {
  try {
    const result = validator.validate(value);
    return result.isValid ? 'valid' : (result.error?.name ?? 'invalid');
  } catch {
    return 'invalid';
  }
}

interface Line {
  text: string;
  start: number;
}

/** The text around a span on its line: BEFORE characters before it and AFTER after it. */
function around(text: string, start: number, end: number): Line {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end);
  const from = Math.max(lineStart, start - BEFORE);
  const to = Math.min(lineEnd < 0 ? text.length : lineEnd, end + AFTER);
  return { text: text.slice(from, to), start: from };
}

function labelledCountries(line: Line, words: WordClasses): Set<string> {
  const found = new Set<string>();
  for (const m of allMatches(LABELS.pattern, line.text)) {
    if (!labelCounts(m[0], words)) continue;
    const key = m[0]
      .replace(/\.$/, '')
      .toLowerCase()
      .replace(/[\s.-]+/g, ' ');
    for (const [label, countries] of LABELS.countries)
      if (label.replace(/[\s.-]+/g, ' ') === key) for (const c of countries) found.add(c);
  }
  return found;
}

function isEvidence(accepted: Accepted[], text: string, start: number, end: number, words: WordClasses): boolean {
  const line = around(text, start, end);
  const before = line.text.slice(0, start - line.start);
  const labelled = labelledCountries(line, words);
  if (accepted.some((a) => labelled.has(a.entry.country))) return true;
  // A code's own label just before the number ("GTIN", "lot no.") names it, however strong its check.
  if (CODE_CUE.test(before.slice(-CODE_LABEL_REACH))) return false;
  const strongest = accepted.map((a) => strengthOf(a.entry, a.form));
  if (strongest.includes('strong')) return true;
  if (CODE_CUE.test(line.text)) return false;
  return strongest.includes('medium') && CUE.test(before);
}

/**
 * `found` are the hits the earlier rules made in the same text: a run inside one of them (a phone spaced digit by
 * digit, a date) is not asked of the validators, each of which would only find it again.
 */
export function findNationalIdentifiers(
  text: string,
  words: WordClasses,
  found: readonly IdentifierHit[] = [],
): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!hasDigit(text)) return hits;
  for (const run of allMatches(RUN, text)) {
    if (countDigits(run[0]) < MIN_DIGITS) continue;
    const runStart = run.index ?? 0;
    const runEnd = runStart + run[0].length;
    if (found.some((h) => h.start <= runStart && h.end >= runEnd)) continue;
    const groups = allMatches(GROUP, run[0]);
    const base = run.index ?? 0;
    let coveredTo = -1;
    for (let i = 0; i < groups.length; i++) {
      let compact = '';
      const from = groups[i].index ?? 0;
      // The longest accepted part from each group wins; a part inside an accepted one is not asked.
      let accepted: [number, number] | undefined;
      for (let j = i; j < groups.length; j++) {
        compact += groups[j][0].replace(/[()]/g, '');
        if (compact.length > MAX_LENGTH) break;
        if (compact.length < MIN_LENGTH || countDigits(compact) < MIN_DIGITS) continue;
        const start = base + (groups[i].index ?? 0);
        const end = base + (groups[j].index ?? 0) + groups[j][0].length;
        if (end <= coveredTo) continue;
        const written = run[0].slice(from, (groups[j].index ?? 0) + groups[j][0].length).toUpperCase();
        const found = accepting(written, compact.toUpperCase());
        if (found.length > 0 && isEvidence(found, text, start, end, words)) accepted = [start, end];
      }
      if (accepted) {
        hits.push(hit('other_identifier', accepted[0], accepted[1], WARNINGS.other_identifier));
        coveredTo = accepted[1];
      }
    }
  }
  return hits;
}
