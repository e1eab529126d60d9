import { expectFound } from './helpers';

/**
 * A name after a Spanish or Portuguese form of address as notes abbreviate it (issue 49, thirty-fifth round,
 * from the review's "Seen by Sra. Abuela"): the title was read as an unknown name and the name after its dot as a
 * sentence's first word. Every sentence is written for this spec; each name was missed on 09f6ae7d.
 */
describe('detector: a name after a Spanish or Portuguese title (issue 49, 35th round)', () => {
  it('finds the name after Sra., Srta., Dra. and Dña.', () => {
    expectFound('Visited by Sra. Abuela on Tuesday.', 'Abuela', 'name');
    expectFound('Letter copied to Srta. Olmo at the front desk.', 'Olmo', 'name');
    expectFound('Follow-up booked with Dra. Alba next month.', 'Alba', 'name');
    expectFound('Call from Dña. Paloma about the results.', 'Paloma', 'name');
  });

  it('still finds the name after Sra without its dot', () => {
    expectFound('Sra Abuela will bring the forms.', 'Abuela', 'name');
  });

  it('still finds a name after an English title', () => {
    expectFound('Seen by Mrs. Okonjo this morning.', 'Okonjo', 'name');
  });
});
