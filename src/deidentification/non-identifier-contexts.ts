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

export function nonIdentifierSpans(text: string, words: WordClasses): Array<[number, number]> {
  return [
    ...faithAndLanguageSpans(text),
    ...productMentionSpans(text, words),
    ...stockAndScheduleSpans(text),
    ...codeArtifactSpans(text),
    ...roleAndScaleSpans(text, words),
    ...namedServiceSpans(text),
  ];
}
