import { expect } from 'chai';
import { RememberedClaims } from '../../src/auth/remembered-claims';

const EXP = 2_000_000_000;
const claims = (sub: string, extra: object = {}): object => ({ sub, exp: EXP, iss: 'test-issuer', ...extra });

describe('remembered token claims', () => {
  it('recalls a verified token until its exp, then forgets it', () => {
    const remembered = new RememberedClaims();
    remembered.remember('tok-1', claims('usr_1'));
    expect(remembered.recall('tok-1', (EXP - 30) * 1000)).to.include({ sub: 'usr_1' });
    expect(remembered.recall('tok-1', (EXP - 1) * 1000 + 999)).to.include({ sub: 'usr_1' });
    expect(remembered.recall('tok-1', EXP * 1000)).to.equal(undefined);
    expect(remembered.size).to.equal(0);
  });

  it('knows only the exact token it was given', () => {
    const remembered = new RememberedClaims();
    remembered.remember('head.payload.signature', claims('usr_1'));
    expect(remembered.recall(`head.payload.${'A'.repeat(9)}`, 0)).to.equal(undefined);
    expect(remembered.recall('head.payload.signature', 0)).to.include({ sub: 'usr_1' });
  });

  it('keeps nothing without an expiry, with a not-before, or that is not an object', () => {
    const remembered = new RememberedClaims();
    remembered.remember('a', { sub: 'usr_1' });
    remembered.remember('b', claims('usr_1', { nbf: EXP - 100 }));
    remembered.remember('c', 'a string payload');
    remembered.remember('d', undefined);
    expect(remembered.size).to.equal(0);
  });

  it('keeps at most its capacity, dropping the least recently used token', () => {
    const remembered = new RememberedClaims(2);
    remembered.remember('a', claims('usr_a'));
    remembered.remember('b', claims('usr_b'));
    remembered.recall('a', 0);
    remembered.remember('c', claims('usr_c'));
    expect(remembered.size).to.equal(2);
    expect(remembered.recall('b', 0)).to.equal(undefined);
    expect(remembered.recall('a', 0)).to.include({ sub: 'usr_a' });
    expect(remembered.recall('c', 0)).to.include({ sub: 'usr_c' });
  });

  it('hands out a frozen copy, so no request can change what the next one sees', () => {
    const remembered = new RememberedClaims();
    const original = claims('usr_1') as { sub: string };
    remembered.remember('t', original);
    original.sub = 'usr_2';
    const recalled = remembered.recall('t', 0);
    expect(recalled).to.include({ sub: 'usr_1' });
    expect(Object.isFrozen(recalled)).to.equal(true);
  });
});
