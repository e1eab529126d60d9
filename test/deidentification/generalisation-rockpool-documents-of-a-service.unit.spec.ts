import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from the rockpool set: a weak facility head inside the title of what a service publishes,
// checks or pays (issue 49, thirty-third round).
describe("detector: a facility word inside a manual's, a check's or a code's title (issue 49, 33rd round)", () => {
  it('reads a weak head before a document, check or scheme noun as part of its title', () => {
    expectClean('Eligibility is set out in the NHS Health Check guidance; she is 44.');
    expectClean('Ask about the Interim Federal Health Benefits if her claim is pending.');
    expectClean('See the Army Health Manual, chapter 4, before deployment.');
    expectClean("Chest pain protocol follows the Ship Captain's Medical Guide on board.");
    expectClean('The Occupational Health Code sets out who may read the record.');
  });

  it('reads a weak head after a document noun and "of" or "for" as part of the title', () => {
    expectClean('Needling followed the BMAS Code of Safe Practice throughout.');
    expectClean('Training follows the RCGP Framework for General Practice.');
  });

  it('still reads a named practice or a place before the same nouns as a place', () => {
    expectFound('She works at Hillside Health in Carlisle.', 'Hillside Health', 'location');
    expectFound('Booked at Kirkwood Medical Practice.', 'Kirkwood Medical Practice', 'location');
    expectFound('The Preston Health Check clinic rang her.', 'Preston', 'location');
  });
});
