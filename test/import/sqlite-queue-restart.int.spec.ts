import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { SqliteImportQueue } from '../../src/import/sqlite/sqlite-import-queue';
import { SqliteQueueClaims } from '../../src/import/sqlite/sqlite-queue-claims';
import { openSqliteClient } from '../../src/storage/sqlite-client';

/** Groups bounded by messages only, as the earlier claim took them. */
const TEN_MESSAGES = { maxMessages: 10, maxBytes: Number.POSITIVE_INFINITY };

describe('SQLite import queue across a restart (integration)', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'queue-restart-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('redelivers a group leased by a dead process at once, one attempt higher, and keeps a live lease', async () => {
    const first = openSqliteClient(dir, { synchronous: 'full' });
    await (
      await SqliteImportQueue.open(first)
    ).publish([
      { key: 'batch-1', value: 'row-1' },
      { key: 'batch-1', value: 'row-2' },
    ]);
    const claimed = new SqliteQueueClaims(first).claim('worker-a', TEN_MESSAGES, 60_000);
    expect(claimed?.messages.map((message) => [message.value, message.deliveryAttempt])).to.deep.equal([
      ['row-1', 1],
      ['row-2', 1],
    ]);
    // Still leased to this process: nobody else gets the key.
    expect(new SqliteQueueClaims(first).claim('worker-b', TEN_MESSAGES, 60_000)).to.equal(null);
    // The process dies with the group in hand (no ack, no release) and a new one opens DATA_DIR.
    first.close();

    const second = openSqliteClient(dir, { synchronous: 'full' });
    try {
      await SqliteImportQueue.open(second);
      const again = new SqliteQueueClaims(second).claim('worker-c', TEN_MESSAGES, 60_000);
      expect(again?.messages.map((message) => [message.value, message.deliveryAttempt])).to.deep.equal([
        ['row-1', 2],
        ['row-2', 2],
      ]);
    } finally {
      second.close();
    }
  });
});
