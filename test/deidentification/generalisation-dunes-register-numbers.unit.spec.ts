import { expect } from 'chai';
import { verhoeffValid } from '../../src/deidentification/check-digits';
import { isNhsNumber, isPesel, isPpsn, isSouthAfricanId } from '../../src/deidentification/national-register-numbers';
import { expectClean, expectFound } from './helpers';

// Every number here is made up, its check digit computed for the test (issue 49, 30th round, dunes).
describe('detector: national and register numbers by their check digits (issue 49, 30th round, dunes)', () => {
  it('reads the check digits as published', () => {
    expect(verhoeffValid('2363')).to.equal(true);
    expect(verhoeffValid('2364')).to.equal(false);
    expect(isPpsn('5092746', 'R', '')).to.equal(true);
    expect(isPpsn('5092746', 'D', 'A')).to.equal(true);
    expect(isPpsn('5092746', 'S', '')).to.equal(false);
    expect(isPesel('68092212303')).to.equal(true);
    expect(isPesel('68092212304')).to.equal(false);
    expect(isSouthAfricanId('6607115087005')).to.equal(true);
    expect(isSouthAfricanId('6607115087006')).to.equal(false);
    expect(isNhsNumber('4018735626')).to.equal(true);
    expect(isNhsNumber('4018735627')).to.equal(false);
  });

  it('finds a number whose check digit holds, with no label', () => {
    expectFound('Her Irish number 5092746R is on the GMS form.', '5092746R');
    expectFound('Transferred with IHI 8003 6055 1293 7505 on the summary.', '8003 6055 1293 7505');
    expectFound('She gave 8003605512937505 at the desk.', '8003605512937505');
    expectFound('Polish records list 68092212303 for her.', '68092212303');
    expectFound('The card reads 5821 9374 6001 under the photo.', '5821 9374 6001');
    expectFound('South African document 6607115087005 seen.', '6607115087005');
    expectFound('Her card 784-1968-3051720-5 was copied.', '784-1968-3051720-5');
    expectFound('she gave the NHS 401 873 5626 at booking.', '401 873 5626');
  });

  it('leaves a number and letter alone when the PPS check letter fails', () => {
    expectClean('Batch 5092746S was used for the gel.');
  });

  it("reads the registers' numbers after their labels, with slashes, hyphens and spaced digits", () => {
    expectFound('Address: Lot 7, Kingston. TRN: 204 118 377.', '204 118 377');
    expectFound('Bahamas: NIB no. 31558027. Seen today.', '31558027');
    expectFound('Seen by Dr okon, MDCN MDCN/R/30118', 'MDCN/R/30118');
    expectFound('Referred on. HPCSA MP 0551203.', 'MP 0551203');
    expectFound('Consultant\nRegn. No. KMC 2011/07/2231\nBangalore', 'KMC 2011/07/2231');
    expectFound('Dr A. Pierre, Reg. GMB-2210', 'GMB-2210');
    expectFound('Pt: Lee, PHN 9 1 2 0 4 - 5 5 2 1 8. Faxed.', '9 1 2 0 4 - 5 5 2 1 8');
    expectFound('NHIA enrolee no: NHIS-KAN-0031557-1', 'NHIS-KAN-0031557-1');
  });

  it('reads the same numbers written in lower case after their label', () => {
    expectFound('Referred on. HPCSA mp 0551203.', 'mp 0551203');
    expectFound('Her Irish number 5092746r is on the GMS form.', '5092746r');
  });

  it('reads the serial of a sensor or an implant rod after its label', () => {
    expectFound('Libre sensor 0MQ71X2291B fitted, TIR 70 %.', '0MQ71X2291B');
    expectFound('Removal of implant (rod no. NXP 7Q4 22 1093) booked.', 'NXP 7Q4 22 1093');
  });
});
