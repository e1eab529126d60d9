import { expectClean, expectFound } from './helpers';

describe("detector: a facility's name does not run back over a sentence's end (issue 49, 35th round)", () => {
  it('keeps an abbreviation that ends one sentence apart from a service named in the next', () => {
    expectClean('She saw her GP. The Balance Health podcast on sleep was a help to her.');
  });

  it('keeps a capitalised word before the full stop apart too', () => {
    expectClean('Results were sent to the ICB. The Mindful Health course starts in spring.');
  });

  it('still finds a hospital named in the sentence after the full stop', () => {
    expectFound('Transferred from the ward. The Glanrhyd Community Hospital accepted her on Friday.', 'Glanrhyd');
  });

  it('still finds a facility whose name holds an abbreviation with a full stop', () => {
    expectFound("She was admitted to St. Wilfrid's Hospital overnight.", "Wilfrid's");
  });
});
