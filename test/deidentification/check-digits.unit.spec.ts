import { expect } from 'chai';
import { luhnValid, verhoeffValid } from '../../src/deidentification/check-digits';

// Published worked examples: ISO/IEC 7812's 79927398713 and Verhoeff's 2363; every single-digit change must fail.
describe('detector: check-digit schemes shared by the number rules', () => {
  for (const [name, valid, example] of [
    ['Luhn', luhnValid, '79927398713'],
    ['Verhoeff', verhoeffValid, '2363'],
  ] as const) {
    it(`${name} accepts its worked example and refuses every single-digit change of it`, () => {
      expect(valid(example)).to.equal(true);
      for (let i = 0; i < example.length; i++)
        for (let d = 0; d <= 9; d++) {
          if (String(d) === example[i]) continue;
          const changed = example.slice(0, i) + String(d) + example.slice(i + 1);
          expect(valid(changed), changed).to.equal(false);
        }
    });
  }

  it('refuses a swap of two neighbouring digits (Luhn misses only 09 and 90)', () => {
    expect(verhoeffValid('3263')).to.equal(false);
    expect(luhnValid('79927398713'.replace('98', '89'))).to.equal(false);
  });
});
