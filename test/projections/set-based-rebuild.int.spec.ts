import { eventually } from '../support/eventually';
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { expect } from 'chai';
import type { DomainEvent, EventMetadata } from '../../src/events/domain-events';
import { batchStream, patientStream, visitStream } from '../../src/events/streams';
import type { UpcastingEventStore } from '../../src/events/upcasting/upcasting-event-store';
import { type BlueGreenMode, rebuildBlueGreen } from '../../src/projections/sqlite/sqlite-blue-green';
import { newEventId } from '../../src/shared/ids';
import { BESIDE_NEXT_FILE, RETIRED_VIEWS_FILE, VIEWS_NEXT_FILE } from '../../src/storage/sqlite-views-file';
import { VISITS_BESIDE } from '../../src/projections/sqlite/sqlite-set-creations';
import { uid } from '../contracts/read-model-store.fixtures';
import type { ScratchSqlite } from '../support/scratch-sqlite';
import { expectSameAnswers } from './compare-stores';
import { type ScenarioIds, appendScenario } from './event-scenario';
import { useRebuildFixture } from './rebuild-fixture';
import type { RebuildPhase } from '../../src/projections/rebuild-phases';

type Row = Record<string, unknown>;

/** Every row of every read-model table (counts included), each table's rows in a stable order. */
function dumpViews(scratch: ScratchSqlite): Record<string, string[]> {
  const tables = scratch.db.reader
    .prepare(
      "SELECT name FROM views.sqlite_master WHERE type = 'table' AND name LIKE 'rm\\_%' ESCAPE '\\' ORDER BY name",
    )
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
  // A registration stored as given: its stored schema version (absent when undefined) and its batch, if any.
  const registerStored = async (version: unknown, batch_id?: string): Promise<void> => {
    const patient_id = uid('pat');
    ids.patients.push(patient_id);
    const patient =
      batch_id === undefined
        ? { age_years: 61, race: 'white', region: 'south', menopause_status: 'postmenopausal' }
        : { age_years: 58, race: 'black', region: 'north', menopause_status: 'premenopausal' };
    const registered_at = batch_id === undefined ? '2024-04-20T09:00:00.000Z' : '2024-04-21T09:00:00.000Z';
    const event = { type: 'PatientRegistered', data: { patient_id, patient, registered_at } };
    const stored = {
      ...metadata(null),
      ...(batch_id !== undefined && { batch_id }),
      ...(version !== undefined && { schema_version: version }),
    } as EventMetadata;
    await events.stored.append(
      patientStream(patient_id),
      [{ id: newEventId(), event: event as DomainEvent, metadata: stored }],
      'any',
    );
  };
  // Stored versions the inserts build (none, at a type's version 1) or leave to the fold (odd ones): same rows.
  for (const version of [undefined, 0, -3, '1', true] as unknown[]) await registerStored(version);
  // Registrations naming a batch before it starts, one never started, none (''), then after the start, built
  // by the inserts or (a stored version '1') left to the fold: the fold counts the last two in the batch.
  const late = uid('batch');
  const registerIn = (batch_id: string, version: unknown): Promise<void> => registerStored(version, batch_id);
  await registerIn(late, 1);
  await registerIn(uid('batch'), 1);
  await registerIn('', 1);
  await append(
    batchStream(late),
    {
      type: 'BatchUploadStarted',
      data: { batch_id: late, file_name: 'late.csv', started_at: '2024-04-22T00:00:00.000Z' },
    },
    1,
  );
  await registerIn(late, 1);
  await registerIn(late, '1');
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
  const fx = useRebuildFixture({
    prefix: 'set-based',
    appendLog: async (events) => {
      const ids = await appendScenario(events, 23, 300);
      await appendEdgeCases(events, ids);
      return ids;
    },
    referenceRunSize: 13,
    // As projections:rebuild opens the directory: its one connection swaps the views file.
    oneConnection: true,
  });

  interface Rebuilt {
    applied: number;
    /** Each run's report: events applied so far, checkpoint. */
    runs: [number, number][];
    phases: RebuildPhase[];
  }

  /** `beforeRun`: the writer's wait before each slice (a slow writer leaves the thread beside more slices). */
  const rebuild = async (mode: BlueGreenMode, beforeRun = async (): Promise<void> => undefined): Promise<Rebuilt> => {
    const runs: [number, number][] = [];
    const phases: RebuildPhase[] = [];
    const applied = await rebuildBlueGreen(
      fx.subject.db,
      {
        name: 'views',
        runSize: 10,
        chunkSize: 5,
        beforeRun,
        onRun: (count, checkpoint) => runs.push([count, checkpoint]),
        onPhase: (phase) => phases.push(phase),
      },
      mode,
    );
    return { applied, runs, phases };
  };

  it('writes every row of every view as the fold of every event does', async () => {
    const folded = await rebuild('fold');
    const byFold = dumpViews(fx.subject);
    const setBased = await rebuild('set-based');
    const bySet = dumpViews(fx.subject);
    // The views file swapped in (built with no journal) is on the write-ahead log again, as is the log's.
    expect(fx.subject.db.writer.pragma('views.journal_mode', { simple: true })).to.equal('wal');
    expect(fx.subject.db.writer.pragma('main.journal_mode', { simple: true })).to.equal('wal');
    expect(existsSync(join(fx.subject.dir, VIEWS_NEXT_FILE))).to.equal(false);
    expect(existsSync(join(fx.subject.dir, BESIDE_NEXT_FILE))).to.equal(false);
    // The views file the swap replaced is deleted on the thread pool after it.
    await eventually(() => !existsSync(join(fx.subject.dir, RETIRED_VIEWS_FILE)), 'the retired views file deleted');
    expect(bySet.rm_patients).to.have.length(fx.ids.patients.length);
    expect(bySet.rm_visits).to.have.length(fx.ids.visits.length);
    expect(bySet).to.deep.equal(byFold);
    expect(setBased.applied)
      .to.equal(folded.applied)
      .and.to.equal(await fx.events.headPosition());
    await expectSameAnswers(fx.live, fx.store, fx.ids);
  });

  /** Resolves once the thread beside has committed visits in its file (it takes slices from the back of the log). */
  const besideHasVisits = async (): Promise<void> => {
    const file = join(fx.subject.dir, BESIDE_NEXT_FILE);
    for (let attempt = 0; attempt < 600; attempt += 1) {
      if (existsSync(file)) {
        const beside = new Database(file, { readonly: true, fileMustExist: true });
        try {
          const built = beside.prepare(`SELECT count(*) FROM ${VISITS_BESIDE}`).pluck().get() as number;
          if (built > 0) return;
        } catch {
          // Its table is not made yet.
        } finally {
          beside.close();
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the thread beside built no visit');
  };

  it('writes the same rows when the thread beside builds visits from the back of the log', async () => {
    await rebuild('fold');
    const byFold = dumpViews(fx.subject);
    let waited = false;
    // The writer takes its first slice only once the thread has committed visits from the back (or fails).
    await rebuild('set-based', async () => {
      if (!waited) await besideHasVisits();
      waited = true;
    });
    expect(waited).to.equal(true);
    expect(dumpViews(fx.subject)).to.deep.equal(byFold);
    await expectSameAnswers(fx.live, fx.store, fx.ids);
  });

  it('stopped midway (lease lost): stops the thread beside, deletes both files, keeps the live views', async () => {
    await rebuild('set-based');
    const before = dumpViews(fx.subject);
    let slices = 0;
    const failure = await rebuildBlueGreen(fx.subject.db, {
      name: 'views',
      runSize: 10,
      chunkSize: 5,
      beforeRun: async () => {
        slices += 1;
        if (slices === 3) throw new Error('the lease was lost');
      },
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).to.be.an('error').with.property('message', 'the lease was lost');
    expect(existsSync(join(fx.subject.dir, VIEWS_NEXT_FILE))).to.equal(false);
    expect(existsSync(join(fx.subject.dir, BESIDE_NEXT_FILE))).to.equal(false);
    expect(dumpViews(fx.subject)).to.deep.equal(before);
    await expectSameAnswers(fx.live, fx.store, fx.ids);
  });

  it('reports its progress from the first slice of creations on, never past the log', async () => {
    const head = (await fx.events.headPosition()) as number;
    const { runs } = await rebuild('set-based');
    // The first slice of inserts (ten positions) is reported before the fold phase starts, with the visits it built
    // and the patients their own thread has built so far (maybe none yet).
    const [firstCount, firstCheckpoint] = runs[0];
    expect(firstCheckpoint).to.equal(10);
    expect(firstCount).to.be.within(0, 10);
    for (const [index, [count, checkpoint]] of runs.entries()) {
      // The registrations of a batch, built by the inserts and read again by the fold for their batch, count once.
      expect(count, `run ${index}`).to.be.at.most(head);
      if (index > 0) expect(count, `run ${index}`).to.be.at.least(runs[index - 1][0]);
      expect(checkpoint, `run ${index}`).to.be.at.most(head);
    }
    expect(runs[runs.length - 1]).to.deep.equal([head, head]);
  });

  it('reports each phase once, in order, with its wall and CPU time', async () => {
    const { phases } = await rebuild('set-based');
    // The thread beside the writer times its own phases, reported once the writer has waited for it.
    const phasesBeside = [
      'creations: patients (own thread)',
      'fold phase gathered (own thread)',
      'creations: commits (own thread)',
      'patient indexes (own thread)',
      'events counted (own thread)',
      'creations: visits beside (own thread)',
    ];
    expect(phases.map((phase) => phase.name)).to.deep.equal([
      'prepare',
      'creations: visits',
      'creations: commits',
      'creations: waiting for the thread beside',
      ...phasesBeside,
      'creations: patients copied in',
      'creations: visits beside appended',
      'fold',
      'batch registrations',
      'checkpoint',
      'indexes',
      'counts',
      'swap',
    ]);
    for (const phase of phases) {
      expect(phase.wallMs, phase.name).to.be.at.least(0);
      expect(phase.cpuMs, phase.name).to.be.at.least(0);
    }
    // The fold runs a thread that reads and folds the log: some CPU time is measured there.
    expect(phases.find((phase) => phase.name === 'fold')?.cpuMs).to.be.greaterThan(0);
    // The thread beside ran beside the creations: shown apart, not summed with the phases.
    expect(phases.filter((phase) => phase.beside === true).map((phase) => phase.name)).to.deep.equal(phasesBeside);
  });
});
