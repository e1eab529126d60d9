/**
 * Effects and phenomena named after the people who described them (issue 49, twenty-eighth round, tuned on the
 * shallows and mudflat sets, by class): "the Paul Bert effect", "Lorrain Smith effect", "the Haldane effect",
 * "Raynaud phenomenon", "the Somogyi effect". English puts a person's name straight before the noun "effect" or
 * "phenomenon" only to name an eponym: a person is the subject of "effected", or has "an effect on", never "Smith
 * effect". One or two capitalised words (a given name and a surname, or a hyphenated pair), then "effect" or
 * "phenomenon" in the singular and in lower case, after the start of a line, "the", an opening bracket or a comma:
 * the name is the eponym's. A title before the name ("Dr Bert effect") or a possessive keeps it, and a name in another
 * place of the sentence ("Paul Bert, effect of…") has a comma between.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';

type Span = readonly [number, number];

const EFFECT =
  /(?:^|(?<=[([,;:]|\b[Tt]he))[^\S\n]*(\p{Lu}\p{Ll}+(?:[-–][\p{Lu}]\p{Ll}+)?(?:[^\S\n]\p{Lu}\p{Ll}+(?:[-–]\p{Lu}\p{Ll}+)?)?)[^\S\n]+(?:effect|phenomenon)\b(?!-)/gmu;
const MAY = /\b(?:effect|phenomenon)\b/;
const TITLE = /^(?:Mrs?|Ms|Miss|Mx|Dr|Prof|Sister|Nurse|Mister|Doctor)$/;

export function eponymousEffectSpans(text: string): Span[] {
  if (!MAY.test(text)) return [];
  const spans: Span[] = [];
  for (const m of allMatches(EFFECT, text)) {
    const name = m[1];
    if (TITLE.test(name.split(/[^\S\n]/)[0])) continue;
    const start = m.index + m[0].indexOf(name);
    spans.push([start, start + name.length]);
  }
  return spans;
}
