import { expect } from 'chai';
import { READINGS, type Readings } from '../../src/deidentification/hit-readings';
import { hitEvidence, isWeakHit, RULE_FAMILIES, WEAK_BELOW } from '../../src/deidentification/weak-hit-evidence';
import { expectClean, expectFound } from './helpers';

const none = Object.fromEntries(READINGS.map((r) => [r, false])) as Record<keyof Readings, boolean>;

// The words are made up, so no list knows them: the decision is the fitted one of weak-hit-evidence.ts.
describe('detector: one confidence for the weak hits of every rule (issue 49, round 29)', () => {
  it('lets through an unknown word in brackets after a drug, though a dose stands near it', () => {
    // Round 28's sum for the unknown word alone refused the first.
    expectClean('Given G-CSF (Pelvorin) days 3-7.');
    expectClean('Started iron (Tolvaxin) 2 tablets daily.');
    expectClean('Antiemetic (Drelvana) 8 mg before each cycle.');
  });

  it('keeps such a word when another identifier stands in the same text, so its span is marked', () => {
    expectFound('Given G-CSF (Pelvorin) days 3-7; seen 14/03/2026.', 'Pelvorin', 'name');
  });

  it('still refuses the word after a cue of company or a title', () => {
    expectFound('Spoke with Morvetta today.', 'Morvetta', 'name');
    expectFound('Seen with Pelvorin today.', 'Pelvorin', 'name');
    expectFound('Seen by Dr Tolvessa on the ward.', 'Tolvessa', 'name');
  });

  it('sums a weight for the rule and one per reading, and calls weak what falls under the threshold', () => {
    for (const family of RULE_FAMILIES) {
      const bare = hitEvidence(family, none);
      expect(isWeakHit(family, none), family).to.equal(bare < WEAK_BELOW);
      const cued = hitEvidence(family, { ...none, cueBefore: true });
      expect(isWeakHit(family, { ...none, cueBefore: true }), family).to.equal(cued < WEAK_BELOW);
    }
  });
});
