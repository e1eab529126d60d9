import { expectClean, expectFound } from './helpers';

/** Issue 49, space separators: identifiers whose dots, slashes and hyphens became spaces, by class. */
describe('detector: identifiers with spaces for their separators', () => {
  it('reads a spaced date after an act done, a "coll" stamp, or beside the other end of a range', () => {
    expectFound('Left shoulder aspirated 7 9 25 under ultrasound.', '7 9 25', 'date');
    expectFound('Smear repeated on 21 05 24 at the practice.', '21 05 24', 'date');
    expectFound('Serum Coll 04 12 25 09:40, haemolysed.', '04 12 25', 'date');
    expectFound('Off sick 03 10 25 to 17/10/25 after surgery.', '03 10 25', 'date');
    expectFound('Signed off 03/10/25 – 17 10 25 by the GP.', '17 10 25', 'date');
    expectFound('Urine obtained 12 vii 25 for culture.', '12 vii 25', 'date');
  });

  it('reads a spaced ISO date with its time and a year with the Polish "r."', () => {
    expectFound('2025 09 30T16:05:11Z WARN upload retried', '2025 09 30', 'date');
    expectFound('Wizyta 03 02 2025r. u ginekologa.', '03 02 2025', 'date');
  });

  it('keeps a spaced date at the start of a row apart from the short last field of the row above', () => {
    expectFound('day,score\n2025-09-01,4\n2025 09 02,5\n', '2025 09 02', 'date');
  });

  it('leaves series of amounts after a verb of amount, and counts with a times sign, alone', () => {
    expectClean('Dose increased 10 20 30 over three weeks.');
    expectClean('Pain scored 12 10 14 on the three visits.');
    expectClean('Cells plated 2 x 10 in each well.');
  });

  it('reads an e-mail address or a web address whose dots became spaces', () => {
    expectFound('Letters to admin@riverbend surgery nhs uk please.', 'admin@riverbend surgery nhs uk', 'email');
    expectFound('Her address is k.oyelaran@ outlook co uk now.', 'k.oyelaran@ outlook co uk', 'email');
    expectFound('Booking page https book larchwood clinic co uk a 55', 'https book larchwood', 'url');
    expectClean('The portal uses https for the login in uk and abroad.');
  });

  it('reads a labelled code whose groups, letters and digits, are set apart by spaces', () => {
    expectFound('Trial ID KX 2025 00417 on the consent form.', 'KX 2025 00417');
    expectFound('Insurer ref UK MED 2024 7781920 quoted.', 'UK MED 2024 7781920');
    expectFound('Glucose meter s/n ACC CH 0091274 replaced.', 'ACC CH 0091274');
    expectFound('Midwife lic NMW 044812 on the form.', 'NMW 044812');
    expectFound('Osteopath reg GOS 31872 checked.', 'GOS 31872');
    expectFound('Pharmacy order PX 558120 posted.', 'PX 558120');
  });

  it('leaves doses, intradermal routes and sentences after weak labels alone', () => {
    expectClean('Ref to the ward 2 312 times this year.');
    expectClean('Mantoux 5 TU ID 0.1 mL given.');
    expectClean('In order 1500 mg daily was advised.');
  });
});
