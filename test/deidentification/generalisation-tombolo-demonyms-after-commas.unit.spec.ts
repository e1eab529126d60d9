import { expectClean, expectFound } from './helpers';

describe("detector: a people's adjective after a comma is no state a town lies in (issue 49, 35th round)", () => {
  it('keeps a language word before a nationality clean', () => {
    expectClean('Tigrinya-speaking, Eritrean family; the daughter interprets at visits.');
  });

  it('keeps another language word before a nationality clean', () => {
    expectClean('Hausa-speaking, Nigerian by birth, works nights at the depot.');
  });

  it('still finds an unlisted town before its state', () => {
    expectFound('She grew up in Quellbrook, Ohio and moved here in 2019.', 'Quellbrook');
  });

  it('still finds an unlisted town before its country', () => {
    expectFound('Her mother still lives in Vardenholm, Norway.', 'Vardenholm');
  });
});
