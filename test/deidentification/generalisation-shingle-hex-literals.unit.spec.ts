import { expectClean, expectFound } from './helpers';

describe('detector: C-style hex literals (issue 49, 29th round, shingle)', () => {
  it("reads a debugger's frame address as one literal, not a record number inside it", () => {
    expectClean('#3  0x000061234567b2c4 in bmd_score (age=58, sex=1) at bmd.c:72');
    expectClean('#1  0x000061234567f0a1 in main () at export.c:19');
  });

  it('keeps a record number beside the literal', () => {
    expectFound('#3  0x000061234567b2c4 in load_patient (mrn=4821344) at ehr.c:12', '4821344');
  });
});
