/**
 * A separate process appending to a shared PostgreSQL event log, for the
 * out-of-order commit test. Usage:
 *   tsx append-worker.ts <postgres url> <worker name> <events> <connections>
 * Appends `events` events over many streams from `connections` concurrent
 * loops (single appends and appendMany batches, 1-3 events each), then prints
 * the ids it appended as one JSON line.
 */
import { randomInt } from 'node:crypto';
import { SqlEventStore } from '../../../src/events/sql/sql-event-store';
import { openPgClient } from '../../../src/storage/pg-client';
import { testEvents } from '../../contracts/support/events';

async function main(): Promise<void> {
  const [url, name, eventsArg, connectionsArg] = process.argv.slice(2);
  const total = Number(eventsArg);
  const connections = Number(connectionsArg);
  const sql = await openPgClient(url, connections);
  const store = await SqlEventStore.open(sql);
  const ids: string[] = [];
  let remaining = total;
  const take = (): number => {
    const count = Math.min(remaining, randomInt(1, 4));
    remaining -= count;
    return count;
  };
  const loop = async (lane: number): Promise<void> => {
    for (let round = 0; remaining > 0; round += 1) {
      const count = take();
      if (count === 0) return;
      const events = testEvents(`${name}-${lane}-${round}`, count);
      const stream = `batch-${name}-${randomInt(0, 200)}`;
      if (round % 3 === 0 && count > 1) {
        // Group commit over two streams, as the import path does.
        const outcomes = await store.appendMany([
          { streamId: stream, events: events.slice(0, 1), expectedRevision: 'any' },
          { streamId: `${stream}-b`, events: events.slice(1), expectedRevision: 'any' },
        ]);
        if (outcomes.some((outcome) => outcome.status !== 'appended')) throw new Error('unexpected conflict');
      } else {
        await store.append(stream, events, 'any');
      }
      ids.push(...events.map((event) => event.id));
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, lane) => loop(lane)));
  await sql.close();
  process.stdout.write(`${JSON.stringify({ name, ids })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
