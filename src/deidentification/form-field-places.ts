/**
 * The value of a form's place field ("City : Sp ringfield   State : IL", "Town: kilmarnock"): whatever is
 * written there is a place below the state, in any case and however the scan broke it. The value ends at a
 * wide gap, the next field's label, a comma or the line's end; "n/a", "none" or "unknown" are no place. The same
 * field written as markup or data is read the same way: an element whose name ends in the field's
 * (`<city>`, `<reportercity>`, `<addr:town>`), a JSON key, an attribute, or a mail-merge field mapped with an
 * arrow or an equals sign (`«Town» -> hebden bridge;`).
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
const PLACE_FIELD = String.raw`(?:city|town|suburb|village|locality)`;
/** What may stand before the field's name in an element's name: a namespace, or whose place it is. */
const FIELD_OWNER =
  String.raw`(?:[\w.-]*[:_.-])?` +
  String.raw`(?:reporter|patient|home|birth|addr|address|postal|mailing|residence|sender|receiver|practice)?`;
const VALUE = String.raw`(\p{L}[\p{L}\p{M}'’. -]{1,39}?)`;
const MARKUP_VALUE = new RegExp(
  [
    String.raw`<(${FIELD_OWNER}${PLACE_FIELD})>[^\S\n]*${VALUE}[^\S\n]*<\/\1>`,
    String.raw`"${PLACE_FIELD}"[^\S\n]*:[^\S\n]*"${VALUE}"`,
    String.raw`(?<![\p{L}\p{N}])${PLACE_FIELD}[^\S\n]*=[^\S\n]*["']${VALUE}["']`,
    String.raw`[«<\[{]${PLACE_FIELD}[»>\]}][^\S\n]*(?:->|=>|→|=)[^\S\n]*${VALUE}(?=[^\S\n]*(?:[;,\n]|$))`,
  ].join('|'),
  'dgiu',
);
const NO_PLACE = /^(?:n\/?a|none|nil|unknown|not[^\S\n]+(?:known|stated|given)|declined|same|tbc|tbd)$/i;

export function findFormFieldPlaces(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (/(?:city|town|suburb|village|locality)\W/i.test(text))
    for (const m of allMatches(MARKUP_VALUE, text)) {
      const k = [2, 3, 4, 5].find((i) => m[i] !== undefined);
      const span = k === undefined ? undefined : m.indices?.[k];
      if (k === undefined || !span || NO_PLACE.test(m[k].trim())) continue;
      hits.push(hit('location', span[0], span[1], WARNINGS.city));
    }
  if (!/(?:city|town|suburb|village|borough)[^\S\n]*:/i.test(text)) return hits;
  for (const m of allMatches(FIELD_VALUE, text)) {
    const span = m.indices?.[1];
    if (!span || NO_PLACE.test(m[1])) continue;
    hits.push(hit('location', span[0], span[1], WARNINGS.city));
  }
  return hits;
}
