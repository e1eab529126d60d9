import { expectClean, expectFound } from './helpers';

/**
 * A full name in capitals whose two words are everyday words too ("JOHN SMITH": a toilet and a trade) after the role
 * a person is named by (issue 49, thirty-fourth round). Every sentence is written for this spec; each name was
 * missed on 2b4a902.
 */
describe('detector: a shouted full name of everyday words after a role label (issue 49, 34th round)', () => {
  it('reads the name after an incident role and its colon', () => {
    expectFound('Casualty: PETER WOOD brought in by the crew at 03:40.', 'PETER WOOD', 'name');
    expectFound('Passenger: MARK FISHER, seat 12A, felt faint on descent.', 'MARK FISHER', 'name');
  });

  it('reads the name after a patient or resident label, with or without its colon', () => {
    expectFound('Patient: JOHN TAYLOR', 'JOHN TAYLOR', 'name');
    expectFound('Resident ROSE MASON refused her evening tablets.', 'ROSE MASON', 'name');
  });

  it('leaves two everyday words in capitals after a role when they are no first name and surname', () => {
    expectClean('Patient: LONG WAIT at the front desk again today.');
    expectClean('Passenger: NO INJURIES reported by the crew.');
  });

  it('still finds a shouted name of listed words with no role before it', () => {
    expectFound('Seen in clinic today: MARGARET THORNBURY, aged 58.', 'MARGARET THORNBURY');
  });
});
