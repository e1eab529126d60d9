import { expect } from 'chai';
import type { ProjectorLease } from '../../src/projections/lease/projector-lease';
import { uid } from './read-model-store.fixtures';
import { type Backend, openOrSkip } from './read-model-store.setups';

/** Opens a lease on the backend for one holder (each call is a competing process). */
export type LeaseFactory = (backend: Backend, options: { holder: string; ttlMs: number }) => Promise<ProjectorLease>;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** What every ProjectorLease adapter must do. Each test uses a projection name of its own. */
export function projectorLeaseContract(backend: Backend, openLease: LeaseFactory): void {
  describe(`ProjectorLease contract: ${backend.label}`, function () {
    const open = (holder: string, ttlMs = 10_000): Promise<ProjectorLease> => openLease(backend, { holder, ttlMs });

    before(async function () {
      await openOrSkip(this, backend, 'ProjectorLease contract');
    });
    after(async () => backend.dispose());

    it('grants a free lease, refuses it to others while live, and renews only for its holder', async () => {
      const name = uid('projection');
      const [a, b] = [await open('a'), await open('b')];
      expect(await a.acquire(name)).to.equal(true);
      expect(await a.acquire(name)).to.equal(true);
      expect(await b.acquire(name)).to.equal(false);
      expect(await a.renew(name)).to.equal(true);
      expect(await b.renew(name)).to.equal(false);
      expect(await b.acquire(uid('projection'))).to.equal(true);
    });

    it('passes the lease on at release, and ignores a release by someone else', async () => {
      const name = uid('projection');
      const [a, b] = [await open('a'), await open('b')];
      expect(await a.acquire(name)).to.equal(true);
      await b.release(name);
      expect(await b.acquire(name)).to.equal(false);
      await a.release(name);
      expect(await b.acquire(name)).to.equal(true);
      expect(await a.renew(name)).to.equal(false);
    });

    it('lets another holder take an expired lease, after which the old holder cannot renew', async () => {
      const name = uid('projection');
      const [a, b] = [await open('a', 300), await open('b', 300)];
      expect(await a.acquire(name)).to.equal(true);
      expect(await b.acquire(name)).to.equal(false);
      await sleep(450);
      expect(await b.acquire(name)).to.equal(true);
      expect(await a.renew(name)).to.equal(false);
      expect(await a.acquire(name)).to.equal(false);
    });

    it('keeps a renewed lease alive past its first ttl', async () => {
      const name = uid('projection');
      const [a, b] = [await open('a', 400), await open('b', 400)];
      expect(await a.acquire(name)).to.equal(true);
      for (let i = 0; i < 4; i += 1) {
        await sleep(150);
        expect(await a.renew(name)).to.equal(true);
      }
      expect(await b.acquire(name)).to.equal(false);
    });

    it('grants a contended lease to exactly one of many holders at once', async () => {
      for (let round = 0; round < 5; round += 1) {
        const name = uid('projection');
        const holders = await Promise.all(Array.from({ length: 8 }, (_, i) => open(`h${i}`)));
        const won = await Promise.all(holders.map((lease) => lease.acquire(name)));
        expect(won.filter(Boolean), `round ${round}`).to.have.length(1);
      }
    });

    it('grants an expired, contended lease to exactly one of many holders', async () => {
      const name = uid('projection');
      expect(await (await open('old', 100)).acquire(name)).to.equal(true);
      await sleep(200);
      const holders = await Promise.all(Array.from({ length: 8 }, (_, i) => open(`h${i}`)));
      const won = await Promise.all(holders.map((lease) => lease.acquire(name)));
      expect(won.filter(Boolean)).to.have.length(1);
    });
  });
}
