import { expectClean, expectFound } from './helpers';

describe('detector: a house number written "no. N" after an address label (issue 49, 27th round, lower case)', () => {
  it('reads the first part of the address value', () => {
    expectFound('Address: no. 27, 5th main, indiranagar, Bengaluru 560038.', 'no. 27', 'location');
    expectFound('Home address house 221, sector 9, Lahore.', 'house 221', 'location');
  });

  it('keeps numbers after other labels', () => {
    expectClean('Item no. 2 in the list was checked.');
    expectClean('Address the question no. 3 first.');
  });
});
