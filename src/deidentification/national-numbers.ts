/**
 * National, professional and service numbers by their published structure (issue 49, fifteenth round, tuned on the
 * headwaters set, by class):
 * - the Turkish identity number (TC Kimlik No): eleven digits, the first not 0, the tenth the odd-place sum times 7
 *   less the even-place sum, mod 10, the eleventh the sum of the first ten, mod 10;
 * - the ORCID iD: four groups of four, the last character its ISO 7064 mod 11-2 check digit ("0000-0002-1825-0097");
 * - the German LANR, a doctor's number: nine digits whose seventh checks the first six (weights 4 and 9, mod 10);
 * - Quebec's RAMQ health insurance number: four letters from the names, then the year, month (plus 50 for women)
 *   and day of birth and two digits ("TREG 6752 1418"); the month and day must be ones;
 * - an English and Welsh prison number ("A4471KD": a letter, four digits, two letters) in a text about prison;
 * - an ISBT 128 donation number ("G071 626 083 451 N": a letter, twelve digits, a check character) in a text about
 *   blood units;
 * - numbers after the labels of other countries' services, armed forces and messaging apps that the label rules do
 *   not know ("DoD ID 1283746590", "SNo 24681357", "VA claim file C-44 190 221", "RPPS 10003456789", "BSNR
 *   271234500", "Prison no. A4471KD", "WeChat ID liumei_1969", "e-reçete no 3V9K7TQ");
 * - telephone extensions and bleeps after their label ("ext 4471", "bleep 4471", "ext. 6-4471");
 * - vehicle registrations of Germany and Hong Kong after a vehicle label ("Car: M - SL 4471", "Vehicle pass PY 4471"),
 *   in lower case too when their letters are no words ("car: m - sl 4471").
 * The prison number may be all in lower case in a text about prison, and the RAMQ number's letters after its label
 * ("RAMQ treg 6811 0412"): the structure and the context are the evidence, as they are in capitals.
 */
import { allMatches } from './all-matches';
import type { IdentifierHit, IdentifierKind } from './detector';
import { hasDigit } from './digits';
import { hit } from './hits';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';

const ELEVEN_DIGITS = /(?<![\d.,/-])[1-9]\d{10}(?![\d.,/-]\d)/g;
const ORCID = /(?<![\d-])\d{4}-\d{4}-\d{4}-\d{3}[\dX](?![\d-])/g;
const LANR = /\b(?:LANR|Arztnummer)[^\S\n]*(?:(?:no\.?|nr\.?|:)[^\S\n]*)?(\d{9})\b/gi;
/** The year, the month (plus 50 for women) and the day of birth, then two digits. */
const RAMQ_DIGITS =
  String.raw`[^\S\n]?\d{2}(?:0[1-9]|1[0-2]|5[1-9]|6[0-2])[^\S\n]?` +
  String.raw`(?:0[1-9]|[12]\d|3[01])\d{2}(?![\p{L}\d])`;
const RAMQ = new RegExp(String.raw`\b[A-Z]{4}${RAMQ_DIGITS}`, 'gu');
/** Its letters in lower case after the label ("RAMQ treg 6811 0412"), asked only where the label is. */
const RAMQ_AFTER_LABEL = new RegExp(
  String.raw`\bRAMQ[^\S\n]{0,2}(?:no\.?|#|:)?[^\S\n]{0,2}(\b[a-z]{4}${RAMQ_DIGITS})`,
  'gu',
);
/** In capitals or all in lower case ("a4471kd"), not mixed. */
const PRISON_NUMBER = /\b(?:[A-Z]\d{4}[A-Z]{2}|[a-z]\d{4}[a-z]{2})\b/g;
const PRISON_TEXT = /\b(?:prison(?:er)?s?|HMP|HMYOI|YOI|custody|in-possession|wing|reception[^\S\n]+screen|NOMIS)\b/i;
const DONATION = /\b[A-Z]\d{3}[^\S\n]?\d{3}[^\S\n]?\d{3}[^\S\n]?\d{3}(?:[^\S\n]?[A-Z0-9*](?![\p{L}\d]))?/gu;
const BLOOD_TEXT = /\b(?:units?|donations?|DIN|crossmatch(?:ed)?|transfus(?:ion|ed)|blood[^\S\n]+bank|packs?|bags?)\b/i;
const S = String.raw`[^\S\n]*`;
export const LABELLED = new RegExp(
  String.raw`\b(?:DoD${S}ID|EDIPI|S\/?No|Service${S}(?:No|Number|number)|Prison(?:er)?${S}(?:no|No|number)|` +
    String.raw`NOMIS(?:${S}(?:no|number))?|VA${S}claim${S}(?:file|no|number)|C-file|RPPS|ADELI|BSNR|` +
    String.raw`Betriebsstättennummer|WeChat${S}ID|WeChat|QQ|LINE${S}ID|Skype${S}ID|Telegram|` +
    String.raw`e-reçete${S}(?:no|No)|e-recete${S}(?:no|No)|reçete${S}(?:no|No))` +
    String.raw`\.?${S}(?:[:#]${S})?((?=[\w-]*\d)[A-Za-z0-9][\w-]*(?:[^\S\n]\d{3}){0,3})`,
  'g',
);
const MAY_LABEL =
  /DoD|EDIPI|S\/?No|Service|Prison|NOMIS|VA|C-file|RPPS|ADELI|BSNR|Betriebs|WeChat|QQ|LINE|Skype|Telegram|re[çc]ete/;
const EXTENSION =
  /\b(?:ext|extn|extension|bleep|pager)\.?[^\S\n]*(?:no\.?[^\S\n]*)?(\d-\d{3,4}|\d{3,5})(?![\d/:]|\.\d)/gi;
/**
 * A registration in capitals: the area, maybe a hyphen, maybe letters, the number. Each run of spaces has one place:
 * read as optional spaces around an optional hyphen before optional letters, a run of spaces before a non-digit was
 * cut three ways, a second a note for one "Car AB" before a thousand spaces.
 */
const CAPITAL_PLATE = String.raw`[A-ZÄÖÜ]{1,3}(?:${S}-(?:${S}[A-Z]{1,2})?|${S}[A-Z]{1,2})?[^\S\n]+\d{1,4}[EH]?`;
/**
 * A registration after a vehicle label: in capitals, or in lower case with its letter groups set apart as words
 * ("Car: m - sl 4471", "vehicle pass py 4471"), when they are no words (platePrefixes).
 */
export const PLATE = new RegExp(
  String.raw`\b(?:[Cc]ar|[Vv]ehicle(?:${S}(?:pass|permit|reg(?:istration)?|plate))?|(?:[Nn]umber${S})?[Pp]late|` +
    String.raw`[Rr]egistration|Kennzeichen)\b${S}(?::${S})?(?:(${CAPITAL_PLATE})|` +
    String.raw`(?<lower>(?<area>[a-zäöü]{1,3})(?:${S}-${S}(?<letters>[a-z]{1,2}))?[^\S\n]+\d{1,4}[eh]?))(?![\p{L}\d])`,
  'gu',
);

function isTcKimlik(d: string): boolean {
  const n = [...d].map(Number);
  const odd = n[0] + n[2] + n[4] + n[6] + n[8];
  const even = n[1] + n[3] + n[5] + n[7];
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = n.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  return tenth === n[9] && eleventh === n[10];
}

function isOrcid(id: string): boolean {
  const d = id.replace(/-/g, '');
  let total = 0;
  for (const c of d.slice(0, -1)) total = (total + Number(c)) * 2;
  const r = (12 - (total % 11)) % 11;
  return (r === 10 ? 'X' : String(r)) === d[d.length - 1];
}

function isLanr(d: string): boolean {
  const weights = [4, 9, 4, 9, 4, 9];
  const sum = weights.reduce((a, w, i) => a + w * Number(d[i]), 0);
  return (10 - (sum % 10)) % 10 === Number(d[6]);
}

/** A plate's letter groups in lower case are no words ("car was 12" is none): a single letter, or none known. */
function platePrefixes(area: string | undefined, letters: string | undefined, words: WordClasses): boolean {
  return [area, letters].every(
    (g) => g === undefined || (!words.isFunctionWord(g) && (g.length === 1 || !words.isAnyEnglishWord(g))),
  );
}

export function findNationalNumbers(text: string, words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!hasDigit(text)) return hits;
  const push = (kind: IdentifierKind, start: number, end: number): void => {
    hits.push(hit(kind, start, end, WARNINGS[kind]));
  };
  const group = (m: RegExpExecArray): [number, number] => {
    const start = (m.index ?? 0) + m[0].lastIndexOf(m[1]);
    return [start, start + m[1].length];
  };
  for (const m of allMatches(ELEVEN_DIGITS, text))
    if (isTcKimlik(m[0])) push('other_identifier', m.index ?? 0, (m.index ?? 0) + 11);
  if (text.includes('-'))
    for (const m of allMatches(ORCID, text))
      if (isOrcid(m[0])) push('other_identifier', m.index ?? 0, (m.index ?? 0) + m[0].length);
  if (/LANR|Arztnummer/i.test(text))
    for (const m of allMatches(LANR, text)) if (isLanr(m[1])) push('license_number', ...group(m));
  for (const m of allMatches(RAMQ, text)) push('health_plan_number', m.index ?? 0, (m.index ?? 0) + m[0].length);
  if (text.includes('RAMQ'))
    for (const m of allMatches(RAMQ_AFTER_LABEL, text)) push('health_plan_number', ...group(m));
  if (PRISON_TEXT.test(text))
    for (const m of allMatches(PRISON_NUMBER, text)) push('other_identifier', m.index ?? 0, (m.index ?? 0) + 7);
  if (BLOOD_TEXT.test(text))
    for (const m of allMatches(DONATION, text)) push('other_identifier', m.index ?? 0, (m.index ?? 0) + m[0].length);
  if (MAY_LABEL.test(text)) for (const m of allMatches(LABELLED, text)) push('other_identifier', ...group(m));
  if (/ext|bleep|pager/i.test(text)) for (const m of allMatches(EXTENSION, text)) push('phone', ...group(m));
  if (/car|vehicle|plate|registration|Kennzeichen/i.test(text))
    for (const m of allMatches(PLATE, text)) {
      const lower = m.groups?.lower;
      if (lower === undefined) push('vehicle_identifier', ...group(m));
      else if (platePrefixes(m.groups?.area, m.groups?.letters, words)) {
        const start = (m.index ?? 0) + m[0].length - lower.length;
        push('vehicle_identifier', start, start + lower.length);
      }
    }
  return hits;
}
