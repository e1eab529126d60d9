/**
 * More clinical vocabulary that the name lists would read as names, by class (issue 49, seventh round):
 * - device, analyser and test-platform brands ("Dexcom G7", "Cobas", "Omnipod 5", "Elvie trainer");
 * - support charities and services named in social and bereavement care ("Cruse", "Samaritans");
 * - eponymous formulas and hyphenated double-eponym scores ("Bazett", "Friedewald", "Child-Pugh");
 * - research and regulatory abbreviations of trial logs ("CAPA", "SOP", "ICF", "SUSAR").
 * Brands that are also common surnames ("Abbott", "Roche", "Philips") are left out on purpose: a name
 * missed costs more than a refusal.
 */
import { CLINICAL_SCALES } from './clinical-lexicons';
import { wordSet } from './word-set';

/** Devices, analysers, test platforms and women's-health gadgets known by their brand. */
export const DEVICE_BRANDS: ReadonlySet<string> = wordSet(`
cobas hologic elvie dexcom omnipod medtronic minimed eversense ypsomed accu-chek accuchek onetouch freestyle
sysmex cepheid genexpert alinity atellica vitros thinprep surepath aptima novasure essure nuvaring annovera
mooncup perifit withings omron resmed medela clearblue ovusense daysy tempdrop inito mindray sonosite voluson
biotronik lansinoh kegel8 innovo elidah nexplanon jaydess levosert benilexa hormonin
mylife dana-i insulet libre libre2 libre3 guardian4 iphone ipad android
phonak oticon widex signia resound starkey unitron bernafon
`);

/** Charities and services named in social, bereavement and abuse care, which are also rare surnames. */
export const SUPPORT_SERVICES: ReadonlySet<string> = wordSet(`
cruse samaritans macmillan mencap barnardo's barnardos nspcc rainn nami healthwatch iapt al-anon alateen
mumsnet netmums turn2us stepchange childline nhs111 nhs24
`);

/** Formulas and scores named after people: QT correction, lipid and renal equations, body surface area. */
export const EPONYM_FORMULAS: ReadonlySet<string> = new Set([
  ...wordSet(`
  bazett fridericia friedewald martin-hopkins cockcroft-gault mosteller ckd-epi mdrd hodges-framingham
  `),
  // Two eponyms joined by a hyphen ("Child-Pugh", "Tyrer-Cuzick") name an instrument, not one person.
  ...CLINICAL_SCALES.filter((s) => /^\p{L}+-\p{L}+$/u.test(s) && !/^(?:hospital|greene)-/.test(s)),
]);

/** Abbreviations of trial screening logs, protocol deviations and regulatory paperwork. */
export const RESEARCH_ABBREVIATIONS: ReadonlySet<string> = wordSet(`
capa sop sops irb iec rec gcp crf crfs ecrf icf icfs sae saes susar susars dsmb dmc cra cro ctms edc mhra
ind ide isrctn ctimp gdpr hipaa phi pii qa qc dsur ich itt mitt pis pil fpfv lpfv fpi lpi ae aes adr adrs
`);
