import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { expect } from 'chai';
import type { Medication } from '../../src/events/clinical-values';
import {
  BuildStopped,
  type TableWriteControl,
  type ViewSource,
  type WrittenTable,
  writeDatasetTables,
} from '../../src/projections/datasets/export-files';
import { VISIT_CHUNK_ROWS, sharedChunk } from '../../src/projections/datasets/visit-chunks';
import { remoteParquetWork } from '../../src/projections/sqlite/remote-parquet-sink';
import { serveParquetEncoders } from '../../src/projections/sqlite/second-thread-encoders';
import type { VisitView } from '../../src/projections/views';
import { datasetTables } from '../../src/projections/datasets/dataset-tables';
import { renderParquet } from '../../src/projections/datasets/dataset-parquet';
import { readParquetRows } from '../support/parquet-rows';

/** Visit `index`'s stored view: 0 to 3 medications, so that chunks end inside the medications' batches. */
function storedView(index: number): string {
  const id = `vis_${String(index).padStart(6, '0')}`;
  const medications: Medication[] = Array.from({ length: index % 4 }, (_, at) => ({
    id: `med_${String(index).padStart(6, '0')}_${at}`,
    name: at === 1 ? 'Progesterone, micronized' : 'Estradiol',
    type: at === 1 ? 'progestin' : 'estrogen',
    ...(at === 2 ? {} : { dosage: '1 mg' }),
  }));
  const view: VisitView = {
    id,
    organization_id: 'org-test',
    visit: {
      patient_id: `pat_${index >> 2}`,
      visit_date: '2024-03-15',
      visit_type: 'follow_up',
      hormone_biomarkers: { fsh_miu_ml: index % 50 },
      ...(index % 3 === 0 ? { provider_notes: `note ${index} é` } : {}),
      medications,
    },
    created_at: '2024-03-15T10:00:00.000Z',
    updated_at: '2024-03-15T10:00:00.000Z',
    last_position: index + 1,
    revision: 0,
  };
  return JSON.stringify(view);
}

function sourceOf(visits: number): ViewSource & { views: () => VisitView[] } {
  const texts = Array.from({ length: visits }, (_, index) => storedView(index));
  return {
    views: () => texts.map((text) => JSON.parse(text) as VisitView),
    patientRows: () => [][Symbol.iterator](),
    visits: () => texts.map((text) => JSON.parse(text) as VisitView)[Symbol.iterator](),
    visitTexts: () => texts[Symbol.iterator](),
  };
}

const run = (): TableWriteControl => ({ shouldStop: () => false, progress: () => undefined });

/** A build whose visits' and medications' files are encoded over a message channel, as on a second thread. */
async function splitBuild(
  source: ViewSource,
  dir: string,
  control: TableWriteControl,
): Promise<{ tables: WrittenTable[]; sent: number }> {
  const { port1, port2 } = new MessageChannel();
  try {
    serveParquetEncoders(
      port2,
      () => undefined,
      () => 0,
    );
    const work = remoteParquetWork(port1);
    let sent = 0;
    const shapeViews = (texts: string[], last: boolean): void => {
      if (last) sent += 1;
      work.shapeViews(texts, last);
    };
    const tables = await writeDatasetTables(source, dir, 'parquet', control, { ...work, shapeViews });
    return { tables, sent };
  } finally {
    port1.close();
  }
}

describe('Parquet chunks of visits shaped on the second thread (unit)', function () {
  this.timeout(60_000);
  let roots: string[] = [];
  const dir = (): string => {
    const made = mkdtempSync(join(tmpdir(), 'parquet-shared-'));
    roots.push(made);
    return made;
  };
  afterEach(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
    roots = [];
  });

  // None; ending on a shared chunk (the third, short); a shared chunk between the export thread's.
  for (const visits of [0, 2 * VISIT_CHUNK_ROWS + 500, 3 * VISIT_CHUNK_ROWS + 1_000])
    it(`gives the bytes and rows of one thread, in order, for ${visits} visits`, async () => {
      const source = sourceOf(visits);
      const [split, alone] = [dir(), dir()];
      const { tables, sent } = await splitBuild(source, split, run());
      const expected = await writeDatasetTables(source, alone, 'parquet', run());
      const chunks = Math.ceil(visits / VISIT_CHUNK_ROWS);
      expect(sent).to.equal(Array.from({ length: chunks }, (_, index) => sharedChunk(index)).filter(Boolean).length);
      expect(tables).to.deep.equal(expected);
      // The synchronous snapshot's files of the same views: batches end at the same rows.
      const views = new Map(source.views().map((view) => [view.id, view]));
      const [, ...snapshot] = datasetTables({ patients: new Map(), visits: views, batches: new Map() });
      for (const [at, file] of ['visits.parquet', 'medications.parquet'].entries()) {
        const bytes = readFileSync(join(split, file));
        expect(bytes.equals(readFileSync(join(alone, file))), file).to.equal(true);
        expect(bytes.equals(await renderParquet(snapshot[at])), `${file} of the snapshot`).to.equal(true);
        if (file === 'medications.parquet') {
          const ids = readParquetRows(bytes).map((row) => row.id);
          expect(ids).to.deep.equal(
            source.views().flatMap((view) => (view.visit.medications ?? []).map(({ id }) => id)),
          );
        }
      }
    });

  it('stops while both threads shape chunks, the encoders with it', async () => {
    let steps = 0;
    const control: TableWriteControl = { shouldStop: () => ++steps > 4, progress: () => undefined };
    const outcome = await splitBuild(sourceOf(4 * VISIT_CHUNK_ROWS), dir(), control).then(
      () => null,
      (error: unknown) => error,
    );
    expect(outcome).to.be.instanceOf(BuildStopped);
  });
});
