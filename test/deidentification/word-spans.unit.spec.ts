/**
 * The shared word scanner must find exactly the words each shape's pattern finds: over every committed case and
 * its normalised view, random texts of awkward pieces (accents, combining marks, both apostrophes, digits, CJK,
 * Cyrillic, Greek, emoji, astral letters and marks, lone surrogates) and every code point of Unicode between two
 * letters, so the table's answers for characters past ASCII are the regex engine's own.
 */
import { expect } from 'chai';
import {
  CAPITAL_THEN_LOWER_PATTERN,
  FROM_FIRST_CAPITAL_PATTERN,
  LETTERS_APOSTROPHES_HYPHENS,
  HYPHEN_JOINED_PATTERN,
  LETTERS_AND_MARKS,
  WORD_WITH_APOSTROPHES,
  WORD_WITH_HYPHENS,
  capitalThenLower,
  fromFirstCapital,
  hyphenJoined,
  opensWithCapital,
  scanWordSpans,
  wordSpans,
  wordBeforeSpaces,
  WORD_BEFORE_SPACES_PATTERN,
  type WordShape,
  type WordSpan,
} from '../../src/deidentification/word-spans';
import { casesAndRandomTexts } from './support/awkward-texts';

const SHAPES: ReadonlyArray<[string, WordShape]> = [
  ['WORD_WITH_APOSTROPHES', WORD_WITH_APOSTROPHES],
  ['WORD_WITH_HYPHENS', WORD_WITH_HYPHENS],
  ['LETTERS_AND_MARKS', LETTERS_AND_MARKS],
  ['LETTERS_APOSTROPHES_HYPHENS', LETTERS_APOSTROPHES_HYPHENS],
];

const PIECES = [
  'a',
  'Z',
  'word',
  'Ágnes',
  'é',
  'e\u0301',
  '\u0301',
  '\u0308\u0323',
  'ß',
  'ǅ',
  "'",
  '’',
  "O'Neill",
  'O’Brien',
  '-',
  '‐',
  '–',
  '7',
  '2025',
  '٣',
  '東京',
  '漢',
  'ー',
  'Жанна',
  'ё',
  'Ωμέγα',
  'ά',
  'क\u093f',
  'ة',
  'ไทย\u0e31',
  '😀',
  '👩\u200d⚕\ufe0f',
  '🏽',
  '𝐀',
  '𝐚',
  '𞤀',
  '\u{1d167}',
  '\ud83d',
  '\ude00',
  '\u200d',
  '\ufe0f',
  '.',
  ',',
  '(',
  ' ',
  '\t',
  '\n',
  '\u00a0',
  '\u3000',
];

function texts(): string[] {
  return casesAndRandomTexts(PIECES, { seed: 32, spaceChance: 0.3, count: 20_000 });
}

const byPattern = (text: string, pattern: RegExp): WordSpan[] =>
  [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length }));

const flat = (spans: WordSpan[]): string => spans.map((s) => `${s.start}-${s.end}`).join(',');

describe('deidentification: the shared word scanner', function () {
  this.timeout(300_000);
  const all = texts();

  for (const [name, shape] of SHAPES) {
    it(`finds the words of ${name} (${shape.pattern.source}) as its pattern does`, () => {
      for (const text of all)
        expect(scanWordSpans(text, shape), JSON.stringify(text)).to.deep.equal(byPattern(text, shape.pattern));
    });

    it(`reads every code point of Unicode beside letters as ${name}'s pattern does`, () => {
      // Each code point between two letters and alone after a space, in chunks: the table is filled as it reads.
      for (let from = 0; from <= 0x10ffff; from += 0x1000) {
        let text = '';
        for (let code = from; code < Math.min(from + 0x1000, 0x110000); code++) {
          const ch = code >= 0xd800 && code <= 0xdfff ? 'x' : String.fromCodePoint(code);
          text += `a${ch}b ${ch} `;
        }
        // Compared as strings: a deep comparison of some 8,000 spans a chunk takes seconds.
        expect(flat(scanWordSpans(text, shape)), `code points from ${from.toString(16)}`).to.equal(
          flat(byPattern(text, shape.pattern)),
        );
      }
    });
  }

  it('joins runs of letters and marks at single hyphens as [\\p{L}\\p{M}]+(?:-[\\p{L}\\p{M}]+)* does', () => {
    const hyphened = ['gynäko-logisch', 'a--b', '-x-', 'é\u0301-\u0301e', 'x-1', 'Ж-ж-ж'].join(' ');
    for (const text of [...all, hyphened])
      expect(hyphenJoined(text, scanWordSpans(text, LETTERS_AND_MARKS)), JSON.stringify(text)).to.deep.equal(
        byPattern(text, HYPHEN_JOINED_PATTERN),
      );
    expect(hyphenJoined('gynäko-logisch', scanWordSpans('gynäko-logisch', LETTERS_AND_MARKS))).to.deep.equal([
      { start: 0, end: 14 },
    ]);
  });

  it("reads each word from its first capital as \\p{Lu}[\\p{L}\\p{M}'’-]* does", () => {
    const capitals = ['McDonald', 'iPhone', 'mcdONALD', 'x-Y', "o'Neill", 'é\u0301Ábc', '𝐚𝐀b', 'ǅa', 'ǈx'].join(' ');
    for (const text of [...all, capitals])
      expect(fromFirstCapital(text, scanWordSpans(text, WORD_WITH_HYPHENS)), JSON.stringify(text)).to.deep.equal(
        byPattern(text, FROM_FIRST_CAPITAL_PATTERN),
      );
  });

  it("finds the word before the closing spaces as (\\p{L}[\\p{L}\\p{M}'’-]*)[^\\S\\n]+$ does", () => {
    const endings = ['', ' ', '  ', '\t', '\u00a0', '\u3000 ', '\n', ' \n ', '\n '];
    let found = 0;
    for (const text of all)
      for (const ending of endings) {
        // The rules read the 40 characters before a hit, which may cut a surrogate pair.
        for (const piece of [text + ending, text.slice(-40) + ending, text.slice(-7) + ending]) {
          const expected = WORD_BEFORE_SPACES_PATTERN.exec(piece)?.[1];
          if (expected !== undefined) found++;
          expect(wordBeforeSpaces(piece), JSON.stringify(piece)).to.equal(expected);
        }
      }
    expect(found).to.be.greaterThan(10_000);
    expect(wordBeforeSpaces("seen by O'Neill-Smith  ")).to.equal("O'Neill-Smith");
    expect(wordBeforeSpaces('seen by\n')).to.equal(undefined);
  });

  it("pairs a capitalised word with the lower-case one after it as CAPITAL_THEN_LOWER_PATTERN's groups", () => {
    const pairsOf = (text: string): string =>
      capitalThenLower(text, scanWordSpans(text, LETTERS_APOSTROPHES_HYPHENS))
        .map(([a, b]) => `${a.start}-${a.end}:${b.start}-${b.end}`)
        .join(',');
    const byGroups = (text: string): string =>
      [...text.matchAll(CAPITAL_THEN_LOWER_PATTERN)]
        .map((m) => {
          const second = m.index + m[0].length - m[2].length;
          return `${m.index}-${m.index + m[1].length}:${second}-${second + m[2].length}`;
        })
        .join(',');
    const shapes = [
      'Samoan aiga',
      'Zulu  muti',
      "O'Neill-Smith o'clock",
      'A bc',
      'Ab c',
      'Ab\ncd',
      'Ab \n cd',
      'Ab\u00a0\u3000cd',
      'Ab, cd',
      'Ab cd ef',
      'Ab Cd ef',
      '-Ab cd',
      'Ab cd-',
      'Ma\u0304ori rongoa\u0304',
      '𝐀b 𝐚b',
      '𝐀 𝐚',
      'ǅa bc',
      'Ab ǆa',
    ];
    let paired = 0;
    for (const text of [...all, ...shapes]) {
      const expected = byGroups(text);
      if (expected !== '') paired++;
      expect(pairsOf(text), JSON.stringify(text)).to.equal(expected);
    }
    expect(paired).to.be.greaterThan(1_000);
    // Each code point opening the second word, then the first, in chunks: the table is filled as it reads.
    for (let from = 0; from <= 0x10ffff; from += 0x1000) {
      let text = '';
      for (let code = from; code < Math.min(from + 0x1000, 0x110000); code++) {
        const ch = code >= 0xd800 && code <= 0xdfff ? 'x' : String.fromCodePoint(code);
        text += `Xy ${ch}b. ${ch}b cd\n`;
      }
      expect(pairsOf(text), `code points from ${from.toString(16)}`).to.equal(byGroups(text));
    }
  });

  it('reads a capital opening a word as ^\\p{Lu} does, astral capitals included', () => {
    for (const text of all.slice(-5_000))
      for (const span of scanWordSpans(text, WORD_WITH_HYPHENS))
        expect(opensWithCapital(text, span), text).to.equal(/^\p{Lu}/u.test(text.slice(span.start, span.end)));
  });

  it('gives a remembered scan for the same contents and a fresh one for another text', () => {
    const first = ['Mary', 'met Ágnes'].join(' ');
    const again = `Mary met ${'Ágnes'}`;
    expect(wordSpans(first, WORD_WITH_APOSTROPHES)).to.deep.equal(byPattern(first, WORD_WITH_APOSTROPHES.pattern));
    expect(wordSpans(again, WORD_WITH_APOSTROPHES)).to.equal(wordSpans(first, WORD_WITH_APOSTROPHES));
    expect(wordSpans('at home', WORD_WITH_APOSTROPHES)).to.deep.equal([
      { start: 0, end: 2 },
      { start: 3, end: 7 },
    ]);
    // Each shape remembers its own last text.
    expect(wordSpans('well-known', WORD_WITH_HYPHENS)).to.deep.equal([{ start: 0, end: 10 }]);
    expect(wordSpans('well-known', WORD_WITH_APOSTROPHES)).to.deep.equal([
      { start: 0, end: 4 },
      { start: 5, end: 10 },
    ]);
  });
});
