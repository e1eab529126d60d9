/**
 * A state or province named as one (issue 49, thirty-second round, tuned on the cove set, by class): "living in São
 * Paulo state", "born in Rio de Janeiro state", "moved to Washington state", "from the state of Bahia", "the province
 * of Sindh". Many first-level divisions share their name with their capital city ("São Paulo", "New York", "Mexico"),
 * which the place rules read as the city, a place smaller than a state; the noun "state" or "province" after the
 * name, in lower case, or "the state of" or "the province of" before it, says the whole division is meant, which Safe
 * Harbor leaves in the text. Only a hit wholly inside the name is dropped, so "Rua Augusta, São Paulo state" keeps
 * its street. Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';

type Span = readonly [number, number];

/** One to three capitalised words, maybe joined by a particle ("Rio de Janeiro", "Mato Grosso do Sul"). */
const NAME =
  String.raw`\p{Lu}[\p{L}\p{M}'’-]*` +
  String.raw`(?:[^\S\n]+(?:(?:de|do|da|dos|das|del|la|of)[^\S\n]+)?\p{Lu}[\p{L}\p{M}'’-]*){0,2}`;
/**
 * After a preposition of place, so that a verb after a person's name ("Drs Patel and Khan state that") is no state.
 */
const NOUN_AFTER = new RegExp(
  String.raw`\b(?:in|from|to|across|throughout|within|outside)[^\S\n]+(${NAME})[^\S\n]+(?:state|province)(?![\p{L}])`,
  'dgu',
);
const NOUN_BEFORE = new RegExp(String.raw`\bthe[^\S\n]+(?:state|province)[^\S\n]+of[^\S\n]+(${NAME})`, 'dgiu');

export function namedStateSpans(text: string): Span[] {
  if (!/state|province/i.test(text)) return [];
  const spans: Span[] = [];
  for (const re of [NOUN_AFTER, NOUN_BEFORE])
    for (const m of allMatches(re, text)) {
      const name = m.indices?.[1];
      if (name) spans.push([name[0], name[1]]);
    }
  return spans;
}
