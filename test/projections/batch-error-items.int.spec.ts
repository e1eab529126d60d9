import { expect } from 'chai';
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import type { BatchRowErrors } from '../../src/projections/views';
import { batchStatusJson } from '../../src/queries/batch-queries';
import type { Actor } from '../../src/shared/request-context';
import { batch, changes, rowErrors } from '../contracts/read-model-store.fixtures';
import { openScratchSqlite } from '../support/scratch-sqlite';

const reader: Actor = { userId: 'usr_reader', role: 'provider', organizationId: 'org_a' };

/** Rejected rows whose items differ in what JSON text can: several per row, a detector hit, escapes. */
function rejectedRows(batchId: string): BatchRowErrors[] {
  return [
    rowErrors(batchId, 9, 'must be a number', 3),
    {
      batch_id: batchId,
      row_number: 2,
      errors: [
        { row: 2, field: 'race', message: 'must be one of "asian", …' },
        {
          row: 2,
          field: 'notes',
          message: 'Notes look like they identify a person',
          warning: 'a name \u00e9\u2028',
          position: { start: 4, end: 11 },
        },
      ],
      position: 1,
    },
    rowErrors(batchId, 40, 'required', 2),
    // A row with no items adds nothing (not an empty item between its neighbours).
    { batch_id: batchId, row_number: 30, errors: [], position: 5 },
  ];
}

async function joined(pieces: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const piece of pieces) text += piece;
  return text;
}

/** The status answer's data as one text. */
const statusText = async (store: SqliteReadModelStore, id: string): Promise<string> =>
  joined(await batchStatusJson(store, id, reader));

describe('batch error items kept as JSON text (SQLite)', () => {
  it('are byte for byte the items of the rejected rows, in row order, for this batch only', async () => {
    const scratch = openScratchSqlite('rm-batch-errors');
    try {
      const store = await SqliteReadModelStore.open(scratch.db);
      const shown = batch({ failed: 3 });
      const other = batch();
      const empty = batch();
      await store.commit(
        'views',
        changes({
          batches: [shown, other, empty],
          batchErrors: [...rejectedRows(shown.id), rowErrors(other.id, 1, 'not this batch', 4)],
        }),
        4,
      );

      const expected = JSON.stringify((await store.batchErrors(shown.id)).flatMap((row) => row.errors));
      // Chunks of one row, of two, and all rows in one: the same items, in row order.
      for (const rowsPerChunk of [1, 2, 2000]) {
        const chunks: string[] = [];
        for await (const chunk of store.batchErrorItemChunks(shown.id, rowsPerChunk)) chunks.push(chunk);
        expect(`[${chunks.join(',')}]`, `${rowsPerChunk} rows per chunk`).to.equal(expected);
      }
      expect((JSON.parse(expected) as { row: number }[]).map((item) => item.row)).to.deep.equal([2, 2, 9, 40]);
      expect(await joined(store.batchErrorItemChunks(empty.id))).to.equal('');

      for (const id of [shown.id, empty.id]) {
        const answer = await statusText(store, id);
        const items = (await store.batchErrors(id)).flatMap((row) => row.errors);
        expect((JSON.parse(answer) as { errors: unknown }).errors).to.deep.equal(items);
        expect(answer).to.include(`"errors":${JSON.stringify(items)},`);
        expect(Object.keys(JSON.parse(answer) as object)).to.deep.equal([
          'batch_id',
          'file_name',
          'total_records',
          'processing',
          'created_at',
          'processed',
          'successful',
          'failed',
          'errors',
          'completed_at',
        ]);
      }
      expect(JSON.parse(await statusText(store, shown.id))).to.deep.include({
        batch_id: shown.id,
        processing: true,
        processed: 3,
        completed_at: null,
      });
    } finally {
      await scratch.dispose();
    }
  });
});
