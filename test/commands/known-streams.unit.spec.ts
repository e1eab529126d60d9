import { expect } from 'chai';
import { KnownStreams } from '../../src/commands/known-streams';

const deciderA = {};
const deciderB = {};
const at = (revision: number) => ({ state: { revision }, revision, hash: `h${revision}` });

describe('known streams (the command handler memory)', () => {
  it('returns a stream only to the decider it was remembered for', () => {
    const known = new KnownStreams(10);
    known.remember('patient-1', deciderA, at(3));
    expect(known.get('patient-1', deciderA)).to.deep.include({ revision: 3, hash: 'h3' });
    expect(known.get('patient-1', deciderB)).to.equal(undefined);
    known.forget('patient-1');
    expect(known.get('patient-1', deciderA)).to.equal(undefined);
  });

  it('keeps at most its capacity, dropping the least recently used first', () => {
    const known = new KnownStreams(3);
    for (const stream of ['s1', 's2', 's3']) known.remember(stream, deciderA, at(0));
    known.get('s1', deciderA);
    known.remember('s4', deciderA, at(0));
    expect(known.size).to.equal(3);
    expect(known.get('s2', deciderA), 'least recently used').to.equal(undefined);
    for (const stream of ['s1', 's3', 's4']) expect(known.get(stream, deciderA), stream).to.not.equal(undefined);
    // Many more streams than it keeps: the size stays bounded.
    for (let index = 0; index < 10_000; index += 1) known.remember(`bulk-${index}`, deciderA, at(index));
    expect(known.size).to.equal(3);
    expect(known.get('bulk-9999', deciderA)).to.deep.include({ revision: 9999 });
  });
});
