/**
 * The service's de-identification detector: rules over pattern libraries,
 * name/place lists from npm data packages and clinical allowlists.
 * See docs in each module for what each rule catches and why. Every rule also
 * runs on the normalized text (normalize.ts) when normalization changed it, and
 * those hits are mapped back onto the original positions.
 */
import { findAddresses } from './addresses';
import { allowedPhraseSpans } from './allowlist-phrases';
import { findDates } from './dates';
import { findKinAges } from './kin-ages';
import { findAgesWithYearWords } from './ages-with-year-words';
import { findNumberedRoads } from './numbered-roads';
import { findLastDigits } from './last-digits';
import { findCompactBirthDates } from './compact-birth-dates';
import { findFormFieldPlaces } from './form-field-places';
import { findLowerCaseFacilities } from './lower-case-facilities';
import { findLowerCaseLandscapeFacilities } from './lower-case-landscape-facilities';
import { findLowerCaseStreets } from './lower-case-streets';
import { findFacilitiesAfterAt } from './facility-cues';
import type { IdentifierDetector, IdentifierHit } from './detector';
import { absorbs, mergeHits } from './hits';
import { weighed } from './weak-hit-evidence';
import { dropCellsAcrossRows } from './cells-across-rows';
import { dropAllowed, dropAllowedOnLines, type AllowedSpanRule, type AskedSpans } from './allowed-spans';
import { LocationFinder } from './locations';
import { NameFinder } from './names';
import { normalizeForDetection, originalSpan, viewReading, type NormalizedText } from './normalize';
import { findObfuscatedContacts, findOtherScripts } from './obfuscated';
import { findContactPatterns, findLabelledNumbers } from './patterns';
import { findKeyedLabels } from './keyed-labels';
import { findSpacedMachineAddresses } from './spaced-machine-addresses';
import { findAddressBlockLines } from './address-blocks';
import { findCaselessNames } from './caseless-names';
import { findCuedUnknownPlaces } from './cued-unknown-places';
import { findSeparatedNumbers } from './separated-numbers';
import { findSeparatedCodes } from './separated-codes';
import { findLowerCaseTowns } from './lower-case-towns';
import { findRepeatedMentions } from './repeated-mentions';
import { findLaidOutNames } from './signatures';
import { tokenize } from './tokens';
import { WordClasses } from './word-classes';
import { allMatches } from './all-matches';
import { asOneByte } from './one-byte';
import { findOddSeparatorDates } from './odd-separator-dates';
import { findSurnameShapes } from './surname-shapes';
import { findLowerCaseCues } from './lower-case-cues';
import { productContextSpans } from './product-contexts';
import { drugNameSpans } from './drug-name-spans';
import { kindOfPlaceSpans } from './kinds-of-place';
import { findOrdinalDays } from './ordinal-days';
import { findLowerCaseLabels, findLowerCasePostcodes } from './lower-case-labels';
import { findSpokenPostcodes } from './spoken-postcodes';
import { findCuelessNames } from './cueless-names';
import { findLoneFirstNames } from './lone-first-names';
import { findLowerCaseFullNames } from './lower-case-full-names';
import { findLowerCaseWays } from './lower-case-ways';
import { findLowerCaseKinNames } from './lower-case-kin-names';
import { findLowerCaseTitledNames } from './lower-case-titled-names';
import { findCapitalNamesAfterTies } from './capital-names-after-ties';
import { findSpacedInitials } from './spaced-initials';
import { findTrialFormInitials } from './trial-form-initials';
import { findSpacedRecordCodes } from './spaced-record-codes';
import { findLowerCaseRowNames } from './lower-case-row-names';
import { findLowerCaseInvertedNames } from './lower-case-inverted-names';
import { findLowerCaseHomes } from './lower-case-homes';
import { findLowerCasePlaceFrames } from './lower-case-place-frames';
import { eponymousTestSpans } from './eponymous-tests';
import { findSpacedIdentifiers } from './spaced-identifiers';
import { findSpokenWebAddresses } from './spoken-web-addresses';
import { findAttendanceLists } from './attendance-lists';
import { codeSwitchedSpans } from './code-switched-words';
import { legalCitationSpans } from './legal-citations';
import { terminologySpans } from './terminology-codes';
import { makerSpans } from './maker-names';
import { durationNotationSpans } from './duration-notations';
import { botanicalNameSpans } from './botanical-names';
import { nonIdentifierSpans } from './non-identifier-contexts';
import { findNationalNumbers } from './national-numbers';
import { findAgesInWords } from './ages-in-words';
import { findDatesAbroad } from './dates-abroad';
import { literatureReferenceSpans } from './literature-references';
import { makerCueSpans } from './maker-cues';
import { kindOfServiceSpans } from './kinds-of-service';
import { httpExchangeSpans } from './http-exchanges';
import { postSpans } from './posts-after-titles';
import { typefaceAndOfferSpans } from './typefaces-and-offers';
import { printJobFontSpans } from './print-job-fonts';
import { vocabularyListSpans } from './vocabulary-lists';
import { scriptNameSpans } from './script-names';
import { signGlossSpans } from './sign-glosses';
import { logFormatFieldSpans } from './log-format-fields';
import { goToolchainSpans } from './go-toolchain-lines';
import { dialectNameSpans } from './dialect-names';
import { productNeighbourSpans } from './product-neighbours';
import { cardAndPedigreeSpans } from './card-and-pedigree-files';
import { eponymousEquipmentSpans } from './eponymous-equipment';
import { deviceRangeSpans } from './device-ranges';
import { internalLineSpans } from './internal-lines';
import { orderOfServiceSpans } from './orders-of-service';
import { honorificBeforePostSpans } from './honorifics-before-posts';
import { findAuthorTags } from './author-tags';
import { dropGlossedOtherLanguages, isNameOrPlace } from './other-language-glosses';
import { namedPublicationSpans } from './named-publications';
import { snomedIdentifierSpans } from './snomed-identifiers';
import { mailTransportSpans } from './mail-transport-headers';
import { languageLabelledListSpans } from './language-labelled-lists';
import { authorAndForeignInstrumentSpans } from './authors-and-foreign-instruments';
import { bracketedBrandSpans } from './bracketed-brands';
import { codeTableSpans } from './code-tables';
import { countBandSpans } from './count-bands';
import { sharedHeadListSpans } from './shared-head-lists';
import { interchangeAndMarkupSpans } from './interchange-and-markup';
import { workCreditAndLabelSpans } from './works-credits-and-labels';
import { findMachineWrittenIdentifiers } from './machine-written-identifiers';
import { allergenDoseAndGestationSpans } from './allergen-dose-and-gestation-notations';
import { dropGlossedOtherScripts, refusedAsOtherScript } from './other-script-glosses';
import { voiceAssistantSpans } from './voice-assistant-commands';
import { statisticalOutputSpans } from './statistical-output';
import { supplyAndDeviceBrandSpans } from './supply-and-device-brands';
import { lawPathogenAndBandSpans } from './laws-pathogens-and-bands';
import { dosedBrandListSpans } from './dosed-brand-lists';
import { namedLanguageQuoteSpans } from './named-language-quotes';
import { markupTagNameSpans } from './markup-tag-names';
import { gtinElementStringSpans } from './gtin-element-strings';
import { isotopeNotationSpans } from './isotope-notations';
import { foreignListSiblingSpans } from './foreign-list-siblings';
import { standardDesignationSpans } from './standard-designations';
import { scriptureReferenceSpans } from './scripture-references';
import { analyserRecordFieldSpans, findAnalyserPatientNames } from './analyser-record-fields';
import { quantityLabelSpans } from './quantity-labels';
import { bloodGasSymbolSpans } from './blood-gas-symbols';
import { codeListSpans, kindHeadedListSpans, labelledBreedListSpans, spellingAlphabetSpans } from './lists-under-heads';
import { gettextTranslationSpans } from './gettext-translations';
import { meddraCodeSpans } from './meddra-codes';
import { codeLegendSpans } from './code-legends';
import { findAgesBesideNames } from './ages-beside-names';
import { withWeekdaysBeforeDates } from './weekdays-before-dates';
import { findPostTowns } from './post-towns';
import { languageNameSpans } from './language-names';
import { languageTaggedLiteralSpans } from './language-tagged-literals';
import { licenceNameSpans } from './licence-names';
import { quantityColumnSpans } from './quantity-columns';
import { findSpacedOutPhones } from './spaced-out-phones';
import { findLetterDigitPhones } from './letter-digit-phones';
import { findSpokenDigitPhones } from './spoken-digit-phones';
import { formatGrammarSpans } from './format-grammars';
import { registryBrandSpans } from './registry-brands';
import { dropOtherLanguageRuns } from './other-language-runs';
import { dropOtherLanguageDictionaryWords } from './other-language-dictionary-words';
import { dropOtherLanguageFunctionWordClauses } from './other-language-function-words';
import { withOtherLanguageNameSlots } from './other-language-name-slots';
import { findDatesInAnyLanguage } from './dates-in-any-language';
import { screenplaySpans } from './screenplay-elements';
import { constantNameSpans } from './constant-names';
import { termMentionSpans } from './term-mentions';
import { temperatureUnitSpans } from './temperature-units';
import { zplFieldSpans } from './zpl-fields';
import { eponymousScaleSpans } from './eponymous-scales';
import { bibtexFieldSpans } from './bibtex-fields';
import { gherkinLanguageSpans } from './gherkin-languages';
import { drugRouteSpans } from './drug-routes';
import { pressureUnitSpans } from './pressure-units';
import { loopbackHostSpans } from './loopback-hosts';
import { dataRateSpans } from './data-rate-units';
import { eponymousEffectSpans } from './eponymous-effects';
import { numberedTableSpans } from './numbered-tables';
import { bracketedCodeLegendSpans } from './bracketed-code-legends';
import { linterOutputSpans } from './linter-output';
import { ncpdpScriptCodeSpans } from './ncpdp-script-codes';
import { keyValueCounterSpans } from './key-value-counters';
import { genotypeMarkerIdSpans } from './genotype-marker-ids';
import { qcMaterialLotSpans } from './qc-material-lots';
import { typeLibraryReferenceSpans } from './type-library-references';
import { dropCountryNames } from './country-names';
import { dropRegionsAbroad } from './regions-abroad';
import { findLetteredRegisterNumbers, findNationalRegisterNumbers } from './national-register-numbers';
import { findNordicPersonalNumbers } from './nordic-personal-numbers';
import { definedAcronymSpans } from './defined-acronyms';
import { allergyListSpans } from './allergy-lists';
import { professionalBodySpans } from './professional-bodies';
import { chineseHerbalFormulaSpans } from './chinese-herbal-formulas';
import { wordsAfterLanguageNameSpans } from './words-after-language-names';
import { healthAuthoritySpans } from './health-authorities';
import { hl7CodedElementSpans } from './hl7-coded-elements';
import { namedResearchInstrumentSpans } from './named-research-instruments';
import { payerSpans } from './payers';
import { productStrengthSpans } from './product-strengths';
import { findCanadianPostalCodes } from './canadian-postal-codes';

export type { IdentifierDetector, IdentifierHit, IdentifierKind } from './detector';

/** The hits, or none when every one is weak (weak-hit-evidence.ts): those stand only beside another identifier. */
function besideAnother(hits: IdentifierHit[], weak: readonly IdentifierHit[]): IdentifierHit[] {
  return weak.length > 0 && hits.every((h) => weak.includes(h)) ? [] : hits;
}

export class RuleBasedDetector implements IdentifierDetector {
  private readonly words: WordClasses;
  private readonly names: NameFinder;
  private readonly locations: LocationFinder;

  /** Multi-word countries and regions ("South Africa", "Costa Rica"): allowed geography as a whole. */
  private readonly broadGeography: RegExp;

  /** The rules whose spans drop a hit, asked after every finding rule (allowed-spans.ts). */
  private readonly allowlists: readonly AllowedSpanRule[];

  constructor(words: WordClasses = new WordClasses()) {
    this.words = words;
    const multiword = [...words.lex.broadGeography].filter((g) => g.includes(' ')).map((g) => g.replace(/ /g, '\\s+'));
    this.broadGeography = new RegExp(String.raw`\b(?:${multiword.join('|')})\b`, 'gi');
    this.names = new NameFinder(words);
    this.locations = new LocationFinder(words);
    // Cheapest first: once no hit is left the rest are not asked (allowed-spans.ts).
    this.allowlists = [
      (text) => allMatches(this.broadGeography, text).map((m) => [m.index, m.index + m[0].length] as const),
      (text) => allowedPhraseSpans(text),
      (text) => kindOfPlaceSpans(text),
      (text) => eponymousTestSpans(text),
      (text) => legalCitationSpans(text),
      (text) => terminologySpans(text),
      (text) => makerSpans(text),
      (text) => durationNotationSpans(text),
      (text) => botanicalNameSpans(text),
      (text) => codeSwitchedSpans(text, this.words),
      (text) => productContextSpans(text, this.words),
      (text) => drugNameSpans(text, this.words),
      (text) => nonIdentifierSpans(text, this.words),
      (text) => literatureReferenceSpans(text),
      (text) => makerCueSpans(text, this.words),
      (text) => kindOfServiceSpans(text, this.words),
      (text) => screenplaySpans(text, this.words),
      (text) => constantNameSpans(text, this.words),
      (text) => termMentionSpans(text),
      (text) => temperatureUnitSpans(text, this.words),
      (text) => zplFieldSpans(text),
      (text) => eponymousScaleSpans(text, this.words),
      (text) => bibtexFieldSpans(text),
      (text) => gherkinLanguageSpans(text),
      (text) => drugRouteSpans(text, this.words),
      (text) => httpExchangeSpans(text),
      (text) => postSpans(text, this.words),
      (text) => typefaceAndOfferSpans(text, this.words),
      (text) => productNeighbourSpans(text, this.words),
      (text) => cardAndPedigreeSpans(text),
      (text) => eponymousEquipmentSpans(text, this.words),
      (text) => deviceRangeSpans(text, this.words),
      (text) => internalLineSpans(text),
      (text) => orderOfServiceSpans(text, this.words),
      (text) => honorificBeforePostSpans(text),
      (text) => interchangeAndMarkupSpans(text),
      (text) => allergenDoseAndGestationSpans(text),
      (text) => workCreditAndLabelSpans(text, this.words),
      (text) => voiceAssistantSpans(text, this.words),
      (text) => statisticalOutputSpans(text),
      (text) => supplyAndDeviceBrandSpans(text, this.words),
      (text) => lawPathogenAndBandSpans(text, this.words),
      (text) => dosedBrandListSpans(text, this.words),
      (text) => namedPublicationSpans(text, this.words),
      (text) => snomedIdentifierSpans(text),
      (text) => mailTransportSpans(text),
      (text) => languageLabelledListSpans(text, this.words),
      (text) => authorAndForeignInstrumentSpans(text, this.words),
      (text) => bracketedBrandSpans(text, this.words),
      (text) => codeTableSpans(text, this.words),
      (text) => countBandSpans(text),
      (text) => sharedHeadListSpans(text, this.words),
      (text) => markupTagNameSpans(text),
      (text) => formatGrammarSpans(text),
      (text) => gtinElementStringSpans(text),
      (text) => isotopeNotationSpans(text),
      (text) => namedLanguageQuoteSpans(text, this.words),
      (text) => foreignListSiblingSpans(text, this.words),
      (text) => standardDesignationSpans(text),
      (text) => scriptureReferenceSpans(text),
      (text) => analyserRecordFieldSpans(text),
      (text) => quantityLabelSpans(text),
      (text) => bloodGasSymbolSpans(text),
      (text) => codeListSpans(text),
      (text) => gettextTranslationSpans(text, this.words),
      (text) => meddraCodeSpans(text),
      (text) => codeLegendSpans(text, this.words),
      (text) => languageNameSpans(text, this.words),
      (text) => languageTaggedLiteralSpans(text, this.words),
      (text) => licenceNameSpans(text),
      (text) => quantityColumnSpans(text, this.words),
      (text) => printJobFontSpans(text),
      (text) => kindHeadedListSpans(text, this.words),
      (text) => vocabularyListSpans(text, this.words),
      (text) => scriptNameSpans(text, this.words),
      (text) => signGlossSpans(text, this.words),
      (text) => logFormatFieldSpans(text),
      (text) => goToolchainSpans(text),
      (text) => dialectNameSpans(text, this.words),
      (text) => registryBrandSpans(text, this.words),
      (text) => pressureUnitSpans(text),
      (text) => loopbackHostSpans(text),
      (text) => dataRateSpans(text),
      (text) => eponymousEffectSpans(text),
      (text) => numberedTableSpans(text, this.words),
      (text) => spellingAlphabetSpans(text),
      (text) => bracketedCodeLegendSpans(text),
      (text) => linterOutputSpans(text),
      (text) => ncpdpScriptCodeSpans(text),
      (text) => keyValueCounterSpans(text),
      (text) => genotypeMarkerIdSpans(text),
      (text) => labelledBreedListSpans(text, this.words),
      (text) => qcMaterialLotSpans(text),
      (text) => typeLibraryReferenceSpans(text),
      (text) => definedAcronymSpans(text, this.words),
      (text) => allergyListSpans(text, this.words),
      (text) => wordsAfterLanguageNameSpans(text, this.words),
      (text) => professionalBodySpans(text, this.words),
      (text) => chineseHerbalFormulaSpans(text),
      (text) => healthAuthoritySpans(text, this.words),
      (text) => hl7CodedElementSpans(text),
      (text) => namedResearchInstrumentSpans(text, this.words),
      (text) => productStrengthSpans(text, this.words),
      (text) => payerSpans(text, this.words),
    ];
  }

  detect(received: string): IdentifierHit[] {
    if (!received) return [];
    const text = asOneByte(received);
    const normalized = normalizeForDetection(text);
    // The view is cut from the text: one folded look-alike left it two-byte, though it may now be all Latin-1.
    const view = normalized.changed ? asOneByte(normalized.text) : text;
    const hits = findOtherScripts(text);
    // Spelled-out numbers are read in words, which the normalized view turns into digit groups.
    if (normalized.changed) append(hits, findObfuscatedContacts(text));
    // A changed text is read in its normalized view only: the disguise itself ("Ｗｉｌｌ") is no evidence.
    const disguised = findObfuscatedContacts(view);
    if (normalized.changed) {
      append(disguised, findSpokenWebAddresses(view));
      // Spaced out, a number with look-alike letters or number words is whole only in the view ("0 7 7 O O").
      append(disguised, findLetterDigitPhones(view));
      append(disguised, findSpokenDigitPhones(view));
    }
    // Unknown words short of evidence of their own (names.ts): they stand only beside another identifier.
    const weak: IdentifierHit[] = [];
    append(normalized.changed ? disguised : hits, this.detectPlain(view, weak));
    append(hits, findLowerCasePostcodes(text));
    append(hits, findSpokenPostcodes(text));
    append(hits, findSpacedOutPhones(text));
    append(hits, findLetterDigitPhones(text));
    append(hits, findSpokenDigitPhones(text));
    append(hits, findSpokenWebAddresses(text));
    append(hits, findCuelessNames(text, this.words));
    // Checked structures read the digits as written (the view may read "A4471KD" as letters), and ages the words.
    let rewritten: IdentifierHit[] = [];
    let rewrittenAt = 0;
    if (normalized.changed) {
      append(hits, findNationalNumbers(text, this.words));
      append(hits, findLetteredRegisterNumbers(text));
      append(hits, findCanadianPostalCodes(text));
      append(hits, findAgesInWords(text));
      append(hits, findAgesWithYearWords(text));
      rewritten = findLabelledNumbers(text).filter((h) => this.misreadCode(normalized, h, text));
      rewrittenAt = hits.length;
    }
    for (const h of disguised) {
      const [start, end] = originalSpan(normalized, h.start, h.end, text);
      const moved = { ...h, start, end };
      if (weak.length > 0 && weak.includes(h)) weak.push(moved);
      hits.push(moved);
    }
    // After the readers that drop another language's clauses: these names are read from that clause's grammar.
    const standing = withOtherLanguageNameSlots(
      text,
      this.withMisreadCodes(text, hits, rewritten, rewrittenAt),
      this.words,
    );
    // Checked again here, as the gloss filters may have dropped the identifier a weak word stood beside.
    return mergeHits(besideAnother(standing, weak));
  }

  /**
   * The hits the gloss filters leave, with the codes the view misread put in at `at` when the allowlist rules let
   * them stand. Those rules would read the whole written text for them (two-byte, as the view's disguise is in it:
   * about a quarter of such a note's time). A code inside a kept hit that outranks it changes nothing in the merge
   * (hits.ts, `absorbs`), so it is not asked about; that holds when no code can open a gloss filter, which then keeps
   * or drops every other hit the same way with the codes or without them.
   */
  private withMisreadCodes(text: string, hits: IdentifierHit[], codes: IdentifierHit[], at: number): IdentifierHit[] {
    if (codes.length === 0) return this.dropGlossed(text, hits);
    let asked = codes;
    if (!codes.some((c) => refusedAsOtherScript(c) || isNameOrPlace(c))) {
      const kept = this.dropGlossed(text, hits);
      asked = codes.filter((c) => !kept.some((h) => absorbs(h, c)));
      if (asked.length === 0) return kept;
    }
    const allowed = new Set(dropAllowedOnLines(asked, text, this.allowlists));
    const standing = codes.filter((c) => allowed.has(c) || !asked.includes(c));
    return this.dropGlossed(text, [...hits.slice(0, at), ...standing, ...hits.slice(at)]);
  }

  /** Last, as the view reads a glossed word in another script by its look-alike Latin letters too ("Εξάψεις"). */
  private dropGlossed(text: string, hits: IdentifierHit[]): IdentifierHit[] {
    const rowed = dropCellsAcrossRows(text, hits);
    const glossed = dropGlossedOtherLanguages(text, dropGlossedOtherScripts(text, rowed, this.words), this.words);
    const runs = dropOtherLanguageRuns(text, glossed, this.words);
    const dictionaryWords = dropOtherLanguageDictionaryWords(text, runs, this.words);
    const countries = dropCountryNames(text, dropOtherLanguageFunctionWordClauses(text, dictionaryWords, this.words));
    return dropRegionsAbroad(text, countries, (name) => this.words.lex.broadGeography.has(name));
  }

  /**
   * A code found as written that the view read as letters making no word ("yx71 abk" as "yxti abk", "Lot tu03f4"
   * as "tuoefa"), so no rule found it there; a word or a drug in leetspeak read as itself ("study s3l3ct3d", "Plan:
   * V4g1f3m") is left.
   */
  private misreadCode(normalized: NormalizedText, h: IdentifierHit, text: string): boolean {
    const written = text.slice(h.start, h.end);
    const read = viewReading(normalized, h.start, h.end, text);
    if (read === written) return false;
    // Only the runs the view changed are asked: a label is a word as written ("Lot").
    const asWritten = new Set(written.match(RUN));
    for (const run of read.match(RUN) ?? []) {
      const word = run.toLowerCase();
      if (!asWritten.has(run) && (this.words.isAnyEnglishWord(word) || this.words.isAllowed(word))) return false;
    }
    return true;
  }

  /** Every rule on one text, positions into that text. */
  private detectPlain(text: string, weak: IdentifierHit[]): IdentifierHit[] {
    const tokens = tokenize(text);
    const hits = findContactPatterns(text);
    append(hits, findLabelledNumbers(text));
    append(hits, findKeyedLabels(text));
    append(hits, findSpacedMachineAddresses(text));
    append(hits, findSeparatedNumbers(text));
    append(hits, findSeparatedCodes(text, this.words));
    append(hits, findSpacedRecordCodes(text, this.words));
    append(hits, findDates(text));
    append(hits, findKinAges(text));
    append(hits, findAgesWithYearWords(text));
    append(hits, findNationalNumbers(text, this.words));
    append(hits, findNationalRegisterNumbers(text));
    append(hits, findNordicPersonalNumbers(text));
    append(hits, findLetteredRegisterNumbers(text));
    append(hits, findAgesInWords(text));
    append(hits, findDatesAbroad(text));
    append(hits, findDatesInAnyLanguage(text, tokens, this.words));
    append(hits, findAddresses(text, this.words.lex));
    append(hits, findNumberedRoads(text));
    append(hits, findCanadianPostalCodes(text));
    append(hits, findLastDigits(text));
    append(hits, findCompactBirthDates(text));
    append(hits, findSpacedIdentifiers(text, this.words));
    append(hits, findOddSeparatorDates(text));
    append(hits, findOrdinalDays(text));
    append(hits, findSurnameShapes(text, this.words));
    append(hits, findFormFieldPlaces(text));
    append(hits, findLowerCaseStreets(text, this.words));
    append(hits, findLowerCaseWays(text, this.words));
    append(hits, findLowerCaseHomes(text, this.words));
    append(hits, findLowerCaseFacilities(text, tokens, this.words));
    append(hits, findLowerCaseLandscapeFacilities(text, tokens));
    append(hits, weighed(text, this.locations.find(text, tokens), 'location', this.words, weak));
    append(hits, findFacilitiesAfterAt(text, tokens, this.words));
    append(hits, this.names.find(text, tokens, weak));
    append(hits, findLaidOutNames(text, this.words));
    append(hits, weighed(text, findCaselessNames(text, tokens, this.words), 'caseless', this.words, weak));
    append(hits, findLoneFirstNames(text, this.words));
    append(hits, findAttendanceLists(text, this.words));
    append(hits, weighed(text, findLowerCaseFullNames(text, tokens, this.words), 'lowerCase', this.words, weak));
    append(hits, findLowerCaseKinNames(text, this.words));
    append(hits, findLowerCaseTitledNames(text, this.words));
    append(hits, findCapitalNamesAfterTies(text, this.words));
    append(hits, findSpacedInitials(text));
    append(hits, findTrialFormInitials(text));
    append(hits, findLowerCaseRowNames(text, this.words));
    append(hits, findLowerCaseInvertedNames(text, this.words));
    append(hits, findCuedUnknownPlaces(text, tokens, this.words, hits));
    append(hits, findAgesBesideNames(text, hits));
    append(hits, findAddressBlockLines(text, tokens, hits, this.words));
    append(hits, findPostTowns(text, hits, this.words));
    append(hits, findLowerCaseTowns(text, hits, this.words));
    append(hits, findLowerCasePlaceFrames(text, hits, this.words));
    append(hits, findLowerCaseCues(text, this.words, hits));
    append(hits, findLowerCaseLabels(text, this.words));
    append(hits, findAuthorTags(text));
    append(hits, findMachineWrittenIdentifiers(text, this.words));
    append(hits, findAnalyserPatientNames(text));
    // Only kept hits are repeated: a repeat of an allowed mention is allowed too ("the Rota Coordinator ... rota").
    const asked: AskedSpans = [];
    // Before repeats are sought, so a weak word's repeat is no identifier beside it.
    const allowed = besideAnother(dropAllowed(hits, text, this.allowlists, asked), weak);
    const kept = withWeekdaysBeforeDates(text, allowed);
    // A widened date stays as weak as the date it was.
    kept.forEach((h, i) => {
      if (h !== allowed[i] && weak.includes(allowed[i])) weak.push(h);
    });
    const repeated = findRepeatedMentions(text, tokens, kept, this.words);
    return repeated.length === 0 ? kept : [...kept, ...dropAllowed(repeated, text, this.allowlists, asked)];
  }
}

const RUN = /[\p{L}\p{N}]+/gu;

function append(to: IdentifierHit[], from: IdentifierHit[]): void {
  for (const h of from) to.push(h);
}

let instance: RuleBasedDetector | undefined;

function shared(): RuleBasedDetector {
  instance ??= new RuleBasedDetector();
  return instance;
}

/** Loads the word lists on first use, so importing this module stays cheap. */
export const defaultDetector: IdentifierDetector = {
  detect: (text: string) => shared().detect(text),
};

export function detectIdentifiers(text: string): IdentifierHit[] {
  return defaultDetector.detect(text);
}
