/**
 * Colleges, faculties and societies named after a profession or a field of care (issue 49, thirtieth round, tuned on
 * the dunes set, by class). Letters cite the body whose guidance they follow ("the Royal College of Physicians of
 * Ireland guidance", "the Faculty of Sexual and Reproductive Healthcare", "Royal College of Nursing advice"); the
 * place rules read a capitalised word before "College" or "Faculty" as a named campus. A body's head (College,
 * Faculty, Academy, Society, Association, Institute, Federation, Council, Board), "of", then words that are all
 * everyday or clinical English or posts ("Physicians", "Nursing", "Sexual and Reproductive Healthcare", "General
 * Practitioners") names a profession's body, not a place where she was seen; up to two capitalised words before the
 * head belong to it when they say whose or how wide it is: a nationality or region the word classes allow ("American",
 * "Irish"), from the thirty-second round (cove) a country or region of two words ("Hong Kong College of
 * Obstetricians and Gynaecologists", "South African Society of …"), or Royal, National, International, General or
 * Joint. A word after "of" in no
 * dictionary ("College of St Aidan", "Academy of Okafor") leaves the place and name rules to read the whole.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import { isPostWord } from './posts-after-titles';
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

const CAPITAL = String.raw`\p{Lu}[\p{L}'’-]*`;
const BODY = new RegExp(
  String.raw`(?<![\p{L}])((?:${CAPITAL}[^\S\n]+){0,2})(?:College|Faculty|Academy|Society|Association|Institute|` +
    String.raw`Federation|Council|Board)[^\S\n]+of[^\S\n]+(${CAPITAL}(?:[^\S\n]+(?:and|&|${CAPITAL}))*)`,
  'gu',
);

function fieldWord(word: string, words: WordClasses): boolean {
  const lower = word.toLowerCase();
  if (lower === 'and' || lower === '&') return true;
  if (words.isFirstName(lower)) return false;
  return words.isAnyEnglishWord(lower) || words.isAllowed(lower) || isPostWord(lower, words);
}

const STANDING = /^(?:royal|national|international|general|joint)$/;

function leadWord(word: string, words: WordClasses): boolean {
  const lower = word.toLowerCase();
  return STANDING.test(lower) || words.isAllowed(lower);
}

const WORD_BEFORE = /(?<![\p{L}])(\p{L}+)[^\S\n]+$/u;

/**
 * The start moved back over up to three everyday words before the body ("Per the Royal College"), which a place rule
 * may read with it as a campus's name.
 */
function everydayWordsBefore(text: string, start: number, words: WordClasses): number {
  let at = start;
  for (let n = 0; n < 3; n++) {
    const m = WORD_BEFORE.exec(text.slice(Math.max(0, at - 30), at));
    const lower = m?.[1].toLowerCase();
    if (!m || !lower || words.isFirstName(lower) || words.isLastName(lower)) break;
    if (!words.isFunctionWord(lower) && !words.isAnyEnglishWord(lower)) break;
    at -= m[0].length;
  }
  return at;
}

export function professionalBodySpans(text: string, words: WordClasses): Span[] {
  if (!/College|Faculty|Academy|Society|Association|Institute|Federation|Council|Board/.test(text)) return [];
  const spans: Span[] = [];
  for (const m of allMatches(BODY, text)) {
    const field = m[2].split(/[^\S\n]+/);
    // "of Physicians of Ireland": the field ends before a second "of", which the pattern does not take.
    const kept: string[] = [];
    for (const w of field) {
      if (!fieldWord(w, words)) break;
      kept.push(w);
    }
    while (kept.length > 0 && /^(?:and|&)$/i.test(kept[kept.length - 1])) kept.pop();
    if (kept.length === 0) continue;
    const before = m[1].split(/[^\S\n]+/).filter((w) => w !== '');
    let lead = 0;
    for (let i = before.length - 1; i >= 0; i--) {
      if (leadWord(before[i], words)) lead += before[i].length + 1;
      else if (i >= 1 && words.lex.broadGeography.has(`${before[i - 1]} ${before[i]}`.toLowerCase())) {
        lead += before[i - 1].length + before[i].length + 2;
        i--;
      } else break;
    }
    const start = everydayWordsBefore(text, m.index + m[1].length - lead, words);
    const fieldStart = m.index + m[0].length - m[2].length;
    spans.push([start, fieldStart + kept.join(' ').length]);
  }
  return spans;
}
