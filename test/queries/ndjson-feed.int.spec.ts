import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { ActorPseudonyms } from '../../src/auth/actor-pseudonyms';
import type { EventMetadata } from '../../src/events/domain-events';
import type { Position } from '../../src/events/event-store';
import { SqliteEventStore } from '../../src/events/sqlite/sqlite-event-store';
import { auditStream, batchRowStream, patientStream, visitStream } from '../../src/events/streams';
import { UpcastingEventStore } from '../../src/events/upcasting/upcasting-event-store';
import { type FeedViewer, toFeedEvent } from '../../src/queries/event-feed/feed-event';
import type { FeedQuery } from '../../src/queries/event-feed/feed-reading';
import { ndjsonChunks, storedTextLine } from '../../src/queries/event-feed/ndjson-feed';
import { isResearchEvent } from '../../src/queries/event-feed/research-visibility';
import { type ScratchSqlite, openScratchSqlite } from '../support/scratch-sqlite';

const metadata = (extra: Partial<EventMetadata> & Record<string, unknown> = {}): EventMetadata => ({
  actor_user_id: 'usr_alice',
  actor_role: 'provider',
  organization_id: 'org-a',
  request_id: 'req_1',
  occurred_at: '2024-03-15T10:00:00.000Z',
  schema_version: 1,
  ...extra,
});

/**
 * The NDJSON export over SQLite builds each line from the stored JSON text;
 * it must send exactly the bytes the parse, upcast and serialize path sends
 * (what the JSON pages show), for every reader role.
 */
describe('NDJSON feed from stored text', function () {
  let scratch: ScratchSqlite;
  let log: UpcastingEventStore;
  const viewers: FeedViewer[] = [
    { role: 'readonly', pseudonyms: new ActorPseudonyms('test-secret') },
    { role: 'auditor', pseudonyms: new ActorPseudonyms('test-secret') },
  ];

  before(async () => {
    scratch = openScratchSqlite('ndjson-feed');
    const stored = await SqliteEventStore.open(scratch.db);
    log = new UpcastingEventStore(stored);
    // Raw appends: shapes the command handler no longer writes (an old version, index-like keys) on purpose.
    const append = (streamId: string, type: string, data: unknown, meta: EventMetadata) =>
      stored.append(streamId, [{ id: randomUUID(), event: { type, data } as never, metadata: meta }], 'any');
    await append(
      patientStream('pat_1'),
      'PatientRegistered',
      {
        patient_id: 'pat_1',
        patient: { age_years: 51, notes: 'Says "3": fine\n\ttab, \u00e9t\u00e9 \ud83d\ude00 \\ back \u0001' },
        registered_at: '2024-03-15T10:00:00.000Z',
      },
      metadata({ hash: 'a'.repeat(64), actor_organization_id: 'org-b' }),
    );
    await append(
      patientStream('pat_2'),
      'PatientRegistered',
      { patient_id: 'pat_2', patient: { age_years: 60 }, registered_at: '2024-03-15T10:00:00.000Z' },
      metadata({ batch_id: 'bat_1', row_number: 7, actor_user_id: 'usr_bob' }),
    );
    await append(
      visitStream('vis_old'),
      'VisitRecorded',
      { visit_id: 'vis_old', visit: { patient_id: 'pat_1', visit_date: '2024-03-15' }, recorded_at: 'x' },
      metadata({ schema_version: undefined }),
    );
    await append(
      visitStream('vis_new'),
      'VisitRecorded',
      { visit_id: 'vis_new', patient_id: 'pat_1', visit: { patient_id: 'pat_1' }, recorded_at: 'y' },
      metadata({ schema_version: 2 }),
    );
    // Text JSON.stringify never writes (an index-like key after another key), as another writer might store it.
    scratch.db.writer
      .prepare(
        'INSERT INTO event_log (event_id, stream_id, stream_revision, event_type, data, metadata, recorded_at) ' +
          'VALUES (?, ?, 1, ?, ?, ?, ?)',
      )
      .run(
        randomUUID(),
        patientStream('pat_1'),
        'PatientUpdated',
        '{"patient_id":"pat_1","changes":{"b":1,"10":"ten","2":"two"},"updated_at":"z"}',
        JSON.stringify(metadata({ schema_version: undefined })),
        '2024-03-15T10:00:00.000Z',
      );
    await append(auditStream('evt_1'), 'LoginSucceeded', { user_id: 'usr_alice' }, metadata());
    await append(batchRowStream('bat_1', 3), 'BatchRowRejected', { batch_id: 'bat_1' }, metadata());
    // More than one read chunk of the log.
    await stored.appendMany(
      Array.from({ length: 2100 }, (_, index) => ({
        streamId: patientStream(`pat_bulk${index}`),
        expectedRevision: 'no_stream' as const,
        events: [
          {
            id: randomUUID(),
            event: {
              type: 'PatientRegistered',
              data: { patient_id: `pat_bulk${index}`, patient: { bmi: index / 7 }, registered_at: 'r' },
            } as never,
            metadata: metadata({ actor_user_id: `usr_${index % 3}` }),
          },
        ],
      })),
    );
  });
  after(async () => scratch?.dispose());

  async function sent(query: FeedQuery, viewer: FeedViewer): Promise<{ text: string; events: number; last: number }> {
    let text = '';
    let events = 0;
    let last = 0;
    for await (const chunk of ndjsonChunks(log, query, viewer)) {
      text += chunk.text;
      events += chunk.events;
      last = chunk.last;
    }
    return { text, events, last };
  }

  async function expected(query: FeedQuery, viewer: FeedViewer): Promise<string[]> {
    const all = await log.readAll(null, 100_000);
    return all
      .filter((event) => event.position > (query.after ?? 0) && isResearchEvent(event))
      .filter((event) => query.types === null || query.types.has(event.type))
      .map((event) => `${JSON.stringify(toFeedEvent(event, viewer))}\n`);
  }

  it('sends the same bytes as serializing the upcast events, for each role', async () => {
    for (const viewer of viewers) {
      const lines = await expected({ after: null, types: null }, viewer);
      const got = await sent({ after: null, types: null }, viewer);
      expect(got.text).to.equal(lines.join(''));
      expect(got.events).to.equal(2105);
      expect(got.last).to.equal((await log.headPosition()) as Position);
    }
  });

  it('pseudonymizes actors for readonly readers and leaves out security events and rejected rows', async () => {
    const text = (await sent({ after: null, types: null }, viewers[0])).text;
    expect(text).not.to.include('usr_');
    expect(text).not.to.include('LoginSucceeded');
    expect(text).not.to.include('BatchRowRejected');
    expect(text).not.to.include('"hash"');
    expect(text).to.include('"actor_user_id":"anon-');
    expect((await sent({ after: null, types: null }, viewers[1])).text).to.include('"actor_user_id":"usr_alice"');
  });

  it('starts after the cursor and filters by type like the pages', async () => {
    const query: FeedQuery = { after: 2, types: new Set(['PatientRegistered', 'VisitRecorded']) };
    for (const viewer of viewers)
      expect((await sent(query, viewer)).text).to.equal((await expected(query, viewer)).join(''));
  });

  it('upcasts old shapes and reorders index-like keys as parsing does', async () => {
    const text = (await sent({ after: null, types: new Set(['VisitRecorded', 'PatientUpdated']) }, viewers[1])).text;
    const [old, current] = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(old).to.include({ schema_version: 2 });
    expect(old.data).to.deep.include({ patient_id: 'pat_1' });
    expect(current).to.include({ schema_version: 2 });
    expect(text).to.include('"changes":{"2":"two","10":"ten","b":1}');
  });

  it('sends the stored data text of a current event as it is', async () => {
    const [row] = await (log.stored as SqliteEventStore).readStoredText(null, 1);
    const line = storedTextLine(row, viewers[0]);
    expect(line).to.include(`"data":${row.data},"metadata":`);
    expect(line.endsWith('\n')).to.equal(true);
  });

  it('refuses an event newer than this release, as the upcasters do', async () => {
    const row = { ...(await (log.stored as SqliteEventStore).readStoredText(null, 1))[0] };
    row.metadata = JSON.stringify(metadata({ schema_version: 99 }));
    expect(() => storedTextLine(row, viewers[0])).to.throw(/schema version 99/);
  });
});
