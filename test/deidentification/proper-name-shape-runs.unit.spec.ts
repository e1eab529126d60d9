/**
 * The name shape an error message checks before repeating a submitted value (named-value.ts) reads each word's tail
 * whole: the same answers as the pattern that let an apostrophe or a hyphen end a word or open the next gap, over
 * random short values of capitals, small letters, apostrophes, hyphens, spaces, dots and digits; and a value of forty
 * characters that is no name, which the old pattern tried in every way, answered at once.
 */
import { expect } from 'chai';
import { PROPER_NAME_SHAPE } from '../../src/deidentification/named-value';
import { generated } from './scan-corpus';

const SHAPE_AS_WAS = /^\s*\p{Lu}\p{Ll}+(?:[\s.'-]+\p{Lu}[\p{L}'-]*)+\s*$/u;

const PIECES = ['A', 'B', 'b', 'É', 'é', "'", '-', ' ', '.', '\t', '1', 'x', 'Ab', 'Jo', 'Mary', ' Ann'];

describe('submitted values: a name shape read a whole word tail at a time', () => {
  it('answers as the pattern that tried each apostrophe and hyphen both ways', () => {
    let names = 0;
    for (const tail of generated(PIECES, 30000, 49342)) {
      for (const value of [tail, `Ab${tail}`, `Ann ${tail}`]) {
        const now = PROPER_NAME_SHAPE.test(value);
        expect(now, JSON.stringify(value)).to.equal(SHAPE_AS_WAS.test(value));
        if (now) names++;
      }
    }
    expect(names).to.be.greaterThan(1000);
  });

  it('refuses a forty-character value of apostrophes and capitals ending in a digit at once', () => {
    const value = `Ab${"'A".repeat(18)}1`;
    const started = performance.now();
    for (let k = 0; k < 100; k++) expect(PROPER_NAME_SHAPE.test(value)).to.equal(false);
    expect(performance.now() - started).to.be.lessThan(100);
  });

  it('still reads names with apostrophes, hyphens and initials', () => {
    for (const name of ["Mary O'Neill", 'Anne-Marie Smith-Jones', 'John R. Smith', 'Jo Ann'])
      expect(PROPER_NAME_SHAPE.test(name), name).to.equal(true);
  });
});
