import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from the cove set: a profession's body named after a country of two words (issue 49, 32nd).
describe("detector: a profession's body named after a country or region of two words (issue 49, 32nd round)", () => {
  it('reads the country before a college, academy or society of a profession as part of the body', () => {
    expectClean('Leaflet from the New Zealand College of Midwives given.');
    expectClean('Advice of the Sri Lanka College of Obstetricians and Gynaecologists followed.');
    expectClean('Booklet from the Hong Kong Academy of Medicine on bone health.');
  });

  it('still reads a town or district before a college as a place', () => {
    expectFound('She trained at Kowloon College of Nursing.', 'Kowloon', 'location');
    expectFound('She works at Sai Kung College of Nursing.', 'Sai Kung', 'location');
  });
});
