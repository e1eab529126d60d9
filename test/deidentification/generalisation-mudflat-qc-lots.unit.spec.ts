import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's 28th round: a class of false refusal studied on the mudflat set, in words of its own
// (none of these sentences is in the set).

describe('detector: lots of QC material in a QC record (issue 49, 28th round)', () => {
  it("reads a lot number as the material's where Westgard's notation stands", () => {
    expectClean('IQC: Liquichek level 2 lot 26540133, mean 4.8, SD 0.1; 1-3s rule violated on run 5, recalibrated.');
    expectClean('Control lot 55012987 moved to the new analyser; 4-1s flagged twice on the chart.');
  });

  it("keeps an implant's lot with no QC notation and a patient's number in the record", () => {
    expectFound('Implant: sling, lot 38271144, inserted in 2009 at the district hospital.', '38271144');
    expectFound('Lot 26540133 failed 1-3s; repeat sample of Hollis Ardwick, MRN 40027731.', 'Hollis Ardwick');
  });
});
