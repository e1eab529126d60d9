import { wordSet } from './word-set';

/** The words that make a run of capitalised words a facility's name, and facilities known by name. */
export const FACILITY_HEADS =
  wordSet(`hospital hospitals clinic clinics center centre centers medical healthcare health infirmary hospice imaging
  radiology laboratory laboratories lab labs pharmacy therapy rehab rehabilitation institute university college
  school elementary academy library church cathedral chapel temple mosque synagogue park mall plant factory
  house hotel motel airport station apartments towers manor village memorial regional associates practice
  partners group ymca ywca dept department hôpital hopital hospitalier clinica clínica centro universitario
  kettering langone`);
/** Heads that name a place even after one everyday word ("Summit Hospital"). */
export const STRONG_HEADS = new Set([
  'hospital',
  'hospitals',
  'clinic',
  'clinics',
  'infirmary',
  'hospice',
  'memorial',
  'church',
  'cathedral',
  'mosque',
  'synagogue',
  'temple',
  'school',
  'elementary',
  'academy',
  'university',
  'college',
  'library',
  'airport',
  'mall',
  'park',
  'ymca',
  'ywca',
]);
/** Heads that may also open a name: "Hospital Universitario La Paz", "Hôpital Saint-Louis". */
export const LEADING_HEADS = new Set([
  'hospital',
  'hôpital',
  'hopital',
  'clinica',
  'clínica',
  'centro',
  'university',
  'mount',
  'mt',
]);
/** Words that make a facility name generic rather than specific ("Community Health Center"). */
export const GENERIC_QUALIFIERS =
  wordSet(`community medical health general women womens children childrens regional family primary urgent care public
  mental behavioral county city state
  women's womens children's childrens local the a an our her his new main central university sleep cancer breast
  imaging surgery surgical wellness rehabilitation physical therapy fertility pain heart vein spine bone menopause
  student veterans va outpatient inpatient emergency walk-in`);
/**
 * Large health systems often named without a facility word. Kaiser Permanente is no longer among them (issue 49,
 * thirty-sixth round): it is a health plan of eight states and the District of Columbia, as national as the insurers
 * of the allowed organisations (allowlist-general.ts), so "covered through Kaiser Permanente" names no place; a
 * facility of it keeps its own name and head ("Kaiser Permanente Sunnyside Medical Center").
 */
export const KNOWN_FACILITIES = [
  'mount sinai',
  'mt sinai',
  'johns hopkins',
  'brigham and women',
  'mass general',
  'massachusetts general',
  'cedars sinai',
  'northwestern memorial',
  'memorial sloan kettering',
  'sloan kettering',
  'md anderson',
  'nyu langone',
  'cleveland clinic',
  'mayo clinic',
  'mayo',
  'parkland',
  'bellevue',
  'grady',
  'penn presbyterian',
  'ucsf',
  'ucla',
  'beth israel',
  'lenox hill',
  'montefiore',
  'northwell',
  'intermountain',
  'geisinger',
  'ochsner',
  'sutter',
  'dignity health',
  'atrium health',
  'advocate aurora',
  'henry ford',
  'baylor scott',
  'houston methodist',
  'upmc',
  'vanderbilt',
  'duke',
  'emory',
  'cedars-sinai',
  'planned parenthood',
].map((s) => s.replace(/-/g, ' '));
