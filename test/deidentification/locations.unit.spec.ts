import { expectClean, expectFound } from './helpers';

describe('detector: specific locations', () => {
  it('finds cities and towns, with and without cue words', () => {
    expectFound('She lives in Sacramento with her partner.', 'Sacramento', 'location');
    expectFound('Recently moved from Lubbock for work.', 'Lubbock', 'location');
    expectFound('Drives in from Fort Wayne each visit.', 'Fort Wayne', 'location');
    expectFound('Grew up in Guadalajara; Spanish preferred.', 'Guadalajara', 'location');
    expectFound('Lives in Waukesha, WI, close to her sister.', 'Waukesha', 'location');
    expectFound('pt lives in pittsburgh, takes the bus to clinic.', 'pittsburgh', 'location');
  });

  it('finds facilities', () => {
    expectFound('Colposcopy at Sacred Heart Medical Center last year.', 'Sacred Heart Medical Center', 'location');
    expectFound('MRI done at Hollister Imaging, read as benign.', 'Hollister Imaging', 'location');
    expectFound('Admitted to Mount Sinai for chest pain.', 'Mount Sinai', 'location');
  });

  it('finds streets, counties and ZIP codes', () => {
    expectFound('Mail results to 742 Evergreen Terrace.', '742 Evergreen Terrace', 'location');
    expectFound('Her house on Willow Street floods in spring.', 'Willow Street', 'location');
    expectFound('Eligible for the Maricopa County program.', 'Maricopa County', 'location');
    expectFound('Address: Reno, NV 89501.', '89501', 'location');
    expectFound('Zip code 30303 on the pharmacy form.', '30303', 'location');
  });

  it('allows states, countries, region words and generic places', () => {
    expectClean('Moved from Oregon to New Mexico; family in Nigeria.');
    expectClean('Region: northeast. Previously lived in the Midwest and the Pacific Northwest.');
    expectClean('Southwest and southeast regions; west coast; pacific.');
    expectClean('Exercises at the gym, went to the ER once, otherwise stays home.');
    expectClean('Picked up her prescription at the pharmacy after urgent care.');
  });
});
