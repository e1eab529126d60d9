/**
 * Places, addresses and codes that identify no one (issue 49, eleventh round, tuned on the outlands set, by class):
 * - a specialty before a clinic, department, unit or ward word ("Gynaecology Clinic", "ENDOCRINOLOGY CLINIC",
 *   "Rheumatology Day Unit"): a kind of service every hospital has; a place before it ("Leeds Gynaecology Clinic")
 *   is still found, as the span holds only the service;
 * - a word then "State" ("Anambra State", "Lagos State", "Washington State"): a state, which Safe Harbor keeps,
 *   unless a street or building word follows ("State Street", "State University"); from the twenty-seventh round,
 *   a province, canton, prefecture or oblast alike ("the province of Friesland", "Limpopo Province");
 * - the code of a FHIR coding (`<code value="..."/>`, `"code": "..."`): a term, not a record (the addresses of
 *   code systems are `terminology-codes.ts`'s);
 * - a product's code after its register's label ("DIN 00653241", "NDC 0093-7180-56", "AUST R 12345", "GTIN
 *   05012345678900"): it names a kind of medicine or device on a shelf, not a patient's record or a device
 *   implanted in one (serial and lot numbers keep their rules).
 * Each returns spans; a hit lying wholly inside one is dropped.
 */
import { allMatches } from './all-matches';

const SPECIALTIES =
  String.raw`gyn(?:a?e)?cology|obstetrics?|urogyn(?:a?e)?cology|endocrinology|diabetes|thyroid|cardiology|` +
  String.raw`dermatology|urology|neurology|rheumatology|oncology|h(?:a?e)matology|nephrology|gastroenterology|` +
  String.raw`hepatology|respiratory|chest|breast|fracture|fertility|colposcopy|antenatal|postnatal|psychiatry|` +
  String.raw`p(?:a?e)diatrics?|orthop(?:a?e)dics?|ophthalmology|eye|ent|audiology|radiology|pathology|` +
  String.raw`physiotherapy|psychosexual|continence|pain|sleep|memory|falls|menopause|bone|osteoporosis|` +
  String.raw`lipid|hypertension|stroke|vascular|plastics|genetics|sexual\s+health|general\s+surgery|` +
  String.raw`general\s+medicine|surgical|medical|outpatient|dietetics?|geriatrics?|elderly\s+care|` +
  // Their short forms in notes (issue 49, thirteenth round: "referred to gynae clinic", "rheum OPD").
  String.raw`(?:uro)?gyn(?:a?e)?|obs(?:\s+(?:and|&)\s+gyn(?:a?e)?)?|O&G|onc|derm|rheum|cardio|resp|neuro|uro|` +
  String.raw`ortho|endo|haem|hem|paeds|peds|psych|gastro|colp|diabetic|menopause|` +
  // Organ and laboratory specialties (issue 49, sixteenth round: "VULVAL CLINIC", "GENOMIC LABORATORY").
  String.raw`vulval|vulvar|vulvovaginal|vaginal|pelvic|cervical|ovarian|uterine|genomics?|genetic|molecular|` +
  String.raw`cytogenetics?|biochemistry|clinical\s+biochemistry|microbiology|virology|immunology|histopathology|` +
  String.raw`cytology|andrology|embryology|toxicology|blood\s+sciences|trials?|research|` +
  // Services named by the condition they treat, in its short form or in words (issue 49, twenty-seventh round:
  // "Audit of FGM clinic", "the sickle cell unit").
  String.raw`fgm|hiv|gum|pcos|ibd|copd|ckd|aki|tb|hpv|std|sti|ms|ed|long[^\S\n]+covid|sickle[^\S\n]+cell|` +
  String.raw`thalass(?:a?e)?mia|endometriosis|eating[^\S\n]+disorders?|hepatitis|liver|renal|kidney|` +
  // Fields of care that name a service with "Health" or "Medicine" (issue 49, thirty-second round, cove:
  // "Sexual and Reproductive Health", "Menopause and Genitourinary Health").
  String.raw`sexual|reproductive|genitourinary|urogenital|musculoskeletal|maternal|perinatal|occupational|` +
  // Mood and mind as fields of care, and who runs or where one holds a clinic ("reproductive mood clinic", "charity
  // clinics run by embassies", "mobile breast clinic"): issue 49, thirty-sixth round, tuned on the machair set.
  String.raw`mood|mental[^\S\n]+health|psychology|charity|free|walk-in|mobile|outreach|pop-up`;
const SERVICE_WORDS =
  String.raw`clinics?|department|dept|unit|ward|services?|centre|center|outpatients|opd|suite|` +
  String.raw`laboratory|laboratories|lab|hub`;
/** The service word is found first (few positions of a note hold one), then the specialty just before it. */
const SERVICE_WORD = new RegExp(String.raw`(?<=[^\S\n])(?:${SERVICE_WORDS})\b`, 'gi');
const SPECIALTY_BEFORE = new RegExp(
  String.raw`\b(?:${SPECIALTIES})(?:[^\S\n]+(?:and[^\S\n]+)?(?:${SPECIALTIES}))?` +
    String.raw`(?:[^\S\n]+(?:day|outpatient|nurse-led|one-stop|rapid[^\S\n]+access))?[^\S\n]+$`,
  'i',
);

const SPECIALTY_ALONE = new RegExp(String.raw`^(?:${SPECIALTIES})$`, 'i');

/** A specialty by itself ("Ward 7 (Gynae)", "Paeds"): issue 49, seventeenth round. */
export function isSpecialtyWord(lower: string): boolean {
  return SPECIALTY_ALONE.test(lower);
}

const STATE = new RegExp(
  String.raw`(?<![\p{L}'’])\p{Lu}\p{Ll}+(?:[^\S\n]+\p{Lu}\p{Ll}+)?[^\S\n]+State\b` +
    String.raw`(?![^\S\n]+(?:Street|St|Road|Rd|Avenue|Ave|Hospital|University|College|School|Prison|Park|Route|` +
    String.raw`Highway|Hwy|Building|House|Farm|Estate)\b)`,
  'gu',
);

/**
 * A province, canton, prefecture or oblast by its name (issue 49, twenty-seventh round: "the province of Friesland",
 * "Limpopo Province", "the canton of Graubünden"): the level of a state, which Safe Harbor keeps, as "State" above.
 */
const PROVINCE_OF =
  /\b[Tt]he[^\S\n]+(?:province|canton|prefecture|oblast|voivodeship|state)[^\S\n]+of[^\S\n]+\p{Lu}\p{Ll}+(?:[^\S\n]+\p{Lu}\p{Ll}+)?/gu;
/** The words that may name such a division, asked with a few substring tests before any pattern. */
const PROVINCE_WORD = /\b(?:province|canton|prefecture|oblast|voivodeship|state[^\S\n]+of)\b/i;
const PROVINCE_STEMS = ['rovince', 'anton', 'refecture', 'blast', 'oivodeship', 'tate of'];
const mayNameProvince = (text: string): boolean =>
  PROVINCE_STEMS.some((stem) => text.includes(stem)) && PROVINCE_WORD.test(text);
const NAME_PROVINCE = new RegExp(
  String.raw`(?<![\p{L}'’])\p{Lu}\p{Ll}+(?:[^\S\n]+\p{Lu}\p{Ll}+)?[^\S\n]+(?:Province|Canton|Prefecture|Oblast)\b` +
    String.raw`(?![^\S\n]+(?:Street|St|Road|Rd|Avenue|Ave|Hospital|University|College|School|Park|House|Building)\b)`,
  'gu',
);

/**
 * A state or province named with the noun in lower case after it, after a preposition of place (issue 49,
 * thirty-second round, tuned on the cove set: "living in São Paulo state", "born in Rio de Janeiro state", "moved
 * to Washington state"): many divisions share their name with their capital city, which the place rules read as
 * the city. The preposition keeps a verb after a person's name out ("Drs Patel and Khan state that").
 */
const NAME_STATE_LOWER = new RegExp(
  String.raw`\b(?:in|from|to|across|throughout|within|outside)[^\S\n]+` +
    String.raw`(\p{Lu}[\p{L}\p{M}'’-]*` +
    String.raw`(?:[^\S\n]+(?:(?:de|do|da|dos|das|del|la)[^\S\n]+)?\p{Lu}[\p{L}\p{M}'’-]*){0,2})` +
    String.raw`[^\S\n]+(?:state|province)(?![\p{L}])`,
  'dgu',
);

const PRODUCT_CODE =
  /\b(?:DIN|NDC|GTIN|EAN|UPC|AUST[^\S\n]?[RL]|NAFDAC[^\S\n]+(?:Reg\.?[^\S\n]+)?No\.?)[^\S\n]*(?:[:#][^\S\n]*)?\d[\d-]{4,16}\b/g;
const CODING_CODE = /<code[^\S\n]+value="[^"\n]{1,40}"[^\S\n]*\/?>|"code"[^\S\n]*:[^\S\n]*"[^"\n]{1,40}"/g;

/** Spans that name a kind of service, a state, a term or a product, as [start, end) pairs. */
export function kindOfPlaceSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const add = (m: RegExpMatchArray): void => {
    spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  };
  for (const m of allMatches(SERVICE_WORD, text)) {
    const end = m.index ?? 0;
    const from = Math.max(0, end - 48);
    const before = SPECIALTY_BEFORE.exec(text.slice(from, end));
    if (before) spans.push([from + before.index, end + m[0].length]);
  }
  if (text.includes('State')) for (const m of allMatches(STATE, text)) add(m);
  if (text.includes('state') || text.includes('province'))
    for (const m of allMatches(NAME_STATE_LOWER, text)) {
      const name = m.indices?.[1];
      if (name) spans.push([name[0], name[1]]);
    }
  if (mayNameProvince(text)) {
    for (const m of allMatches(PROVINCE_OF, text)) add(m);
    for (const m of allMatches(NAME_PROVINCE, text)) add(m);
  }
  if (text.includes('code')) for (const m of allMatches(CODING_CODE, text)) add(m);
  if (/\b(?:DIN|NDC|GTIN|EAN|UPC|AUST|NAFDAC)\b/.test(text)) for (const m of allMatches(PRODUCT_CODE, text)) add(m);
  return spans;
}
