import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { SqlTreeStore } from '../../src/audit/merkle/sql-tree-store';
import { SqliteTreeStore } from '../../src/audit/merkle/sqlite-tree-store';
import type { TreeHead, TreeStore } from '../../src/audit/merkle/tree-store';
import { openPgClient } from '../../src/storage/pg-client';
import { openSqliteClient } from '../../src/storage/sqlite-client';
import { POSTGRES_URL, createPgTestSchema, isReachable, warnSkipped } from '../contracts/support/servers';

interface Opened {
  store: TreeStore;
  close(): Promise<void>;
}

const head = (size: number): TreeHead => ({
  tree_size: size,
  root_hash: Buffer.alloc(32, size),
  note: `origin\n${size}\n${'x'.repeat(200)}\n`,
  signed_at: new Date(size * 1000).toISOString(),
});

/** The size a proof may reach, read alone: it must be the size of the head `latestHead` returns. */
function latestSizeContract(label: string, open: () => Promise<Opened | null>): void {
  describe(`tree store, newest signed size: ${label}`, () => {
    let opened: Opened | null;
    before(async function () {
      opened = await open();
      if (!opened) this.skip();
    });
    after(async () => opened?.close());

    it('is 0 before any head, then the largest size signed, whatever order heads were added in', async () => {
      const { store } = opened as Opened;
      expect(await store.latestSize()).to.equal(0);
      for (const size of [5, 9, 7]) await store.addHead(head(size));
      expect(await store.latestSize()).to.equal(9);
      expect((await store.latestHead())?.tree_size).to.equal(9);
      await store.addHead(head(12));
      expect(await store.latestSize()).to.equal(12);
    });
  });
}

latestSizeContract('embedded SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tree-head-size-'));
  const db = openSqliteClient(dir);
  return {
    store: SqliteTreeStore.open(db),
    async close() {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

latestSizeContract('PostgreSQL', async () => {
  if (!(await isReachable(POSTGRES_URL, 5432))) {
    warnSkipped('PostgreSQL tree store size check', `nothing listening at ${new URL(POSTGRES_URL).host}`);
    return null;
  }
  const schema = await createPgTestSchema();
  const sql = await openPgClient(schema.url, 2);
  return {
    store: await SqlTreeStore.open(sql),
    async close() {
      await sql.close();
      await schema.drop();
    },
  };
});
