import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from the cove set: kinds of service, programmes and documents named with a facility's
// head word (issue 49, 32nd round).
describe('detector: kinds of service, programmes and documents under a facility head (issue 49, 32nd round)', () => {
  it('reads a facility name after an indefinite article as a kind of service', () => {
    expectClean('Toolkit for Running a Rapid Access Chest Pain Clinic (2019 edition), chapter 4.');
    expectClean('She would like to attend a Menopause Wellbeing Practice closer to home.');
  });

  it('reads a care-giver before "-led" or "-run" as a kind of service', () => {
    expectClean('Consultant-led Bone Clinic\nDEXA reviewed, T-score -2.7 at the hip.');
    expectClean('Offered the Peer-run Wellness Centre sessions on Thursdays.');
  });

  it('reads a weak facility head before a programme or document noun as the programme', () => {
    expectClean('Audit against the Government Mental Health Action Plan targets.');
    expectClean('Detained under the Mental Health Act last year, now discharged.');
  });

  it('still reads a named facility, with or without a care-giver compound, as a place', () => {
    expectFound('Seen at Harbourside Nurse-led Clinic today.', 'Harbourside', 'location');
    expectFound('Seen at the Alderbrook Health Centre.', 'Alderbrook Health Centre', 'location');
    expectFound('Seen at Alderbrook Hospital yesterday; plan agreed.', 'Alderbrook Hospital', 'location');
    expectFound('The Harrogate Lung Health Check programme wrote.', 'Harrogate', 'location');
  });
});
