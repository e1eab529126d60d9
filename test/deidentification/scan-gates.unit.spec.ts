/**
 * The gates the thirtieth speed round put before four costly scans (product neighbours, named houses, lower-case
 * initials, brand lists) must never say no where the scan they spare would give something: each is run beside its
 * pattern over every committed case, its normalised view, and random texts built from awkward pieces (letters past
 * ASCII and in other scripts, marks, astral letters, odd spaces, the separators and words the patterns read).
 */
import { expect } from 'chai';
import { allMatches } from '../../src/deidentification/all-matches';
import { holdsTwoSeparators, SEPARATOR } from '../../src/deidentification/brand-lists';
import { HOUSE, KIND_AND_COMMA } from '../../src/deidentification/lower-case-homes';
import { INITIALS_THEN_NAME, mayHaveInitials } from '../../src/deidentification/lower-case-titled-names';
import { allLowerAscii, holdsLowerAsciiWord } from '../../src/deidentification/lower-ascii-words';
import { AFTER_PRODUCT, BEFORE_PRODUCT, NOUNS } from '../../src/deidentification/product-neighbours';
import { casesAndRandomTexts } from './support/awkward-texts';

const PIECES = [
  'a',
  'j',
  'x',
  'é',
  'ß',
  'ı',
  'Ž',
  'A',
  'Q',
  'Ω',
  'ж',
  'Ж',
  '𝐀',
  '𝐚',
  'ǅ',
  '\u0301',
  '1',
  '42',
  '2025',
  '.',
  ',',
  ';',
  ':',
  "'",
  '’',
  '-',
  '–',
  '(',
  ')',
  '+',
  '/',
  ' ',
  '  ',
  '\t',
  '\n',
  '\u00a0',
  '\u2003',
  '\u3000',
  'and',
  'or',
  'cream',
  'gel',
  'pads',
  'hub',
  'Cream',
  'tablets',
  'creamy',
  'sensors',
  'Sylk',
  'Hyalo',
  'x2',
  '40 mL',
  'farm',
  'cottage,',
  'croft',
  'old',
  'the',
  'l.',
  'j. a.',
  'e.g.',
  'dr',
  'kershaw',
  'foster',
  'Evorel',
  'Utrogestan',
  'Linda',
  'band',
  'order',
  'corridor',
];

function texts(): string[] {
  return casesAndRandomTexts(PIECES, { seed: 30, spaceChance: 0.5, count: 20_000 });
}

describe('deidentification: the scan gates of the thirtieth speed round', function () {
  this.timeout(120_000);
  const all = texts();

  it('reads the whole runs of lower-case ASCII letters as the pattern of whole lower-case runs does', () => {
    const listed = new Set(['cream', 'gel', 'a', 'pads']);
    expect(allLowerAscii(listed)).to.equal(true);
    expect(allLowerAscii(['cream', 'crème'])).to.equal(false);
    for (const text of all) {
      const runs = [...text.matchAll(/[a-z]+/g)].map((m) => m[0]);
      expect(holdsLowerAsciiWord(text, listed), text).to.equal(runs.some((r) => listed.has(r)));
    }
  });

  it('says yes to every text where a product neighbour pattern finds a product noun', () => {
    expect(allLowerAscii(NOUNS)).to.equal(true);
    let found = 0;
    for (const text of all) {
      const before = allMatches(BEFORE_PRODUCT, text).some((m) =>
        NOUNS.has(
          m[2]
            .trim()
            .split(/[^\S\n]+/)
            .pop() ?? '',
        ),
      );
      const after = allMatches(AFTER_PRODUCT, text).some((m) => NOUNS.has(m[1]));
      if (before || after) {
        found++;
        expect(holdsLowerAsciiWord(text, NOUNS), text).to.equal(true);
      }
    }
    expect(found).to.be.greaterThan(50);
  });

  it('says yes to every text where the named-house pattern matches', () => {
    let found = 0;
    for (const text of all)
      if (allMatches(HOUSE, text).length > 0) {
        found++;
        expect(KIND_AND_COMMA.test(text), text).to.equal(true);
      }
    expect(found).to.be.greaterThan(20);
  });

  it('says yes to every text where the lower-case initials pattern matches', () => {
    let found = 0;
    for (const text of all)
      if (allMatches(INITIALS_THEN_NAME, text).length > 0) {
        found++;
        expect(mayHaveInitials(text), text).to.equal(true);
      }
    expect(found).to.be.greaterThan(50);
  });

  it('says yes to every clause the brand-list separator splits into three items or more', () => {
    let found = 0;
    for (const text of all)
      for (const clause of text.split(/[;:.\n]/))
        if (clause.split(SEPARATOR).length >= 3) {
          found++;
          expect(holdsTwoSeparators(clause), clause).to.equal(true);
        }
    expect(found).to.be.greaterThan(100);
  });
});
