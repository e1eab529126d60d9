import { expect } from 'chai';
import { WordClasses } from '../../src/deidentification/word-classes';
import { ORTHOTIC_AND_MOBILITY_BRANDS } from '../../src/deidentification/orthotic-and-mobility-brands';
import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's 27th round: a class of false refusal studied on the lagoon set, in words of its own
// (none of these sentences is in the set).

describe('detector: orthotic, prosthetic, seating and hoist makers (issue 49, 27th round)', () => {
  it('reads the makers and their product lines without a model number as products', () => {
    expectClean('Cushion changed from Varilite to Vicair after the sacral sore; Permobil chair reviewed.');
    expectClean('Insoles: Superfeet trialled, then Formthotics heat-moulded. Aircast boot for 6 weeks.');
    expectClean('Knee: Genium declined by the panel, Kenevo offered. Liner from Ossur, foot Triton.');
    expectClean('Transfer by Molift, then Arjo stand aid. Thuasne lumbar support worn by day.');
  });

  it('reads a two-word maker with a given name or a title in it as one product', () => {
    expectClean('Otto Bock C-Leg serviced in March.');
    expectClean('Footwear: Dr Comfort sandals, wide fit.');
  });

  it('keeps the person beside them, and a doctor called Comfort', () => {
    expectFound('Roho cushion issued by Priyanka Venkataraman (OT).', 'Priyanka Venkataraman', 'name');
    expectFound('Spinomed fitted; seen with Dr Comfort in clinic.', 'Comfort', 'name');
    expectFound('Invacare chair delivered to 14 Brackley Gardens, Wrexham.', '14 Brackley Gardens');
  });

  it('holds no given name or surname', () => {
    const words = new WordClasses();
    expect([...ORTHOTIC_AND_MOBILITY_BRANDS].filter((w) => words.isName(w) || words.isFirstName(w))).to.deep.equal([]);
  });
});
