import { expectClean, expectFound } from './helpers';

describe('detector: a brand before a strength and a dosage form (issue 49, 36th round)', () => {
  it('keeps a toothpaste named by its brand and fluoride strength clean', () => {
    expectClean('Dry mouth: Biotène gel and Fluorigard 5000 toothpaste at night.');
  });

  it('still finds a titled person before a number and a form', () => {
    expectFound('Dr Gale 5 patches reviewed.', 'Gale');
  });
});

describe('detector: a maker after a brand glossed by its generic (issue 49, 36th round)', () => {
  it("keeps a leaflet's marketing company clean", () => {
    expectClean('Leaflet: Evorel (estradiol), Theramex. Read it all before use.');
  });

  it('still finds a town after the glossed brand', () => {
    expectFound('Given Elleste (estradiol), Hartley.', 'Hartley');
  });

  it('still finds a titled person or a given name after the glossed brand', () => {
    expectFound('Leaflet: Evorel (estradiol), Dr Kowalczyk to review.', 'Kowalczyk');
    expectFound('Started Evorel (estradiol), Anna.', 'Anna');
  });
});
