import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { SqliteImportQueue } from '../../src/import/sqlite/sqlite-import-queue';
import { SqliteQueueClaims } from '../../src/import/sqlite/sqlite-queue-claims';
import { type SqliteClient, openSqliteClient } from '../../src/storage/sqlite-client';

const BOUNDS = { maxMessages: 10, maxBytes: Number.POSITIVE_INFINITY };
const LEASE_MS = 60_000;

/**
 * An idle consumer asks for work ten times a second on the service's main
 * thread: with nothing ready it must not open a write transaction (two
 * pragma changes, a lock, a commit) just to find that out.
 */
describe('SQLite import queue: claiming when nothing is ready (integration)', () => {
  let dir: string;
  let db: SqliteClient;
  let queue: SqliteImportQueue;
  let writes: number;
  let claims: SqliteQueueClaims;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'queue-idle-claim-'));
    db = openSqliteClient(dir, { synchronous: 'full' });
    queue = await SqliteImportQueue.open(db);
    writes = 0;
    const counted: SqliteClient = {
      ...db,
      writeUnsynced: (work) => {
        writes += 1;
        return db.writeUnsynced(work);
      },
    };
    claims = new SqliteQueueClaims(counted);
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers null without a write transaction on an empty queue', () => {
    expect(claims.claim('owner-a', BOUNDS, LEASE_MS)).to.equal(null);
    expect(writes).to.equal(0);
  });

  it('claims a ready key in one write transaction, then answers null for it while leased', async () => {
    await queue.publish([
      { key: 'batch-1', value: 'row-1' },
      { key: 'batch-1', value: 'row-2' },
    ]);
    const claim = claims.claim('owner-a', BOUNDS, LEASE_MS);
    expect(claim?.key).to.equal('batch-1');
    expect(claim?.messages.map((message) => message.value)).to.deep.equal(['row-1', 'row-2']);
    expect(writes).to.equal(1);
    expect(claims.claim('owner-b', BOUNDS, LEASE_MS)).to.equal(null);
    expect(writes).to.equal(1);
  });
});
