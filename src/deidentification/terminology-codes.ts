/**
 * Terminology systems and their codes in structured text (issue 49, thirteenth round, tuned on the hinterland
 * set, by class): FHIR and HL7 resources pasted as text, lab request forms and coded problem lists name the code
 * system by its canonical address ("http://hl7.org/fhir/sid/icd-10", "http://loinc.org", "http://snomed.info/sct",
 * "https://fhir.nhs.uk/Id/nhs-number") and give codes after the system's name ("SNOMED 119297000 blood specimen",
 * "LOINC: 15067-2", "ICD-10 N95.1", "Read code XaIeG", "OPCS-4 Q07.4"), a CPT code maybe with its two-character
 * modifier ("CPT 99213-25", "CPT 99395-GT"; thirtieth round, dunes). The address of a standard's own
 * definitions names no patient (a path to a record, "/fhir/Patient/8812", still does), and a code after its
 * system's name is a concept, not a record: both are dropped as identifiers. The value a resource holds
 * ("value": "9434765870") is no part of either and is still read.
 */
import { allMatches } from './all-matches';

/**
 * Hosts that publish code systems, value sets and identifier systems: their addresses define, never record. The
 * normalized view reads a digit between letters as the letter it stands in for, so "hl7" is also read as "hlt".
 */
const STANDARD_HOSTS =
  String.raw`(?:(?:terminology\.)?hl[7t]\.org|fhir\.org|loinc\.org|snomed\.info|(?:www\.)?snomed\.org|` +
  String.raw`(?:icd|id)\.who\.int|(?:www\.)?who\.int|fhir\.nhs\.uk|fhir\.hl[7t]\.org\.uk|unitsofmeasure\.org|` +
  String.raw`(?:www\.)?nlm\.nih\.gov|dicom\.nema\.org|(?:www\.)?ihe\.net|ihe\.net|fhir\.(?:de|fr|nl|ie|org\.au)|` +
  String.raw`dmd\.nhs\.uk|www\.w3\.org)`;
/** A resource about a person, or an id of three or more digits, in the path. */
const RECORD_PATH = /\/(?:Patient|Person|Practitioner|RelatedPerson|Encounter|Appointment)\b|\d{3,}/;
/** Paths that define and may hold digits of their own: an HL7 table ("CodeSystem/v2-0203"), a schema's year. */
const DEFINITION_PATH = /^https?:\/\/(?:terminology\.hl[7t]\.org\/CodeSystem\/[\w.-]+|www\.w3\.org\/\d{4}\/[\w.-]+)/i;
const STANDARD_URL = new RegExp(String.raw`\bhttps?://${STANDARD_HOSTS}(?:/[\w./#%-]*)?|\burn:oid:[\d.]+`, 'gi');

/** A code system's name, then its code: SNOMED concept ids, LOINC codes, ICD and OPCS codes, Read codes. */
const SYSTEM =
  String.raw`(?:SNOMED(?:[^\S\n]*CT)?|SCTID|LOINC|ICD-?(?:9|10|11)(?:-(?:CM|PCS|AM))?|OPCS(?:-?4)?|` +
  String.raw`Read[^\S\n]+codes?|` +
  String.raw`CTV3|RxNorm|ATC|UCUM|CPT|HCPCS)`;
/**
 * ICD-11's stem codes (issue 49, twenty-seventh round: "ICD-11 GA10", "1A00", "8A80.1"): a digit or letter, a letter,
 * a digit, a digit or letter, and up to two more after a dot, never I or O (WHO's ICD-11 reference guide); so an I or
 * O where a digit may stand is the normalized view's reading of 1 or 0 ("GA10" as "GAIO") and is read back.
 */
const ICD11 = String.raw`[0-9A-HJ-NP-Z][A-HJ-NP-Z][\dIO][0-9A-Z](?:\.[0-9A-Z]{1,2})?`;
const CODE =
  String.raw`(?:\d{5}-[0-9A-Z]{2}(?![\w-])|` +
  String.raw`\d{5,18}|\d{1,5}-\d|[A-Z]\d{2}(?:\.\d{1,4})?|[A-Z]\d{2}\.?[A-Z\d]{1,4}|[A-Za-z\d]{5}\.?|` +
  String.raw`${ICD11})`;
const CODED = new RegExp(
  String.raw`\b${SYSTEM}(?:[^\S\n]+code)?[^\S\n]*(?:[:#][^\S\n]*)?${CODE}(?:[^\S\n]*[,;/][^\S\n]*${CODE}(?![\w-]))*`,
  'g',
);
const MAY_CODE = new RegExp(SYSTEM);

export function terminologySpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (text.includes('://') || text.includes('urn:oid'))
    for (const m of allMatches(STANDARD_URL, text)) {
      // A path to a record ("/fhir/Patient/8812") is a URL of someone, whichever host serves it.
      if (RECORD_PATH.test(m[0].replace(DEFINITION_PATH, ''))) continue;
      spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
    }
  if (MAY_CODE.test(text))
    for (const m of allMatches(CODED, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  return spans;
}
