/**
 * Cost per rule: each rule of the detector looped alone over its own inputs (the note, and its normalised view
 * when normalisation changed it; tokens and hits computed once), CPU µs per note over all bench notes and over the
 * slowest 2 % (by the whole detect()'s lowest CPU of three rounds), and the share of notes on which it returns
 * nothing. In-process figures rank the rules; they do not add up to detect() (see docs/performance.md).
 *
 *   npx tsx bench/support/deid-rule-costs.ts [rounds] [top] [pattern the rule names must match]
 */
import { findAddresses } from '../../src/deidentification/addresses';
import { allowedPhraseSpans } from '../../src/deidentification/allowlist-phrases';
import { findDates } from '../../src/deidentification/dates';
import { findKinAges } from '../../src/deidentification/kin-ages';
import { findNumberedRoads } from '../../src/deidentification/numbered-roads';
import { findLastDigits } from '../../src/deidentification/last-digits';
import { findCompactBirthDates } from '../../src/deidentification/compact-birth-dates';
import { findFormFieldPlaces } from '../../src/deidentification/form-field-places';
import { findLowerCaseFacilities } from '../../src/deidentification/lower-case-facilities';
import { findLowerCaseStreets } from '../../src/deidentification/lower-case-streets';
import { findFacilitiesAfterAt } from '../../src/deidentification/facility-cues';
import { LocationFinder } from '../../src/deidentification/locations';
import { NameFinder } from '../../src/deidentification/names';
import { normalizeForDetection } from '../../src/deidentification/normalize';
import { findObfuscatedContacts, findOtherScripts } from '../../src/deidentification/obfuscated';
import { findContactPatterns, findLabelledNumbers } from '../../src/deidentification/patterns';
import { findAddressBlockLines } from '../../src/deidentification/address-blocks';
import { findCaselessNames } from '../../src/deidentification/caseless-names';
import { findCuedUnknownPlaces } from '../../src/deidentification/cued-unknown-places';
import { findSeparatedNumbers } from '../../src/deidentification/separated-numbers';
import { findSeparatedCodes } from '../../src/deidentification/separated-codes';
import { findAuthorTags } from '../../src/deidentification/author-tags';
import { findLowerCaseTowns } from '../../src/deidentification/lower-case-towns';
import { findRepeatedMentions } from '../../src/deidentification/repeated-mentions';
import { findLaidOutNames } from '../../src/deidentification/signatures';
import { tokenize } from '../../src/deidentification/tokens';
import { WordClasses } from '../../src/deidentification/word-classes';
import { allMatches } from '../../src/deidentification/all-matches';
import { asOneByte } from '../../src/deidentification/one-byte';
import { findOddSeparatorDates } from '../../src/deidentification/odd-separator-dates';
import { findSurnameShapes } from '../../src/deidentification/surname-shapes';
import { findLowerCaseCues } from '../../src/deidentification/lower-case-cues';
import { eponymContextSpans } from '../../src/deidentification/eponym-contexts';
import { productFormSpans } from '../../src/deidentification/product-forms';
import { medicalEponymSpans } from '../../src/deidentification/medical-eponyms';
import { productListSpans } from '../../src/deidentification/product-lists';
import { clinicalNotationSpans } from '../../src/deidentification/clinical-notations';
import { productContextSpans } from '../../src/deidentification/product-contexts';
import { kindOfPlaceSpans } from '../../src/deidentification/kinds-of-place';
import { findOrdinalDays } from '../../src/deidentification/ordinal-days';
import { findLowerCaseLabels, findLowerCasePostcodes } from '../../src/deidentification/lower-case-labels';
import { findSpokenPostcodes } from '../../src/deidentification/spoken-postcodes';
import { findCuelessNames } from '../../src/deidentification/cueless-names';
import { findLoneFirstNames } from '../../src/deidentification/lone-first-names';
import { findLowerCaseFullNames } from '../../src/deidentification/lower-case-full-names';
import { findLowerCaseWays } from '../../src/deidentification/lower-case-ways';
import { findLowerCaseKinNames } from '../../src/deidentification/lower-case-kin-names';
import { findLowerCaseTitledNames } from '../../src/deidentification/lower-case-titled-names';
import { findLowerCaseHomes } from '../../src/deidentification/lower-case-homes';
import { eponymousTestSpans } from '../../src/deidentification/eponymous-tests';
import { findSpacedIdentifiers } from '../../src/deidentification/spaced-identifiers';
import { findSpokenWebAddresses } from '../../src/deidentification/spoken-web-addresses';
import { findAttendanceLists } from '../../src/deidentification/attendance-lists';
import { codeSwitchedSpans } from '../../src/deidentification/code-switched-words';
import { legalCitationSpans } from '../../src/deidentification/legal-citations';
import { terminologySpans } from '../../src/deidentification/terminology-codes';
import { makerSpans } from '../../src/deidentification/maker-names';
import { durationNotationSpans } from '../../src/deidentification/duration-notations';
import { botanicalNameSpans } from '../../src/deidentification/botanical-names';
import { nonIdentifierSpans } from '../../src/deidentification/non-identifier-contexts';
import { findNationalNumbers } from '../../src/deidentification/national-numbers';
import { findAgesInWords } from '../../src/deidentification/ages-in-words';
import { findDatesAbroad } from '../../src/deidentification/dates-abroad';
import { codeArtifactSpans } from '../../src/deidentification/code-artifacts';
import { faithAndLanguageSpans } from '../../src/deidentification/faith-and-language';
import { namedServiceSpans } from '../../src/deidentification/named-services';
import { productMentionSpans } from '../../src/deidentification/product-mentions';
import { roleAndScaleSpans } from '../../src/deidentification/roles-and-scales';
import { stockAndScheduleSpans } from '../../src/deidentification/stock-and-schedule-dates';
import { bloodGroupSpans } from '../../src/deidentification/blood-group-systems';
import { researchToolSpans } from '../../src/deidentification/research-tools';
import { imagingAndHandlingSpans } from '../../src/deidentification/imaging-and-handling';
import { calendarAndCampaignSpans } from '../../src/deidentification/calendars-and-campaigns';
import { foreignClinicalSpans } from '../../src/deidentification/foreign-clinical-words';
import { brandListSpans } from '../../src/deidentification/brand-lists';
import { wordShapeSpans } from '../../src/deidentification/word-shapes';
import type { Token } from '../../src/deidentification/tokens';
import type { IdentifierHit } from '../../src/deidentification/detector';
import { detectIdentifiers } from '../../src/deidentification';
import { benchNotes, cpuMicros, lowestDetectCpu } from './deid-notes';

const rounds = Number(process.argv[2] ?? 3);
const top = Number(process.argv[3] ?? 20);
const only = process.argv[4] === undefined ? undefined : new RegExp(process.argv[4]);
const words = new WordClasses();

interface RuleInput {
  text: string;
  tokens: Token[];
  words: WordClasses;
  hits: IdentifierHit[];
}
const names = new NameFinder(words);
const locations = new LocationFinder(words);
const multiword = [...words.lex.broadGeography].filter((g) => g.includes(' ')).map((g) => g.replace(/ /g, '\\s+'));
const broadGeography = new RegExp(String.raw`\b(?:${multiword.join('|')})\b`, 'gi');
const RULES: Array<[string, (v: RuleInput) => ArrayLike<unknown>]> = [
  ['findLabelledNumbers', (v) => findLabelledNumbers(v.text)],
  ['findSeparatedNumbers', (v) => findSeparatedNumbers(v.text)],
  ['findSeparatedCodes', (v) => findSeparatedCodes(v.text, words)],
  ['findDates', (v) => findDates(v.text)],
  ['findKinAges', (v) => findKinAges(v.text)],
  ['findNationalNumbers', (v) => findNationalNumbers(v.text, words)],
  ['findAgesInWords', (v) => findAgesInWords(v.text)],
  ['findDatesAbroad', (v) => findDatesAbroad(v.text)],
  ['findAddresses', (v) => findAddresses(v.text, words.lex)],
  ['findNumberedRoads', (v) => findNumberedRoads(v.text)],
  ['findLastDigits', (v) => findLastDigits(v.text)],
  ['findCompactBirthDates', (v) => findCompactBirthDates(v.text)],
  ['findSpacedIdentifiers', (v) => findSpacedIdentifiers(v.text, words)],
  ['findOddSeparatorDates', (v) => findOddSeparatorDates(v.text)],
  ['findOrdinalDays', (v) => findOrdinalDays(v.text)],
  ['findSurnameShapes', (v) => findSurnameShapes(v.text, words)],
  ['findFormFieldPlaces', (v) => findFormFieldPlaces(v.text)],
  ['findLowerCaseStreets', (v) => findLowerCaseStreets(v.text, words)],
  ['findLowerCaseWays', (v) => findLowerCaseWays(v.text, words)],
  ['findLowerCaseHomes', (v) => findLowerCaseHomes(v.text, words)],
  ['findLowerCaseFacilities', (v) => findLowerCaseFacilities(v.text, v.tokens, words)],
  ['locations.find', (v) => locations.find(v.text, v.tokens)],
  ['findFacilitiesAfterAt', (v) => findFacilitiesAfterAt(v.text, v.tokens, words)],
  ['names.find', (v) => names.find(v.text, v.tokens)],
  ['findLaidOutNames', (v) => findLaidOutNames(v.text, words)],
  ['findCaselessNames', (v) => findCaselessNames(v.text, v.tokens, words)],
  ['findLoneFirstNames', (v) => findLoneFirstNames(v.text, words)],
  ['findAttendanceLists', (v) => findAttendanceLists(v.text, words)],
  ['findLowerCaseFullNames', (v) => findLowerCaseFullNames(v.text, v.tokens, words)],
  ['findLowerCaseKinNames', (v) => findLowerCaseKinNames(v.text, words)],
  ['findLowerCaseTitledNames', (v) => findLowerCaseTitledNames(v.text, words)],
  ['findCuedUnknownPlaces', (v) => findCuedUnknownPlaces(v.text, v.tokens, words, v.hits)],
  ['findAddressBlockLines', (v) => findAddressBlockLines(v.text, v.tokens, v.hits, words)],
  ['findLowerCaseTowns', (v) => findLowerCaseTowns(v.text, v.hits, words)],
  ['findLowerCaseCues', (v) => findLowerCaseCues(v.text, words, v.hits)],
  ['findLowerCaseLabels', (v) => findLowerCaseLabels(v.text, words)],
  ['findAuthorTags', (v) => findAuthorTags(v.text)],
  ['findRepeatedMentions', (v) => findRepeatedMentions(v.text, v.tokens, v.hits, words)],
  ['findContactPatterns', (v) => findContactPatterns(v.text)],
  ['findOtherScripts', (v) => findOtherScripts(v.text)],
  ['findObfuscatedContacts', (v) => findObfuscatedContacts(v.text)],
  ['findLowerCasePostcodes', (v) => findLowerCasePostcodes(v.text)],
  ['findSpokenPostcodes', (v) => findSpokenPostcodes(v.text)],
  ['findSpokenWebAddresses', (v) => findSpokenWebAddresses(v.text)],
  ['findCuelessNames', (v) => findCuelessNames(v.text, words)],
  ['tokenize', (v) => tokenize(v.text)],
  ['normalizeForDetection', (v) => (normalizeForDetection(v.text).changed ? [1] : [])],
  ['broadGeography', (v) => allMatches(broadGeography, v.text)],
  ['allowedPhraseSpans', (v) => allowedPhraseSpans(v.text)],
  ['kindOfPlaceSpans', (v) => kindOfPlaceSpans(v.text)],
  ['eponymousTestSpans', (v) => eponymousTestSpans(v.text)],
  ['legalCitationSpans', (v) => legalCitationSpans(v.text)],
  ['terminologySpans', (v) => terminologySpans(v.text)],
  ['makerSpans', (v) => makerSpans(v.text)],
  ['durationNotationSpans', (v) => durationNotationSpans(v.text)],
  ['botanicalNameSpans', (v) => botanicalNameSpans(v.text)],
  ['codeSwitchedSpans', (v) => codeSwitchedSpans(v.text, words)],
  ['productContextSpans', (v) => productContextSpans(v.text, words)],
  ['eponymContextSpans', (v) => eponymContextSpans(v.text, words)],
  ['productFormSpans', (v) => productFormSpans(v.text, words)],
  ['medicalEponymSpans', (v) => medicalEponymSpans(v.text, words)],
  ['productListSpans', (v) => productListSpans(v.text, words)],
  ['clinicalNotationSpans', (v) => clinicalNotationSpans(v.text, words)],
  ['nonIdentifierSpans', (v) => nonIdentifierSpans(v.text, words)],
  ['faithAndLanguageSpans', (v) => faithAndLanguageSpans(v.text)],
  ['productMentionSpans', (v) => productMentionSpans(v.text, words)],
  ['stockAndScheduleSpans', (v) => stockAndScheduleSpans(v.text)],
  ['codeArtifactSpans', (v) => codeArtifactSpans(v.text)],
  ['roleAndScaleSpans', (v) => roleAndScaleSpans(v.text, words)],
  ['namedServiceSpans', (v) => namedServiceSpans(v.text)],
  ['bloodGroupSpans', (v) => bloodGroupSpans(v.text)],
  ['researchToolSpans', (v) => researchToolSpans(v.text)],
  ['imagingAndHandlingSpans', (v) => imagingAndHandlingSpans(v.text)],
  ['calendarAndCampaignSpans', (v) => calendarAndCampaignSpans(v.text, words)],
  ['foreignClinicalSpans', (v) => foreignClinicalSpans(v.text, words)],
  ['brandListSpans', (v) => brandListSpans(v.text, words)],
  ['wordShapeSpans', (v) => wordShapeSpans(v.text, words)],
];
const notes = benchNotes();

const wholeCost = lowestDetectCpu(notes, detectIdentifiers);
const slowCut = [...wholeCost].sort((a, b) => b - a)[Math.floor(notes.length * 0.02)];
const inputs = notes.map((note, i): { slow: boolean; views: RuleInput[] } => {
  const text = asOneByte(note);
  const normalized = normalizeForDetection(text);
  const texts = normalized.changed ? [text, asOneByte(normalized.text)] : [text];
  const hits = detectIdentifiers(note);
  return { slow: wholeCost[i] >= slowCut, views: texts.map((t) => ({ text: t, tokens: tokenize(t), words, hits })) };
});

const rows = RULES.filter(([name]) => only === undefined || only.test(name)).map(([name, run]) => {
  let all = 0;
  let slow = 0;
  let empty = 0;
  for (let r = 0; r < rounds; r++) {
    for (const input of inputs) {
      const t = cpuMicros();
      let found = 0;
      for (const v of input.views) found += run(v).length;
      const spent = cpuMicros() - t;
      all += spent;
      if (input.slow) slow += spent;
      if (r === 0 && found === 0) empty++;
    }
  }
  const slowCount = inputs.filter((i) => i.slow).length;
  return { name, all: all / rounds / inputs.length, slow: slow / rounds / slowCount, empty: empty / inputs.length };
});
rows.sort((a, b) => b.all - a.all);
const slowNotes = inputs.filter((i) => i.slow).length;
console.log(`${notes.length} notes, slowest ${slowNotes}; CPU µs per note all / slowest, share of notes with nothing`);
for (const r of rows.slice(0, top)) {
  const figures = `${r.all.toFixed(1).padStart(7)} / ${r.slow.toFixed(1).padStart(7)}`;
  console.log(`${r.name.padEnd(28)} ${figures}  ${(100 * r.empty).toFixed(0)} %`);
}
