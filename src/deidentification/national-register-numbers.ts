/**
 * National identity, health-service and professional-register numbers of the countries a menopause service's notes
 * come from (issue 49, thirtieth round, tuned on the dunes set, by class), by their published structure:
 * - check digits, read without a label where the structure alone is rare enough in clean text:
 *   - the Irish PPS number: seven digits and a check letter (weights 8 to 2, and 9 on an optional second letter,
 *     mod 23, 0 written W), maybe a second letter ("8364172I", "1234567TA");
 *   - the Australian Individual Healthcare Identifier: sixteen digits opening 800360, the last a Luhn digit, maybe in
 *     fours ("8003 6080 0012 4471");
 *   - the Polish PESEL: eleven digits, a date of birth (the month plus 20, 40, 60 or 80 by century) and a check digit
 *     (weights 1, 3, 7, 9);
 *   - the Indian Aadhaar number: twelve digits opening 2 to 9, maybe in fours, the last a Verhoeff digit;
 *   - the South African identity number: thirteen digits, a date of birth, a citizenship digit of 0 or 1 and a Luhn
 *     digit;
 *   - the UAE Emirates ID: 784, a year of birth, seven digits and a Luhn digit over the fifteen ("784-1971-…-4");
 *   - the NHS number of England, Wales and the Isle of Man: ten digits, maybe 3-3-4, the last a mod 11 check digit
 *     (weights 10 to 2, 11 less the remainder, a remainder giving 10 invalid);
 * - numbers after the labels of those registers that have no check digit the rule can read, or are written with
 *   slashes and letters: national and social insurance numbers (TRN, NIB, NIN, SIN, PPSN, PESEL, Aadhaar, Emirates
 *   ID), provincial and national health cards (PHN, IHI, NHIA or NHIS enrolee numbers, NHF cards) and the medical
 *   and health-professions councils' registrations (HPCSA, MDCN, MMC, MCI, SMC, GMB, "Regn. No.", "Reg.": "MDCN/R/
 *   44719", "MMC 2004/03/1447", "GMB-1447"). The labelled value is letters and digits in groups joined by slashes,
 *   hyphens or single spaces, with four digits or more; a group after a space holds a digit, so the words after the
 *   number are not read with it.
 * Positions are those of the text given (the normalised view, where full-width digits read as ASCII).
 */
import { allMatches } from './all-matches';
import { luhnValid, verhoeffValid } from './check-digits';
import type { IdentifierHit, IdentifierKind } from './detector';
import { countDigits, hasDigit } from './digits';
import { hit } from './hits';
import { WARNINGS } from './warnings';

const S = String.raw`[^\S\n]`;
/** The letters in capitals or, as a disguise or a careless hand writes them, in lower case ("7842931wa"). */
const PPSN = new RegExp(
  String.raw`(?<![\p{L}\d])(?:(\d{7})([A-W])([A-IW]?)|(\d{7})([a-w])([a-iw]?))(?![\p{L}\d])`,
  'gu',
);
const IHI = new RegExp(String.raw`(?<![\d-])8003${S}?60\d\d(?:${S}?\d{4}){2}(?![\d-]|${S}\d)`, 'g');
const ELEVEN = /(?<![\d.,/-])\d{11}(?![\d.,/-]?\d)/g;
const AADHAAR = new RegExp(String.raw`(?<![\d.,/-])[2-9]\d{3}(?:(${S}?)\d{4})(?:\1\d{4})(?![\d.,/-]?\d|${S}\d)`, 'g');
const THIRTEEN = /(?<![\d.,/-])\d{13}(?![\d.,/-]?\d)/g;
const EMIRATES = /(?<![\d-])784([-\s]?)\d{4}\1\d{7}\1\d(?![\d-])/g;
/**
 * The Italian codice fiscale: six letters of the name, the year, a month letter, the day (plus 40 for a woman), the
 * place's Belfiore code and a check letter; a digit may be written as a letter (omocodia, L to V for 0 to 9).
 */
const CF_DIGIT = '[0-9LMNP-V]';
const CODICE_FISCALE = new RegExp(
  String.raw`(?<![\p{L}\d])[A-Z]{6}${CF_DIGIT}{2}[ABCDEHLMPRST]${CF_DIGIT}{2}[A-Z]${CF_DIGIT}{3}[A-Z](?![\p{L}\d])`,
  'gu',
);
/**
 * The Indian Permanent Account Number after its label: five letters, four digits and a check letter, the fourth letter
 * the holder's kind (P a person, C a company, H a Hindu undivided family, F a firm, A, B, G, J, L, T other bodies).
 * Only after "PAN": the letter checks no published sum, and "PAN" is also polyarteritis nodosa, which no such code
 * follows.
 */
const PAN = new RegExp(
  String.raw`(?<![\p{L}\d])PAN(?:${S}*(?:[Cc]ard|[Nn]o\.?|[Nn]umber|#|:|-))*${S}*` +
    String.raw`([A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z])(?![\p{L}\d])`,
  'dgu',
);
/**
 * The Qatari ID after its label: eleven digits, the first 2 or 3 for the century of birth. "QID" is also four times a
 * day, which eleven digits never follow.
 */
const QID = new RegExp(
  String.raw`(?<![\p{L}\d])QID(?:${S}*(?:[Nn]o\.?|[Nn]umber|#|:|-))*${S}*([23]\d{10})(?![\p{L}\d])`,
  'dgu',
);
const NHS = new RegExp(String.raw`(?<![\d.,/+-])\d{3}(${S}?|-)\d{3}\1\d{4}(?![\d.,/-]?\d|${S}\d)`, 'g');

/** A group of the value: after a slash or hyphen any letters and digits, after a space one holding a digit. */
/**
 * In capitals or in lower case ("mp 0447129"): the label, written as it is, is the evidence. A digit comes within a
 * few letters, so a word after the label ("NHIS enrolee no: …") is no value and the next label is read.
 */
const VALUE =
  String.raw`(?=[A-Za-z/ -]{0,12}\d)[A-Za-z0-9]+` +
  String.raw`(?:(?:${S}?[/-]${S}?|${S})(?=[A-Za-z]{0,4}\d)[A-Za-z0-9]+|[/-][A-Za-z0-9]+|(?<=\d)\.(?=\d)[A-Za-z0-9]+)*`;
/**
 * What stands between a label and its number: "no.", "number", "#", a colon, a hyphen, "card", a verb ("my CNP is
 * …") and a key's quote or bracket ("rif: \"E-8…\"", "SIN (046.…").
 */
const FILLER = String.raw`\.?(?:${S}*(?:[Nn]o\.?|[Nn]umber|[Nn]um|#|:|-|card|is|=|["'(]))*${S}*`;

interface RegisterLabels {
  kind: IdentifierKind;
  /** Labels in the case they are written: acronyms in capitals, words with their capital or none. */
  labels: string;
  /** Digits the value needs: an identity number has six or more, a practitioner's registration four. */
  minDigits: number;
}

const REGISTERS: RegisterLabels[] = [
  {
    kind: 'other_identifier',
    minDigits: 4,
    labels:
      String.raw`PPSN|PPS|PESEL|Aadhaa?r|UIDAI|Emirates${S}+ID|TRN|NIB|NIN|NINO|SIN|` +
      String.raw`[Nn]ational${S}+(?:[Ii]dentity|[Ii]nsurance|ID)(?:${S}+[Nn]umber)?`,
  },
  {
    // Personal and tax numbers of other countries, by the names their registers give them (the national identifier
    // formats catalogued by python-stdnum, read for their names and lengths): the Nordic personal numbers, Central
    // and South-East European birth numbers, the Western European identity and tax numbers, those of Latin America,
    // South-East and East Asia, and the Philippine and Australian social-security and tax numbers. Not "CI", which is
    // a confidence interval far more often than Uruguay's cédula.
    kind: 'other_identifier',
    minDigits: 6,
    labels:
      String.raw`CPR|[Pp]ersonnummer|[Ss]amordningsnummer|[Ff][øo]dselsnummer|[Hh]enkilötunnus|HETU|[Kk]ennitala|` +
      String.raw`P-tal|[Rr]odné${S}+číslo|OIB|EGN|JMBG|EMBG|JMB|EMŠO|CNP|TAJ|BSN|AMKA|AFM|NIE|NIF|DNI|NIR|NISS|` +
      String.raw`[Cc]odice${S}+[Ff]iscale|Steuer-?ID|Personalausweis|IČO|REGON|[Rr]egon|CNPJ|GSTIN|SIREN|SIRET|` +
      String.raw`NRIC|FIN|HKID|MyKad|KP|CNIC|CURP|RFC|RUT|RUN|CUIL|CUIT|NIT|RIF|CUI|SSS|SS(?=\.?${S}*No)|UMID|CRN|` +
      String.raw`TFN|TIN|IRD|Thai${S}+ID|[Rr]esident${S}+(?:[Rr]egistration${S}+)?[Nn]umber|` +
      String.raw`[Dd]avčna${S}+številka|[Tt]ax${S}+(?:[Nn]o|[Nn]umber|ID|[Rr]ef(?:erence)?)|[Pp]ersonas${S}+kods|` +
      String.raw`SV-Nummer|Rentenversicherungsnummer|[Rr]ijksregister(?:nummer)?|r\.${S}?č\.|NIC|IIN|ИИН|INN|NIS|` +
      String.raw`[Ss]zemélyi${S}+szám|[Cc]édula(?!${S}+profesional)(?:${S}+de${S}+identidad)?`,
  },
  {
    // Health cards and insurers abroad: PhilHealth, Kenya's NHIF and Social Health Authority (SHA; a hash function's
    // name is not: "SHA-256"), Singapore's CHAS, Alberta's AHCIP, Russia's OMS policy, a South African medical aid.
    kind: 'health_plan_number',
    minDigits: 4,
    labels:
      String.raw`IHI|PHN|NHIA|NHIS|NHF|HCN|[Ee]nroll?ee|PhilHealth|NHIF|SHA(?!-?(?:1|2|3|224|256|384|512)(?!\d))|` +
      String.raw`CHAS|AHCIP|OMS|[Mm]edical${S}+aid|NHI|GHIC|EHIC`,
  },
  {
    // The Philippine health insurer's member number is its PIN; a PIN of a card or a door is shorter.
    kind: 'health_plan_number',
    minDigits: 10,
    labels: String.raw`PIN`,
  },
  {
    kind: 'license_number',
    minDigits: 4,
    labels:
      String.raw`HPCSA|MDCN|MMC|MCI|SMC|KMC|DMC|GMB|MCNZ|CPSA|CPSBC|[Rr]egn|[Rr]eg|` +
      // Registers of doctors, vets, osteopaths, interpreters and providers elsewhere: the Philippine PRC, Brazil's
      // regional CRMs, Singapore's MCR, Poland's PWZ, the RCVS, the GOsC, the NRCPD, New Zealand's HPI-I.
      String.raw`PRC|CRM|MCR|PWZ|MRCVS|RVN|GOsC|NRCPD|HPI-I|[Pp]rovider${S}+(?:[Nn]o|[Nn]umber)|` +
      String.raw`[Cc]édula${S}+profesional`,
  },
];

const LABELLED = REGISTERS.map(({ kind, labels, minDigits }) => ({
  kind,
  minDigits,
  re: new RegExp(String.raw`(?<![\p{L}\d])(?:${labels})(?![\p{L}\d])${FILLER}(${VALUE})(?![\p{L}\d])`, 'dgu'),
}));
const MAY_LABEL = new RegExp(
  String.raw`PPS|PESEL|Aadha|UIDAI|Emirates|TRN|NIB|NIN|SIN|ational|IHI|PHN|NHIA|NHIS|NHF|HCN|nrol|HPCSA|MDCN|` +
    String.raw`MMC|MCI|SMC|KMC|DMC|GMB|MCNZ|CPS|eg|CPR|ersonnummer|amordning|dselsnummer|enkilö|HETU|ennitala|` +
    String.raw`P-tal|číslo|` +
    String.raw`OIB|EGN|JMB|EMBG|EMŠO|CNP|TAJ|BSN|AMKA|AFM|NIE|NIF|DNI|NIR|NISS|iscale|Steuer|Personalausweis|IČO|` +
    String.raw`REGON|egon|CNPJ|GSTIN|SIRE|NRIC|FIN|HKID|MyKad|KP|CNIC|CURP|RFC|RUT|RUN|CUI|NIT|RIF|SS|UMID|CRN|TFN|` +
    String.raw`TIN|IRD|Thai|esident|avčna|ax|PhilHealth|NHIF|SHA|CHAS|AHCIP|OMS|edical|PIN|PRC|CRM|MCR|PWZ|MRCVS|` +
    String.raw`RVN|GOsC|NRCPD|HPI|rovider|ersonas|SV-|Rentenvers|ijksregister|č\.|IIN|ИИН|INN|NIS|zemélyi|édula|` +
    String.raw`NHI|GHIC|EHIC`,
);

/** The check letter of a PPS number: weights 8 to 2 on the digits, 9 on the second letter's place (W is 0). */
export function isPpsn(digits: string, check: string, second: string): boolean {
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(digits[i]) * (8 - i);
  if (second !== '' && second !== 'W') sum += 9 * (second.charCodeAt(0) - 64);
  const r = sum % 23;
  return check === (r === 0 ? 'W' : String.fromCharCode(64 + r));
}

const validDay = (month: number, day: number): boolean => month >= 1 && month <= 12 && day >= 1 && day <= 31;

export function isPesel(d: string): boolean {
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = weights.reduce((a, w, i) => a + w * Number(d[i]), 0);
  if ((10 - (sum % 10)) % 10 !== Number(d[10])) return false;
  return validDay(Number(d.slice(2, 4)) % 20, Number(d.slice(4, 6)));
}

/** Values of the codice fiscale's characters in odd places (first, third, …), by digit or letter (A as 0). */
const CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

/** The codice fiscale's check letter: odd places by CF_ODD, even places by value, the sum mod 26 as a letter. */
export function isCodiceFiscale(code: string): boolean {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = code.charCodeAt(i);
    const value = c <= 57 ? c - 48 : c - 65;
    sum += i % 2 === 0 ? CF_ODD[value] : value;
  }
  return code.charCodeAt(15) - 65 === sum % 26;
}

export function isNhsNumber(d: string): boolean {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(d[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(d[9]);
}

export function isSouthAfricanId(d: string): boolean {
  return validDay(Number(d.slice(2, 4)), Number(d.slice(4, 6))) && (d[10] === '0' || d[10] === '1') && luhnValid(d);
}

export function findNationalRegisterNumbers(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!hasDigit(text)) return hits;
  const push = (kind: IdentifierKind, start: number, end: number): void => {
    hits.push(hit(kind, start, end, WARNINGS[kind]));
  };
  const whole = (kind: IdentifierKind, m: RegExpExecArray): void => push(kind, m.index, m.index + m[0].length);
  for (const m of allMatches(PPSN, text)) {
    const [digits, check, second] = m[1] !== undefined ? [m[1], m[2], m[3]] : [m[4], m[5], m[6]];
    if (isPpsn(digits, check.toUpperCase(), second.toUpperCase())) whole('other_identifier', m);
  }
  if (text.includes('8003'))
    for (const m of allMatches(IHI, text)) if (luhnValid(m[0].replace(/\D/g, ''))) whole('health_plan_number', m);
  for (const m of allMatches(ELEVEN, text)) if (isPesel(m[0])) whole('other_identifier', m);
  for (const m of allMatches(AADHAAR, text)) if (verhoeffValid(m[0].replace(/\D/g, ''))) whole('other_identifier', m);
  for (const m of allMatches(THIRTEEN, text)) if (isSouthAfricanId(m[0])) whole('other_identifier', m);
  for (const m of allMatches(NHS, text)) if (isNhsNumber(m[0].replace(/\D/g, ''))) whole('other_identifier', m);
  if (text.includes('784'))
    for (const m of allMatches(EMIRATES, text)) if (luhnValid(m[0].replace(/\D/g, ''))) whole('other_identifier', m);
  if (MAY_LABEL.test(text))
    for (const { kind, re, minDigits } of LABELLED)
      for (const m of allMatches(re, text)) {
        const span = m.indices?.[1];
        // A year alone after a label that is also a body's acronym ("OMS 2022", "PRC 2019") dates a document.
        if (span && countDigits(m[1]) >= minDigits && !/^(?:19|20)\d\d$/.test(m[1])) push(kind, span[0], span[1]);
      }
  return hits;
}

/**
 * The codice fiscale, the PAN and the Qatari ID (issue 49, thirty-fifth round, tombolo): letters and digits mixed,
 * which the normalised view may read as letters ("BKRPS7730Q" as "BKRPSTTEOQ"), so they are read in the text as
 * written as well as in the view (index.ts).
 */
export function findLetteredRegisterNumbers(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!hasDigit(text)) return hits;
  for (const m of allMatches(CODICE_FISCALE, text))
    if (isCodiceFiscale(m[0]))
      hits.push(hit('other_identifier', m.index, m.index + m[0].length, WARNINGS.other_identifier));
  if (text.includes('PAN') || text.includes('QID'))
    for (const re of [PAN, QID])
      for (const m of allMatches(re, text)) {
        const span = m.indices?.[1];
        if (span) hits.push(hit('other_identifier', span[0], span[1], WARNINGS.other_identifier));
      }
  return hits;
}
