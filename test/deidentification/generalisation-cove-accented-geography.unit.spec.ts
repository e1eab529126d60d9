import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from the cove set: countries and regions written with their own accents (issue 49, 32nd).
describe('detector: countries and regions in the accents of their own language (issue 49, 32nd round)', () => {
  it('reads an accented country or region as the broad geography its English spelling is', () => {
    expectClean('Screening intervals differ between Ontario and Québec; she follows the Québec schedule.');
    expectClean('Her mother was born in México and her father in Perú.');
    expectClean('Travel vaccines before her trip to Curaçao and Panamá.');
  });

  it('still reads a town before an accented state, and an accented name, as identifiers', () => {
    expectFound('Moved to Trois-Rivières, Québec last year.', 'Trois-Rivières', 'location');
    expectFound('Letter to 48 rue Lavigueur, Saint-Sauveur, Québec.', 'Saint-Sauveur', 'location');
    expectFound('Dr Jordán reviewed the scan.', 'Jordán', 'name');
    expectFound('Seen with her sister Amélie Gagnon.', 'Amélie Gagnon', 'name');
  });
});
