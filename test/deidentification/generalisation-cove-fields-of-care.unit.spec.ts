import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from the cove set: fields of care named with "Health" (issue 49, 32nd round).
describe('detector: fields of care before "Health" name a service (issue 49, 32nd round)', () => {
  it('reads specialties and fields of care joined before Health as the service', () => {
    expectClean('Referred to Sexual and Reproductive Health for a coil fitting.');
    expectClean('Leaflet: Pelvic and Genitourinary Health after the menopause (2024).');
    expectClean('Seen by Occupational Health, fit for duties with adjustments.');
  });

  it('still reads a named place before such a service, and a lab named after a specialty', () => {
    expectFound('Seen at Harrowgate Sexual and Reproductive Health on Tuesday.', 'Harrowgate', 'location');
    expectFound('Sample sent to Central Genomics Lab, 4 Tanner Row.', 'Central Genomics Lab', 'location');
  });
});
