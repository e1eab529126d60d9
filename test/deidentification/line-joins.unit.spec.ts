import { expectFound } from './helpers';

describe('detector: line breaks and digits read as letters around addresses and timestamps', () => {
  it('keeps a military box line apart from a next line that starts with a digit read as a letter', () => {
    expectFound('post to PSC 4471, B0x 2210\n4P0 AE 09012 please', 'PSC 4471, B0x 2210', 'location');
  });

  it('reads a zero in "P.0. Box" as the letter', () => {
    expectFound('Mail goes to P.0. B0x 718 now.', 'P.0. B0x 718', 'location');
  });

  it('does not glue a date to the time on the next line', () => {
    expectFound('Logged 2019-05-21\n09:41:07 by the portal.', '2019-05-21', 'date');
  });
});
