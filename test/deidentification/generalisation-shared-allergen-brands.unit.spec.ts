import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from any evaluation set: a brand no list holds written bare in an allergy list after a
// generic drug, as intake forms and PDF form fields do; the low tuned sets refused it as a surname (issue 49, 34th).
describe('detector: a bare brand in an allergy list after a generic drug (issue 49, 34th)', () => {
  it('reads the brand as an allergen, with or without its reaction', () => {
    expectClean('Allergies: amoxicillin (hives), Micropore.');
    expectClean('Allergies: codeine, Tegaplast; no other known.');
    expectClean('Allergy: trimethoprim (swelling) / Sudoderm. Non-smoker.');
  });

  it('still finds a listed surname after the list, a titled person, and a town after a residence cue', () => {
    expectFound('Allergies: codeine, Jenkins.', 'Jenkins');
    expectFound('Allergies: amoxicillin (hives). Patient: Orla Drennan, lives in Keighley.', 'Orla Drennan', 'name');
    expectFound('Allergies: amoxicillin (hives). Patient: Orla Drennan, lives in Keighley.', 'Keighley', 'location');
    expectFound('Allergies: latex (per Mrs Tolland).', 'Tolland');
  });
});
