import { expectClean, expectFound } from './helpers';

describe('detector: leetspeak in addresses, weekdays and short first names', () => {
  it('reads "at", "dot" and the top-level domain of an address in leetspeak', () => {
    expectFound('reply to p4ul4.m 4t fr33m41l d0t n3t please', 'p4ul4.m 4t fr33m41l d0t n3t', 'email');
    expectFound('my address: r0s4l1nd (4t) 0r4ng3 (d0t) fr', 'r0s4l1nd (4t) 0r4ng3 (d0t) fr', 'email');
    expectFound('sent from T0m4sK0v4c@w3bm41l.d3 yesterday', 'T0m4sK0v4c@w3bm41l.d3', 'email');
  });

  it('reads a weekday in leetspeak before a date', () => {
    expectFound('Is anyone coming to the walk on S4t 19th?', '19th', 'date');
    expectFound('Infusion due W3d 18/11.', '18/11', 'date');
  });

  it('reads a short listed first name whose shape is that of a lab name or a code', () => {
    expectFound('Her brother J0n and sister 4nn3 came along.', '4nn3');
    expectFound('Carer L1z will bring the form.', 'L1z', 'name');
  });

  it('reads no domain into an ordinal after a dot', () => {
    expectFound('Dispensed on the thirty.first of October.', 'first of October', 'date');
  });

  it('still leaves lab names, genes, doses and times as they are', () => {
    expectClean('C1q and C3 low, FEV1 2.1 L, MLH1 and TP53 negative, 5am dose of 5mg, vit D3, T4 12.');
  });
});
