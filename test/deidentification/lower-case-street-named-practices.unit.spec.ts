import { expectClean, expectFound } from './helpers';

/**
 * A place of care named after its street, in lower case ("bridge street surgery"): every word of it an everyday
 * word, so no modifier read as specific, where no generic place of care is named after a street (issue 49,
 * thirty-fifth round, from the bypass fuzzer's lower-case disguise). Every sentence is written for this spec; each
 * was missed on 09f6ae7d.
 */
describe('detector: a surgery or centre named after its street, in lower case (issue 49, 35th round)', () => {
  it('finds a surgery, a practice or a medical centre named after a street', () => {
    expectFound('Her repeat is sent to church lane surgery each month.', 'church lane surgery', 'location');
    expectFound('Transferred to the mill road medical practice in March.', 'mill road medical practice', 'location');
    expectFound('Blood test done at station road health centre.', 'station road health centre', 'location');
  });

  it('leaves generic places of care and a car park', () => {
    expectClean('Booked into the day surgery for next week.');
    expectClean('She waited by the main road clinic entrance.');
    expectClean('Meet at the car park centre by the lifts.');
  });
});
