import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from the cove set: the "to" of a phrase of source, cause or reaction (issue 49, 32nd round).
describe('detector: "according to", "due to", "allergic to" are no cue of a place (issue 49, 32nd round)', () => {
  it('reads what follows a phrasal "to" as a source, a cause or an allergen', () => {
    expectClean('According to SOMANZ and the regional consensus, aspirin from 12 weeks.');
    expectClean('Allergic to TEGADERMA dressings, blisters within a day.');
    expectClean('Skin eruption thought secondary to VELTOPRIM, stopped.');
  });

  it('still reads a place after a "to" of movement or nearness', () => {
    expectFound('She moved to KIRKWALL last year.', 'KIRKWALL', 'location');
    expectFound('Lives next to TOBERMORY pier with her son.', 'TOBERMORY', 'location');
    expectFound('Pt travels to brackwell for dialysis.', 'brackwell', 'location');
  });
});
