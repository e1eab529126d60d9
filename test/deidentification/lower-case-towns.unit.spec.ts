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

  it('reads it after a named care home or hospital, and a lower-case postcode before a closing quote', () => {
    expectFound('Resident at Beechwood Care Home, rochdale. Daughter visits.', 'rochdale', 'location');
    expectFound('"write to me at Taunton ta1 2xg."', 'ta1 2xg', 'location');
  });

  it('reads a lower-case facility whose head is a unit, service or hall', () => {
    expectFound('Scan booked at the wexcombe mobile unit next week.', 'wexcombe mobile unit', 'location');
    expectFound('Group meets at tilbrook community hall on Fridays.', 'tilbrook community hall', 'location');
  });

  it('leaves everyday and clinical words after a number alone', () => {
    expectClean('Moved to bed 14 Ward Nine, upstairs.');
    expectClean('Took 2 Paracetamol, letrozole.');
    expectClean('Stage 2 Breast Cancer, oestrogen positive.');
    expectClean('Admitted to the sdec unit, then the hdu unit; seen by the ortho service.');
    expectClean('Discussed at the Menopause Clinic, tomorrow.');
  });
});
