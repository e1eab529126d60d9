import { expect } from 'chai';
import { collapseSpacedCharacters } from '../../src/deidentification/rejoin';
import { expectClean, expectFound } from './helpers';

/**
 * Characters set two or three spaces apart, the same gap all along ("B   e   t   h   a   n"): characters already
 * spaced out and spaced again, or typed with a wide gap (issue 49, thirty-fifth round, from the bypass fuzzer's
 * spaced disguise, whose misses were two in three of this shape). Only single spaces were read as a run. Every
 * sentence is written for this spec; each identifier was missed on 09f6ae7d.
 */
describe('detector: characters spaced two or three apart (issue 49, 35th round)', () => {
  it('reads a name spelt with wide gaps after a label', () => {
    expectFound('Name:   R   o   w   e   n   a   T   h   o   r   p', 'R   o   w   e   n   a', 'name');
  });

  it('reads a hospital number and a date of birth with their characters three spaces apart', () => {
    expectFound(
      'Hospital number R   X   0   0   4   4   9   1   2   7 on the letter.',
      'R   X   0   0',
      'medical_record_number',
    );
    expectFound('Her date of birth is 1   4   /   0   3   /   1   9   6   2 per the form.', '1   4   /', 'date');
  });

  it('joins the run as single spaces would, and leaves mixed or wider gaps', () => {
    const [edit] = collapseSpacedCharacters('id: K   4   4   7   1');
    expect(edit?.next).to.equal('K4471');
    expect(collapseSpacedCharacters('a  b   c    d')).to.deep.equal([]);
  });

  it('starts a new word at a capital after a lower-case letter in a wide run', () => {
    expectFound('Walk-in today: B   e   t   h   a   n   M   o   r   g   a   n   s, low mood.', 'B   e   t   h', 'name');
    const [edit] = collapseSpacedCharacters('to D   a   l   e   W   y   n   n today');
    expect(edit?.next).to.equal('Dale Wynn');
  });

  it('joins the letters of a code spaced singly to its digits spaced wide', () => {
    expectFound('Hospital no. S T H   8   8   2   0   4   1   6 on the wristband.', 'S T H', 'medical_record_number');
  });

  it('leaves a scale written out in order with wide gaps', () => {
    expectClean('Rate the flushes on 1   2   3   4   5   6   7   8   9   1   0 each night.');
  });

  it('still reads a day before a spaced month, the wide gap between them', () => {
    expectFound('Seen again on 9   N o v for the results.', '9   N o v', 'date');
    expectFound('Clinic list: F  2 7 / 0 4 / 1 9 7 2  FU telephone', '2 7 / 0 4', 'date');
  });

  it('leaves short columns of single letters', () => {
    expectClean('Answers   Y   N   Y on the form, reviewed with her.');
  });

  it('still reads single-spaced characters with wider gaps between words', () => {
    expectFound('Seen today: M a r i a n n e   O k o t i e', 'O k o t i e', 'name');
  });
});
