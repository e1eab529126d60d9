import { expect } from 'chai';
import { READINGS, type Readings } from '../../src/deidentification/hit-readings';
import { hitEvidence, isWeakHit, RULE_FAMILIES, WEIGHTS } from '../../src/deidentification/weak-hit-evidence';
import { expectClean, expectFound } from './helpers';

const none: Readings = Object.fromEntries(READINGS.map((r) => [r, false])) as Record<keyof Readings, boolean>;

describe('detector: one confidence for the weak hits of every rule (issue 49, round 30)', () => {
  it("lets through a listed name that is also a language's, before a noun it modifies, with nothing else", () => {
    expectClean('Ordered Mende forms, 4 copies.');
  });

  it('keeps such a name when another identifier stands in the same text, so its span is marked', () => {
    expectFound('Ordered Mende forms, 4 copies; seen 14/03/2026.', 'Mende', 'name');
  });

  it('still refuses the same name alone as the subject of a verb or after a cue of company', () => {
    expectFound('Mende agreed to the plan.', 'Mende', 'name');
    expectFound('Seen with Mende today.', 'Mende', 'name');
  });

  it('sums a base per rule and a weight per reading, and calls weak what falls under the rule threshold', () => {
    for (const family of RULE_FAMILIES) {
      expect(hitEvidence(family, none), family).to.equal(WEIGHTS[family].base);
      for (const reading of READINGS) {
        const read = { ...none, [reading]: true };
        const sum = WEIGHTS[family].base + (WEIGHTS[family].readings[reading] ?? 0);
        expect(hitEvidence(family, read), `${family} ${reading}`).to.equal(sum);
        expect(isWeakHit(family, read), `${family} ${reading}`).to.equal(sum < WEIGHTS[family].weakBelow);
      }
    }
  });

  it("keeps round 28's decision for the unknown word: refused bare, weak in brackets or before a noun", () => {
    expect(isWeakHit('fallback', none)).to.equal(false);
    expect(isWeakHit('fallback', { ...none, bracketBefore: true })).to.equal(true);
    expect(isWeakHit('fallback', { ...none, modifiesNoun: true })).to.equal(true);
    expect(isWeakHit('fallback', { ...none, modifiesNoun: true, digitNearby: true })).to.equal(false);
  });
});
