import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeferredWalSync } from '../../src/storage/deferred-wal-sync';
import { DependencyError } from '../../src/shared/dependency-error';
import { settledNow } from '../support/settled';

/** A sync the test completes by hand, to see which commits each one covers. */
function heldSyncs(): {
  started: number;
  finish(error?: Error): void;
  sync(fd: number, done: (e: Error | null) => void): void;
} {
  const pending: ((error: Error | null) => void)[] = [];
  return {
    started: 0,
    sync(_fd, done) {
      this.started += 1;
      pending.push(done);
    },
    finish(error) {
      const done = pending.shift();
      if (!done) throw new Error('no sync is running');
      done(error ?? null);
    },
  };
}

describe('deferred sync of the write-ahead log (integration)', () => {
  let dir: string;
  let wal: string;
  const failures: Error[] = [];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'deferred-sync-'));
    wal = join(dir, 'db-wal');
    writeFileSync(wal, 'frames');
    failures.length = 0;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const syncingByHand = (): { held: ReturnType<typeof heldSyncs>; sync: DeferredWalSync } => {
    const held = heldSyncs();
    return {
      held,
      sync: new DeferredWalSync(
        wal,
        (error) => failures.push(error),
        (fd, done) => held.sync(fd, done),
      ),
    };
  };

  it('is durable at once with nothing pending, and after a deferred commit once the file is synced', async () => {
    const sync = new DeferredWalSync(wal, (error) => failures.push(error));
    expect(await settledNow(sync.durable()), 'nothing pending').to.equal(true);
    sync.committedUnsynced();
    const durable = sync.durable();
    expect(await settledNow(durable), 'before the sync on the thread pool returned').to.equal(false);
    await durable;
    expect(await settledNow(sync.durable()), 'all synced').to.equal(true);
    sync.close();
    expect(failures).to.deep.equal([]);
  });

  it('runs one sync at a time; the commits made meanwhile share the next one', async () => {
    const { held, sync } = syncingByHand();
    sync.committedUnsynced();
    const first = sync.durable();
    sync.committedUnsynced();
    sync.committedUnsynced();
    const third = sync.durable();
    expect(held.started, 'one sync while the first runs').to.equal(1);
    held.finish();
    expect(await settledNow(first), 'the first commit, covered by the first sync').to.equal(true);
    expect(await settledNow(third), 'later commits wait for the next sync').to.equal(false);
    expect(held.started, 'the next sync covers both later commits').to.equal(2);
    held.finish();
    expect(await settledNow(third)).to.equal(true);
    expect(held.started, 'nothing left to sync').to.equal(2);
    sync.close();
  });

  it('counts a commit synced in place as syncing every commit before it', async () => {
    const { held, sync } = syncingByHand();
    sync.committedUnsynced();
    const deferred = sync.durable();
    sync.committedSynced();
    expect(await settledNow(deferred), 'the WAL is one file written in order').to.equal(true);
    expect(await settledNow(sync.durable())).to.equal(true);
    held.finish();
    sync.close();
  });

  it('syncs what is still waiting when the writer closes, so no append is left unanswered', async () => {
    const { held, sync } = syncingByHand();
    sync.committedUnsynced();
    sync.committedUnsynced();
    const second = sync.durable();
    sync.close();
    expect(await settledNow(second), 'synced in place by close').to.equal(true);
    held.finish();
    expect(held.started, 'no sync starts after close').to.equal(1);
    expect(failures).to.deep.equal([]);
  });

  it('after a failed sync rejects every wait as a failed sqlite dependency, then and later', async () => {
    // Linux refuses to sync a character device (EINVAL): a real failed fdatasync.
    const sync = new DeferredWalSync('/dev/null', (error) => failures.push(error));
    sync.committedUnsynced();
    const failed = await sync.durable().then(
      () => null,
      (error: unknown) => error,
    );
    expect(failed).to.be.instanceOf(DependencyError);
    expect((failed as DependencyError).dependency).to.equal('sqlite');
    expect((failed as DependencyError).failure).to.equal('failed');
    expect((failed as Error).message).to.match(/EINVAL/);
    expect(sync.failed).to.equal(true);
    sync.committedSynced();
    await sync.durable().then(
      () => expect.fail('a later wait must not vouch for commits a failed sync may have dropped'),
      (error: unknown) => expect(error).to.equal(failed),
    );
    expect(failures, 'told once').to.deep.equal([failed]);
    sync.close();
  });

  it('fails, rather than vouching, when the log file cannot be opened', async () => {
    const sync = new DeferredWalSync(join(dir, 'missing-wal'), (error) => failures.push(error));
    sync.committedUnsynced();
    await sync.durable().then(
      () => expect.fail('resolved without a sync'),
      (error: unknown) => expect(error).to.be.instanceOf(DependencyError),
    );
    expect(failures).to.have.length(1);
  });
});
