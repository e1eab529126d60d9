/**
 * `absorbs` lets the detector leave out a hit without asking the allowlist rules about it: mergeHits must give the
 * same answer with that hit anywhere in the list as without it, for every list holding the hit that absorbs it.
 */
import { expect } from 'chai';
import type { IdentifierHit, IdentifierKind } from '../../src/deidentification/detector';
import { absorbs, hit, mergeHits } from '../../src/deidentification/hits';

const KINDS: IdentifierKind[] = [
  'email',
  'phone',
  'medical_record_number',
  'license_number',
  'device_identifier',
  'date',
  'location',
  'name',
  'other_identifier',
];

/** A small deterministic generator, so a failure is the same on every run. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function randomHit(next: () => number): IdentifierHit {
  const kind = KINDS[Math.floor(next() * KINDS.length)];
  const start = Math.floor(next() * 24);
  const end = start + Math.floor(next() * 7);
  return hit(kind, start, end, `warning for ${kind}`);
}

describe('hits absorbed by a merge', () => {
  it('change nothing in mergeHits wherever they fall in the list', () => {
    const next = generator(49);
    let absorbed = 0;
    for (let round = 0; round < 20000; round++) {
      const list = Array.from({ length: 1 + Math.floor(next() * 6) }, () => randomHit(next));
      // Inside one of the list's hits half of the time, so that absorbed hits are common enough to test.
      let inner = randomHit(next);
      if (next() < 0.5) {
        const outer = list[Math.floor(next() * list.length)];
        const start = outer.start + Math.floor(next() * (outer.end - outer.start + 1));
        const end = start + Math.floor(next() * (outer.end - start + 1));
        inner = hit(inner.kind, start, end, inner.warning);
      }
      if (!list.some((h) => absorbs(h, inner))) continue;
      absorbed++;
      const without = mergeHits(list);
      for (let at = 0; at <= list.length; at++) {
        const withIt = mergeHits([...list.slice(0, at), inner, ...list.slice(at)]);
        expect(withIt, `${JSON.stringify(inner)} at ${at} in ${JSON.stringify(list)}`).to.deep.equal(without);
      }
    }
    expect(absorbed).to.be.greaterThan(3000);
  });

  it('needs the inner hit inside, not above, and strictly below when both ends are shared', () => {
    const code = hit('license_number', 10, 20, 'a licence');
    expect(absorbs(hit('license_number', 8, 20, 'a licence'), code)).to.equal(true);
    expect(absorbs(hit('phone', 10, 20, 'a phone'), code)).to.equal(true);
    // The same span and rank: which kind the region keeps depends on which comes first in the list.
    const account = hit('account_number', 10, 20, 'an account');
    expect(absorbs(account, code)).to.equal(false);
    expect(mergeHits([account, code])).to.not.deep.equal(mergeHits([code, account]));
    // A lower-ranked outer hit gives the region the inner hit's kind.
    expect(absorbs(hit('name', 5, 25, 'a name'), code)).to.equal(false);
    // Overlapping is not enough: the inner hit would lengthen the region.
    expect(absorbs(hit('phone', 12, 30, 'a phone'), code)).to.equal(false);
    // An empty hit at the outer hit's end starts a region of its own.
    expect(absorbs(code, hit('other_identifier', 20, 20, 'empty'))).to.equal(false);
  });
});
