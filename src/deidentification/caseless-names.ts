/**
 * Full names in lower case or capitals whose parts are not both on the name lists: "jildert nijeboer",
 * "MARKHA ASLAKHANOV", "kusama b. korgay". Two words side by side that no dictionary or clinical list knows,
 * one of them a listed name, read as a name; so does a word, a single initial and a word in no dictionary,
 * when one of the two words is a listed name. Capitals amid lower-case text only: a text in capitals
 * throughout is a header. A word that ends a name is never a key or a label (issue 49, twenty-fifth round): one
 * straight before "=" keys a pair ("index=deid sourcetype=..."), and one opening its line straight before ":" or ";"
 * names a field or an iCalendar property ("CATEGORIES:MDT,GYNAE" then "TRANSP:OPAQUE").
 */
import { isMedicalCoinage } from './community-lexicons';
import { isPluralOfWord } from './derived-words';
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { HAS_LOWER, adjacent, caseSaysNothing, type Token } from './tokens';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';

/** Two unlisted words: letters only, four or more, five in capitals ("post-op", "MSCI" are shorthand). */
const unlistedShape = (t: Token): boolean =>
  t.lower.length >= (t.allCaps ? 5 : 4) && LETTERS_ONLY.test(t.text) && (t.allCaps || t.text === t.lower);
const LETTERS_ONLY = /^\p{L}+$/u;

function keyOrLabel(text: string, t: Token): boolean {
  const after = text.charCodeAt(t.end);
  if (after === 0x3d) return true;
  return (after === 0x3a || after === 0x3b) && (t.start === 0 || text.charCodeAt(t.start - 1) === 0x0a);
}

export function findCaselessNames(text: string, tokens: Token[], words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  const shouting = !HAS_LOWER.test(text);
  const sameCase = (a: Token, b: Token): boolean =>
    caseSaysNothing(a) && caseSaysNothing(b) && a.allCaps === b.allCaps && !(shouting && a.allCaps);
  // The small word table first (the name rules have filled it in for each token), the big dictionary last.
  const part = (t: Token): boolean =>
    t.lower.length >= 3 &&
    !words.isFunctionWord(t) &&
    !words.isAllowed(t) &&
    !words.isTitle(t) &&
    !words.isRelation(t) &&
    !words.isAnyEnglishWord(t) &&
    !isMedicalCoinage(t.lower) &&
    !isPluralOfWord(t.lower, words);
  // Every hit ends on an unlisted word in a caseless token: a clean sentence has none and costs one pass.
  if (!tokens.some((t) => caseSaysNothing(t) && part(t))) return [];
  // "k. williams", "j. arriaga": a dotted lower-case initial before a surname.
  const lowerInitial = (a: Token, b: Token): boolean =>
    a.text.length === 1 &&
    a.dotted &&
    a.text === a.lower &&
    b.text === b.lower &&
    b.lower.length >= 4 &&
    part(b) &&
    !keyOrLabel(text, b) &&
    (words.isLastName(b) || !words.isName(b));
  const pair = (a: Token, b: Token): boolean => {
    if (!sameCase(a, b) || !part(b) || keyOrLabel(text, b)) return false;
    if (part(a)) return words.isName(a) || words.isName(b) || (unlistedShape(a) && unlistedShape(b));
    // "peter kortig": a listed first name that is also a word, then a word in no dictionary.
    return b.lower.length >= 4 && words.isFirstName(a) && !words.isCommonWord(a) && !words.isAllowed(a);
  };
  for (let i = 0; i + 1 < tokens.length; i++) {
    const a = tokens[i];
    const b = tokens[i + 1];
    if (a.possessive || !adjacent(text, a, b)) continue;
    if (pair(a, b) || lowerInitial(a, b)) {
      hits.push(hit('name', a.start, b.end, WARNINGS.name));
      i++;
      continue;
    }
    const c = tokens[i + 2];
    // "linneo m medrano", "kusama b. korgay": the initial in the middle is the name's own shape.
    if (b.text.length !== 1 || !c || !sameCase(a, c) || !adjacent(text, b, c)) continue;
    if (!part(c) || keyOrLabel(text, c) || words.isFunctionWord(a) || words.isAllowed(a) || words.isCommonWord(a))
      continue;
    if (words.isName(a) || words.isName(c)) {
      hits.push(hit('name', a.start, c.end, WARNINGS.name));
      i += 2;
    }
  }
  return hits;
}
