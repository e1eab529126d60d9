import { expect } from 'chai';
import { type WindowEntry, countInWindow } from '../../src/http/middleware/memory-rate-window';

interface KoaLimit {
  remaining: number;
  reset: number;
  total: number;
}

interface KoaMemoryLimiter {
  new (options: { id: string; db: Map<string, unknown>; max: number; duration: number }): { get(): Promise<KoaLimit> };
}
// koa-ratelimit's own memory limiter (untyped: its package declares only the middleware).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const MemoryLimiter = require('koa-ratelimit/limiter/memory') as KoaMemoryLimiter;

/** What koa-ratelimit's middleware derives from its memory limiter's answer for one request. */
async function koaCount(db: Map<string, unknown>, id: string, max: number, duration: number) {
  const limiter = new MemoryLimiter({ id, db, max, duration });
  const limit = await limiter.get();
  return {
    remaining: limit.remaining > 0 ? limit.remaining - 1 : 0,
    resetSeconds: Math.ceil(limit.reset),
    total: limit.total,
    allowed: Boolean(limit.remaining),
  };
}

describe('countInWindow (koa-ratelimit memory semantics, counted in place)', () => {
  it('answers what koa-ratelimit answers, request by request, past the limit', async () => {
    const ours = new Map<string, unknown>();
    const theirs = new Map<string, unknown>();
    for (let i = 0; i < 8; i += 1) {
      const mine = countInWindow(ours, 'burst:standard:user:u1', 3, 60_000);
      const koa = await koaCount(theirs, 'burst:standard:user:u1', 3, 60_000);
      // Reset times come from two clocks read a moment apart: compare within a second.
      expect(Math.abs(mine.resetSeconds - koa.resetSeconds)).to.be.at.most(1);
      expect({ ...mine, resetSeconds: 0 }).to.deep.equal({ ...koa, resetSeconds: 0 }, `request ${i + 1}`);
    }
  });

  it('refuses the request that finds the window used up (max 3: three pass, the fourth is refused)', () => {
    const db = new Map<string, unknown>();
    const answers = [...Array(5)].map(() => countInWindow(db, 'hour:standard:user:u2', 3, 3_600_000));
    expect(answers.map((a) => a.allowed)).to.deep.equal([true, true, true, false, false]);
    expect(answers.map((a) => a.remaining)).to.deep.equal([2, 1, 0, 0, 0]);
    expect(answers.every((a) => a.total === 3)).to.equal(true);
  });

  it('shares its store with koa-ratelimit: the same key and entry shape', async () => {
    const db = new Map<string, unknown>();
    countInWindow(db, 'hour:standard:user:u3', 5, 3_600_000);
    const entry = db.get('limit:hour:standard:user:u3') as WindowEntry;
    expect(entry).to.include({ id: 'hour:standard:user:u3', remaining: 5, total: 5 });
    // koa-ratelimit continues the count this one started, and the other way round.
    expect((await koaCount(db, 'hour:standard:user:u3', 5, 3_600_000)).remaining).to.equal(3);
    expect(countInWindow(db, 'hour:standard:user:u3', 5, 3_600_000).remaining).to.equal(2);
  });

  it('starts a new window once the stored reset has passed, not before', () => {
    const db = new Map<string, unknown>();
    const start = Date.now() * 1e3;
    countInWindow(db, 'k', 1, 1_000, start);
    expect(countInWindow(db, 'k', 1, 1_000, start + 999_000).allowed).to.equal(false);
    expect(countInWindow(db, 'k', 1, 1_000, start + 1_000_000).allowed).to.equal(false);
    const renewed = countInWindow(db, 'k', 1, 1_000, start + 1_000_001);
    expect(renewed.allowed).to.equal(true);
    expect(renewed.resetSeconds).to.equal(Math.ceil((start + 1_000_001 + 1_000_000) / 1e6));
  });
});
