/**
 * The classes of issue 49's fourteenth round, studied on the backwaters set, gathered so the detector adds one
 * call: each returns spans in which a hit is dropped.
 */
import { codeArtifactSpans } from './code-artifacts';
import { faithAndLanguageSpans } from './faith-and-language';
import { namedServiceSpans } from './named-services';
import { productMentionSpans } from './product-mentions';
import { roleAndScaleSpans } from './roles-and-scales';
import { stockAndScheduleSpans } from './stock-and-schedule-dates';
import type { WordClasses } from './word-classes';
import { bloodGroupSpans } from './blood-group-systems';
import { researchToolSpans } from './research-tools';
import { imagingAndHandlingSpans } from './imaging-and-handling';
import { calendarAndCampaignSpans } from './calendars-and-campaigns';
import { foreignClinicalSpans } from './foreign-clinical-words';
import { brandListSpans } from './brand-lists';
import { wordShapeSpans } from './word-shapes';
import { chatAgentSpans } from './chat-agents';
import { countAndScoreSpans } from './counts-and-scores';
import { fastAndEndonymSpans } from './fasts-and-endonyms';
import { foodAndDrinkSpans } from './foods-and-drinks';
import { genomicNotationSpans } from './genomic-notations';
import { kampoAndRomanisedSpans } from './kampo-and-romanised-words';
import { prefixedWordSpans } from './prefixed-words';
import { productEvidenceSpans } from './product-evidence';
import { versionNumberSpans } from './version-numbers';
import { kindByLexiconSpans } from './kinds-by-lexicon';
import { modelCodeSpans, modelGenerationSpans } from './model-codes';
import { tradePredicateSpans } from './trade-predicates';

type SpanRule = (text: string, words: WordClasses) => ReadonlyArray<[number, number]>;

const RULES: readonly SpanRule[] = [
  faithAndLanguageSpans,
  productMentionSpans,
  stockAndScheduleSpans,
  codeArtifactSpans,
  roleAndScaleSpans,
  namedServiceSpans,
  // Issue 49's fifteenth round, studied on the headwaters set.
  bloodGroupSpans,
  researchToolSpans,
  imagingAndHandlingSpans,
  calendarAndCampaignSpans,
  foreignClinicalSpans,
  brandListSpans,
  wordShapeSpans,
  // Issue 49's sixteenth round, studied on the estuary set.
  chatAgentSpans,
  countAndScoreSpans,
  fastAndEndonymSpans,
  foodAndDrinkSpans,
  genomicNotationSpans,
  kampoAndRomanisedSpans,
  prefixedWordSpans,
  productEvidenceSpans,
  versionNumberSpans,
  // Issue 49's seventeenth round: lexicons of a kind, studied on the outlands and crossroads sets.
  kindByLexiconSpans,
  // Issue 49's thirty-fourth round: brands and products no list holds, read from the words around them.
  modelCodeSpans,
  tradePredicateSpans,
  // Issue 49's thirty-sixth round: a maker, a model's name and its generation ("a Garmin Venu 2").
  modelGenerationSpans,
];

/** Every class's spans in one list, pushed as they come (spreading 23 lists cost iterators and copies per call). */
export function nonIdentifierSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const rule of RULES) for (const span of rule(text, words)) spans.push(span);
  return spans;
}
