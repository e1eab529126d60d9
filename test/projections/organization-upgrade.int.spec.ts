import { expect } from 'chai';
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import { openScratchSqlite } from '../support/scratch-sqlite';

describe('read models written before records carried their organization (SQLite)', () => {
  it('are dropped with their checkpoint, so the projector rebuilds them from the log', async () => {
    const scratch = openScratchSqlite('rm-upgrade');
    try {
      // The schema of the previous release: no organization_id column.
      scratch.db.writer.exec(`
        CREATE TABLE rm_patients (id TEXT PRIMARY KEY, region TEXT NOT NULL, race TEXT NOT NULL,
          menopause_status TEXT NOT NULL, created_ms INTEGER NOT NULL, view TEXT NOT NULL,
          last_position INTEGER NOT NULL);
        INSERT INTO rm_patients VALUES ('pat_old', 'west', 'asian', 'unknown', 0, '{}', 7);
        CREATE TABLE rm_checkpoints (projection TEXT PRIMARY KEY, position INTEGER NOT NULL);
        INSERT INTO rm_checkpoints VALUES ('views', 7);
      `);
      const store = await SqliteReadModelStore.open(scratch.db);
      expect(await store.checkpoint('views')).to.equal(null);
      expect(await store.getPatient('pat_old')).to.equal(null);
      const columns = scratch.db.writer.prepare(`SELECT name FROM pragma_table_info('rm_patients')`).all() as {
        name: string;
      }[];
      expect(columns.map((column) => column.name)).to.include('organization_id');
      // Opening an up-to-date store again keeps what it holds.
      await store.commit('views', { patients: [], visits: [], batches: [], batchErrors: [] }, 3);
      const again = await SqliteReadModelStore.open(scratch.db);
      expect(await again.checkpoint('views')).to.equal(3);
    } finally {
      await scratch.dispose();
    }
  });

  it('answers a provider list from the organization index, not a scan', async () => {
    const scratch = openScratchSqlite('rm-plan');
    try {
      await SqliteReadModelStore.open(scratch.db);
      const plan = scratch.db.reader
        .prepare(
          `EXPLAIN QUERY PLAN SELECT list_item FROM rm_patients WHERE organization_id = ?
           ORDER BY created_ms DESC, id DESC LIMIT 20`,
        )
        .all('org-a') as { detail: string }[];
      expect(plan.map((row) => row.detail).join(' | ')).to.include('rm_patients_organization');
    } finally {
      await scratch.dispose();
    }
  });
});
