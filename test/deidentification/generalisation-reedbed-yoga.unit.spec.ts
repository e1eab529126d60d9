import { expect } from 'chai';
import { WordClasses } from '../../src/deidentification/word-classes';
import { YOGA_PRACTICES } from '../../src/deidentification/yoga-practices';
import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's 27th round: a class of false refusal studied on the reedbed set, in words of its own
// (none of these sentences is in the set).

describe('detector: yoga postures and breathing practices (issue 49, 27th round)', () => {
  it('reads their Sanskrit names as no names', () => {
    expectClean('Bone-health class: Tadasana, Vrikshasana and Setu Bandhasana; end with Savasana.');
    expectClean('For night sweats try Sheetali or Bhramari before bed, then Ujjayi for 5 minutes.');
  });

  it('keeps the teacher and the place beside them', () => {
    expectFound('Bhujangasana taught by Meenakshi Raghunathan on Tuesdays.', 'Meenakshi Raghunathan', 'name');
    expectFound('Kapalbhati class at 9 Orchard Lane, Harrogate.', '9 Orchard Lane');
  });

  it('holds no given name or surname', () => {
    const words = new WordClasses();
    expect([...YOGA_PRACTICES].filter((w) => words.isName(w) || words.isFirstName(w))).to.deep.equal([]);
  });
});
