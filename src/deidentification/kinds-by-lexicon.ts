/**
 * The rules of issue 49's seventeenth round, each a lexicon of a kind of thing read with a context (outlands and
 * crossroads studied), gathered so non-identifier-contexts.ts adds one call: each returns spans in which a hit is
 * dropped.
 */
import { chainAndLaboratorySpans } from './chains-and-laboratories';
import { gasAndCounterBrandSpans } from './gases-and-counter-brands';
import { healthFoundationSpans } from './health-foundations';
import { mixedLanguageSpans } from './mixed-languages';
import { namedCriteriaSpans } from './named-criteria';

export function kindByLexiconSpans(text: string): Array<[number, number]> {
  return [
    ...namedCriteriaSpans(text),
    ...chainAndLaboratorySpans(text),
    ...gasAndCounterBrandSpans(text),
    ...healthFoundationSpans(text),
    ...mixedLanguageSpans(text),
  ];
}
