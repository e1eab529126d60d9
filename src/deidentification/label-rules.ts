/**
 * The labelled numbers of patterns.ts: a label (MRN, account, policy, licence, serial, reference...), optional
 * filler, then a value whose shape and digits the rule checks.
 */
import type { IdentifierKind } from './detector';
import { countDigits } from './digits';

/**
 * A label, optional filler ("number", "#", "no.", "ID"), then the value. The value may start the next line, as on
 * forms ("MRN:\n3380217"); a machine's record writes the label as a key (`MRN=3380217`, `"mrn": "3380217"`).
 */
const FILLER =
  String.raw`(?:[^\S\n]*(?:number|num|no\.?|nos?|#|id|identifier|code|:|\/|-|=|["'])){0,3}` +
  String.raw`[^\S\n]*(?:\n[^\S\n]*)?`;
/** Groups set apart by spaces, dots or spaced hyphens ("YC.2025.0088163", "PA - 2291847"); later ones hold a digit. */
const SEPARATED = String.raw`[A-Z0-9]{1,8}(?:(?:[^\S\n]?[-.][^\S\n]?|[^\S\n])(?=[A-Z]{0,4}\d)[A-Z0-9]{1,8}){1,5}`;
/**
 * Groups joined by slashes, as offices write their references and case numbers ("OH/25/1187", "KLM/PI/22817",
 * "DC/44/7719/25"); slashedCode decides whether such a value is a code or a fraction or a year range.
 */
const SLASHED = String.raw`[A-Z0-9]+(?:-[A-Z0-9]+)*(?:\/[A-Z0-9]+(?:-[A-Z0-9]+)*){1,4}(?![\w/])`;
const VALUE =
  String.raw`(${SLASHED}|${SEPARATED}|(?:[A-Z]{1,3} )?(?=[A-Z-]*\d)[A-Z0-9](?:[A-Z0-9]|-(?=[A-Z0-9])){3,24})` +
  String.raw`(?![\w-])`;

/**
 * A code's series in capitals between its first group and its digits, set apart by spaces ("GB BSN 2025 0093318",
 * "DCL PO 0045127", "E4 VMS 0419"), which VALUE's later groups (each with a digit) do not take. The pattern folds
 * case, so capitalSeries checks the capitals.
 */
const SERIES_VALUE = String.raw`([A-Z0-9]{1,8}(?:[^\S\n][A-Z]{1,6}){1,3}(?:[^\S\n]\d[A-Z0-9]{0,7}){1,3})(?![\w-])`;
/** What SERIES_VALUE needs, in capitals: a cheap scan before the series patterns run. */
export const MAY_HAVE_SERIES = /[A-Z0-9][^\S\n][A-Z]{1,6}[^\S\n]\d/;

const ABBREVIATION_DOT = String.raw`(?:\.(?=[^\S\n]*(?:no\b|num|#|:|[A-Z0-9-]*[^\S\n]?\d)))?`;

function labelled(label: string, value = VALUE): RegExp {
  // An abbreviated label keeps its dot ("Lic. No. 0098231", "Acct. 4471-2290"), as "no." after a label does.
  // Only before a number's filler or the value itself: a label ending a sentence ("… Sensor. Firmware v5.1.2") is none.
  return new RegExp(String.raw`\b(?:${label})\b${ABBREVIATION_DOT}${FILLER}${value}`, 'dgi');
}

interface LabelSpec {
  kind: IdentifierKind;
  label: string;
  minDigits: number;
  needsLetter?: boolean;
}
export interface LabelRule extends Omit<LabelSpec, 'label'> {
  re: RegExp;
  /** The same label before a code's series (SERIES_VALUE). */
  series: RegExp;
}

const LABEL_SPECS: LabelSpec[] = [
  {
    kind: 'medical_record_number',
    minDigits: 3,
    label:
      String.raw`mrn|mr|medical\s+record|med\s+rec|chart|record|patient\s+(?:id|identifier|number)|` +
      String.raw`pt\s+id|hosp(?:ital)?\s+(?:number|no)|encounter|visit\s+id|accession|specimen|` +
      // Registers of in- and outpatients and case files as hospitals abroad label them: India's UHID and IP/OP numbers,
      // a unit, clinic, file or case-history number, Portugal's "número de utente".
      String.raw`uhid|(?:ip|op|opd)\s+no|(?:unit|clinic|file|history)\s+(?:no|number)|n[úu]mero\s+de\s+utente`,
  },
  {
    kind: 'account_number',
    minDigits: 4,
    // A bank's sort code names the branch of the account beside it.
    label: String.raw`account|acct|acc|billing|invoice|claim|statement|copay\s+card|card|sort\s+code`,
  },
  {
    kind: 'health_plan_number',
    minDigits: 4,
    label:
      String.raw`member|subscriber|policy|group|insurance|insurer|medicare|medicaid|mbi|` +
      String.raw`health\s+plan(?:\s+beneficiary)?|beneficiary|plan|hicn|cin|bcbs|aetna|cigna|humana|` +
      String.raw`united\s*healthcare|tricare|kaiser`,
  },
  {
    kind: 'license_number',
    minDigits: 4,
    label:
      String.raw`driver'?s?\s+licen[cs]e|licen[cs]e|dl|dea|npi|certificate|cert|permit|passport|` +
      String.raw`registration|state\s+id|professional\s+licen[cs]e|nursing\s+licen[cs]e|` +
      // Professional registers of the UK and elsewhere: pharmacists, doctors, nurses, allied professions.
      String.raw`gphc|gmc|nmc|hcpc|gdc|goc|psni|imc|ahpra|cpso|lic|reg`,
  },
  {
    kind: 'vehicle_identifier',
    minDigits: 2,
    // British forms too: "vehicle reg", "car registration", "number plate".
    label:
      String.raw`vin|vehicle(?:\s+identification)?(?:\s+reg(?:istration)?)?|(?:car|van)\s+reg(?:istration)?|` +
      String.raw`reg(?:istration)?\s+plate|licen[cs]e\s+plate|number\s+plate|plate|tag`,
  },
  {
    kind: 'device_identifier',
    minDigits: 3,
    label:
      String.raw`serial|sn|s\/n|device|imei|udi|lot|model|transmitter|pump|implant|pacemaker|` +
      String.raw`defibrillator|icd\s+serial|meid|mac\s+address|sensor|rod`,
  },
  {
    kind: 'other_identifier',
    minDigits: 3,
    label:
      String.raw`study|participant|subject|employee|staff|student|case|customer|client|badge|enrollment|` +
      String.raw`enrolment|biometric|ticket|reference|ref|confirmation|rx|prescription|` +
      String.raw`job|accession|dictation|transcription|report|portal|user\s*name|username|user\s+id|login|kit|` +
      String.raw`screening\s+(?:id|identifier|no\.?|number)|` +
      // An incident's number in the NHS's risk register (Datix).
      String.raw`datix`,
  },
  {
    // Weak labels ("ID" is also intradermal, an order may be of a dose): only a code with letters and digits.
    kind: 'other_identifier',
    minDigits: 4,
    label: String.raw`id|order|request`,
    needsLetter: true,
  },
];

/** Whether some label of the rules stands in `words` (a key read as words: "patient mrn", "zip code"). */
export const HAS_LABEL = new RegExp(String.raw`\b(?:${LABEL_SPECS.map((s) => s.label).join('|')})\b`, 'i');

export const LABEL_RULES: LabelRule[] = LABEL_SPECS.map(({ label, ...rule }) => ({
  ...rule,
  re: labelled(label),
  series: labelled(label, SERIES_VALUE),
}));

/**
 * A preposition of time and a year where a code would stand: the label is a word of the sentence and the number its
 * year ("Member since 2021", "Subscriber from 2019"; 28th round, breakwater). Only a year: a preposition before
 * other digits may open what a disguise left of an address ("from 2a00 : 23c8 …"), which the rule still reads.
 * "Of" dates a document the same way ("the report of 2020", "the consensus statement of 2022"; 35th round, tombolo).
 */
const SINCE_A_YEAR = /^(?:since|from|until|till|before|after|during|in|of)[^\S\n]+(?:19|20)\d\d$/i;

/** A value with spaces or dots is a code when it is long enough and no decimal ("Rx 2.5", "lot 12.5"). */
export function separatedCode(value: string, minDigits: number): boolean {
  if (SINCE_A_YEAR.test(value)) return false;
  const digits = countDigits(value);
  if (digits < Math.max(minDigits, 3) || value.replace(/[^\p{L}\p{N}]/gu, '').length < 6) return false;
  // A word of the sentence before a decimal is a quantity said of something ("Rx said 0.075", "dose was 12.5").
  if (/^\p{Ll}+[^\S\n]+\d*\.\d+$/u.test(value)) return false;
  return !/^\d+\.\d+$/.test(value) || digits >= 7;
}

/** A year range ("2019/2020", "2025/26"): the span of a season or a financial year, no code. */
const YEAR_RANGE = /^(?:19|20)\d\d\/(?:(?:19|20)?\d\d)$/;

/**
 * A value joined by slashes is a reference when it holds letters and four digits or more ("MPE/0452", "OH/25/1187"),
 * or six digits or more ("2026/3318"); a fraction or an interval is not ("1/2", "6/52", "3/12"), nor a year range.
 */
export function slashedCode(value: string): boolean {
  if (!value.includes('/')) return true;
  if (YEAR_RANGE.test(value)) return false;
  const digits = countDigits(value);
  return digits >= 6 || (digits >= 4 && /\p{L}/u.test(value));
}

/** The groups of a series after its first are capitals or start with a digit: "ref to the ward 2 312" is a sentence. */
export const capitalSeries = (value: string): boolean =>
  value
    .split(/[^\S\n]+/)
    .slice(1)
    .every((g) => /^\d/.test(g) || g === g.toUpperCase());

/**
 * A lot of what an analyser consumes ("reagent lot 58874201", "calibrator lot 2231"): the laboratory's stock, no
 * device of a patient's (issue 49, sixteenth round). An implant's or a pen's lot keeps its label.
 */
const CONSUMABLE_BEFORE =
  /\b(?:reagents?|calibrators?|controls?|qc|assay|cartridges?|cuvettes?|test[^\S\n]+strips?)[^\S\n]+$/i;

/** Whether the labelled match at `start` is a lot label after a laboratory consumable. */
export function isConsumableLot(text: string, start: number): boolean {
  return (
    /^lot\b/i.test(text.slice(start, start + 4)) && CONSUMABLE_BEFORE.test(text.slice(Math.max(0, start - 24), start))
  );
}
