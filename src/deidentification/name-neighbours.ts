/**
 * What the neighbours of a capitalised word say about it (issue 49, fifteenth round, from ranking the name rule's
 * false refusals over every tuned set):
 * - a word in no name list and no dictionary, listed after an item with its dose, or between two capitalised
 *   everyday words, is of those items' kind ("Restasis 0.05% and Cequa", "Screening, Dispensing, Unblinding, Site
 *   Inventory"), not a person; lists of people hold names ("Rose, Amber and Will"), which this leaves alone;
 * - a listed name in capitals joined to an abbreviation, or written before one ("SUNCT and SUNA", "CHAS GP"), is
 *   one more abbreviation, not a name shouted amid lower-case text.
 */
import { isAbbreviationUse } from './abbreviation-uses';
import type { Token } from './tokens';
import type { WordClasses } from './word-classes';
import { PERSON_ROLES, REPORTING_VERBS } from './reporting-verbs';

/** A dose or strength after a list item: "0.05%", "500 mg", "1 g tds". */
const UNIT = String.raw`(?:%|mg|mcg|µg|g|ml|mL|iu|IU|units?)(?:[^\S\n]+(?:od|bd|tds|qds|prn|nocte|mane))?`;
const DOSE = String.raw`[^\S\n]+\d[\d.,]*[^\S\n]*${UNIT}`;
export const JOIN = new RegExp(String.raw`^(?:${DOSE})?(?:[^\S\n]*[,/&][^\S\n]*|[^\S\n]+(?:and|or)[^\S\n]+)$`);
export const JOIN_DOSED = new RegExp(String.raw`^${DOSE}(?:[^\S\n]*[,/&][^\S\n]*|[^\S\n]+(?:and|or)[^\S\n]+)$`);

interface Sibling {
  token: Token;
  /** The sibling carries a dose: "Restasis 0.05% and". */
  dosed: boolean;
}

/** The item joined to tokens[i] by a comma, slash, ampersand, "and" or "or", on the same line. */
function sibling(text: string, tokens: Token[], i: number, step: 1 | -1): Sibling | undefined {
  const joiner = tokens[i + step];
  const skip = joiner !== undefined && (joiner.lower === 'and' || joiner.lower === 'or') ? 2 : 1;
  const s = tokens[i + step * skip];
  if (s === undefined) return undefined;
  const [left, right] = step === 1 ? [tokens[i], s] : [s, tokens[i]];
  const gap = text.slice(left.endWithPossessive, right.start);
  if (!JOIN.test(gap)) return undefined;
  return { token: s, dosed: step === -1 && JOIN_DOSED.test(gap) };
}

/**
 * "Restasis 0.05% and Cequa", "Dispensing, Unblinding, Site Inventory": an unlisted word listed after an item with
 * its dose, or between two capitalised everyday words, is a term. Words of places and facilities are no evidence
 * ("Harbourside Pharmacy, Portishead", "Vermuyden House, Goole, East Yorkshire"): addresses list towns so.
 */
export function isListedWithTerms(text: string, tokens: Token[], i: number, words: WordClasses): boolean {
  const before = sibling(text, tokens, i, -1);
  if (before?.dosed === true) return true;
  const after = sibling(text, tokens, i, 1);
  if (before === undefined || after === undefined || words.isPlaceToken(tokens[i])) return false;
  const everyday = ({ token: s }: Sibling): boolean =>
    s.capitalised &&
    !s.allCaps &&
    words.isCommonWord(s) &&
    !words.isName(s) &&
    !words.isAllowedToken(s) &&
    !words.isPlaceToken(s) &&
    !PERSON_ROLES.has(s.lower) &&
    !words.isRoleWord(s);
  return everyday(before) && everyday(after);
}

export { namesAThing } from './named-things';

/** A word in capitals used as an abbreviation, by the abbreviation rule or by its neighbours. */
export function readsAsAbbreviation(text: string, tokens: Token[], i: number, words: WordClasses): boolean {
  return (
    (isInsideCode(text, tokens[i]) && !REPORTING_VERBS.has(tokens[i + 1]?.lower ?? '')) ||
    isAbbreviationUse(text, tokens, i, words) ||
    isAmidAbbreviations(text, tokens, i, words)
  );
}

/** The characters of a reference or a form's code: capitals, digits, slashes and hyphens. */
const CODE_RUN = /^[A-Z0-9/-]+$/;

/**
 * "(COMP1)", "Ref: MENO/OPD/GYN4": capitals with a figure glued after them, or inside a run of capitals and figures
 * joined by slashes, name a form or a file, not a person shouted (issue 49, thirty-third round, rockpool and dunes).
 * A name is written apart from a figure ("DURHAM DH1"), or a handle glued to one is followed by what the person
 * reports ("KAREN1 reports").
 */
function isInsideCode(text: string, t: Token): boolean {
  // One or two figures close a form's code ("COMP1", "HER2"); a longer run after capitals is an identifier of its
  // own (a UK driving licence opens with five letters of the surname: "MORGA657054SM9IJ").
  if (/^\d{1,2}(?![\p{L}\p{N}])/u.test(text.slice(t.end, t.end + 3))) return true;
  let from = t.start;
  while (from > 0 && !/[\s(),;:"']/.test(text[from - 1])) from--;
  let to = t.end;
  while (to < text.length && !/[\s(),;:.!?"']/.test(text[to])) to++;
  const run = text.slice(from, to);
  return run.includes('/') && /\d/.test(run) && CODE_RUN.test(run);
}

/**
 * "SUNCT and SUNA", "CHAS GP": capitals joined by a conjunction to, or written before, an abbreviation: two to five
 * plain capitals that are no word and no name, not glued to a figure ("DURHAM DH1 4TT" is a postcode). A comma joins
 * a surname to its given name ("WREAY, ODETTE"), and other capitals to a place ("NÍ BHRIAIN", "CARDIAC UNIT").
 */
function isAmidAbbreviations(text: string, tokens: Token[], i: number, words: WordClasses): boolean {
  const abbreviation = (s: Token | undefined): boolean =>
    s !== undefined &&
    /^[A-Z]{2,5}$/.test(s.text) &&
    !/\d/.test(text[s.end] ?? '') &&
    !words.isName(s) &&
    !words.isAnyEnglishWord(s);
  const before = sibling(text, tokens, i, -1);
  const joined = before !== undefined && !text.slice(before.token.end, tokens[i].start).includes(',');
  const next = tokens[i + 1];
  const written = next !== undefined && /^[^\S\n]+$/.test(text.slice(tokens[i].end, next.start));
  return (joined && abbreviation(before.token)) || (written && abbreviation(next));
}
