import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's 28th round: a class of false refusal studied on the shallows set, in words of its own
// (none of these sentences is in the set).

describe('detector: breeds and coat colours after a label that names them (issue 49, 28th round)', () => {
  it('reads the listed breeds and colours as no names', () => {
    expectClean('Breeds: Staffordshire Bull Terrier, Shih Tzu, Lhasa Apso and Dandie Dinmont.');
    expectClean('Coat colour: Blue Merle, Brindle / Harlequin; breed: Gordon Setter.');
  });

  it('keeps the owner after the list', () => {
    expectFound('Breed: Labrador, owner Lowenna Tregear rang at 10.', 'Lowenna Tregear', 'name');
    expectFound('Colour: Brindle. Owner Dandie Crowhurst phoned.', 'Dandie Crowhurst', 'name');
  });
});
