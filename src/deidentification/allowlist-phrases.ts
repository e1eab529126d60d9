/**
 * Multi-word expressions that contain a name or place word but identify
 * nobody: remedies, conditions, foods and brands. A hit lying wholly inside
 * one of these is dropped.
 */
import type { Prerequisite } from './prerequisites';
import { allMatches } from './all-matches';
import { runAnchored, startAnchoredMatches } from './matches-at';
import { CLINICAL_SCALES, REGION_PHRASES } from './clinical-lexicons';
import { MOBILITY_BRAND_PHRASES } from './orthotic-and-mobility-brands';
import { MEDICINE_ABROAD_PHRASES } from './medicines-sold-abroad';
import { HEALTH_SYSTEM_PHRASES_ABROAD } from './health-system-words-abroad';
import { DRUG_INFORMATION_PHRASES } from './drug-information-sources';
import { EPONYMOUS_ANGLE_PHRASES } from './eponymous-angles';

const PHRASES = [
  String.raw`st\.?\s+john'?s\s+wort`,
  String.raw`saint\s+john'?s\s+wort`,
  String.raw`charley|charlie\s+horses?`,
  String.raw`earl\s+gr[ae]y`,
  String.raw`west\s+nile`,
  String.raw`rocky\s+mountain\s+spotted\s+fever`,
  String.raw`lou\s+gehrig'?s`,
  String.raw`braxton[\s-]+hicks`,
  String.raw`adam'?s\s+apple`,
  String.raw`bell'?s\s+palsy`,
  String.raw`down'?s?\s+syndrome`,
  String.raw`black\s+cohosh`,
  String.raw`evening\s+primrose`,
  String.raw`dong\s+quai`,
  String.raw`victoria'?s\s+secret`,
  String.raw`trader\s+joe'?s`,
  String.raw`whole\s+foods`,
  String.raw`weight\s+watchers`,
  String.raw`planet\s+fitness`,
  String.raw`jenny\s+craig`,
  String.raw`mcdonald'?s`,
  String.raw`wendy'?s`,
  String.raw`macy'?s`,
  String.raw`kohl'?s`,
  String.raw`lowe'?s`,
  String.raw`dunkin'?`,
  String.raw`ben\s+(?:&|and)\s+jerry'?s`,
  String.raw`women'?s\s+health\s+initiative`,
  String.raw`nurses'?\s+health\s+study`,
  String.raw`johns\s+hopkins\s+(?:study|guidelines?)`,
  String.raw`mediterranean\s+diet`,
  String.raw`dash\s+diet`,
  String.raw`french\s+(?:fries|toast)`,
  String.raw`swiss\s+cheese`,
  String.raw`brussels\s+sprouts`,
  String.raw`greek\s+yogh?urt`,
  String.raw`dijon\s+mustard`,
  String.raw`buffalo\s+wings`,
  String.raw`epsom\s+salts?`,
  String.raw`irish\s+spring`,
  String.raw`hail\s+mary`,
  String.raw`tommy\s+john`,
  String.raw`apple\s+watch`,
  String.raw`dr\.?\s+scholl'?s`,
  String.raw`dr\.?\s+pepper`,
  String.raw`mrs\.?\s+dash`,
  String.raw`jacuzzi`,
  String.raw`ziploc`,
  String.raw`dear\s+john`,
  String.raw`peeping\s+tom`,
  String.raw`doubting\s+thomas`,
  // Variants of clotting factors and haemoglobins, named after the city where they were found.
  String.raw`factor\s+(?:v|5)\s+(?:leiden|cambridge|hong\s+kong|liverpool)`,
  String.raw`(?:hb|ha?emoglobin)\s+(?:lepore|constant\s+spring|bart'?s|quong\s+sze|koya\s+dora|seal\s+rock)`,
  String.raw`(?:hb|ha?emoglobin)\s+(?:d[\s-]+punjab|d[\s-]+los\s+angeles|o[\s-]+arab|g[\s-]+philadelphia)`,
];

const BRAND_PHRASES = [
  ...MOBILITY_BRAND_PHRASES,
  ...MEDICINE_ABROAD_PHRASES,
  ...HEALTH_SYSTEM_PHRASES_ABROAD,
  ...DRUG_INFORMATION_PHRASES,
];
const PHRASE = new RegExp(
  String.raw`\b(?:${[...PHRASES, ...REGION_PHRASES, ...BRAND_PHRASES, ...EPONYMOUS_ANGLE_PHRASES].join('|')})`,
  'gi',
);

/**
 * A named scale with its value ("Braden 18", "Morse falls score 45", "Waterlow: 12"): the name is the
 * instrument's there, not a person's or a place's. A time, a dose or a year after the name does not count.
 */
const SCALE_WITH_VALUE = new RegExp(
  String.raw`(?<!\b(?:mr|mrs|ms|miss|mx|dr|prof|nurse|sister)\.?\s+)\b(?:${CLINICAL_SCALES.join('|')})` +
    String.raw`(?:[^\S\n-]*-?[^\S\n]*(?:falls?|risk|pressure|ulcer|sleepiness|stool|form|` +
    String.raw`coma|frailty|climacteric|rating|score|scale|index|total|grade|class|stage|criteria|tool|type|` +
    String.raw`level|severity))*` +
    String.raw`(?=[^\S\n]*(?:[:=]|of|was|is|now)?[^\S\n]*(?!(?:19|20)\d\d\b)\d+` +
    String.raw`(?![\d.]*\s*(?:weeks?|wks?|days?|months?|` +
    String.raw`years?|yrs?|hours?|hrs?|am|pm|mg|mcg|min|st|nd|rd|th)\b))`,
  'gi',
);
/**
 * A named scale with its head word a few words on ("Clarke hypoglycaemia awareness score", "Gold score"): the
 * words between are lower case, so a name and a sentence about it ("Clarke said the score") do not match.
 */
const SCALE_EITHER_CASE = CLINICAL_SCALES.map((s) => `[${s[0]}${s[0].toUpperCase()}]${s.slice(1)}|${s.toUpperCase()}`);
const NOT_AFTER_TITLE = String.raw`(?<!\b(?:[mM]rs?|MRS?|[mM]s|MS|[mM]iss|[dD]r|DR|[pP]rof|[nN]urse|[sS]ister)\.?\s+)`;
const SCALE_WITH_LATER_HEAD = new RegExp(
  String.raw`${NOT_AFTER_TITLE}\b(?:${SCALE_EITHER_CASE.join('|')})` +
    String.raw`(?:[^\S\n]+\p{Ll}[\p{Ll}-]*){0,3}[^\S\n]+(?:score|scale|index|questionnaire|criteria|classification)\b`,
  'gu',
);
/** The head word alone: most notes have none, and then SCALE_WITH_LATER_HEAD never tries its long alternation. */
const SCALE_HEAD = /\b(?:score|scale|index|questionnaire|criteria|classification)\b/;
/** A scale name anywhere: a cheap scan before SCALE_WITH_VALUE. */
const HAS_SCALE_WORD = new RegExp(String.raw`\b(?:${CLINICAL_SCALES.join('|')})\b`, 'i');

/** A run of capitalised words (with "and", "of", "&" between them), as named things start. */
const CAPITALISED_RUN = String.raw`(?:\p{Lu}[\p{L}'’.-]*\s+(?:(?:and|of|&)\s+)?){1,6}`;

/**
 * Scales, indices, signs and other named instruments: "Pittsburgh Sleep Quality
 * Index", "Hamilton Anxiety Rating Scale", "Virchow triad", "Douglas pouch",
 * "New York Heart Association class". The head word must follow, so a name
 * alone is still a name.
 */
const INSTRUMENT_HEADS =
  String.raw`scales?|index|indices|inventory|questionnaire|assessment|criteria|triad|nodes?|signs?|pouch|` +
  String.raw`incision|scar|classification|rating|triage|association|society|foundation|maneuvers?|manoeuvres?|` +
  String.raw`equations?|formula|checklist|protocol|staging|grading|classes?|universities|phenomenon|ligaments?|` +
  String.raw`glands?|cysts?|tubes?|follicles?|gait|reflex|test(?:ing)?|model|method|diet|syndrome|disease|` +
  String.raw`study|trial|initiative|guidelines?|factor|` +
  // Devices and platforms known by their brand ("Elvie trainer", "Libre sensor"); no verb forms ("monitors").
  String.raw`trainers?|sensors?|monitor|pump|meter|analy[sz]ers?|assays?|platforms?|devices?|apps?|implants?|` +
  String.raw`pessary|pessaries`;
/** "scales?" -> "[sS]cales?": the head in either case while the run before it stays capitalised. */
const eitherCaseFirst = (alternatives: string): string =>
  alternatives
    .split('|')
    .map((a) => `[${a[0]}${a[0].toUpperCase()}]${a.slice(1)}`)
    .join('|');
const INSTRUMENT_EITHER_CASE = `${eitherCaseFirst(INSTRUMENT_HEADS)}|${INSTRUMENT_HEADS.toUpperCase()}`;
const INSTRUMENT = new RegExp(String.raw`(?<![\p{L}])${CAPITALISED_RUN}(?:${INSTRUMENT_EITHER_CASE})\b`, 'gu');

/**
 * Organisations are not identifiers: a capitalised run ending in a corporate
 * suffix ("Arlington Asset Investment Corp", "Bajaj Finance Ltd", "MBL Group plc").
 */
const ORGANISATION_SUFFIX =
  String.raw`corp(?:oration)?|inc(?:orporated)?|ltd|limited|llc|llp|plc|gmbh|ag|s\.?a|n\.?v|co|company|` +
  String.raw`group|holdings?|bank|bancorp|bancshares|trust|partners|laboratories|labs|technologies|systems|` +
  String.raw`industries|enterprises|investments?|capital|finance|financial|insurance|airlines|motors|foods|` +
  String.raw`pharmaceuticals?|therapeutics|biosciences|resources|energy|solutions|services|realty|reit|fund|` +
  String.raw`acquisition|merger|hotels|brands|communications|networks|software|semiconductor|petroleum|mining`;
const SUFFIX_EITHER_CASE = `${eitherCaseFirst(ORGANISATION_SUFFIX)}|${ORGANISATION_SUFFIX.toUpperCase()}`;
const ORGANISATION = new RegExp(
  String.raw`(?<![\p{L}])${CAPITALISED_RUN}(?:${SUFFIX_EITHER_CASE})\b\.?(?:\s+(?:${SUFFIX_EITHER_CASE})\b\.?)*`,
  'gu',
);
/** Well-known organisations named without a suffix. */
const KNOWN_ORGANISATIONS =
  /\b(?:wells\s+fargo|bank\s+of\s+america|goldman\s+sachs|morgan\s+stanley|jp\s?morgan|charles\s+schwab|johnson\s+(?:&|and)\s+johnson|procter\s+(?:&|and)\s+gamble|eli\s+lilly|merck|pfizer|novo\s+nordisk|astellas|walmart|costco|walgreens|cvs|kroger|target|amazon|google|microsoft|apple|meta|netflix|tesla|ford|general\s+motors|general\s+electric|berkshire\s+hathaway|blackrock|fidelity|vanguard)\b/gi;

/**
 * The head word after whitespace, which INSTRUMENT and ORGANISATION end with: a scan that costs one
 * check per character, where the patterns try a capitalised run at every capital letter.
 */
const INSTRUMENT_HEAD = new RegExp(String.raw`\s(?:${INSTRUMENT_EITHER_CASE})\b`, 'u');
const ORGANISATION_HEAD = new RegExp(String.raw`\s(?:${SUFFIX_EITHER_CASE})\b`, 'u');

/** Both open with a capital: on two-byte text they are tried there alone (matches-at.ts). */
export const INSTRUMENT_AT = runAnchored(INSTRUMENT, String.raw`\p{Lu}`);
export const ORGANISATION_AT = runAnchored(ORGANISATION, String.raw`\p{Lu}`);

/** Pattern and prerequisite pairs, for the test that holds them to their promise (see prerequisites.ts). */
export const PHRASE_PREREQUISITES: readonly Prerequisite[] = [
  [INSTRUMENT, INSTRUMENT_HEAD],
  [ORGANISATION, ORGANISATION_HEAD],
];

/** Spans of allowed phrases in the text, as [start, end) pairs. */
export function allowedPhraseSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const add = (m: RegExpMatchArray): void => {
    spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  };
  for (const m of allMatches(PHRASE, text)) add(m);
  if (HAS_SCALE_WORD.test(text)) {
    if (/\d/.test(text)) for (const m of allMatches(SCALE_WITH_VALUE, text)) add(m);
    if (SCALE_HEAD.test(text)) for (const m of allMatches(SCALE_WITH_LATER_HEAD, text)) add(m);
  }
  if (INSTRUMENT_HEAD.test(text)) for (const m of startAnchoredMatches(INSTRUMENT_AT, text)) add(m);
  if (ORGANISATION_HEAD.test(text)) for (const m of startAnchoredMatches(ORGANISATION_AT, text)) add(m);
  for (const m of allMatches(KNOWN_ORGANISATIONS, text)) add(m);
  return spans;
}
