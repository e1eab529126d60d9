import { expect } from 'chai';
import { detectIdentifiers } from '../../src/deidentification';
import { expectClean } from './helpers';

/**
 * The probe of cue-less first names: each name in each shape, the name written with no title, relation or label.
 * The names mix everyday words (Hope, Joy, Mercy, Dawn, Patience, Amber), names of many origins, and names the
 * sets never held.
 */
const NAMES = `Maria Hope Joy Grace Faith Mercy Dawn Linda Ahmed Priya Fatima Patience Precious Blessing Charity
  Amber Ruby Iris Hazel Holly Violet Pearl Chioma Siobhan Aoife Yuki Kwame Tariq Sunita Bongani Olga Ingrid Dolores
  Imran Mehmet`.split(/\s+/);

const SHAPES: Array<(name: string) => string> = [
  (n) => `Spoke to ${n} about the results.`,
  (n) => `Rang ${n} back, no answer.`,
  (n) => `Discussed with ${n} today; leaflet given.`,
  (n) => `${n} index case for the family.`,
  (n) => `Results: ${n} test negative.`,
];

describe('detector: cue-less first names (the probe)', () => {
  for (const [k, shape] of SHAPES.entries())
    it(`reads every probe name in shape ${k + 1}: "${shape('X')}"`, () => {
      const missed = NAMES.filter((n) => {
        const text = shape(n);
        const start = text.indexOf(n);
        return !detectIdentifiers(text).some((h) => h.start < start + n.length && start < h.end);
      });
      expect(missed, `missed in "${shape('X')}"`).to.deep.equal([]);
    });

  it('leaves departments, roles, ward numbers, eponymous tests and everyday openings alone', () => {
    expectClean('Spoke to Pharmacy about stock; rang Sister on the ward.');
    expectClean('Called Ward 7 for a bed. Discussed with Cardiology.');
    expectClean('Coombs test negative. Romberg test negative.');
    expectClean('Weber tests repeated with a 512 Hz fork. Allen test done on the left.');
    expectClean('May review in clinic. Will test again next week.');
    expectClean('Hope scan is not needed. Results: Normal test values.');
  });
});
