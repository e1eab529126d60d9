import { expect } from 'chai';
import { ActorPseudonyms } from '../../src/auth/actor-pseudonyms';

describe('actor pseudonyms', () => {
  const pseudonyms = new ActorPseudonyms('s'.repeat(40));

  it('gives one user the same pseudonym every time, and two users different ones', () => {
    const first = pseudonyms.of('user-1');
    expect(first).to.match(/^anon-[A-Za-z0-9_-]{22}$/);
    expect(new ActorPseudonyms('s'.repeat(40)).of('user-1')).to.equal(first);
    expect(pseudonyms.of('user-2')).to.not.equal(first);
  });

  it('depends on the secret, so ids cannot be guessed by hashing candidates', () => {
    expect(new ActorPseudonyms('t'.repeat(40)).of('user-1')).to.not.equal(pseudonyms.of('user-1'));
  });

  it('shows research readers the pseudonym and every other role the user id', () => {
    expect(pseudonyms.shownTo('readonly', 'user-1')).to.equal(pseudonyms.of('user-1'));
    for (const role of ['provider', 'admin', 'auditor'] as const)
      expect(pseudonyms.shownTo(role, 'user-1')).to.equal('user-1');
  });
});
