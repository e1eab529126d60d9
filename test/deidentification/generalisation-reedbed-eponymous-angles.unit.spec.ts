import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's 27th round: a class of false refusal studied on the reedbed set, in words of its own
// (none of these sentences is in the set).

describe('detector: eponymous angles of radiographs and examination (issue 49, 27th round)', () => {
  it('reads a surname with "angle" after it as a measurement', () => {
    expectClean('Standing films: Cobb angle 24 degrees, Risser grade 2; brace review in 4 months.');
    expectClean("Heel X-ray: Bohler's angle 15 degrees and Gissane angle within range.");
    expectClean('Hip: Wiberg angle 22°, acetabular dysplasia suspected.');
  });

  it('keeps the same surname as a person elsewhere in the note', () => {
    expectFound('Cobb angle 12°; films reported by Dr Rowena Cobb.', 'Rowena Cobb', 'name');
    expectFound("Wiberg angle normal. Letter to Mrs Ingrid Wiberg's GP.", 'Ingrid Wiberg');
  });
});
