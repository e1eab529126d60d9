/** The modules inside nonIdentifierSpans and productContextSpans, one by one, for deid-sub-rule-costs.ts. */
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
import { chatAgentSpans } from '../../src/deidentification/chat-agents';
import { countAndScoreSpans } from '../../src/deidentification/counts-and-scores';
import { fastAndEndonymSpans } from '../../src/deidentification/fasts-and-endonyms';
import { foodAndDrinkSpans } from '../../src/deidentification/foods-and-drinks';
import { genomicNotationSpans } from '../../src/deidentification/genomic-notations';
import { kampoAndRomanisedSpans } from '../../src/deidentification/kampo-and-romanised-words';
import { prefixedWordSpans } from '../../src/deidentification/prefixed-words';
import { productEvidenceSpans } from '../../src/deidentification/product-evidence';
import { versionNumberSpans } from '../../src/deidentification/version-numbers';
import { eponymContextSpans } from '../../src/deidentification/eponym-contexts';
import { productFormSpans } from '../../src/deidentification/product-forms';
import { medicalEponymSpans } from '../../src/deidentification/medical-eponyms';
import { productListSpans } from '../../src/deidentification/product-lists';
import { clinicalNotationSpans } from '../../src/deidentification/clinical-notations';
import { productContextSpans } from '../../src/deidentification/product-contexts';
import type { WordClasses } from '../../src/deidentification/word-classes';

type Named = Array<[string, (text: string) => ArrayLike<unknown>]>;

export const nonIdentifierClasses = (words: WordClasses): Named => [
  ['codeArtifactSpans', (t) => codeArtifactSpans(t)],
  ['faithAndLanguageSpans', (t) => faithAndLanguageSpans(t)],
  ['namedServiceSpans', (t) => namedServiceSpans(t)],
  ['productMentionSpans', (t) => productMentionSpans(t, words)],
  ['roleAndScaleSpans', (t) => roleAndScaleSpans(t, words)],
  ['stockAndScheduleSpans', (t) => stockAndScheduleSpans(t)],
  ['bloodGroupSpans', (t) => bloodGroupSpans(t)],
  ['researchToolSpans', (t) => researchToolSpans(t)],
  ['imagingAndHandlingSpans', (t) => imagingAndHandlingSpans(t)],
  ['calendarAndCampaignSpans', (t) => calendarAndCampaignSpans(t, words)],
  ['foreignClinicalSpans', (t) => foreignClinicalSpans(t, words)],
  ['brandListSpans', (t) => brandListSpans(t, words)],
  ['wordShapeSpans', (t) => wordShapeSpans(t, words)],
  ['chatAgentSpans', (t) => chatAgentSpans(t, words)],
  ['countAndScoreSpans', (t) => countAndScoreSpans(t)],
  ['fastAndEndonymSpans', (t) => fastAndEndonymSpans(t)],
  ['foodAndDrinkSpans', (t) => foodAndDrinkSpans(t, words)],
  ['genomicNotationSpans', (t) => genomicNotationSpans(t)],
  ['kampoAndRomanisedSpans', (t) => kampoAndRomanisedSpans(t)],
  ['prefixedWordSpans', (t) => prefixedWordSpans(t, words)],
  ['productEvidenceSpans', (t) => productEvidenceSpans(t, words)],
  ['versionNumberSpans', (t) => versionNumberSpans(t)],
];

export const productContextParts = (words: WordClasses): Named => [
  ['productContextSpans', (t) => productContextSpans(t, words)],
  ['eponymContextSpans', (t) => eponymContextSpans(t, words)],
  ['productFormSpans', (t) => productFormSpans(t, words)],
  ['medicalEponymSpans', (t) => medicalEponymSpans(t, words)],
  ['productListSpans', (t) => productListSpans(t, words)],
  ['clinicalNotationSpans', (t) => clinicalNotationSpans(t, words)],
];
