import { expectFound } from './helpers';

describe("detector: a numbered list's next item is no number's tail (issue 49, 35th round)", () => {
  it('finds a birth date that ends the line before a numbered item', () => {
    expectFound('ACTIVE PROBLEMS  DOB 17/09/1968\n1. Hypothyroidism\n2. Migraine with aura', '17/09/1968', 'date');
  });

  it('finds a date in brackets before the next numbered item', () => {
    expectFound('1. Fibroids (MRI 3/2021)\n2. Iron deficiency, on ferrous fumarate', '3/2021', 'date');
  });

  it('still joins a phone number broken over a line', () => {
    expectFound('Ring her daughter on 0161 496\n0734 after six.', '0161 496\n0734', 'phone');
  });
});
