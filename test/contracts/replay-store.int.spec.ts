import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { RedisReplayStore } from '../../src/storage/redis-replay-store';
import { MemoryReplayStore, type ReplayStore } from '../../src/storage/replay-store';
import { openRedisClient } from '../../src/storage/redis-client';
import { deleteKeys } from './support/redis';
import { REDIS_URL, isReachable, warnSkipped } from './support/servers';

interface Opened {
  store: ReplayStore;
  close(): Promise<void>;
}

/** What both adapters must do: first writer wins, values expire, delete frees the key. */
function replayStoreContract(label: string, open: () => Promise<Opened | null>): void {
  describe(`replay store contract: ${label}`, () => {
    let opened: Opened | null;
    before(async function () {
      opened = await open();
      if (!opened) this.skip();
    });
    after(async () => opened?.close());
    const store = (): ReplayStore => (opened as Opened).store;
    const key = (): string => `k-${randomBytes(6).toString('hex')}`;

    it('keeps the first value: a second putIfAbsent gets it back and changes nothing', async () => {
      const k = key();
      expect(await store().putIfAbsent(k, 'first', 60_000)).to.equal(null);
      expect(await store().putIfAbsent(k, 'second', 60_000)).to.equal('first');
      expect(await store().get(k)).to.equal('first');
    });

    it('lets exactly one of many concurrent putIfAbsent calls win', async () => {
      const k = key();
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => store().putIfAbsent(k, `v${i}`, 60_000)));
      expect(results.filter((result) => result === null)).to.have.length(1);
    });

    it('replaces with put, frees with delete, and forgets a value after its time', async () => {
      const k = key();
      await store().put(k, 'a', 60_000);
      await store().put(k, 'b', 60_000);
      expect(await store().get(k)).to.equal('b');
      await store().delete(k);
      expect(await store().get(k)).to.equal(null);
      const short = key();
      await store().put(short, 'x', 30);
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(await store().get(short)).to.equal(null);
      expect(await store().putIfAbsent(short, 'y', 60_000)).to.equal(null);
    });

    it('renews a lease only for its holder, and lets it lapse when not renewed', async () => {
      const k = key();
      await store().putIfAbsent(k, 'holder', 150);
      expect(await store().renew(k, 'someone else', 60_000)).to.equal(false);
      expect(await store().renew(k, 'holder', 400)).to.equal(true);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await store().get(k), 'renewed past its first lease').to.equal('holder');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await store().get(k), 'lapsed').to.equal(null);
      expect(await store().renew(k, 'holder', 60_000)).to.equal(false);
    });

    it('deletes only the value it is told: a claim that moved on is left alone', async () => {
      const k = key();
      await store().put(k, 'new holder', 60_000);
      await store().deleteIf(k, 'old holder');
      expect(await store().get(k)).to.equal('new holder');
      await store().deleteIf(k, 'new holder');
      expect(await store().get(k)).to.equal(null);
    });
  });
}

replayStoreContract('memory', async () => {
  const store = new MemoryReplayStore();
  return { store, close: async () => store.close() };
});

replayStoreContract('Redis (own key prefix per run)', async () => {
  if (!(await isReachable(REDIS_URL, 6379))) {
    warnSkipped('Redis replay store contract suite', `nothing listening at ${new URL(REDIS_URL).host}`);
    return null;
  }
  const redis = await openRedisClient(REDIS_URL);
  const prefix = `test:replay:${randomBytes(6).toString('hex')}:`;
  return {
    store: new RedisReplayStore(redis, prefix),
    async close() {
      await deleteKeys(redis, prefix);
      await redis.quit();
    },
  };
});
