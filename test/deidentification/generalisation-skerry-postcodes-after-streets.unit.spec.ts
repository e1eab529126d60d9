import { expectClean, expectFound } from './helpers';

describe('detector: a postal code right after a street and its number (issue 49, 34th round)', () => {
  it('finds a German code before the town, and the street with its number', () => {
    const text = 'Frau Greta Lindner, wohnhaft Kastanienallee 27, 10435 Berlin. Hitzewallungen seit 2024.';
    expectFound(text, '10435', 'location');
    expectFound(text, 'Kastanienallee 27', 'location');
  });

  it('finds a Dutch code with its two letters', () => {
    expectFound('Adres: Vondelstraat 88, 1054 GK Amsterdam. Opvliegers.', '1054 GK', 'location');
  });

  it('finds a Swedish code of three and two digits', () => {
    expectFound('Adress: Storgatan 9, 411 38 Göteborg. Svettningar nattetid.', '411 38', 'location');
  });

  it('finds a US ZIP after the street and the town with no state', () => {
    expectFound('Address 4410 Harbor Blvd, Costa Mesa 92626. Hot flashes at night.', '92626', 'location');
  });

  it('finds a US ZIP right after the street', () => {
    expectFound('Address 210 N 3rd St, 55401. Prefers morning calls.', '55401', 'location');
  });

  it('keeps counts and doses after a numbered room or product clean', () => {
    expectClean('Room 14, 2200 Units of heparin in the fridge.');
    expectClean('Stock check: Estradot 50, 1000 IE vitamin D drops, 30 boxes.');
  });
});
