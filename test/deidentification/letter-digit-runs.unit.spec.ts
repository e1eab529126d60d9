/**
 * The look-alike phones' run pattern (letter-digit-phones.ts) lets no bare group follow another with nothing
 * between: the same matches as the pattern that let one, over every committed case, a sample of every disguise of
 * the bypass fuzzer and random texts of digits, look-alike letters, brackets and separators; and a run of digits
 * before a letter, which the old pattern cut into up to six groups in every way (0.5 s at 60 digits), read at once.
 */
import { expect } from 'chai';
import { GROUP, RUN, findLetterDigitPhones } from '../../src/deidentification/letter-digit-phones';
import { expectSameMatches } from './scan-corpus';

const RUN_AS_WAS = new RegExp(
  String.raw`(?<![\p{L}\p{N}])\+?(?:\(${GROUP}\)|${GROUP})(?:[^\S\n]?[-./]?[^\S\n]?(?:\(${GROUP}\)|${GROUP})){0,5}` +
    String.raw`(?![\p{L}\p{N}])`,
  'gu',
);

const PIECES = [...'0123456789OoIilx+-./() \n', '07', '700', '  ', ' - ', '\u00A0', 'O7', 'l1', 'tel ', 'é', '\u0663'];

/** Where a text holds a long run of group characters the old pattern takes seconds: such texts are left out. */
const LONG_RUN = /[\dOoIil]{25}/;

describe('look-alike phones: no bare group straight after another', () => {
  it('matches what the pattern letting one follow matched', () => {
    const matched = expectSameMatches(RUN, RUN_AS_WAS, { pieces: PIECES, count: 20000, seed: 49034 }, LONG_RUN);
    expect(matched).to.be.greaterThan(1000);
  });

  it('reads a run of two hundred digits after a look-alike letter and before another letter at once', () => {
    const text = `fax O${'1234567890'.repeat(20)}x, or ring O77OO 9OO 214`;
    const started = performance.now();
    const found = findLetterDigitPhones(text).map((h) => text.slice(h.start, h.end));
    expect(performance.now() - started).to.be.lessThan(1000);
    expect(found).to.deep.equal(['O77OO 9OO 214']);
  });
});
