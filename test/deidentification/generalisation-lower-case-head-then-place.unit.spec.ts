import { expectClean, expectFound } from './helpers';

describe('detector: a place after a lower-case facility head (issue 49, 27th round, lower case)', () => {
  it('reads a listed place or unknown word closing its phrase after hospital, clinic or hospice', () => {
    expectFound('Transferred to hospital wishaw.', 'wishaw', 'location');
    expectFound('She was seen at clinic tralee, then discharged.', 'tralee', 'location');
  });

  it('keeps clinical and everyday words after the head', () => {
    expectClean('Collect from hospital pharmacy.');
    expectClean('Started at clinic oestrogel.');
    expectClean('Discussed hospice care.');
    expectClean('Seen in clinic today.');
  });
});
