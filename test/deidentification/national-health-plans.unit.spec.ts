import { expectClean, expectFound } from './helpers';

/**
 * Kaiser Permanente is a health plan of eight states and the District of Columbia, as national as the insurers the
 * organisation list allows, not a facility (issue 49, thirty-sixth round, from the review): named alone it names no
 * place. Every sentence is written for this spec; each was refused on 65222628 as a facility.
 */
describe('detector: Kaiser Permanente named as a health plan (issue 49, 36th round)', () => {
  it('lets the plan through', () => {
    expectClean('Her coverage is with Kaiser Permanente through her employer.');
    expectClean('She switched from Aetna to Kaiser Permanente in January.');
    expectClean('Prior authorisation was requested from Kaiser Permanente.');
  });

  it('still finds a facility of the plan by its own name, and a town beside it', () => {
    expectFound('Scan booked at Kaiser Permanente Westside Medical Center.', 'Westside Medical Center', 'location');
    expectFound('Seen at Kaiser Permanente in Fresno last spring.', 'Fresno', 'location');
  });
});
