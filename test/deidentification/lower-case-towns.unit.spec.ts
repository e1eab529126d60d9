import { expectClean, expectFound } from './helpers';

describe('detector: a lower-case town after a street with a house number, or before a postcode', () => {
  it('reads it after a numbered street no place rule knows, everyday words in its name', () => {
    expectFound('Send it to 5 Orchard Mews, kirkcaldy.', 'kirkcaldy', 'location');
    expectFound('Fell at home (8 Wattle Grove, toowoomba); daughter found her.', 'toowoomba', 'location');
  });

  it('reads a town that is also a surname or a rare English word', () => {
    expectFound('Lives at 12 Harebell Close, durham DH1 4TT.', 'durham', 'location');
    expectFound('Post to 2 Mill Yard, stroud.', 'stroud', 'location');
  });

  it('leaves everyday and clinical words after a number alone', () => {
    expectClean('Moved to bed 14 Ward Nine, upstairs.');
    expectClean('Took 2 Paracetamol, letrozole.');
    expectClean('Stage 2 Breast Cancer, oestrogen positive.');
  });
});
