import { expect } from 'chai';
import { type PositionSlice, SliceClaims, allSlices } from '../../src/projections/sqlite/creation-slice-claims';

const key = (slice: PositionSlice): string => `${slice.from}-${slice.to}`;

describe('the slices two threads share out for the set-based inserts', () => {
  it('gives every slice once, the front in log order and the back in reverse, however the claims interleave', () => {
    for (const pattern of ['FFFF', 'BBBB', 'FBFB', 'BFFB', 'FBBBBBBF']) {
      const claims = new SliceClaims(95, 10);
      const fronts: PositionSlice[] = [];
      const backs: PositionSlice[] = [];
      for (let turn = 0; ; turn += 1) {
        const fromFront = pattern[turn % pattern.length] === 'F';
        const slice = fromFront ? claims.fromFront() : claims.fromBack();
        if (slice === null) break;
        (fromFront ? fronts : backs).push(slice);
      }
      const taken = [...fronts, ...backs].map(key).sort();
      expect(taken, pattern).to.deep.equal([...allSlices(95, 10)].map(key).sort());
      expect(
        fronts.map((slice) => slice.from),
        pattern,
      ).to.deep.equal(fronts.map((_, index) => index * 10));
      // The last slice ends at the head, not past it.
      if (backs.length > 0) expect(backs[0], pattern).to.deep.equal({ from: 90, to: 95 });
      expect(claims.fromFront(), pattern).to.equal(null);
      expect(claims.fromBack(), pattern).to.equal(null);
    }
  });

  it('shares its claims with another view of the same buffer (the other thread)', () => {
    const writer = new SliceClaims(30, 10);
    const beside = new SliceClaims(30, 10, writer.buffer);
    expect(beside.fromBack()).to.deep.equal({ from: 20, to: 30 });
    expect(writer.fromFront()).to.deep.equal({ from: 0, to: 10 });
    expect(writer.fromFront()).to.deep.equal({ from: 10, to: 20 });
    expect(beside.fromBack()).to.equal(null);
  });

  it('has no slice for an empty log', () => {
    expect(new SliceClaims(0, 10).fromFront()).to.equal(null);
    expect([...allSlices(0, 10)]).to.deep.equal([]);
  });
});
