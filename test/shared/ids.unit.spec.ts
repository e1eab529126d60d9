import { expect } from 'chai';
import { hasPrefix, newId } from '../../src/shared/ids';

describe('ids (unit)', () => {
  it('are the prefix and 22 base64url characters (128 bits), never repeated across refills of the random pool', () => {
    const ids = Array.from({ length: 5000 }, () => newId('pat'));
    expect(new Set(ids).size).to.equal(ids.length);
    for (const id of ids.slice(0, 300)) {
      expect(id).to.match(/^pat_[A-Za-z0-9_-]{22}$/);
      expect(hasPrefix(id, 'pat')).to.equal(true);
    }
  });
});
