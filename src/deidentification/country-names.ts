/**
 * Countries named in two words or more, in English or another language (issue 49, twenty-eighth round, tuned on the
 * mudflat set, by class): "Great Britain", "República Dominicana", "Republic of Korea", "Vereinigtes Königreich".
 * The broad-geography list holds each country's English name; a country's other spelling or its name in the
 * patient's language was read as a name ("Britain" is a surname too) or a place. The register is world-countries'
 * names of two words or more (country-names.json, written by scripts/build-country-names.ts): no person is named by
 * a country's whole name, and one-word names ("Jordan") are left out. A name is read from a capitalised word, the
 * longest in the register; only a hit wholly inside it is dropped, so "Great Britain Street" keeps its street.
 */
import { allMatches } from './all-matches';
import { builtOnce, readGenerated } from './generated-lists';
import { longestNameEnd, phraseRegister, type NextWord, type PhraseRegister } from './phrase-register';

type Span = readonly [number, number];

interface Register extends PhraseRegister {
  /** Every word of every name: a hit holding none of them is inside no country's name. */
  words: ReadonlySet<string>;
}

const countryRegister = builtOnce((): Register => {
  const register = phraseRegister();
  const words = new Set<string>();
  for (const name of readGenerated<string[]>('country-names.json')) {
    const parts = name.split(' ');
    register.add(parts);
    // Particles and articles ("of", "de", "la") are no evidence: a hit inside a name holds a longer word too.
    for (const p of parts) if (p.length > 3) words.add(p);
  }
  return { names: register.names, longest: register.longest, words };
});

const CAPITALISED = /(?<![\p{L}\p{M}'’-])\p{Lu}[\p{L}\p{M}'’-]*/gu;
/** The same words in a text of Latin-1 alone, without the unicode flag's cost (most notes). */
const CAPITALISED_LATIN1 = /(?<![A-Za-z\u00C0-\u00FF'-])[A-Z\u00C0-\u00DE][A-Za-z\u00C0-\u00FF'-]*/g;
const PAST_LATIN1 = /[^\n\x20-\xff]/;
const PAST_ASCII = /[^\x20-\x7e]/;
const NEXT_WORD: NextWord = {
  pattern: /[^\S\n]+([\p{L}\p{M}'’-]+)/uy,
  written: (word) => word.normalize('NFC').toLowerCase(),
};

export function countryNameSpans(text: string): Span[] {
  const register = countryRegister();
  const spans: Span[] = [];
  let consumed = 0;
  for (const m of allMatches(PAST_LATIN1.test(text) ? CAPITALISED : CAPITALISED_LATIN1, text)) {
    const at = m.index;
    if (at < consumed) continue;
    let first = (PAST_ASCII.test(m[0]) ? m[0].normalize('NFC') : m[0]).toLowerCase();
    let firstEnd = at + m[0].length;
    // "St Vincent and the Grenadines", "St. Kitts and Nevis": the register spells the saint out (issue 49,
    // thirty-fourth round).
    if (first === 'st') {
      first = 'saint';
      if (text[firstEnd] === '.') firstEnd++;
    }
    // A country's name here is two words or more: one-word names are the broad-geography list's.
    const end = longestNameEnd(register, text, first, firstEnd, NEXT_WORD, 2);
    if (end === undefined) continue;
    spans.push([at, end]);
    consumed = end;
  }
  return spans;
}

/** Around a hit, far enough back for a name's first words ("Ujedinjeno Kraljevstvo Velike …"). */
const REACH = 64;
const HIT_WORD = /[\p{L}\p{M}'’-]+/gu;

/**
 * The hits left once those of a name or a place wholly inside a country's name are dropped. Asked of the final hits
 * rather than as an allowlist rule of the whole text: only a hit holding a word of the register is read, and only the
 * text around it, so a note with no such hit pays a set look-up a hit's word.
 */
export function dropCountryNames<H extends { kind: string; start: number; end: number }>(text: string, hits: H[]): H[] {
  const asked = hits.filter((h) => (h.kind === 'name' || h.kind === 'location') && holdsRegisterWord(text, h));
  if (asked.length === 0) return hits;
  const dropped = new Set<H>();
  for (const h of asked) {
    const from = Math.max(0, h.start - REACH);
    const spans = countryNameSpans(text.slice(from, Math.min(text.length, h.end + REACH)));
    if (spans.some(([s, e]) => from + s <= h.start && h.end <= from + e)) dropped.add(h);
  }
  return dropped.size === 0 ? hits : hits.filter((h) => !dropped.has(h));
}

function holdsRegisterWord(text: string, h: { start: number; end: number }): boolean {
  const { words } = countryRegister();
  for (const w of text.slice(h.start, h.end).matchAll(HIT_WORD))
    if (w[0].length > 3 && words.has(w[0].toLowerCase())) return true;
  return false;
}
