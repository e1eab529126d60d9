import { expect } from 'chai';
import { WordClasses } from '../../src/deidentification/word-classes';
import { WOUND_CARE_WORDS } from '../../src/deidentification/wound-care-words';
import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's 27th round: a class of false refusal studied on the reedbed set, in words of its own
// (none of these sentences is in the set).

describe('detector: words of wound assessment and care (issue 49, 27th round)', () => {
  it('reads them as labels and headings as no names', () => {
    expectClean("Periwound: erythema 1 cm. Exudate: moderate, serosanguineous. Undermining at 3 o'clock.");
    expectClean('Plan: Enzymatic debridement, then reassess.\nHypergranulation: silver nitrate applied.');
  });

  it('keeps the person and the hospital beside them', () => {
    expectFound('Periwound macerated; reviewed by Oluwaseun Adebayo-Hart.', 'Oluwaseun Adebayo-Hart', 'name');
    expectFound('Debridement done at Upton Hospital, Slough.', 'Upton Hospital');
  });

  it('holds no given name or surname', () => {
    const words = new WordClasses();
    expect([...WOUND_CARE_WORDS].filter((w) => words.isName(w) || words.isFirstName(w))).to.deep.equal([]);
  });
});
