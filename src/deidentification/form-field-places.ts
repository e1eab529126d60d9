/**
 * The value of a form's place field ("City : Sp ringfield   State : IL", "Town: kilmarnock"): whatever is
 * written there is a place below the state, in any case and however the scan broke it. The value ends at a
 * wide gap, the next field's label, a comma or the line's end; "n/a", "none" or "unknown" are no place.
 */
import { allMatches } from './all-matches';
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { WARNINGS } from './warnings';
import { WORD_START } from './word-start';

export const FIELD_VALUE = new RegExp(
  String.raw`${WORD_START}(?:city|town|suburb|village|borough|city[^\S\n]*\/[^\S\n]*town)[^\S\n]*:[^\S\n]*` +
    String.raw`(\p{L}[\p{L}\p{M}'’.-]*(?:[^\S\n]\p{L}[\p{L}\p{M}'’.-]*){0,3})` +
    String.raw`(?=[^\S\n]{2,}|[^\S\n]*(?:[,;\n]|$)|` +
    String.raw`[^\S\n]+(?:state|zip|postcode|post[^\S\n]+code|county|country|province)\b)`,
  'dgiu',
);
const NO_PLACE = /^(?:n\/?a|none|nil|unknown|not[^\S\n]+(?:known|stated|given)|declined|same|tbc|tbd)$/i;

export function findFormFieldPlaces(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!/(?:city|town|suburb|village|borough)[^\S\n]*:/i.test(text)) return hits;
  for (const m of allMatches(FIELD_VALUE, text)) {
    const span = m.indices?.[1];
    if (!span || NO_PLACE.test(m[1])) continue;
    hits.push(hit('location', span[0], span[1], WARNINGS.city));
  }
  return hits;
}
