import { expectClean, expectFound } from './helpers';

describe('detector: UK postcodes and plates said in words or split by a dot', () => {
  it('finds postcodes whose digits are number words, however the words group them', () => {
    expectFound('Moved to Leeds, LS seventeen eight HJ, last spring.', 'LS seventeen eight HJ', 'location');
    expectFound('Post to 4 Elm Row, Kendal LA nine four PQ please.', 'LA nine four PQ', 'location');
    expectFound('Her sister lives at CF twenty-four one DX now.', 'CF twenty-four one DX', 'location');
  });

  it('finds a postcode with a dot between its halves', () => {
    expectFound('Address: 9 Quay Street, Truro, TR1.2HE.', 'TR1.2HE', 'location');
  });

  it('finds a plate said in words after a vehicle is named', () => {
    expectFound('Husband parked the car, reg BD twelve XRT, in bay 4.', 'BD twelve XRT', 'vehicle_identifier');
  });

  it('leaves vital signs, doses and units said in words alone', () => {
    expectClean('HR seventy-two BPM and BP one twenty over eighty at rest.');
    expectClean('Took T4 2.5MG daily; LH 12.5 IU, FSH 30.1 IU.');
    expectClean('QT interval four hundred MS, RR twenty-two BPM.');
  });
});
