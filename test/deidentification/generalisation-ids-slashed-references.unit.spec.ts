import { expect } from 'chai';
import { slashedCode } from '../../src/deidentification/label-rules';
import { expectClean, expectFound } from './helpers';

// Made-up references in the shapes offices give them (issue 49, 32nd round, span recall by class).
describe('detector: references joined by slashes and abbreviated labels (issue 49, 32nd round)', () => {
  it('tells a slashed reference from a fraction, an interval or a year range', () => {
    expect(slashedCode('HR/26/3391')).to.equal(true);
    expect(slashedCode('TRB/0917')).to.equal(true);
    expect(slashedCode('2025/71184')).to.equal(true);
    expect(slashedCode('6/52')).to.equal(false);
    expect(slashedCode('1/2')).to.equal(false);
    expect(slashedCode('2024/2025')).to.equal(false);
    expect(slashedCode('2023/24')).to.equal(false);
  });

  it('reads a slashed reference after a label', () => {
    expectFound('Grievance filed; our ref HR/26/3391, please quote it.', 'HR/26/3391');
    expectFound('Safeguarding referral logged, reference: SGA/2025/0663.', 'SGA/2025/0663');
    expectFound('Your claim WPX/77/402218 has been received.', 'WPX/77/402218');
    expectFound('Police report no. WMP/INC/2026/558 attached to the notes.', 'WMP/INC/2026/558');
    expectFound('Practitioner licence TRB/0917 displayed in the studio.', 'TRB/0917');
  });

  it('reads the value after an abbreviated label with its dot', () => {
    expectFound('Signed: Dr K. Salonga, Lic. No. 0512296', '0512296');
    expectFound('Screening no. QRT-0388 consented today.', 'QRT-0388');
    expectFound('Acct. No. 5520-1187 closed at her request.', '5520-1187');
  });

  it("reads a bank's sort code and an incident's Datix number after their labels", () => {
    expectFound('Refund to sort code 30-92-17, account 4410 2278.', '30-92-17');
    expectFound('Fall on the ward, logged as DATIX-W-51802 the same day.', 'DATIX-W-51802');
  });

  it('leaves fractions, intervals, year ranges and ethics references alone', () => {
    expectClean('Review report in 6/52 and bloods at 3/12.');
    expectClean('Reference interval 1/2 of the upper limit.');
    expectClean('Audit for the academic year 2024/2025 was presented.');
    expectClean('Approved by the committee, REC reference 24/LO/0456.');
    expectClean('Bone density fell; see report 2023/24 for the audit.');
  });

  it('leaves a label that ends a sentence before a version number', () => {
    expectClean('Replaced the pump sensor.\nFirmware v4.2.7 installed on the base unit.');
  });
});
