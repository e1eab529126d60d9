import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from any evaluation set: a programme, a scheme of benefits or a public body named with the
// head "Health" and a noun after it, which reedbed, breakwater and shingle each refused (issue 49, 33rd round).
describe('detector: programmes, benefit schemes and public bodies after the head "Health" (issue 49, 33rd)', () => {
  it("reads a screening check, a scheme of benefits or a body's branch or council as no place", () => {
    expectClean('Women over forty are invited to the NHS Health Check every five years.');
    expectClean('Non-Insured Health Benefits pay for her patches.');
    expectClean('Forms go to the Indigenous Services Health Branch each quarter.');
    expectClean('Healers are registered with the Allied Health Practitioners Council.');
    expectClean('She cited the Rural Health Care Improvement Act in her appeal.');
  });

  it('still reads a named health centre, and a town before the check, as places', () => {
    expectFound('Bloods were taken at the Wakefield Health Check on Friday.', 'Wakefield', 'location');
    expectFound('Her records are at Harrowgate Health Centre.', 'Harrowgate Health Centre', 'location');
    expectFound('Her letter came from the Kingsbury Health Practice.', 'Kingsbury Health Practice', 'location');
  });
});
