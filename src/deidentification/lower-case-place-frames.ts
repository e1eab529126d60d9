/**
 * A town in lower case where the frame around it, not its capitals, says it is a place, and a hit already made
 * on the same line vouches for that frame:
 * 1. the far end of a move or transfer written with an arrow, where the other end is a place found
 *    ("Nadi → lautoka", "kisumu -> Nairobi");
 * 2. a town in brackets right after a person found ("Dr Ruth Abela (zebbug):", "E v a n s (pontefract)");
 * 3. where someone lives now, after a comma that closes where they came from ("from Tralee originally, now
 *    ashford;", "in Jacmel before, now peckham.");
 * 4. where a person found works or comes from, the town closing its phrase ("Dr Ruth Abela at zebbug.", "Mrs Oakes
 *    of pontefract,");
 * 5. a branch or site named by its town ("our wetherby branch", "the pharmacy's tadcaster branch", "the horsham
 *    site"): a town, and before "site", which names parts of the body and lines too ("the picc site"), a town on
 *    the place or surname lists.
 * In every frame the word must read as a town: a listed place that is no everyday word, or a word of four letters
 * or more that no dictionary, clinical list or drug list knows and that is no first name. A clinical word coined
 * from known parts ("perimenopausal") is no town. At an arrow, which joins wards and steps as often as towns, the
 * word must be on the place or surname lists too.
 */
import { allMatches } from './all-matches';
import type { IdentifierHit } from './detector';
import { isDerivedWord } from './derived-words';
import { hit } from './hits';
import { isTownPhrase } from './lower-case-towns';
import { isDrugLike } from './product-lexicons';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';

/**
 * Endings of clinical and everyday words coined from known parts ("perimenopausal", "vasomotoric", "postoophorectomy"):
 * an unlisted word with one is no town. A listed place is asked before this ("nepal" stays a place).
 */
export const COINED_ENDING = /(?:al|ic|ous|itis|osis|ectomy|aemia|emia|pathy|logy|ative|ive|ism|ist|ised|ized|ing)$/;
/** One or two lower-case words of a town. */
const TOWN = String.raw`[a-z][a-z'’-]{2,}(?:[^\S\n]+[a-z][a-z'’-]{2,})?`;
/** One or two words on either side of an arrow, capitalised or not, with no digits. */
const ARROW =
  /(?<![\p{L}\p{N}])(\p{L}[\p{L}'’-]*(?:[^\S\n]+\p{L}[\p{L}'’-]*)?)[^\S\n]*(?:→|->|=>|⇒)[^\S\n]*(\p{L}[\p{L}'’-]*(?:[^\S\n]+\p{L}[\p{L}'’-]*)?)(?![\p{L}\p{N}])/du;
const ARROW_CHAR = /→|->|=>|⇒/;
/** A town alone in brackets. */
const BRACKETED = new RegExp(String.raw`^[^\S\n]*\((${TOWN})\)`, 'd');
/** A person's place of work or origin after their name, closing its phrase. */
const AT_TOWN = new RegExp(String.raw`^[^\S\n]+(?:at|in|from|of)[^\S\n]+(${TOWN})(?=[^\S\n]*(?:$|[.,;:)\n]))`, 'd');
/** A branch or site named by its town, after a determiner or a place of care. */
const BRANCH = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:the|our|their|your|her|his|its|pharmacy(?:['’]s)?|clinic(?:['’]s)?|trial(?:['’]s)?)` +
    String.raw`[^\S\n]+([a-z][a-z'’-]{3,})[^\S\n]+(branch|site)\b`,
  'dgiu',
);
/** ", now ashford" closing its phrase, or before a state's code ("now penrith NSW"). */
export const NOW_TOWN = new RegExp(
  String.raw`,[^\S\n]*now[^\S\n]+(${TOWN})(?=[^\S\n]*(?:$|[.,;:)\n])|[^\S\n]+[A-Z]{2,3}\b)`,
  'dg',
);
/** Where someone came from, earlier in the same sentence: the frame "now" answers. */
const ORIGIN_BEFORE = /\b(?:from|originally|born|lived?|lives|living|moved|before)\b[^.;\n]*$/i;

export function findLowerCasePlaceFrames(text: string, found: IdentifierHit[], words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  const townWord = (w: string): boolean => {
    if (words.isFunctionWord(w) || words.isAllowed(w) || isDrugLike(w, words)) return false;
    if (words.isPlace(w)) return !words.isCoreWord(w) && !words.isCommonWord(w);
    return (
      w.length >= 4 &&
      !words.isAnyEnglishWord(w) &&
      !words.isFirstName(w) &&
      !isDerivedWord(w, words) &&
      !COINED_ENDING.test(w) &&
      !words.isRoleWord(w)
    );
  };
  // An arrow joins many things besides places ("ward → resus"): a town there must be on a list of places or names.
  const listedTownWord = (w: string): boolean =>
    townWord(w) && (words.isPlace(w) || (words.isName(w) && !words.isFirstName(w)));
  const town = (phrase: string, word = townWord): boolean => isTownPhrase(phrase, word, words);
  const placeAt = (start: number, end: number): boolean =>
    found.some((h) => (h.kind === 'location' || h.kind === 'name') && h.start < end && h.end > start);

  if (ARROW_CHAR.test(text)) {
    for (let from = 0; ;) {
      const m = ARROW.exec(text.slice(from));
      const sides = m?.indices;
      if (!m || !sides) break;
      const [a, b] = [sides[1], sides[2]].map(([s, e]) => [from + s, from + e] as const);
      // Of two words, the one next to the arrow may be the town alone ("from leeds → york").
      const near = (start: number, end: number, left: boolean): Array<readonly [number, number]> => {
        const cut = text.slice(start, end).match(/^(\S+)[^\S\n]+(\S+)$/);
        if (!cut) return [[start, end]];
        return [[start, end], left ? [end - cut[2].length, end] : [start, start + cut[1].length]];
      };
      for (const [self, other, left] of [
        [a, b, true],
        [b, a, false],
      ] as const) {
        if (!placeAt(other[0], other[1])) continue;
        const span = near(self[0], self[1], left).find(([s, e]) => {
          const phrase = text.slice(s, e);
          return /^[a-z][a-z'’ -]*$/.test(phrase) && town(phrase, listedTownWord);
        });
        if (span) hits.push(hit('location', span[0], span[1], WARNINGS.city));
      }
      // The right side may be the left of the next arrow ("a → b → c").
      from = b[0];
    }
  }

  for (const h of found) {
    if (h.kind !== 'name') continue;
    const m = BRACKETED.exec(text.slice(h.end, h.end + 40));
    const span = m?.indices?.[1];
    if (m && span && town(m[1])) hits.push(hit('location', h.end + span[0], h.end + span[1], WARNINGS.city));
    const at = AT_TOWN.exec(text.slice(h.end, h.end + 40));
    const atSpan = at?.indices?.[1];
    if (at && atSpan && town(at[1])) hits.push(hit('location', h.end + atSpan[0], h.end + atSpan[1], WARNINGS.city));
  }

  if (/branch|site/i.test(text)) {
    for (const m of allMatches(BRANCH, text)) {
      const span = m.indices?.[1];
      // A site is as often a part of the body or of a line ("the picc site"): a listed town only there.
      const word = m[2].toLowerCase() === 'site' ? listedTownWord : townWord;
      if (span && /^[a-z]/.test(m[1]) && word(m[1])) hits.push(hit('location', span[0], span[1], WARNINGS.city));
    }
  }

  if (text.includes('now')) {
    for (const m of allMatches(NOW_TOWN, text)) {
      const span = m.indices?.[1];
      const at = m.index ?? 0;
      if (!span || !ORIGIN_BEFORE.test(text.slice(Math.max(0, at - 80), at)) || !town(m[1])) continue;
      hits.push(hit('location', span[0], span[1], WARNINGS.city));
    }
  }
  return hits;
}
