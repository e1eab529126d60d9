/**
 * More clinical and administrative vocabulary that the name and place lists would read as identifiers, by
 * class (issue 49, ninth round, tuned on the community set):
 * - bone-health, contraceptive and hormone brands of the British National Formulary that the US brand list
 *   lacks ("Aclasta", "Bonviva", "Protelos", "Cerazette");
 * - clinical coding terminologies and the record, incident and messaging systems of a practice or trust
 *   ("MedDRA", "SNOMED", "Datix", "SystmOne", "accuRx");
 * - computing and file-format abbreviations of helpdesk tickets and data extracts ("SHA-256", "SFTP", "CSV"),
 *   which veto capitals and lower case only, as the other abbreviation lists do;
 * - religious festivals, fasts and the meals around them, named when dosing is fitted to them ("at Suhoor",
 *   "after Iftar", "during Navratri");
 * - words built on the Greek and Latin endings of conditions and procedures ("Hyperhidrosis", "Vulvodynia",
 *   "Colpopexy"), which no list can hold in full.
 * Record systems named like people or places ("Lorenzo", "Medway", "Vision") are left out on purpose: a
 * name missed costs more than a refusal.
 */
import { wordSet } from './word-set';

/** BNF brands of bone, contraceptive and hormone treatments missing from the US brand list. */
export const BNF_BRANDS: ReadonlySet<string> = wordSet(`
aclasta bonviva binosto protelos xgeva forsteo movymia terrosa sondelbay livogiva evacal stexerol thorens
calfovit kalcipos theical optruma premique femapak cyclogest senshio cerazette noriday cilest rigevidon
microgynon zoely qlaira evra femodene marvelon sayana depo-provera gedarel lovima
`);

/** Coding terminologies and the record, incident, booking and messaging systems of practices and trusts. */
export const CLINICAL_SYSTEMS: ReadonlySet<string> = wordSet(`
meddra snomed snomed-ct loinc opcs opcs-4 ctv3 icd-9 icd-10 icd-11 dm+d datix systmone emis emisweb
cerner meditech allscripts athenahealth nextgen egton docman inphase adastra ardens accurx mjog patchs
econsult airmid nhsapp pathlinks openeyes
`);

/** Computing and file-format abbreviations: capitals and lower case only ("SHA" stays a name in "Sha"). */
export const COMPUTING_ABBREVIATIONS: ReadonlySet<string> = wordSet(`
sha sha-1 sha-2 sha-256 sha-512 md5 aes tls ssl sftp ftp ftps vpn usb csv tsv pdf xml json html api sso
mfa otp ios macos sql utf-8 ascii http https smtp imap dns ldap saml oauth jwt gpg pgp hl7 fhir
`);

/**
 * Religious festivals and fasts, the meals that open and close a fast, and (thirtieth round, dunes) the festivals of
 * lights and colours, the other Hindu and Sikh feasts and the months of fasting and mourning that diet and fasting
 * plans are written around, and the dietary laws a supplement must meet ("Halal gelatine-free vitamin D", "fasting
 * for Divali").
 */
export const RELIGIOUS_OBSERVANCES: ReadonlySet<string> = wordSet(`
suhoor suhur sehri sahur iftar eid eid-ul-fitr eid-al-fitr eid-al-adha navratri navaratri karva
vaisakhi baisakhi onam pongal pesach kippur hashanah shabbat sukkot purim umrah hajj lent advent
diwali divali deepavali dipavali holi dussehra dasara janmashtami lohri chhath ramadan
ramzan muharram ashura halal kosher
`);

/**
 * Endings of conditions, procedures and their adjectives coined from Greek and Latin ("-osis", "-aemia",
 * "-ectomy", "-ogenic"), on a word of at least eight letters. "-aitis" and "-ytis" are left out: they end
 * Lithuanian surnames ("Adomaitis").
 */
const MEDICAL_ENDING = new RegExp(
  String.raw`(?:[^aiy]itis|[^i]osis|a?emia|algia|dynia|pareunia|ectomy|otomy|ostomy|plasty|pexy|scopy|graphy|plasia|` +
    String.raw`trophy|rrhoea|rrhea|rrhagia|rrhage|pathy|penia|megaly|uria|lysis|ptosis|cele|oma|philia|phobia|` +
    String.raw`plegia|paresis|sclerosis|stenosis|` +
    // Issue 49, eleventh round: adjectives and nouns of the same coinage ("autologous", "iatrogenic",
    // "overactivity", "anorgasmia", "echocardiogram", "transthoracic").
    String.raw`ologous|ogenous|ogenic|activity|asmia|ismus|ograms?|thoracic|cardial)$`,
);

/** A word in no list coined on the ending of a condition or procedure: a term, not a name. */
export function isMedicalCoinage(lower: string): boolean {
  return lower.length >= 8 && MEDICAL_ENDING.test(lower);
}

/**
 * Endings of professions and roles ("rheumatologist", "physiotherapist", "sonographer", "dietitian"), which
 * the word lists lack in many forms. Swedish "-qvist" and "-kvist" surnames keep their name ("lindqvist").
 */
const ROLE_ENDING = /(?:ologists?|iatrists?|icians?|itians?|apists?|ographers?|(?<![qk]v|qu)ists?)$/;

/** A role or profession by its ending: a person's job, not their name. */
export function isRoleWord(lower: string): boolean {
  return lower.length >= 6 && ROLE_ENDING.test(lower);
}
