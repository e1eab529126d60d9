import { expectClean, expectFound } from './helpers';

describe('detector: systems, patterns and meetings named after a place or an author (issue 49, 34th round)', () => {
  it('keeps a city whose system a biopsy is graded on clean', () => {
    expectClean('Antral biopsies were graded on the Sydney system; no intestinal metaplasia.');
  });

  it('keeps a staging system named after a town clean', () => {
    expectClean('Her lymphoma was staged by the Ann Arbor system before the hormone review.');
  });

  it('keeps an instruction to use a named system clean', () => {
    expectClean('For gastric samples, use the Sydney system and record atrophy separately.');
  });

  it("keeps an author's parenchymal patterns clean", () => {
    expectClean('Older films were coded as Wolfe parenchymal patterns; newer ones by ACR density.');
  });

  it("keeps an author's patterns in a list of terms clean", () => {
    expectClean('Glossary: BI-RADS, ACR density, Tabár mammographic patterns, tomosynthesis.');
  });

  it('keeps meetings named after their founder clean', () => {
    expectClean('Nurses on the unit attend Schwartz Rounds and Balint Groups each month.');
  });

  it('still finds the city a patient lives in, and one she used the services of', () => {
    expectFound('She lives in Sydney with her daughter and flew back for the scan.', 'Sydney');
    expectFound('She used the Sydney system before moving to Wellington.', 'Sydney');
  });

  it('still finds a person whose own patterns are meant', () => {
    expectFound('Okafor sleep patterns are poor since the flushes started.', 'Okafor');
  });

  it('still finds the clinician and the town beside a graded system', () => {
    const text = 'Gastritis was graded on the Sydney system by Dr Alvarez in Perth.';
    expectFound(text, 'Alvarez');
    expectFound(text, 'Perth');
  });
});
