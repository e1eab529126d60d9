import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from any evaluation set: line speeds of fax, modem and pager logs with their unit, which
// shingle refused as an extension to bleep after "page at" (issue 49, 36th round).
describe('detector: numbers with a unit of data rate (issue 49, 36th round)', () => {
  it('reads a number before bps, bit/s, baud or Bd as a line speed', () => {
    expectClean('Each page at 14400 bps took under a minute; retries fell.');
    expectClean('The old pager transmitter pages at 1200 baud and the new one at 2400 Bd.');
    expectClean('Fax queue: 12 pages at 9600 bps, 3 pages at 33.6 kbps.');
  });

  it('still reads a bleep number after a pager verb, and a fax number beside a speed', () => {
    expectFound('Please page at 14400 if the potassium is high.', '14400', 'phone');
    expectFound('Fax line 01632 960 123 runs at 9600 baud.', '01632 960 123');
  });
});
