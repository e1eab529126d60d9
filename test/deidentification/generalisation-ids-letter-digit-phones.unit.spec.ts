import { expectClean, expectFound } from './helpers';

// Made-up numbers with O, o, I or l typed for 0 and 1 (issue 49, 32nd round, span recall by class).
describe('detector: phone and fax numbers with look-alike letters for their digits', () => {
  it('reads UK, US and international numbers with O for 0 and I or l for 1', () => {
    expectFound('Daughter rang back from O7723 4O8 519 this morning.', 'O7723 4O8 519');
    expectFound('Secretary: 0II8 496 O371 (Mon-Thu).', '0II8 496 O371');
    expectFound('mobile o7911-2oo-384 if no answer', 'o7911-2oo-384');
    expectFound('Her cell is (5O3) 555-O219, leave a message.', '(5O3) 555-O219');
    expectFound('Brother in Lagos +234 8O2 555 O9l4 knows the history.', '+234 8O2 555 O9l4');
    expectFound('Fax the results to O1632 96O 7l2 please.', 'O1632 96O 7l2', 'fax');
    expectFound('typed in lower case: tel 0i6i 4o7 5532 today', '0i6i 4o7 5532');
  });

  it('reads them spaced out or in full-width forms, whole only in the normalised view', () => {
    expectFound('Ring me on O 7 8 4 1   2 O O   5 5 3 please.', 'O 7 8 4 1   2 O O   5 5 3');
    expectFound('Fax ｏ１６３２ ９６０ ４４８ for the letter.', 'ｏ１６３２ ９６０ ４４８');
  });

  it('leaves lab values, gases and codes with those letters alone', () => {
    expectClean('IL-6 10 pg/mL and CRP 4 mg/L on day 2.');
    expectClean('O2 2 L/min via nasal cannula, SpO2 97 % on room air, FiO2 0.21.');
    expectClean('Grade I 10 mm lesion at 3 o clock, 2 cm from the nipple.');
    expectClean('Scored 1O/1O on the first item and 7 on the second.');
  });
});
