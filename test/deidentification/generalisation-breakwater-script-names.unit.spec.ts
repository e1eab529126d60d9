import { expectClean, expectFound } from './helpers';

describe("detector: writing systems named by Unicode's Script values (issue 49, 28th round, breakwater)", () => {
  it('reads a Unicode script name before alphabet, script, letters or syllabics as the script', () => {
    expectClean('Leaflets printed in the Tifinagh script and in Canadian Aboriginal syllabics.');
    expectClean('The Adlam alphabet is used for Fulani.');
    expectClean('Posters in the Ol Chiki script on the ward.');
    expectClean('Signs in the Vai script and Osage letters.');
  });

  it('keeps a person beside it, and a given name that Unicode also lists as an alias ("Hani")', () => {
    expectFound('Leaflet read by Ayodele Okonkwo-Brandt in the Adlam alphabet.', 'Ayodele Okonkwo-Brandt', 'name');
    expectFound('Hani script', 'Hani', 'name');
  });
});
