import { expect } from 'chai';
import { readDigitsAsLetters } from '../../src/deidentification/digits-as-letters';
import { expectClean, expectFound } from './helpers';

/**
 * A maker's name before a model code whose digit stands among consonants ("Shure SM7B"): the normalized view read
 * the digit as a letter ("SMTB"), the code was lost and the maker, a listed name, was refused (issue 49,
 * thirty-fifth round, from the review). A reading with no vowel is no word. Every sentence is written for this spec;
 * each was refused on 09f6ae7d.
 */
describe('detector: a model code with a digit among consonants (issue 49, 35th round)', () => {
  it('leaves a listed name before such a model code', () => {
    expectClean('Her podcast mic is a Shure SM7B on a boom arm.');
    expectClean('Recorded the session on a Shure SM7B.');
  });

  it('reads no digit as a letter where the word would have no vowel', () => {
    expect(readDigitsAsLetters('SM7B')).to.equal(undefined);
    expect(readDigitsAsLetters('KT5R')).to.equal(undefined);
  });

  it('still reads the vowels a name hides as digits', () => {
    expect(readDigitsAsLetters('SM1TH')).to.equal('SMITH');
    expect(readDigitsAsLetters('G0nzalez')).to.equal('Gonzalez');
    expectFound('M4R14 G0NZ4L3Z was seen today.', 'G0NZ4L3Z', 'name');
  });

  it('still finds the maker as a person after a title', () => {
    expectFound('Seen by Dr Shure at ten.', 'Shure', 'name');
  });
});
