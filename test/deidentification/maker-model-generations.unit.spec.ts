import { expectClean, expectFound } from './helpers';

/**
 * A maker, a model's name and its generation's number after an article or an owner (issue 49, thirty-sixth round,
 * from the review's "Garmin Venu 2" and "Braun ThermoScan 7"): the maker is a listed surname or an allowed brand and
 * the model's word an unknown capitalised word, so one or both were read as a person's name. Every sentence is
 * written for this spec; each gave a name hit on 65222628.
 */
describe('detector: a maker, a model and its generation (issue 49, 36th round)', () => {
  it('lets the device through', () => {
    expectClean('She checks her overnight heart rate on a Garmin Venu 2.');
    expectClean('Ear temperature with a Braun ThermoScan 7 read 37.9.');
    expectClean('Her Garmin Venu 3 logged four night sweats this week.');
    expectClean('She borrowed her daughter’s Braun ThermoScan 5 for the readings.');
  });

  it('still finds a person before a count of days or times', () => {
    expectFound('She saw a Jenny Molloy 3 weeks ago about the rash.', 'Jenny Molloy', 'name');
    expectFound('Her cousin Paulo Serrano 2 days later brought the letters.', 'Paulo Serrano', 'name');
  });

  it('still finds a person after a title or a relation word, whatever number follows', () => {
    expectFound('Copies sent to Mrs Venu Braun 2 times.', 'Braun', 'name');
    expectFound('She was driven in by her Aunt Rosalind 2 hours early.', 'Rosalind', 'name');
  });
});
