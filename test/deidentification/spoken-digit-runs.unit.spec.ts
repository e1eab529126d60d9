/**
 * The spoken phones' run pattern (spoken-digit-phones.ts) reads a run of digits one digit a step: the same matches
 * as the pattern that read "\d+" a step, over every committed case, a sample of every disguise of the bypass fuzzer
 * and random texts of digits, digit words, repeats, separators and letters; and a long run of digits before a
 * letter, which the old pattern cut in every way (each digit more doubled its time), read in linear time.
 */
import { expect } from 'chai';
import { DIGIT_WORD } from '../../src/deidentification/number-words';
import {
  BETWEEN,
  LETTER_DIGITS,
  PAIR,
  RUN,
  findSpokenDigitPhones,
} from '../../src/deidentification/spoken-digit-phones';
import { expectSameMatches } from './scan-corpus';

const REPEATED = String.raw`(?:double|triple)[-\s]?(?:${DIGIT_WORD}|o|\d)`;
// The thirty-sixth round's pairs ("forty-four"), letters for digits ("O", "I") and separators are in both.
const TOKEN_AS_WAS =
  String.raw`(?:${REPEATED}|hundred|${PAIR}(?![\p{L}])|(?:\d+|${DIGIT_WORD})+|` +
  String.raw`${LETTER_DIGITS}(?![\p{L}]))`;
const RUN_AS_WAS = new RegExp(
  String.raw`(?<![\p{L}\p{N}])\+?\(?${TOKEN_AS_WAS}(?:${BETWEEN}${TOKEN_AS_WAS})+(?![\p{L}\p{N}])`,
  'giu',
);

const PIECES = [
  ...'0123456789 ,.-+xo\n',
  '12',
  '345',
  'one',
  'Two',
  'oh',
  'OH',
  'nought',
  'forty-four',
  'twelve',
  'O',
  'I',
  '(',
  '\u2011',
  'seven',
  'eight',
  'double',
  'triple',
  'double-',
  'hundred',
  'tel ',
  '  ',
  ', ',
  ' - ',
  '\u00A0',
  '\u017Fix',
  '\u0663',
  'é',
];

/** Where a text holds a run of more than 20 digits the old pattern takes seconds: such texts are left out. */
const LONG_DIGITS = /\d{21}/;

describe('spoken phones: a run of digits read one digit a step', () => {
  it('matches what the pattern reading "\\d+" a step matched', () => {
    const matched = expectSameMatches(RUN, RUN_AS_WAS, { pieces: PIECES, count: 20000, seed: 49033 }, LONG_DIGITS);
    expect(matched).to.be.greaterThan(1000);
  });

  it('reads a run of forty digits before a letter in well under a second', () => {
    const text = `call one 2 ${'1234567890'.repeat(4)}x and ring 07 seven 00 900 2 six 1`;
    const started = performance.now();
    const found = findSpokenDigitPhones(text).map((h) => text.slice(h.start, h.end));
    expect(performance.now() - started).to.be.lessThan(1000);
    expect(found).to.deep.equal(['07 seven 00 900 2 six 1']);
  });
});
