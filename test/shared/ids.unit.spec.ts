import { expect } from 'chai';
import { hasPrefix, newId, newRecordId } from '../../src/shared/ids';

describe('ids (unit)', () => {
  it('are the prefix and 22 base64url characters (128 bits), never repeated across refills of the random pool', () => {
    const ids = Array.from({ length: 5000 }, () => newId('pat'));
    expect(new Set(ids).size).to.equal(ids.length);
    for (const id of ids.slice(0, 300)) {
      expect(id).to.match(/^pat_[A-Za-z0-9_-]{22}$/);
      expect(hasPrefix(id, 'pat')).to.equal(true);
    }
  });

  it('for records: the prefix, 8 characters shared by 256 consecutive ids of a kind, then 16 of their own', () => {
    const ids = Array.from({ length: 2048 }, () => newRecordId('pat'));
    expect(new Set(ids).size).to.equal(ids.length);
    for (const id of ids) {
      expect(id).to.match(/^pat_[A-Za-z0-9_-]{24}$/);
      expect(hasPrefix(id, 'pat')).to.equal(true);
    }
    // Blocks may start anywhere in the list (ids made earlier in this process): count how long each prefix lasts.
    const runs: number[] = [];
    for (const [index, id] of ids.entries()) {
      if (index > 0 && id.slice(4, 12) === ids[index - 1].slice(4, 12)) runs[runs.length - 1] += 1;
      else runs.push(1);
    }
    expect(runs.slice(1, -1)).to.not.be.empty;
    for (const run of runs.slice(1, -1)) expect(run).to.equal(256);
    expect(new Set(ids.map((id) => id.slice(4, 12))).size).to.equal(runs.length);
    // Another kind keeps blocks of its own: a visit id made within a patients' block leaves it as it was.
    let previous = newRecordId('pat');
    for (let id = newRecordId('pat'); id.slice(4, 12) === previous.slice(4, 12); id = newRecordId('pat')) previous = id;
    const inBlock = newRecordId('pat');
    expect(newRecordId('vis')).to.match(/^vis_[A-Za-z0-9_-]{24}$/);
    expect(newRecordId('pat').slice(4, 12)).to.equal(inBlock.slice(4, 12));
  });
});
