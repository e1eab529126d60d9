import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect } from 'chai';
import { SqliteBatchKeyStore } from '../../src/import/batch-keys/sqlite-batch-key-store';
import { sleep } from '../../src/shared/backoff';
import { openScratchSqlite, type ScratchSqlite } from '../support/scratch-sqlite';

/** Files of the directory whose bytes hold `needle`. */
function filesHolding(dir: string, needle: Buffer): string[] {
  return readdirSync(dir).filter((name) => readFileSync(join(dir, name)).includes(needle));
}

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await sleep(20);
  }
  return true;
}

describe('batch keys in the embedded SQLite file: a destroyed key leaves no bytes on disk', function () {
  this.timeout(20_000);
  let scratch: ScratchSqlite;

  beforeEach(() => {
    scratch = openScratchSqlite('batch-key-bytes');
  });
  afterEach(() => scratch.dispose());

  it('is out of the write-ahead log once a reader that held an older snapshot lets go', async () => {
    const keys = new SqliteBatchKeyStore(scratch.db);
    const key = await keys.create('batch_held');
    // Another connection in a read transaction: no checkpoint can empty the log while it reads.
    const other = new Database(join(scratch.dir, 'clinical.sqlite'), { readonly: true });
    try {
      other.prepare('BEGIN').run();
      other.prepare('SELECT count(*) FROM import_batch_keys').get();
      const started = Date.now();
      await keys.destroy('batch_held');
      expect(Date.now() - started, 'the destroy does not hold the thread on the busy reader').to.be.below(4000);
      expect(await keys.get('batch_held')).to.equal(null);
      expect(keys.scrubbed, 'not yet: the reader holds the log').to.equal(false);
      expect(filesHolding(scratch.dir, key)).to.not.be.empty;
      other.prepare('COMMIT').run();
    } finally {
      other.close();
    }
    expect(await until(() => keys.scrubbed, 5000), 'emptied once the reader is gone').to.equal(true);
    expect(filesHolding(scratch.dir, key)).to.deep.equal([]);
  });

  it('leaves nothing in pages freed by the deletes', async () => {
    const keys = new SqliteBatchKeyStore(scratch.db);
    // Several pages' worth of keys, so that deleting them frees whole pages.
    const made = [];
    for (let index = 0; index < 400; index += 1) made.push(await keys.create(`batch_${index}`));
    for (let index = 0; index < 400; index += 1) await keys.destroy(`batch_${index}`);
    expect(keys.scrubbed).to.equal(true);
    const left = made.filter((key) => filesHolding(scratch.dir, key).length > 0);
    expect(left.length, 'keys whose bytes are still in a file').to.equal(0);
  });
});
