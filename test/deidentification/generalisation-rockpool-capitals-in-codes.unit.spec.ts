import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from the rockpool set: capitals that are part of a form's or a file's code (issue 49,
// thirty-third round).
describe('detector: capitals glued to a figure or inside a slashed reference are a code (issue 49, 33rd round)', () => {
  it('reads capitals with one or two figures glued after them as a code', () => {
    expectClean('Complaint logged on form (COMP2); reply due in 20 working days.');
    expectClean('Audit tool ROSA3 completed for the wing, all within range.');
  });

  it('reads capitals inside a reference of capitals and figures joined by slashes as a code', () => {
    expectClean('Our ref: GYNAE/OPD/MENO7');
    expectClean('File under ROSA/CLIN/2026 please.');
  });

  it('still reads a shouted name with a figure when the person reports, and a licence glued to digits', () => {
    expectFound('KAREN1 reports flushes at night.', 'KAREN', 'name');
    expectFound('Seen by KAREN today, she is worried.', 'KAREN', 'name');
    expectFound('Driving licence MORGA657054SM9IJ checked.', 'MORGA657054SM9IJ');
  });
});
