import { expect } from 'chai';
import type { DomainEvent, EventMetadata } from '../../src/events/domain-events';
import { SqliteEventStore } from '../../src/events/sqlite/sqlite-event-store';
import { patientStream, visitStream } from '../../src/events/streams';
import { UpcastingEventStore } from '../../src/events/upcasting/upcasting-event-store';
import { Projector } from '../../src/projections/projector';
import { type BlueGreenMode, rebuildBlueGreen } from '../../src/projections/sqlite/sqlite-blue-green';
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import { newEventId } from '../../src/shared/ids';
import { silentLogger } from '../../src/shared/logger';
import { uid } from '../contracts/read-model-store.fixtures';
import { type ScratchSqlite, openScratchSqlite } from '../support/scratch-sqlite';
import { expectSameAnswers } from './compare-stores';
import { type ScenarioIds, appendScenario } from './event-scenario';

type Row = Record<string, unknown>;

/** Every row of every read-model table (counts included), each table's rows in a stable order. */
function dumpViews(scratch: ScratchSqlite): Record<string, string[]> {
  const tables = scratch.db.reader
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'rm\\_%' ESCAPE '\\' ORDER BY name")
    .pluck()
    .all() as string[];
  return Object.fromEntries(
    tables.map((table) => [
      table,
      (scratch.db.reader.prepare(`SELECT * FROM ${table}`).all() as Row[]).map((row) => JSON.stringify(row)).sort(),
    ]),
  );
}

/**
 * Appends, beside the scenario's history, the cases the set-based inserts
 * must build as the fold does or leave to it: creations at today's schema
 * version (the scenario's visits are version 1, upcast by the fold), notes
 * and visit text with escapes, non-ASCII text, control characters and a lone
 * surrogate, numbers JSON keeps as written, times in two shapes, nested visit data, visits and
 * patients changed later (a filter column too), and events no view holds.
 */
async function appendEdgeCases(events: UpcastingEventStore, ids: ScenarioIds): Promise<void> {
  const metadata = (version: number | null): EventMetadata => ({
    actor_user_id: 'usr_test',
    actor_role: 'provider',
    organization_id: 'org_test',
    request_id: uid('req'),
    occurred_at: '2024-05-01T10:00:00.000Z',
    ...(version !== null && { schema_version: version }),
  });
  const append = (stream: string, event: unknown, version: number | null): Promise<unknown> =>
    events.stored.append(
      stream,
      [{ id: newEventId(), event: event as DomainEvent, metadata: metadata(version) }],
      'any',
    );
  const notes = [
    'line one\nline "two" \\ three',
    'accents é ü 漢字 🙂',
    'bell \u0007 here',
    'lone \ud800 half',
    'low \udc00 alone',
    '',
  ];
  for (const [index, note] of notes.entries()) {
    const patient_id = uid('pat');
    ids.patients.push(patient_id);
    const patient = {
      age_years: 50 + index,
      race: 'asian',
      ethnicity: 'unknown',
      region: 'west',
      menopause_status: 'perimenopausal',
      bmi: index === 0 ? 0.30000000000000004 : 27.35,
      smoker: index % 2 === 0,
      notes: note,
    };
    // The last one in a shape toISOString does not write, which SQLite's date parse is not trusted with.
    const registered_at =
      index === notes.length - 1 ? '2024-04-05T08:30:00+02:00' : `2024-04-0${index + 1}T08:30:00.123Z`;
    await append(
      patientStream(patient_id),
      { type: 'PatientRegistered', data: { patient_id, patient, registered_at } },
      1,
    );
    const visit_id = uid('vis');
    ids.visits.push(visit_id);
    const visit = {
      patient_id,
      visit_date: '2024-04-10',
      visit_type: 'follow_up',
      hormone_biomarkers: { fsh_miu_ml: 12.5, estradiol_pg_ml: 1e-7 },
      symptoms: { hot_flashes: 'moderate' },
      medications: [{ name: 'estradiol', dose: '1 mg', frequency: 'daily' }],
      provider_notes: note,
    };
    await append(
      visitStream(visit_id),
      { type: 'VisitRecorded', data: { visit_id, patient_id, visit, recorded_at: registered_at } },
      2,
    );
    await append('security-test', { type: 'LoginSucceeded', data: { user_id: 'usr_test', at: registered_at } }, 1);
    if (index % 2 === 1) {
      const changes = { menopause_status: 'postmenopausal', notes: `${note} (updated)` };
      await append(
        patientStream(patient_id),
        { type: 'PatientUpdated', data: { patient_id, changes, updated_at: '2024-06-01T00:00:00.000Z' } },
        1,
      );
      const visitChanges = { medications: [{ name: 'progesterone', dose: '100 mg', frequency: 'nightly' }] };
      await append(
        visitStream(visit_id),
        {
          type: 'VisitUpdated',
          data: { visit_id, patient_id, changes: visitChanges, updated_at: '2024-06-02T00:00:00.000Z' },
        },
        1,
      );
    }
  }
  await append(
    'audit-test',
    {
      type: 'AuditTrailRead',
      data: { user_id: 'usr_test', role: 'auditor', endpoint: '/audit', query: {}, at: '2024-06-03T00:00:00.000Z' },
    },
    1,
  );
}

/** The set-based rebuild (creations inserted in SQL, the rest folded) against the fold of every event. */
describe('a set-based blue-green rebuild', function () {
  this.timeout(60_000);
  let subject: ScratchSqlite;
  let reference: ScratchSqlite;
  let events: UpcastingEventStore;
  let store: SqliteReadModelStore;
  let live: SqliteReadModelStore;
  let ids: ScenarioIds;

  before(async () => {
    subject = openScratchSqlite('set-based-subject');
    reference = openScratchSqlite('set-based-reference');
    events = new UpcastingEventStore(await SqliteEventStore.open(subject.db));
    store = await SqliteReadModelStore.open(subject.db);
    live = await SqliteReadModelStore.open(reference.db);
    ids = await appendScenario(events, 23, 300);
    await appendEdgeCases(events, ids);
    await new Projector(events, live, { name: 'views', batchSize: 13, idleMs: 10, logger: silentLogger }).catchUp();
  });
  after(async () => {
    await subject?.dispose();
    await reference?.dispose();
  });

  const rebuild = async (mode: BlueGreenMode): Promise<{ applied: number; firstRun: number }> => {
    const runs: number[] = [];
    const applied = await rebuildBlueGreen(
      subject.db,
      {
        name: 'views',
        runSize: 10,
        chunkSize: 5,
        beforeRun: async () => undefined,
        onRun: (count) => runs.push(count),
      },
      mode,
    );
    return { applied, firstRun: runs[0] };
  };

  it('writes every row of every view as the fold of every event does', async () => {
    const folded = await rebuild('fold');
    const byFold = dumpViews(subject);
    const setBased = await rebuild('set-based');
    const bySet = dumpViews(subject);
    expect(bySet.rm_patients).to.have.length(ids.patients.length);
    expect(bySet.rm_visits).to.have.length(ids.visits.length);
    expect(bySet).to.deep.equal(byFold);
    expect(setBased.applied)
      .to.equal(folded.applied)
      .and.to.equal(await events.headPosition());
    // The fold's first run is ten events; the set-based one has inserted the creations it could before it.
    expect(folded.firstRun).to.equal(10);
    expect(setBased.firstRun, 'creations built by the set-based inserts').to.be.greaterThan(100);
    await expectSameAnswers(live, store, ids);
  });
});
