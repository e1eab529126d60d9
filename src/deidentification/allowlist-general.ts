/**
 * Non-identifying words that are capitalised in notes or that collide with
 * name and place lists: calendar words, the API's own region words, generic
 * places, titles, organisations and languages. Lower case.
 */
import { wordSet } from './word-set';

export const MONTHS: ReadonlySet<string> = wordSet(`
january february march april may june july august september october november december
jan feb mar apr jun jul aug sep sept oct nov dec
`);

export const WEEKDAYS: ReadonlySet<string> = wordSet(`
monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays
saturdays sundays mon tue tues wed thu thur thurs fri sat sun
`);

const CALENDAR = `
christmas easter thanksgiving hanukkah ramadan eid diwali passover lent advent halloween
spring summer autumn fall winter today tomorrow yesterday weekend weekday
`;

/** The API's own region values and other broad geography above state level. */
export const REGION_WORDS: ReadonlySet<string> = wordSet(`
northeast northeastern southeast southeastern midwest midwestern southwest southwestern northwest northwestern
west western east eastern north northern south southern pacific atlantic central mountain gulf coast coastal
new england appalachia great plains sunbelt rust belt
`);

/** US states, territories and their abbreviations: allowed geography. */
export const STATES: ReadonlySet<string> = wordSet(`
alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho illinois
indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri
montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah vermont virginia washington
wisconsin wyoming puerto rico guam dc
`);

export const MULTIWORD_STATES: readonly string[] = [
  'new hampshire',
  'new jersey',
  'new mexico',
  'new york',
  'north carolina',
  'north dakota',
  'rhode island',
  'south carolina',
  'south dakota',
  'west virginia',
  'district of columbia',
  'puerto rico',
  'virgin islands',
  'american samoa',
  'northern mariana islands',
  'united states',
  'united kingdom',
];

export const STATE_CODES: ReadonlySet<string> = wordSet(`
AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK
OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR GU VI AS MP
`);

/** Places everybody has: never a specific location. */
export const GENERIC_PLACES: ReadonlySet<string> = wordSet(`
home house gym er ed clinic hospital office pharmacy work school church temple mosque synagogue
store mall park beach pool library outpatient inpatient urgent care lab laboratory imaging radiology
`);

/**
 * Words before a name that make the next capitalised word a name. The second line (issue 49, thirty-fifth round)
 * holds the forms of address of Spanish and Portuguese as notes abbreviate them ("Sra. Abuela", "Dra. Prieto",
 * "Dña. Rosario"): read as unknown capitalised words, the title was the name found and the name after its dot,
 * taken for a sentence's first word, was left. The third (thirty-sixth round) holds those of French and German
 * ("Mlle Girard", "Herr Baumann"): unknown capitalised words after "to", they and the name were read as a town.
 */
export const TITLES: ReadonlySet<string> = wordSet(`
dr doctor mr mrs ms miss mx prof professor nurse np pa rn dnp cnm midwife rev pastor rabbi imam
sra srta dra dña doña
mme mlle madame mademoiselle monsieur herr frau
`);

/** Words that never start or continue a name, even when capitalised. */
export const FUNCTION_WORDS: ReadonlySet<string> = wordSet(`
a an the and or but nor of in on at to for from by with without about into onto over under after before
is are was were be been being has have had do does did will would can could may might must shall should
he she her hers him his it its they them their we us our you your i me my this that these those there here
who whom whose which what when where why how not no yes so if then than also just only very too all any
some each every both either neither per via vs re pt pts patient patients states reports said says called
`);

/**
 * Relatives and close contacts: the next word is often their name. The last line (issue 49, thirty-fourth round)
 * holds the informal spellings of kin words that dictionaries give and no name list holds ("Aunty", "Grandad",
 * "Stepmum"): read as unknown capitalised words, they were names of their own ("Greet her as Aunty").
 */
export const RELATIONS: ReadonlySet<string> = wordSet(`
sister brother husband wife partner spouse daughter son mother father mom mum dad mama papa aunt uncle
niece nephew cousin friend neighbor neighbour granddaughter grandson grandmother grandfather grandma
grandpa granny nana stepdaughter stepson stepmother stepfather fiance fiancee fiancé fiancée boyfriend
girlfriend caregiver roommate sister-in-law brother-in-law daughter-in-law son-in-law mother-in-law
father-in-law coworker colleague boss landlord grandchild child twin
aunty auntie grandad granddad stepmum stepmom stepdad
`);

/** Organisations, programmes and publications common in menopause care. */
const ORGANISATIONS = `
medicare medicaid tricare nams acog whi uspstf fda cdc nih who aarp menopause society initiative
women's health national institute american college association study trial guideline guidelines
manifesto app podcast blue cross shield aetna cigna humana united healthcare anthem kaiser permanente
jehovah jehovah's witness witnesses mormon amish mennonite quaker
uber lyft doordash starbucks dunkin netflix hulu amazon google apple fitbit garmin peloton oura costco walmart
target walgreens cvs kroger zoom facetime whatsapp facebook instagram tiktok youtube reddit headspace calm noom
myfitnesspal strava pinot noir merlot chardonnay cabernet sauvignon prosecco tums rolaids gatorade
`;

/**
 * Languages and interpreter needs: capitalised, sometimes in the name list. The last line (issue 49, eighteenth
 * round) adds the languages of the Office for National Statistics' main-language classification of the 2021
 * census (South Asian, Kurdish and Jewish languages) that were missing.
 */
const LANGUAGES = `
english spanish french german italian portuguese russian ukrainian polish arabic farsi persian dari pashto
urdu hindi bengali punjabi gujarati tamil telugu marathi nepali mandarin cantonese chinese japanese korean
vietnamese tagalog filipino thai khmer lao hmong burmese indonesian malay swahili amharic tigrinya somali
yoruba igbo hausa twi akan zulu xhosa haitian creole hebrew greek turkish armenian albanian serbian croatian
bosnian romanian hungarian czech slovak dutch swedish norwegian danish finnish navajo asl sign
kannada malayalam odia oriya assamese konkani tulu sindhi kashmiri maithili bhojpuri dogri santali manipuri
sinhala dhivehi sorani kurmanji kazakh kyrgyz turkmen azeri azerbaijani georgian lithuanian latvian estonian
slovenian macedonian bulgarian belarusian moldovan maltese icelandic catalan galician basque breton malagasy
shona ndebele sesotho setswana tswana kinyarwanda kirundi luganda lingala wolof fula fulfulde tiv efik ibibio
ijaw urhobo kanuri nupe cebuano ilocano visayan hiligaynon javanese sundanese tetum hakka hokkien teochew
shanghainese taiwanese mongolian dzongkha rohingya bislama
bangla sylheti chittagonian pothwari hindko saraiki seraiki balochi brahui kurdish yiddish ladino
flemish walloon luxembourgish letzeburgesch frisian romansh faroese greenlandic sami corsican sardinian
`;

export const GENERAL_WORDS: ReadonlySet<string> = new Set([
  ...MONTHS,
  ...WEEKDAYS,
  ...wordSet(CALENDAR),
  ...REGION_WORDS,
  ...STATES,
  ...wordSet(ORGANISATIONS),
  ...wordSet(LANGUAGES),
]);
