import { expectClean, expectFound } from './helpers';

/**
 * A hospital's area or specialty by the short name staff write, after "in", "to" or "from" (issue 49, thirty-fifth
 * round, from the review's "taken to resus"): read as an unknown word after a place preposition, it was a town.
 * Every sentence is written for this spec; each was refused on 09f6ae7d.
 */
describe('detector: a hospital area or specialty by its short name after a preposition (issue 49, 35th round)', () => {
  it('leaves the emergency department areas and critical-care units in lower case', () => {
    expectClean('Rushed through to resus on arrival by ambulance.');
    expectClean('Handed over in resus at 02:10 by the crew.');
    expectClean('Moved from resus to the acute ward after the bloods.');
    expectClean('Stepped down from picu on day three.');
  });

  it('leaves a specialty by its short name', () => {
    expectClean('Sent over to paeds after she was triaged.');
  });

  it('still finds a town in lower case after the same prepositions', () => {
    expectFound('She moved to ilkley last spring.', 'ilkley', 'location');
    expectFound('Came in from todmorden by taxi.', 'todmorden', 'location');
    expectFound('Brought to rotherham by her niece.', 'rotherham', 'location');
  });
});
