/**
 * The PostgreSQL event store beside Emmett's (@event-driven-io/emmett-postgresql)
 * on the same server, same 1 KB events, in interleaved rounds: new streams
 * with 1 and 16 clients, appends to existing streams with 16 clients, and
 * reading a stream back. Each store gets a fresh schema. Prints events/s, p99
 * latency per append and our ratio to Emmett, then the CPU steal meanwhile
 * (see support/cpu-steal.ts).
 *
 *   npm run bench:eventstore                       # local server from deploy/local/services.sh
 *   POSTGRES_URL=postgres://... npm run bench:eventstore -- --seconds 10 --rounds 5
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { STREAM_DOES_NOT_EXIST } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import type { EventMetadata } from '../src/events/domain-events';
import type { EventToAppend } from '../src/events/event-store';
import { SqlEventStore } from '../src/events/sql/sql-event-store';
import { openPgClient } from '../src/storage/pg-client';
import { POSTGRES_URL, createPgTestSchema } from '../test/contracts/support/servers';
import { StealMeter, stealLine } from './support/cpu-steal';
import { median, printTable } from './support/table';

/** One store under test: append to a stream at a known revision (-1: new stream), read one back. */
interface Contender {
  name: string;
  append(stream: string, revision: number): Promise<void>;
  read(stream: string): Promise<number>;
  close(): Promise<void>;
}

const NOTE = 'x'.repeat(900);
const metadata: EventMetadata = {
  actor_user_id: 'usr_bench',
  actor_role: 'provider',
  organization_id: 'org-bench',
  request_id: 'req_bench',
  occurred_at: new Date().toISOString(),
};

function ourEvent(): EventToAppend {
  const data = { batch_id: `batch_${randomUUID()}`, file_name: NOTE, started_at: new Date().toISOString() };
  return { id: randomUUID(), event: { type: 'BatchUploadStarted', data }, metadata };
}

async function ours(url: string, connections: number): Promise<Contender> {
  const sql = await openPgClient(url, connections);
  const store = await SqlEventStore.open(sql);
  return {
    name: 'this service',
    append: async (stream, revision) => {
      await store.append(stream, [ourEvent()], revision < 0 ? 'no_stream' : revision);
    },
    read: async (stream) => (await store.readStream(stream)).length,
    close: () => sql.close(),
  };
}

async function emmett(url: string): Promise<Contender> {
  const store = getPostgreSQLEventStore(url);
  return {
    name: 'Emmett 0.42',
    append: async (stream, revision) => {
      const event = { type: 'BatchUploadStarted', data: ourEvent().event.data, metadata };
      await store.appendToStream(stream, [event], {
        expectedStreamVersion: revision < 0 ? STREAM_DOES_NOT_EXIST : BigInt(revision + 1),
      });
    },
    read: async (stream) => (await store.readStream(stream)).events.length,
    close: () => store.close(),
  };
}

interface Figures {
  perSecond: number;
  p99: number;
}

/** Streams that already hold events, a set per client, with each stream's current revision. */
interface Seeded {
  streams: string[][];
  revisions: Map<string, number>;
}

/** `clients` loops appending for `seconds`; each loop owns its streams, so nothing conflicts. */
async function appendLoad(
  store: Contender,
  clients: number,
  seconds: number,
  existing: Seeded | null,
): Promise<Figures> {
  const latencies: number[] = [];
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let turn = 0; Date.now() < deadline; turn += 1) {
        const own = existing?.streams[client];
        const stream = own ? own[turn % own.length] : `batch-bench${randomUUID().slice(0, 13)}`;
        const revision = existing?.revisions.get(stream) ?? -1;
        const started = performance.now();
        await store.append(stream, revision);
        latencies.push(performance.now() - started);
        existing?.revisions.set(stream, revision + 1);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / seconds, p99: latencies[Math.floor(latencies.length * 0.99)] ?? NaN };
}

async function seedStreams(store: Contender, clients: number, perClient: number, events: number): Promise<Seeded> {
  const streams = Array.from({ length: clients }, () =>
    Array.from({ length: perClient }, () => `batch-seed${randomUUID().slice(0, 13)}`),
  );
  const revisions = new Map<string, number>();
  for (const stream of streams.flat()) {
    for (let revision = -1; revision < events - 1; revision += 1) await store.append(stream, revision);
    revisions.set(stream, events - 1);
  }
  return { streams, revisions };
}

async function readLoad(store: Contender, streams: string[], seconds: number): Promise<Figures> {
  const latencies: number[] = [];
  const deadline = Date.now() + seconds * 1000;
  for (let turn = 0; Date.now() < deadline; turn += 1) {
    const started = performance.now();
    await store.read(streams[turn % streams.length]);
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / seconds, p99: latencies[Math.floor(latencies.length * 0.99)] ?? NaN };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { seconds: { type: 'string' }, rounds: { type: 'string' } } });
  const seconds = Number(values.seconds ?? 5);
  const rounds = Number(values.rounds ?? 3);
  const schemas = [await createPgTestSchema(POSTGRES_URL), await createPgTestSchema(POSTGRES_URL)];
  const contenders = [await ours(schemas[0].url, 20), await emmett(schemas[1].url)];
  try {
    const seeded = await Promise.all(contenders.map((store) => seedStreams(store, 16, 4, 20)));
    // Streams of their own for the reads: the appends to `seeded` make a faster store's streams longer.
    const toRead = await Promise.all(contenders.map((store) => seedStreams(store, 16, 4, 20)));
    const scenarios: { name: string; unit: string; run: (store: Contender, index: number) => Promise<Figures> }[] = [
      { name: 'new streams, 1 client', unit: 'events/s', run: (store) => appendLoad(store, 1, seconds, null) },
      { name: 'new streams, 16 clients', unit: 'events/s', run: (store) => appendLoad(store, 16, seconds, null) },
      {
        name: 'existing streams, 16 clients',
        unit: 'events/s',
        run: (store, index) => appendLoad(store, 16, seconds, seeded[index]),
      },
      {
        name: 'read a stream of 20 events',
        unit: 'reads/s',
        run: (store, index) => readLoad(store, toRead[index].streams.flat(), seconds),
      },
    ];
    console.log(`PostgreSQL ${new URL(POSTGRES_URL).host}; ${rounds} interleaved rounds of ${seconds} s; 1 KB events`);
    const rows: string[][] = [];
    const steal = StealMeter.start();
    for (const scenario of scenarios) {
      const figures: Figures[][] = contenders.map(() => []);
      for (let round = 0; round < rounds; round += 1) {
        for (const [index, store] of contenders.entries()) figures[index].push(await scenario.run(store, index));
      }
      const [mine, theirs] = figures.map((list) => ({
        rate: median(list.map((f) => f.perSecond)),
        p99: median(list.map((f) => f.p99)),
      }));
      rows.push([
        scenario.name,
        `${mine.rate.toFixed(0)} ${scenario.unit}`,
        `${mine.p99.toFixed(1)} ms`,
        `${theirs.rate.toFixed(0)} ${scenario.unit}`,
        `${theirs.p99.toFixed(1)} ms`,
        `${(mine.rate / theirs.rate).toFixed(2)}x`,
      ]);
    }
    const header = ['scenario', 'this service', 'p99', 'Emmett', 'p99', 'ratio'];
    printTable(header, rows);
    console.log(stealLine('during the rounds', steal.share()));
  } finally {
    for (const store of contenders) await store.close();
    for (const schema of schemas) await schema.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
