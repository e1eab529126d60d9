import { expectClean, expectFound } from './helpers';

describe('detector: eponyms of tests and dressings in more of their forms (issue 49, 28th round, breakwater)', () => {
  it('reads an eponymous test with its other eponym in brackets and a word of what is done before the head', () => {
    expectClean('Fukuda (Unterberger) stepping test: rotated 50 degrees to the left.');
    expectClean('Noted: Schober (Waddell) flexion tests within normal limits.');
  });

  it('reads an eponymous boot as the dressing', () => {
    expectClean('Dressing: Unna boots changed weekly.');
  });

  it('keeps a titled person and a bracketed name that is no eponym', () => {
    expectFound('Dr Romberg (Fukuda) stepping test', 'Romberg', 'name');
    expectFound('Seen with Thomas (Okonkwo) walking test.', 'Okonkwo', 'name');
    expectFound('Mr Unna boot', 'Unna', 'name');
  });

  it("reads a policy known by a given name's possessive and a capital Principle, as a law is", () => {
    expectClean("Funding under Jordan's Principle for the child's travel.");
  });

  it('keeps a titled person before a possessive', () => {
    expectFound("Mr Okafor's Principle", 'Okafor', 'name');
  });
});
