/**
 * Clinical and descriptive vocabulary that the name and place lists would
 * otherwise read as identifiers, kept as lexicons by class rather than as
 * exceptions for single words:
 * - abbreviations of charting, labs and conditions ("ROS", "RAI", "TIA", "IDA"),
 *   which veto lower-case or capitalised use only, as the older list does;
 * - adjectives derived from eponyms ("Cushingoid", "Parkinsonian"), made from
 *   the eponym list with the suffixes such adjectives take, and a few others;
 * - ancestry and ethnic descriptors ("Ashkenazi", "Hispanic", "Chechen");
 * - continents and world regions ("Africa", "Latin America").
 */
import { wordSet } from './word-set';

/** Charting, lab and condition abbreviations, many of them also first names ("Tia", "Ida", "Ana", "Rai"). */
export const CHARTING_ABBREVIATIONS: ReadonlySet<string> = wordSet(`
ros hpi pmh psh fhx shx cc nkda nka wnl nad rrr ctab ntnd mae perrla eomi heent jvd le ue rle lle rue lue
aox aox3 sob doe pnd cp abd ttp rom arom prom dtr dtrs cn lad ams loc hh
rai tia ida ami abi sle ra ms als mg mgus pots pcos poi pof aub pmb pmdd pms vvd lsil hsil ascus cin vin ain
hgb hct plt wbc rbc mcv mch mchc rdw inr ptt aptt bnp ck cpk ldh tibc tsat ferritin vitd hcg bhcg lft lfts
tft tfts ua ucx bcx ft4 ft3 t3 t4 tt e2 p4 dhea-s dheas igf acth pth pthrp ace lpa apob hscrp uacr
eeg emg ncv dxa qct cac cimt ldct mammo sis hsg hsc leep tah bso tlh lavh rsa cabg pci tavr
ekg cxr kub ivp ercp egd colo fobt fit mra mrcp cta vq ppd tb hiv hcv hbv hsv rpr gc ct trich bv vvc
dash mind tlc ppi ace-i arb ccb bb ocp cocs ssris snris tca maoi sglt2 glp1 glp-1 dpp4 lmwh doac
nsaids apap hctz asa ntg kcl mvi ocps sert bzd pt/inr hrt/mht erc ert set cbt-i mbsr act ipt dbt emdr
prn qam qpm qhs qod biw tiw qw q4h q6h q8h q12h ac pc hs npo stat
mane nocte bd tds qds om
phq-9 gad-7 mrs mmse moca epds ess isi psqi hads cesd ces-d audit-c dast cage mna tug sppb
br bx fx tx sx dx hx px
gopd sopd mopd popd gopc opd opc aed hdu nicu scbu ccu amu sau mau epau dau cdu sdec ugc utc hosp
sdoh adl adls iadl iadls fu f/u rtc ed/er snf ltc alf hh pt/ot ot slp rd cde cnm cnp whnp dnp pa-c
med meds rec recs obs neuro resp cvs gi gu msk mews news news2 sbar vte teds twoc pvr iv im sc po pr sl
`);

/** Social-history status words, often capitalised at the start of a line ("Non-smoker.", "Ex-smoker"). */
export const SOCIAL_STATUS: ReadonlySet<string> = wordSet(`
smoker smokers non-smoker nonsmoker non-smokers ex-smoker ex-smokers never-smoker former-smoker vaper non-vaper
ex-vaper drinker non-drinker nondrinker ex-drinker teetotal teetotaler teetotaller abstinent abstainer
vegan vegetarian pescatarian omnivore widowed widow widower divorced separated cohabiting married
retired unemployed homemaker housebound ambulant non-ambulant independent self-caring bedbound
`);

/**
 * Named clinical, nursing and research scales that are also surnames or places ("Braden", "Morse", "Wells",
 * "Glasgow"): they are instruments only next to their value or head word (allowlist-phrases.ts).
 */
export const CLINICAL_SCALES: readonly string[] = `
braden morse waterlow norton glasgow apgar bishop gleason breslow clark karnofsky ecog wells caprini padua
geneva rockwood barthel katz lawton tinetti berg epworth greene kupperman tyrer-cuzick gail claus
mallampati aldrete ramsay richmond beck hamilton zung kessler edinburgh bristol likert borg fitzpatrick
ferriman-gallwey ferriman tanner nugent amsel nottingham manchester rankin hunt-hess fisher child-pugh
ranson alvarado centor curb-65 chads2 cha2ds2-vasc has-bled duke framingham reynolds qrisk oswestry
roland-morris snellen romberg mcgill wong-baker abbey cornell geriatric hospital-anxiety blatchford
rockall gcs mews news news2 pews frax moca mmse phq-9 gad-7 mrs greene-climacteric utian clarke gold
naranjo hartwig genant kellgren-lawrence fazekas bosniak
`
  .split(/\s+/)
  .filter(Boolean);

/** Eponyms that name conditions, signs or tests, as the adjective stems they form ("Cushing" -> "Cushingoid"). */
const EPONYM_STEMS = `
cushing parkinson addison marfan mendel hippocrates freud darwin gauss pavlov bayes jung descartes
socrates hodgkin wolff muller müller fallopius eustachius bartholin kaposi raynaud meniere wernicke
korsakoff asperger turner down crohn graves hashimoto paget barrett sjogren behcet alzheimer huntington
tourette gilbert dupuytren osler virchow babinski valsalva trendelenburg rogers skinner piaget maslow
`;
const EPONYM_SUFFIXES = ['oid', 'ian', 'ean', 'an', 'ic', 'esque', 'ism', 'ist', 'like', 'ish'];

/** Adjectives formed on eponyms, and the stems themselves as adjectives are usually spelled. */
export const EPONYM_ADJECTIVES: ReadonlySet<string> = new Set([
  ...[...wordSet(EPONYM_STEMS)].flatMap((stem) => EPONYM_SUFFIXES.map((s) => stem.replace(/e$/, '') + s)),
  ...wordSet(`
  cushingoid parkinsonian addisonian marfanoid mendelian hippocratic freudian darwinian gaussian pavlovian
  bayesian jungian cartesian socratic hodgkin's non-hodgkin wolffian mullerian müllerian fallopian eustachian
  raynaud's menierian wernicke's kaposiform rogerian skinnerian piagetian maslovian galenic vesalian
  `),
]);

/** Ancestry, ethnic and religious-community descriptors used in family and genetic history. */
export const ANCESTRY: ReadonlySet<string> = wordSet(`
ashkenazi ashkenazic sephardi sephardic mizrahi mizrahim chechen hispanic latina latino latinx latine
caucasian afro-caribbean afro-latina afro-latino afro-american african-american asian-american
arab-american mexican-american indigenous aboriginal maori inuit inupiat yupik metis métis
hmong mien roma romani romany sami saami bantu berber amazigh kurd kurdish pashtun tajik uzbek uyghur
tamil sinhalese punjabi gujarati bengali marathi sikh parsi yoruba igbo hausa fulani akan ashanti
zulu xhosa somali oromo amhara tigrayan eritrean ethiopian filipina pinay pinoy hapa creole cajun
acadian appalachian amish mennonite hutterite druze copt coptic assyrian chaldean yazidi armenian
anglo anglo-saxon celtic gaelic nordic slavic baltic balkan teutonic mestiza mestizo mulatto
cherokee navajo navaho diné lakota ojibwe ojibwa chippewa anishinaabe hopi zuni choctaw chickasaw muscogee
iroquois haudenosaunee blackfoot blackfeet comanche kiowa shoshone paiute arapaho lumbee tlingit haida
scottish scots welsh cornish manx ulster
tibetan hawaiian samoan tongan fijian chamorro han arab arabs bedouin traveller travellers gypsy gypsies
afro brahmin brahmins brahman kshatriya vaishya shudra dalit dalits adivasi lingayat vokkaliga ezhava marwari
kayastha bania baniya maratha ijaw efik ibibio tiv edo urhobo itsekiri kanuri nupe igala idoma isoko
`);

/**
 * Religious communities named in family and social history ("Ashkenazi Jewish", "Muslim, fasting for Ramadan").
 * "Christian" is left out: it is as often a first name, and a name missed costs more than a refusal.
 */
export const RELIGIOUS_COMMUNITIES: ReadonlySet<string> = wordSet(`
jewish muslim muslims moslem hindu hindus buddhist buddhists jain jains bahai baha'i zoroastrian rastafarian
catholic catholics protestant protestants orthodox methodist methodists lutheran lutherans anglican anglicans
episcopalian presbyterian pentecostal evangelical adventist seventh-day sunni shia shiite ismaili ahmadi
`);

/**
 * Lab and nutrient short forms written in mixed case or capitalised, which the abbreviation list cannot veto
 * (it vetoes lower case and capitals only): immunoglobulin classes, serology, vitamins.
 */
export const LAB_SHORT_FORMS: ReadonlySet<string> = wordSet(`
iga igg igm ige igd igg1 igg2 igg3 igg4 ttg ttg-iga dgp ema anca ena dsdna hbsag hbeag hbcab
vit vits vitd vitb12 hba1c hgba1c ntprobnp probnp ldl hdl vldl trig trigs
hb hgb hct plt plts wcc neut neuts lymph lymphs mono eos baso alb bili ferr egfr crea creat urea
`);

/** Continents and world regions: broad geography, never an address. */
export const CONTINENTS: ReadonlySet<string> = wordSet(`
africa asia europe oceania antarctica australasia americas eurasia caribbean scandinavia balkans
levant maghreb polynesia melanesia micronesia subcontinent
`);

/** Multi-word world regions and descriptors, allowed as whole phrases. */
export const REGION_PHRASES: readonly string[] = [
  String.raw`(?:north|south|central|latin)\s+america`,
  String.raw`(?:middle|near|far)\s+east(?:ern)?`,
  String.raw`(?:sub-saharan|west|east|north|south|southern|central|western|eastern)\s+africa`,
  String.raw`(?:south|southeast|south-east|east|central|west|western)\s+asia`,
  String.raw`(?:eastern|western|northern|southern|central)\s+europe`,
  String.raw`pacific\s+islander`,
  String.raw`native\s+(?:american|hawaiian|alaskan)`,
  String.raw`alaska\s+native`,
  String.raw`first\s+nations`,
  String.raw`torres\s+strait\s+islander`,
];
