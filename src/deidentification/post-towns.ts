/**
 * The post town of a written address (issue 49, thirty-sixth round, machair): Royal Mail's address lays out the
 * premises and thoroughfare, then the locality and post town, then the postcode, each part after a comma or on a line
 * of its own. Many towns are English words too ("Reading", "Bath", "Deal", "Ware") or in no list, so the town
 * is read by its place in the address, never alone:
 * - the one to three words between a comma (or an HL7 component's caret, or the line's start) and a found postcode
 *   ("8 Castle Street, Ware SG12 9AB", "4 Rye Lane^^Deal^^CT14 6BN"), in capitals where the postcode is
 *   ("Bridge Street, Didcot OX11 7LL") or in lower case where it is;
 * - the capitalised words after a found street and its comma, closing the clause or the line ("17 Orchard Mews,
 *   Battle.") and no everyday, clinical or premises word ("3 Mill Road, Ground Floor");
 * - the capitalised words after a found facility and its comma, closing the line or clause, where they are a listed
 *   place or in no English dictionary ("Castle Hill Hospital, Hull"); a department after its hospital
 *   ("Royal Infirmary, Gynaecology.") is English and stays.
 */
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';

/** A UK postcode as the postcode rules find it, in either case. */
const POSTCODE = /^[A-Za-z]{1,2}\d[A-Za-z\d]?[^\S\n]?\d[A-Za-z]{2}$/u;
const WORD = /^\p{L}[\p{L}\p{M}'’-]*$/u;
const MOST_WORDS = 3;
/** The premises' own words, which follow a street in a flat's or office's address and name no town. */
const PREMISES = new Set([
  'floor',
  'flat',
  'unit',
  'suite',
  'apartment',
  'building',
  'block',
  'room',
  'basement',
  'level',
]);

interface Word {
  start: number;
  end: number;
  text: string;
}

/** Up to three words before `end` on its line, read back to a comma, a caret or the line's start, or none. */
function townBefore(text: string, end: number): Word[] {
  const lineStart = text.lastIndexOf('\n', end - 1) + 1;
  // An HL7 address's components: street^other^city^state^postcode, the state maybe empty.
  let close = end;
  while (close > lineStart && text[close - 1] === '^') close--;
  const hl7 = close < end;
  const parts = text.slice(lineStart, close).split(/(?<=[,^])/u);
  const last = parts[parts.length - 1];
  const offset = close - last.length;
  const words: Word[] = [];
  for (const m of last.matchAll(/\S+/gu))
    words.push({ start: offset + m.index, end: offset + m.index + m[0].length, text: m[0] });
  if (words.length === 0 || words.length > MOST_WORDS || (!hl7 && !/\s$/u.test(last))) return [];
  return words.every((w) => WORD.test(w.text)) ? words : [];
}

/** Up to three capitalised words after ", " at `from`, closing their clause or line, or none. */
function townAfter(text: string, from: number): Word[] {
  if (!text.startsWith(', ', from)) return [];
  const words: Word[] = [];
  const re = /(\p{Lu}[\p{L}\p{M}'’-]*)([^\S\n]?)/uy;
  re.lastIndex = from + 2;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    words.push({ start: m.index, end: m.index + m[1].length, text: m[1] });
    if (m[2] === '' || words.length > MOST_WORDS) break;
  }
  const next = text[words[words.length - 1]?.end ?? from];
  const closes = next === undefined || '.,;)\n'.includes(next);
  return words.length > 0 && words.length <= MOST_WORDS && closes ? words : [];
}

export function findPostTowns(text: string, hits: readonly IdentifierHit[], words: WordClasses): IdentifierHit[] {
  const out: IdentifierHit[] = [];
  const covered = (w: Word): boolean => hits.some((h) => h.start < w.end && w.start < h.end);
  const plain = (w: Word): boolean => {
    const lower = w.text.toLowerCase();
    return !words.isFunctionWord(lower) && !words.isVocabulary(lower) && !PREMISES.has(lower);
  };
  const add = (town: Word[]): void => {
    if (town.length === 0 || town.some(covered)) return;
    out.push(hit('location', town[0].start, town[town.length - 1].end, WARNINGS.city));
  };
  for (const h of hits) {
    if (h.kind !== 'location') continue;
    const written = text.slice(h.start, h.end);
    if (POSTCODE.test(written)) {
      const lower = written === written.toLowerCase();
      const town = townBefore(text, h.start);
      const cased = town.every((w) => (lower ? w.text === w.text.toLowerCase() : /^\p{Lu}/u.test(w.text)));
      if (cased && town.every(plain)) add(town);
    } else if (h.warning === WARNINGS.street) {
      const town = townAfter(text, h.end);
      if (town.every(plain)) add(town);
    } else if (h.warning === WARNINGS.facility) {
      const town = townAfter(text, h.end);
      const key = town.map((w) => w.text.toLowerCase()).join(' ');
      if (town.every(plain) && (words.isPlace(key) || town.every((w) => !words.isAnyEnglishWord(w.text.toLowerCase()))))
        add(town);
    }
  }
  return out;
}
