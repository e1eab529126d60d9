import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Position, RecordedEvent } from '../../src/events/event-store';
import { SqlEventStore } from '../../src/events/sql/sql-event-store';
import type { SqlClient } from '../../src/storage/sql-client';
import { openPgClient } from '../../src/storage/pg-client';
import {
  POSTGRES_URL,
  type PgTestSchema,
  createPgTestSchema,
  isReachable,
  warnSkipped,
} from '../contracts/support/servers';

const ROOT = join(__dirname, '..', '..');
const EVENTS_PER_WORKER = 2000;
const CONNECTIONS_PER_WORKER = 6;

function runWorker(url: string, name: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(ROOT, 'node_modules/.bin/tsx'),
      [
        join(__dirname, 'support/append-worker.ts'),
        url,
        name,
        String(EVENTS_PER_WORKER),
        String(CONNECTIONS_PER_WORKER),
      ],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`worker ${name} exited with ${code}: ${stderr}`));
      resolve((JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as { ids: string[] }).ids);
    });
  });
}

/**
 * "A projector must never skip an event that commits out of position order."
 * Two processes append concurrently over several connections each while this
 * process pages readAll from its checkpoint like the projector. If a smaller
 * position could commit after a larger one was read, the reader would step
 * over it and the final comparison would show the gap. (Without the reader's
 * bound on positions of appends in flight, it misses events in most runs.)
 */
describe('concurrent appends from two processes (PostgreSQL)', function () {
  this.timeout(180_000);
  let schema: PgTestSchema | null = null;
  let sql: SqlClient | null = null;

  before(async function () {
    if (!(await isReachable(POSTGRES_URL, 5432))) {
      warnSkipped(
        'out-of-order commit test',
        `PostgreSQL not reachable at ${new URL(POSTGRES_URL).host} (start deploy/local/services.sh up)`,
      );
      return this.skip();
    }
    schema = await createPgTestSchema();
  });
  after(async () => {
    await sql?.close();
    await schema?.drop();
  });

  it('a reader paging from its checkpoint sees every event exactly once, in final log order', async () => {
    if (!schema) throw new Error('no schema');
    sql = await openPgClient(schema.url, 2);
    const store = await SqlEventStore.open(sql);

    const seen: RecordedEvent[] = [];
    let checkpoint: Position | null = null;
    let writersDone = false;
    const reader = (async () => {
      for (;;) {
        const page = await store.readAll(checkpoint, 50);
        if (page.length > 0) {
          seen.push(...page);
          checkpoint = page[page.length - 1].position;
        } else if (writersDone) {
          return;
        } else {
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
      }
    })();
    const written = await Promise.all([runWorker(schema.url, 'w1'), runWorker(schema.url, 'w2')]).finally(() => {
      writersDone = true;
    });
    await reader;

    const appended = written.flat();
    expect(appended).to.have.length(2 * EVENTS_PER_WORKER);
    const seenIds = seen.map((event) => event.id);
    expect(new Set(seenIds).size, 'duplicates seen').to.equal(seenIds.length);
    expect([...seenIds].sort()).to.deep.equal([...appended].sort());

    const full: RecordedEvent[] = [];
    for (let cursor: Position | null = null; ;) {
      const page = await store.readAll(cursor, 1000);
      if (page.length === 0) break;
      full.push(...page);
      cursor = page[page.length - 1].position;
    }
    expect(seenIds).to.deep.equal(full.map((event) => event.id));
    expect(seen.map((event) => event.position)).to.deep.equal(full.map((event) => event.position));
  });
});
