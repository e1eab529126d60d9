import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import {
  type CheckpointStore,
  FileCheckpointStore,
  MongoCheckpointStore,
  SqlCheckpointStore,
  SqliteCheckpointStore,
} from '../../src/audit/checkpoint-store';
import { openPgClient } from '../../src/storage/pg-client';
import { POSTGRES_URL, createPgTestSchema, isReachable, warnSkipped } from '../contracts/support/servers';
import { openScratchMongo } from '../support/scratch-mongo';
import { openScratchSqlite } from '../support/scratch-sqlite';
import { testSigner } from './audit-fixtures';

type Opened = { store: CheckpointStore; close(): Promise<void> } | null;

const backends: Record<string, () => Promise<Opened>> = {
  SQLite: async () => {
    const { db, dispose } = openScratchSqlite('checkpoints');
    return { store: SqliteCheckpointStore.open(db), close: dispose };
  },
  PostgreSQL: async () => {
    if (!(await isReachable(POSTGRES_URL, 5432))) return null;
    const schema = await createPgTestSchema();
    const sql = await openPgClient(schema.url, 2);
    return {
      store: await SqlCheckpointStore.open(sql),
      close: async () => {
        await sql.close();
        await schema.drop();
      },
    };
  },
  'MongoDB (beside EventStoreDB)': async () => {
    const scratch = await openScratchMongo('checkpoints');
    return scratch && { store: MongoCheckpointStore.open(scratch.db), close: scratch.dispose };
  },
  'file in DATA_DIR': async () => {
    const dir = mkdtempSync(join(tmpdir(), 'checkpoints-'));
    return {
      store: new FileCheckpointStore(join(dir, 'audit-checkpoints.jsonl')),
      close: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
};

for (const [name, open] of Object.entries(backends)) {
  describe(`audit checkpoint store: ${name}`, function () {
    this.timeout(30_000);
    let opened: Opened = null;
    before(async function () {
      opened = await open();
      if (!opened) {
        warnSkipped(`checkpoint store ${name}`, 'server not reachable');
        this.skip();
      }
    });
    after(async () => opened?.close());

    it('keeps checkpoints in position order, the first one per position, and answers the latest', async () => {
      const store = (opened as NonNullable<Opened>).store;
      expect(await store.latest()).to.equal(null);
      const signer = testSigner();
      const sign = (position: number, head: string) =>
        signer.sign({
          position,
          head_hash: head.repeat(64),
          event_count: position,
          signed_at: new Date().toISOString(),
        });
      const [late, early, again] = [sign(900000000001, 'b'), sign(5, 'a'), sign(900000000001, 'c')];
      await store.add(late);
      await store.add(early);
      await store.add(again);
      expect(await store.all()).to.deep.equal([early, late]);
      expect(await store.latest()).to.deep.equal(late);
    });
  });
}
