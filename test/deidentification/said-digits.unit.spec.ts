/**
 * One reader of digits said aloud (number-words.ts) serves both the normalised view's number runs and the phone
 * numbers read on the text as written (spoken-digit-phones.ts): a digit, a digit word, or one said twice or three
 * times.
 */
import { expect } from 'chai';
import { digitsOfSaidPiece, numberRunAsDigits } from '../../src/deidentification/number-words';
import { findSpokenDigitPhones } from '../../src/deidentification/spoken-digit-phones';

describe('digits said aloud, one reader', () => {
  it('reads digits, digit words and repeated digits', () => {
    const read = [
      '7',
      'seven',
      'Zero',
      'oh',
      'OH',
      'nought',
      'double-oh',
      'double o',
      'doubleo',
      'triple 5',
      'treble.two',
    ].map(digitsOfSaidPiece);
    expect(read).to.deep.equal(['7', '7', '0', '0', '0', '0', '00', '00', '00', '555', '222']);
  });

  it('reads nothing that is no digit: a lone "o", teens, tens, other words, a repeat of two digits', () => {
    for (const piece of ['o', 'ten', 'twenty', 'hundred', 'double', 'double 55', 'double ten', 'sevens', ''])
      expect(digitsOfSaidPiece(piece), piece).to.equal(undefined);
  });

  it('reads a word as a case-insensitive Unicode pattern matches it (the long s is an s)', () => {
    expect(digitsOfSaidPiece('\u017Fix')).to.equal('6');
    expect(digitsOfSaidPiece('double \u017Feven')).to.equal('77');
  });

  it('gives the number runs of the normalised view their digits', () => {
    expect(numberRunAsDigits('seven seven double-oh nine')).to.equal('77009');
    expect(numberRunAsDigits('two-oh-six five five five')).to.equal('206 5 5 5');
  });

  it('gives a phone said with "double", "triple", "nought" and "hundred" its ten to thirteen digits', () => {
    const text = 'call me on nought seven seven double-o nine triple 4 one two three';
    const [found] = findSpokenDigitPhones(text);
    expect(text.slice(found.start, found.end)).to.equal('nought seven seven double-o nine triple 4 one two three');
    const hundred = 'phone 0161 nine hundred two six one 4';
    expect(findSpokenDigitPhones(hundred).map((h) => hundred.slice(h.start, h.end))).to.deep.equal([
      '0161 nine hundred two six one 4',
    ]);
  });

  it('reads a long s in a phone as the s it matched, not as no digit', () => {
    const text = 'ring 07 seven 00 900 2 \u017Fix 1';
    expect(findSpokenDigitPhones(text).map((h) => text.slice(h.start, h.end))).to.deep.equal([
      '07 seven 00 900 2 \u017Fix 1',
    ]);
  });
});
