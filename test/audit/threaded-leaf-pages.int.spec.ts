import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { ReaderLeafPages } from '../../src/audit/merkle/leaf-pages';
import { SqliteTreeStore } from '../../src/audit/merkle/sqlite-tree-store';
import { ThreadedLeafPages, threadedLeafPagesFor } from '../../src/audit/merkle/threaded-leaf-pages';
import { MerkleTreeBuilder } from '../../src/audit/merkle/tree-builder';
import { SqliteEventStore } from '../../src/events/sqlite/sqlite-event-store';
import { type SqliteClient, openSqliteClient } from '../../src/storage/sqlite-client';
import { writeClinicalHistory } from './audit-fixtures';

describe('the tree hashed on its own thread (embedded log)', function () {
  this.timeout(30_000);
  let dir: string;
  let db: SqliteClient;
  let log: SqliteEventStore;
  const extra: SqliteClient[] = [];

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'threaded-leaves-'));
    db = openSqliteClient(dir);
    log = await SqliteEventStore.open(db);
    await writeClinicalHistory(log, 5);
  });

  afterEach(() => {
    for (const client of extra.splice(0)) client.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A tree store in a file of its own, so the same log can be built into two trees. */
  const emptyTree = (): SqliteTreeStore => {
    const client = openSqliteClient(mkdtempSync(join(dir, 'tree-')));
    extra.push(client);
    return SqliteTreeStore.open(client);
  };

  it('hands back the same leaves, nodes and right edge as hashing on this thread, page by page', async () => {
    const pages = new ThreadedLeafPages(log.file, 4, () => log.durable());
    try {
      const here = new ReaderLeafPages(log, 4);
      let frontier = (await here.next(null, 0, [])).frontier;
      // From the middle of the tree: leaves 4.. over the right edge of the first four.
      const [mine, theirs] = [await here.next(4, 4, frontier), await pages.next(4, 4, frontier)];
      expect(theirs.leaves).to.deep.equal(mine.leaves);
      expect(theirs.nodes).to.deep.equal(mine.nodes);
      expect(theirs.frontier).to.deep.equal(mine.frontier);
      frontier = mine.frontier;
      expect(theirs.leaves.map((leaf) => leaf.index)).to.deep.equal([4, 5, 6, 7]);
      expect((await pages.next(1_000_000, 8, frontier)).leaves).to.deep.equal([]);
    } finally {
      await pages.close();
    }
  });

  it('builds the tree the builder builds on this thread, and goes on after a close', async () => {
    const plain = await new MerkleTreeBuilder(log, emptyTree(), undefined, 4).extend();
    const store = emptyTree();
    const pages = threadedLeafPagesFor(log);
    expect(pages).to.be.instanceOf(ThreadedLeafPages);
    const threaded = new MerkleTreeBuilder(log, store, pages, 4);
    const first = await threaded.extend();
    await threaded.close();
    expect(first.size).to.equal(plain.size);
    expect(first.root.equals(plain.root)).to.equal(true);
    expect(await store.extent()).to.deep.equal({ size: plain.size, lastPosition: plain.lastPosition });

    await writeClinicalHistory(log, 1);
    const grown = await threaded.extend();
    const rebuilt = await new MerkleTreeBuilder(log, emptyTree()).extend();
    await threaded.close();
    expect(grown.size).to.equal(rebuilt.size).and.to.be.above(first.size);
    expect(grown.root.equals(rebuilt.root)).to.equal(true);
  });

  it('rejects the page, and nothing else, when its thread cannot open the log', async () => {
    const pages = new ThreadedLeafPages(join(dir, 'missing.sqlite'), 4, () => log.durable());
    let failure: unknown = null;
    await pages.next(null, 0, []).catch((error: unknown) => (failure = error));
    expect(failure).to.be.instanceOf(Error);
    expect((failure as Error).message).to.match(/hashing thread .*SQLITE_CANTOPEN/);
    await pages.close();
  });
});
