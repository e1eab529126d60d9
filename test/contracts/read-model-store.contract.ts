import { expect } from 'chai';
import type { PatientAnswers } from '../../src/projections/patient-answers';
import type { ReadModelStore } from '../../src/projections/read-model-store';
import { shapedPatientAnswers } from '../../src/queries/shaped-patient-answers';
import type { Backend } from './read-model-store.setups';
import { openOrSkip } from './read-model-store.setups';
import { batch, changes, newestFirst, patient, rowErrors, uid, visit } from './read-model-store.fixtures';
import { patientOutput, visitSummary } from '../../src/queries/output';

/**
 * What every ReadModelStore adapter must do, stated against the port only.
 * Each test starts from reset(), in a database or schema of its own run.
 */
export function readModelStoreContract(backend: Backend): void {
  describe(`ReadModelStore contract: ${backend.label}`, function () {
    let store: ReadModelStore;

    before(async function () {
      await openOrSkip(this, backend, 'ReadModelStore contract');
      store = await backend.readStore();
    });
    beforeEach(async () => store.reset());
    after(async () => backend.dispose());

    it('returns committed views from load and the getters, unchanged', async () => {
      const p = patient({ patient: { bmi: 27.5, smoker: false, notes: 'n' }, last_position: 3_000_000_000 });
      const bare = patient();
      const emptyNotes = patient({ patient: { notes: '', diabetes: true } });
      const v = visit({
        visit: {
          patient_id: p.id,
          symptoms: { hot_flashes: 'mild' },
          medications: [{ id: 'med_1', name: 'x', type: 'estrogen' }],
        },
      });
      const b = batch({ completed_at: '2024-03-02T00:00:00.000Z', phase: 'completed' });
      await store.commit('views', changes({ patients: [p, bare, emptyNotes], visits: [v], batches: [b] }), 7);
      const loaded = await store.load({
        patients: [p.id, bare.id, emptyNotes.id, uid('pat')],
        visits: [v.id],
        batches: [b.id],
      });
      expect([...loaded.patients.keys()].sort()).to.deep.equal([p.id, bare.id, emptyNotes.id].sort());
      expect(loaded.patients.get(p.id)).to.deep.equal(p);
      expect(loaded.patients.get(bare.id)).to.deep.equal(bare);
      expect(loaded.patients.get(emptyNotes.id)).to.deep.equal(emptyNotes);
      expect(await store.getPatient(emptyNotes.id)).to.deep.equal(emptyNotes);
      expect(loaded.visits.get(v.id)).to.deep.equal(v);
      expect(loaded.batches.get(b.id)).to.deep.equal(b);
      expect(await store.getPatient(p.id)).to.deep.equal(p);
      expect(await store.getPatient(bare.id)).to.deep.equal(bare);
      expect(await store.getVisit(v.id)).to.deep.equal(v);
      expect(await store.getBatch(b.id)).to.deep.equal(b);
      expect(await store.getPatient(uid('pat'))).to.equal(null);
      expect(await store.getVisit(uid('vis'))).to.equal(null);
      expect(await store.getBatch(uid('batch'))).to.equal(null);
      const empty = await store.load({ patients: [], visits: [], batches: [] });
      expect([empty.patients.size, empty.visits.size, empty.batches.size]).to.deep.equal([0, 0, 0]);
    });

    it('changes nothing when the same fold is committed twice', async () => {
      const p = patient();
      const v = visit({ visit: { patient_id: p.id } });
      const b = batch();
      const fold = changes({ patients: [p], visits: [v], batches: [b], batchErrors: [rowErrors(b.id, 1)] });
      await store.commit('views', fold, 5);
      await store.commit('views', fold, 5);
      expect(await store.getPatient(p.id)).to.deep.equal(p);
      expect(await store.listVisits({}, { offset: 0, limit: 10 })).to.deep.equal({ items: [v], total: 1 });
      expect(await store.batchErrors(b.id)).to.deep.equal([rowErrors(b.id, 1)]);
      expect(await store.checkpoint('views')).to.equal(5);
    });

    it('never replaces a view with an older or equally old one', async () => {
      const p = patient({ last_position: 10, patient: { menopause_status: 'postmenopause' } });
      const v = visit({ last_position: 10, visit: { provider_notes: 'new' } });
      const b = batch({ last_position: 10, successful: 4 });
      await store.commit('views', changes({ patients: [p], visits: [v], batches: [b] }), 10);
      const older = changes({
        patients: [{ ...p, patient: { ...p.patient, menopause_status: 'premenopause' }, last_position: 4 }],
        visits: [{ ...v, visit: { ...v.visit, provider_notes: 'old' }, last_position: 10 }],
        batches: [{ ...b, successful: 1, last_position: 9 }],
      });
      await store.commit('views', older, 11);
      expect(await store.getPatient(p.id)).to.deep.equal(p);
      expect(await store.getVisit(v.id)).to.deep.equal(v);
      expect(await store.getBatch(b.id)).to.deep.equal(b);
      expect((await store.listPatients({ menopause_status: 'premenopause' }, { offset: 0, limit: 10 })).total).to.equal(
        0,
      );
    });

    it('writes every new or newer view of a commit that also carries stale ones', async () => {
      // Stale views first: an adapter that stops at the first "nothing to do" would drop the rest.
      const [a, c, e] = [patient({ last_position: 5 }), patient({ last_position: 5 }), patient({ last_position: 5 })];
      await store.commit('views', changes({ patients: [a, c, e] }), 5);
      const fresh = [patient({ last_position: 6 }), patient({ last_position: 7 })];
      const newerE = { ...e, updated_at: '2024-09-09T00:00:00.000Z', last_position: 8 };
      await store.commit(
        'views',
        changes({ patients: [a, { ...c, updated_at: 'stale', last_position: 3 }, fresh[0], newerE, fresh[1]] }),
        8,
      );
      expect(await store.getPatient(a.id)).to.deep.equal(a);
      expect(await store.getPatient(c.id)).to.deep.equal(c);
      expect(await store.getPatient(e.id)).to.deep.equal(newerE);
      for (const view of fresh) expect(await store.getPatient(view.id)).to.deep.equal(view);
    });

    it('replaces a view with a newer one, filter columns included', async () => {
      const p = patient({ last_position: 2, patient: { menopause_status: 'premenopause' } });
      await store.commit('views', changes({ patients: [p] }), 2);
      const newer = {
        ...p,
        patient: { ...p.patient, menopause_status: 'postmenopause' as const, bmi: 30 },
        updated_at: '2024-04-01T00:00:00.000Z',
        last_position: 8,
      };
      await store.commit('views', changes({ patients: [newer] }), 8);
      expect(await store.getPatient(p.id)).to.deep.equal(newer);
      expect((await store.listPatients({ menopause_status: 'premenopause' }, { offset: 0, limit: 10 })).total).to.equal(
        0,
      );
      expect(
        (await store.listPatients({ menopause_status: 'postmenopause' }, { offset: 0, limit: 10 })).items,
      ).to.deep.equal([newer]);
    });

    it('replaces a view with a newer one whose filter columns stay, and keeps its place and counts', async () => {
      const p = patient({ last_position: 2, patient: { bmi: 22, notes: 'first' } });
      const other = patient({ last_position: 3 });
      await store.commit('views', changes({ patients: [p, other] }), 3);
      const { notes: _dropped, ...withoutNotes } = p.patient;
      const newer = {
        ...p,
        patient: { ...withoutNotes, bmi: 31 },
        updated_at: '2024-04-01T00:00:00.000Z',
        revision: 1,
      };
      await store.commit('views', changes({ patients: [{ ...newer, last_position: 9 }] }), 9);
      const stale = { ...p, patient: { ...p.patient, bmi: 40 }, last_position: 5 };
      await store.commit('views', changes({ patients: [stale] }), 9);
      expect(await store.getPatient(p.id)).to.deep.equal({ ...newer, last_position: 9 });
      const listed = await store.listPatients({ region: p.patient.region }, { offset: 0, limit: 10 });
      expect(listed.total).to.equal(2);
      expect(listed.items.map((view) => view.id)).to.have.members([p.id, other.id]);
      expect(listed.items.find((view) => view.id === p.id)).to.deep.equal({ ...newer, last_position: 9 });
    });

    it('filters, pages and counts patients, newest first', async () => {
      const regions = ['west', 'midwest', 'northeast'] as const;
      const races = ['asian', 'caucasian'] as const;
      const statuses = ['premenopause', 'postmenopause'] as const;
      const all = Array.from({ length: 24 }, (_, i) =>
        patient({
          created_at: `2024-03-${String(1 + (i % 5)).padStart(2, '0')}T10:00:00.000Z`,
          patient: { region: regions[i % 3], race: races[i % 2], menopause_status: statuses[Math.floor(i / 3) % 2] },
        }),
      );
      await store.commit('views', changes({ patients: all }), 1);
      const filters = [
        {},
        { region: 'west' },
        { race: 'caucasian' },
        { menopause_status: 'postmenopause' },
        { region: 'midwest', race: 'asian', menopause_status: 'premenopause' },
        { region: 'pacific' },
      ];
      for (const filter of filters) {
        const expected = newestFirst(
          all.filter((p) => Object.entries(filter).every(([key, value]) => p.patient[key as 'region'] === value)),
        );
        for (const page of [
          { offset: 0, limit: 5 },
          { offset: 5, limit: 5 },
          { offset: 0, limit: 100 },
          { offset: 23, limit: 5 },
          { offset: 50, limit: 5 },
        ]) {
          const result = await store.listPatients(filter, page);
          expect(result, JSON.stringify({ filter, page })).to.deep.equal({
            items: expected.slice(page.offset, page.offset + page.limit),
            total: expected.length,
          });
        }
      }
    });

    it("lists one organization's patients and visits, with the other filters and counts", async () => {
      const orgs = ['org_a', 'org_b', 'org_c'] as const;
      const patients = Array.from({ length: 15 }, (_, i) =>
        patient({
          organization_id: orgs[i % 3],
          created_at: `2024-04-${String(1 + (i % 7)).padStart(2, '0')}T10:00:00.000Z`,
          patient: { region: i % 2 === 0 ? 'west' : 'midwest' },
        }),
      );
      const visits = patients.map((p, i) =>
        visit({
          organization_id: p.organization_id,
          created_at: p.created_at,
          visit: { patient_id: p.id, visit_type: i % 2 === 0 ? 'emergency' : 'follow_up' },
        }),
      );
      await store.commit('views', changes({ patients, visits }), 1);
      for (const organization_id of [...orgs, 'org_none']) {
        const own = newestFirst(patients.filter((p) => p.organization_id === organization_id));
        expect(await store.listPatients({ organization_id }, { offset: 0, limit: 100 })).to.deep.equal({
          items: own,
          total: own.length,
        });
        const west = own.filter((p) => p.patient.region === 'west');
        expect(await store.listPatients({ organization_id, region: 'west' }, { offset: 0, limit: 2 })).to.deep.equal({
          items: west.slice(0, 2),
          total: west.length,
        });
        const ownVisits = newestFirst(visits.filter((v) => v.organization_id === organization_id));
        expect(await store.listVisits({ organization_id }, { offset: 1, limit: 100 })).to.deep.equal({
          items: ownVisits.slice(1),
          total: ownVisits.length,
        });
        const emergencies = ownVisits.filter((v) => v.visit.visit_type === 'emergency');
        expect(
          await store.listVisits({ organization_id, visit_type: 'emergency' }, { offset: 0, limit: 100 }),
        ).to.deep.equal({ items: emergencies, total: emergencies.length });
      }
      expect((await store.listPatients({}, { offset: 0, limit: 100 })).total).to.equal(15);
    });

    it('keeps the organization of every view it returns', async () => {
      const p = patient({ organization_id: 'org_z' });
      const v = visit({ organization_id: 'org_z', visit: { patient_id: p.id } });
      const b = batch({ organization_id: 'org_z' });
      await store.commit('views', changes({ patients: [p], visits: [v], batches: [b] }), 3);
      expect((await store.getPatient(p.id))?.organization_id).to.equal('org_z');
      expect((await store.getVisit(v.id))?.organization_id).to.equal('org_z');
      expect((await store.getBatch(b.id))?.organization_id).to.equal('org_z');
      expect((await store.visitsOfPatient(p.id)).map((item) => item.organization_id)).to.deep.equal(['org_z']);
    });

    it('breaks created_at ties by id descending in byte order and compares created_at as instants', async () => {
      const same = '2024-05-05T09:30:00.000Z';
      const tied = ['pat_B', 'pat_a', 'pat_A', 'pat_b', 'pat_-x', 'pat__y', 'pat_9'].map((id) =>
        patient({ id: `${id}${uid('')}`, created_at: same }),
      );
      // 11:00+02:00 is 09:00Z: earlier than 10:00Z although it sorts later as a string.
      const offset = patient({ created_at: '2024-05-05T11:00:00.000+02:00' });
      const later = patient({ created_at: '2024-05-05T10:00:00.000Z' });
      await store.commit('views', changes({ patients: [...tied, offset, later] }), 1);
      const { items } = await store.listPatients({}, { offset: 0, limit: 100 });
      expect(items.map((p) => p.id)).to.deep.equal(newestFirst([...tied, offset, later]).map((p) => p.id));
      expect(items.at(-1)?.id).to.equal(offset.id);
    });

    it('filters visits by patient, type and inclusive date bounds, newest first', async () => {
      const patientId = uid('pat');
      const dates = ['2024-01-01', '2024-01-02', '2024-01-03', '2024-02-29', '2023-12-31'];
      const all = dates.flatMap((visit_date, i) => [
        visit({
          created_at: `2024-06-0${1 + i}T00:00:00.000Z`,
          visit: { patient_id: patientId, visit_date, visit_type: 'follow_up' },
        }),
        visit({
          created_at: `2024-06-0${1 + i}T00:00:00.000Z`,
          visit: { patient_id: uid('pat'), visit_date, visit_type: 'emergency' },
        }),
      ]);
      await store.commit('views', changes({ visits: all }), 1);
      const cases = [
        { from: '2024-01-01', to: '2024-01-02' },
        { from: '2024-01-02', to: '2024-01-02' },
        { from: '2024-01-02' },
        { to: '2024-01-01' },
        { from: '2024-03-01' },
        { patient_id: patientId },
        { patient_id: patientId, visit_type: 'emergency' },
        { visit_type: 'emergency', from: '2024-01-01', to: '2024-02-29' },
        {},
      ];
      for (const filter of cases) {
        const expected = newestFirst(
          all.filter(
            (v) =>
              (!('patient_id' in filter) || v.visit.patient_id === filter.patient_id) &&
              (!('visit_type' in filter) || v.visit.visit_type === filter.visit_type) &&
              (!('from' in filter) || v.visit.visit_date >= (filter.from as string)) &&
              (!('to' in filter) || v.visit.visit_date <= (filter.to as string)),
          ),
        );
        for (const page of [
          { offset: 0, limit: 3 },
          { offset: 3, limit: 3 },
          { offset: 0, limit: 100 },
        ]) {
          const result = await store.listVisits(filter, page);
          expect(result, JSON.stringify({ filter, page })).to.deep.equal({
            items: expected.slice(page.offset, page.offset + page.limit),
            total: expected.length,
          });
        }
      }
    });

    it("lists a patient's visits by visit_date, then created_at, then id, all descending", async () => {
      const patientId = uid('pat');
      const at = (day: number): string => `2024-07-0${day}T00:00:00.000Z`;
      const specs: [string, string, string][] = [
        ['2024-01-10', at(1), 'vis_a'],
        ['2024-01-10', at(1), 'vis_B'],
        ['2024-01-10', at(2), 'vis_0'],
        ['2024-03-01', at(1), 'vis_z'],
        ['2023-12-31', at(9), 'vis_y'],
      ];
      const mine = specs.map(([visit_date, created_at, id]) =>
        visit({ id: `${id}${uid('')}`, created_at, visit: { patient_id: patientId, visit_date } }),
      );
      const other = visit({ visit: { patient_id: uid('pat'), visit_date: '2024-02-01' } });
      await store.commit('views', changes({ visits: [...mine.reverse(), other] }), 1);
      const ids = (await store.visitsOfPatient(patientId)).map((v) => v.id);
      expect(ids).to.deep.equal([mine[1], mine[2], mine[4], mine[3], mine[0]].map((v) => v.id));
      expect(await store.visitsOfPatient(uid('pat'))).to.deep.equal([]);
    });

    it('answers a patient and its visits as JSON text, from kept text or shaped from views alike', async () => {
      // The embedded store keeps the answers' text beside its views; the others are shaped from them.
      const own = store as ReadModelStore & Partial<PatientAnswers>;
      const answerers = [shapedPatientAnswers(store), ...(own.patientAnswer ? [own as PatientAnswers] : [])];
      const p = patient({ revision: 3, patient: { notes: 'said "fine" \u00e9\u2028 \\ </script>' } });
      const visits = [
        ['2024-01-10', '2024-01-10T09:00:00.000Z'],
        ['2024-03-01', '2024-03-01T09:00:00.000Z'],
        ['2024-03-01', '2024-03-02T09:00:00.000Z'],
        ['2023-12-31', '2024-01-01T09:00:00+02:00'],
      ].map(([visit_date, created_at]) =>
        visit({ organization_id: p.organization_id, created_at, visit: { patient_id: p.id, visit_date } }),
      );
      const lonely = patient({ patient: { notes: undefined } });
      await store.commit('views', changes({ patients: [p, lonely], visits }), 1);
      for (const subject of [p, lonely]) {
        const view = await store.getPatient(subject.id);
        if (!view) throw new Error('the patient was not stored');
        const shaped = { ...patientOutput(view), visits: (await store.visitsOfPatient(subject.id)).map(visitSummary) };
        for (const answers of answerers)
          expect(await answers.patientAnswer(subject.id)).to.deep.equal({
            organizationId: subject.organization_id,
            revision: subject.revision,
            json: JSON.stringify(shaped),
          });
      }
      for (const answers of answerers) {
        const answer = await answers.patientAnswer(p.id);
        const dates = JSON.parse(answer?.json ?? '{}').visits.map((v: { visit_date: string }) => v.visit_date);
        expect(dates).to.deep.equal(['2024-03-01', '2024-03-01', '2024-01-10', '2023-12-31']);
        expect(await answers.patientAnswer(uid('pat'))).to.equal(null);
      }
    });

    it('keeps batch errors once per row, in numeric row order', async () => {
      const b = batch();
      const other = batch();
      await store.commit(
        'views',
        changes({
          batches: [b, other],
          batchErrors: [rowErrors(b.id, 10), rowErrors(b.id, 2), rowErrors(other.id, 1)],
        }),
        3,
      );
      await store.commit(
        'views',
        changes({ batchErrors: [rowErrors(b.id, 2, 'a second delivery', 99), rowErrors(b.id, 33)] }),
        4,
      );
      expect(await store.batchErrors(b.id)).to.deep.equal([
        rowErrors(b.id, 2),
        rowErrors(b.id, 10),
        rowErrors(b.id, 33),
      ]);
      expect(await store.batchErrors(other.id)).to.deep.equal([rowErrors(other.id, 1)]);
      expect(await store.batchErrors(uid('batch'))).to.deep.equal([]);
    });

    it("gives a batch's error items as JSON text in chunks of rows, in row order", async () => {
      const b = batch();
      const other = batch();
      const detected = {
        batch_id: b.id,
        row_number: 7,
        errors: [
          { row: 7, field: 'race', message: 'must be one of "asian", …' },
          { row: 7, field: 'notes', message: 'identifying', warning: 'a name \u00e9', position: { start: 3, end: 9 } },
        ],
        position: 5,
      };
      const rows = [rowErrors(b.id, 12), detected, rowErrors(b.id, 3), rowErrors(b.id, 40), rowErrors(other.id, 1)];
      await store.commit('views', changes({ batches: [b, other], batchErrors: rows }), 6);
      const items = (await store.batchErrors(b.id)).flatMap((row) => row.errors);
      expect(items.map((item) => item.row)).to.deep.equal([3, 7, 7, 12, 40]);
      // Four rejected rows: one chunk per row, chunks of three and one, and all in one by default.
      for (const [rowsPerChunk, chunkCount] of [
        [1, 4],
        [3, 2],
        [undefined, 1],
      ] as const) {
        const chunks: string[] = [];
        for await (const chunk of store.batchErrorItemChunks(b.id, rowsPerChunk)) chunks.push(chunk);
        expect(chunks, `${rowsPerChunk} rows per chunk`).to.have.length(chunkCount);
        expect(chunks.every((chunk) => chunk.length > 0)).to.equal(true);
        expect(JSON.parse(`[${chunks.join(',')}]`), `${rowsPerChunk} rows per chunk`).to.deep.equal(items);
      }
      const none: string[] = [];
      for await (const chunk of store.batchErrorItemChunks(uid('batch'))) none.push(chunk);
      expect(none).to.deep.equal([]);
    });

    it('lists exactly the batches still in phase accepted, following newer views', async () => {
      const accepted = [batch({ phase: 'accepted' }), batch({ phase: 'accepted' }), batch({ phase: 'accepted' })];
      const others = [
        batch({ phase: 'uploading' }),
        batch({ phase: 'completed', completed_at: '2024-03-02T00:00:00.000Z' }),
        batch({ phase: 'aborted' }),
      ];
      await store.commit('views', changes({ batches: [...accepted, ...others] }), 1);
      const byId = (views: { id: string }[]): string[] => views.map((view) => view.id).sort();
      expect(byId(await store.acceptedBatches())).to.deep.equal(byId(accepted));
      expect((await store.acceptedBatches()).find((view) => view.id === accepted[0].id)).to.deep.equal(accepted[0]);

      // One completes, one upload is accepted, and a stale view may not bring a completed batch back.
      const completed = {
        ...accepted[1],
        phase: 'completed' as const,
        completed_at: '2024-03-03T00:00:00.000Z',
        last_position: 5,
      };
      const nowAccepted = { ...others[0], phase: 'accepted' as const, last_position: 5 };
      await store.commit('views', changes({ batches: [completed, nowAccepted] }), 5);
      await store.commit(
        'views',
        changes({ batches: [{ ...completed, phase: 'accepted', completed_at: null, last_position: 4 }] }),
        5,
      );
      expect(byId(await store.acceptedBatches())).to.deep.equal(byId([accepted[0], accepted[2], nowAccepted]));
      await store.reset();
      expect(await store.acceptedBatches()).to.deep.equal([]);
    });

    it('keeps each checkpoint monotonic and separate per projection', async () => {
      expect(await store.checkpoint('views')).to.equal(null);
      await store.commit('views', changes({}), 5);
      await store.commit('views', changes({}), 3);
      expect(await store.checkpoint('views')).to.equal(5);
      await store.commit('views', changes({}), 9);
      await store.commit('other', changes({}), 1);
      expect(await store.checkpoint('views')).to.equal(9);
      expect(await store.checkpoint('other')).to.equal(1);
    });

    it('drops every view and checkpoint on reset', async () => {
      const p = patient();
      const v = visit({ visit: { patient_id: p.id } });
      const b = batch();
      await store.commit(
        'views',
        changes({ patients: [p], visits: [v], batches: [b], batchErrors: [rowErrors(b.id, 1)] }),
        4,
      );
      await store.reset();
      expect(await store.getPatient(p.id)).to.equal(null);
      expect(await store.getVisit(v.id)).to.equal(null);
      expect(await store.getBatch(b.id)).to.equal(null);
      expect(await store.batchErrors(b.id)).to.deep.equal([]);
      expect(await store.visitsOfPatient(p.id)).to.deep.equal([]);
      expect(await store.listPatients({}, { offset: 0, limit: 10 })).to.deep.equal({ items: [], total: 0 });
      expect(await store.checkpoint('views')).to.equal(null);
      // A rebuild after reset writes the same views again, although their positions are not newer than before.
      await store.commit('views', changes({ patients: [p] }), 4);
      expect(await store.getPatient(p.id)).to.deep.equal(p);
    });
  });
}
