import { expect } from 'chai';
import { detectIdentifiers } from '../../src/deidentification';
import { expectFound, expectNoHitOn } from './helpers';

/** Asserts one date hit covers the whole fragment, weekday and all. */
function expectWholeDate(text: string, fragment: string): void {
  const start = text.indexOf(fragment);
  const end = start + fragment.length;
  const whole = detectIdentifiers(text).filter((h) => h.kind === 'date' && h.start <= start && h.end >= end);
  expect(whole, `expected one date hit over "${fragment}" in: ${text}`).to.not.be.empty;
}

describe('detector: weekdays that name a date, and dates with a dotted day (issue 49, 36th round)', () => {
  it('reads a Danish or Norwegian date with its dotted day and a month in lower case', () => {
    expectFound('Indkaldt til kontrol den 17. november kl. 9.', '17. november', 'date');
    expectFound('Innlagt fredag 3. desember, utskrevet 6. december.', '6. december', 'date');
  });

  it('adds the weekday and its gloss in another language to the date they name', () => {
    expectWholeDate('Operation booked ngoLwesithathu (Wednesday) 9 December.', 'ngoLwesithathu (Wednesday) 9 December');
    expectWholeDate('Programare: marți (Tuesday) 15.12.2026, ora 16.', 'marți (Tuesday) 15.12.2026');
    expectWholeDate('Ny tid: torsdag 17. desember.', 'torsdag 17. desember');
  });

  it('leaves a weekday alone and a numbered list item whose first word is an English month word', () => {
    expectNoHitOn('Clinic runs every Tuesday; seen on Monday by the nurse.', ['Tuesday', 'Monday']);
    expectNoHitOn('Leaflet: 1. may cause drowsiness 2. march on the spot for warm-up.', ['1. may', '2. march']);
  });
});
