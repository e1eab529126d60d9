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

export function nonIdentifierSpans(text: string, words: WordClasses): Array<[number, number]> {
  return [
    ...faithAndLanguageSpans(text),
    ...productMentionSpans(text, words),
    ...stockAndScheduleSpans(text),
    ...codeArtifactSpans(text),
    ...roleAndScaleSpans(text, words),
    ...namedServiceSpans(text),
    // Issue 49's fifteenth round, studied on the headwaters set.
    ...bloodGroupSpans(text),
    ...researchToolSpans(text),
    ...imagingAndHandlingSpans(text),
    ...calendarAndCampaignSpans(text),
    ...foreignClinicalSpans(text, words),
    ...brandListSpans(text, words),
    ...wordShapeSpans(text, words),
    // Issue 49's sixteenth round, studied on the estuary set.
    ...chatAgentSpans(text, words),
    ...countAndScoreSpans(text),
    ...fastAndEndonymSpans(text),
    ...foodAndDrinkSpans(text, words),
    ...genomicNotationSpans(text),
    ...kampoAndRomanisedSpans(text),
    ...prefixedWordSpans(text, words),
    ...productEvidenceSpans(text, words),
    ...versionNumberSpans(text),
    // Issue 49's seventeenth round: lexicons of a kind, studied on the outlands and crossroads sets.
    ...kindByLexiconSpans(text),
  ];
}
