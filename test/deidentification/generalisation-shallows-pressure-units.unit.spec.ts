import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's 28th round: a class of false refusal studied on the shallows set, in words of its own
// (none of these sentences is in the set).

describe('detector: units of pressure after a number (issue 49, 28th round)', () => {
  it('reads a unit in capitals after a number as the unit', () => {
    expectClean('Chamber run to 2.4 ATA for 90 minutes, then decompressed over 10 min.');
    expectClean('Held at 1.9 ATA, then 2.8 ATA for the table.');
  });

  it('keeps a person named like a unit when no number comes before', () => {
    expectFound('Chamber attendant Ata Demirci monitored the dive at 2.8 ATA.', 'Ata Demirci', 'name');
    expectFound('2.8 ATA for 4 hours; diver Ata Kaplan seen after.', 'Ata Kaplan', 'name');
  });
});
