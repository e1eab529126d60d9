import type { Position } from '../../events/event-store';
import { LOCK_KEYS, migrate } from '../../storage/migrations';
import type { SqlClient, SqlExecutor } from '../../storage/sql-client';
import type {
  LoadedViews,
  Page,
  PageOf,
  PatientFilter,
  ReadModelStore,
  ViewChanges,
  ViewKeys,
  VisitFilter,
} from '../read-model-store';
import type { BatchRowErrors, BatchView, PatientView, VisitView } from '../views';
import { READ_MODEL_SCHEMA, READ_MODEL_TABLES } from './read-model-schema';
import { KEPT_COUNTS_SCHEMA, KEPT_COUNT_TABLES, keptVisitTotalSql, patientTotalSql } from './kept-counts';
import { sqlSeekableList } from './sql-list-pages';
import { COUNT_STATUS_MOVE, STATUS_MOVES_SCHEMA, STATUS_MOVES_SQL } from './status-moves';
import { readSeekPage } from '../seek-pages';
import { SEEK_FROM_OFFSET, SeekMarks } from '../seek-marks';
import { BATCH_ERROR_ROWS_PER_CHUNK, pagedErrorItemChunks } from '../batch-error-items';

interface ViewRow<T> {
  view: T;
}

/** Builds "col = $n" clauses for the filters that are set, numbering parameters from 1. */
function whereClause(conditions: [string, string | undefined][]): { sql: string; params: string[] } {
  const params: string[] = [];
  const parts: string[] = [];
  for (const [expression, value] of conditions) {
    if (value === undefined) continue;
    params.push(value);
    parts.push(expression.replace('?', `$${params.length}`));
  }
  return { sql: parts.length > 0 ? `WHERE ${parts.join(' AND ')}` : '', params };
}

export class SqlReadModelStore implements ReadModelStore {
  private readonly marks = new SeekMarks();

  private constructor(private readonly sql: SqlClient) {}

  static async open(sql: SqlClient): Promise<SqlReadModelStore> {
    await migrate(sql, LOCK_KEYS.readSchema, [...READ_MODEL_SCHEMA, ...KEPT_COUNTS_SCHEMA, ...STATUS_MOVES_SCHEMA]);
    return new SqlReadModelStore(sql);
  }

  async load(keys: ViewKeys): Promise<LoadedViews> {
    const fetch = async <T extends { id: string }>(table: string, ids: string[]): Promise<Map<string, T>> => {
      if (ids.length === 0) return new Map();
      const rows = await this.sql.query<ViewRow<T>>(`SELECT view FROM ${table} WHERE id = ANY($1::text[])`, [ids]);
      return new Map(rows.map((row) => [row.view.id, row.view]));
    };
    const [patients, visits, batches] = await Promise.all([
      fetch<PatientView>('rm_patients', keys.patients),
      fetch<VisitView>('rm_visits', keys.visits),
      fetch<BatchView>('rm_batches', keys.batches),
    ]);
    return { patients, visits, batches };
  }

  async commit(projection: string, changes: ViewChanges, checkpoint: Position): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await this.upsertPatients(tx, changes.patients);
      await this.upsertVisits(tx, changes.visits);
      await this.upsertBatches(tx, changes.batches);
      await this.insertBatchErrors(tx, changes.batchErrors);
      await tx.query(
        `INSERT INTO rm_checkpoints (projection, position) VALUES ($1, $2)
         ON CONFLICT (projection) DO UPDATE SET position = GREATEST(rm_checkpoints.position, EXCLUDED.position)`,
        [projection, checkpoint],
      );
    });
  }

  // Each upsert takes one JSON array parameter: a jsonb[] parameter would be every view JSON-encoded
  // and then array-escaped by the driver, in JS on the event loop.
  private async upsertPatients(tx: SqlExecutor, views: PatientView[]): Promise<void> {
    if (views.length === 0) return;
    await tx.query(
      `INSERT INTO rm_patients
         (id, organization_id, region, race, menopause_status, created_at, view, last_position)
       SELECT v->>'id', v->>'organization_id', v->'patient'->>'region', v->'patient'->>'race',
              v->'patient'->>'menopause_status',
              (v->>'created_at')::timestamptz, v, (v->>'last_position')::bigint
       FROM jsonb_array_elements($1::jsonb) AS v
       ON CONFLICT (id) DO UPDATE SET menopause_status = EXCLUDED.menopause_status, view = EXCLUDED.view,
         last_position = EXCLUDED.last_position
       WHERE rm_patients.last_position < EXCLUDED.last_position`,
      [JSON.stringify(views)],
    );
  }

  private async upsertVisits(tx: SqlExecutor, views: VisitView[]): Promise<void> {
    if (views.length === 0) return;
    await tx.query(
      `INSERT INTO rm_visits
         (id, organization_id, patient_id, visit_type, visit_date, created_at, view, last_position)
       SELECT v->>'id', v->>'organization_id', v->'visit'->>'patient_id', v->'visit'->>'visit_type',
              (v->'visit'->>'visit_date')::date,
              (v->>'created_at')::timestamptz, v, (v->>'last_position')::bigint
       FROM jsonb_array_elements($1::jsonb) AS v
       ON CONFLICT (id) DO UPDATE SET view = EXCLUDED.view, last_position = EXCLUDED.last_position
       WHERE rm_visits.last_position < EXCLUDED.last_position`,
      [JSON.stringify(views)],
    );
  }

  private async upsertBatches(tx: SqlExecutor, views: BatchView[]): Promise<void> {
    if (views.length === 0) return;
    await tx.query(
      `INSERT INTO rm_batches (id, view, last_position)
       SELECT v->>'id', v, (v->>'last_position')::bigint FROM jsonb_array_elements($1::jsonb) AS v
       ON CONFLICT (id) DO UPDATE SET view = EXCLUDED.view, last_position = EXCLUDED.last_position
       WHERE rm_batches.last_position < EXCLUDED.last_position`,
      [JSON.stringify(views)],
    );
  }

  private async insertBatchErrors(tx: SqlExecutor, items: BatchRowErrors[]): Promise<void> {
    if (items.length === 0) return;
    await tx.query(
      `INSERT INTO rm_batch_errors (batch_id, row_number, errors, position)
       SELECT e->>'batch_id', (e->>'row_number')::int, e->'errors', (e->>'position')::bigint FROM
         jsonb_array_elements($1::jsonb) AS e
       ON CONFLICT (batch_id, row_number) DO NOTHING`,
      [JSON.stringify(items)],
    );
  }

  async checkpoint(projection: string): Promise<Position | null> {
    const rows = await this.sql.query<{ position: number }>(
      'SELECT position FROM rm_checkpoints WHERE projection = $1',
      [projection],
    );
    return rows.length === 0 ? null : Number(rows[0].position);
  }

  async reset(): Promise<void> {
    await this.sql.transaction(async (tx) => {
      for (const table of READ_MODEL_TABLES) await tx.query(`DELETE FROM ${table}`);
      for (const table of KEPT_COUNT_TABLES) await tx.query(`DELETE FROM ${table}`);
      // The lists start over: no mark taken before may be used.
      await tx.query(COUNT_STATUS_MOVE);
    });
  }

  async getPatient(id: string): Promise<PatientView | null> {
    const rows = await this.sql.query<ViewRow<PatientView>>('SELECT view FROM rm_patients WHERE id = $1', [id]);
    return rows[0]?.view ?? null;
  }

  async listPatients(filter: PatientFilter, page: Page): Promise<PageOf<PatientView>> {
    const where = whereClause([
      ['organization_id = ?', filter.organization_id],
      ['region = ?', filter.region],
      ['race = ?', filter.race],
      ['menopause_status = ?', filter.menopause_status],
    ]);
    // A status list's marks hold until the next status change (status-moves.ts); only deep pages use marks.
    const scope =
      filter.menopause_status === undefined || page.offset < SEEK_FROM_OFFSET
        ? ''
        : ` moves ${(await this.sql.query<{ moves: number | string }>(STATUS_MOVES_SQL))[0].moves}`;
    return this.page<PatientView>('rm_patients', where, page, { scope, totalSql: patientTotalSql });
  }

  async getVisit(id: string): Promise<VisitView | null> {
    const rows = await this.sql.query<ViewRow<VisitView>>('SELECT view FROM rm_visits WHERE id = $1', [id]);
    return rows[0]?.view ?? null;
  }

  async listVisits(filter: VisitFilter, page: Page): Promise<PageOf<VisitView>> {
    const where = whereClause([
      ['organization_id = ?', filter.organization_id],
      ['patient_id = ?', filter.patient_id],
      ['visit_type = ?', filter.visit_type],
      ['visit_date >= ?::date', filter.from],
      ['visit_date <= ?::date', filter.to],
    ]);
    // No visit filter column ever changes. Organization and type are counted ahead; a patient's or a date range's
    // visits are counted through their index.
    const counted = filter.patient_id === undefined && filter.from === undefined && filter.to === undefined;
    const totalSql = counted
      ? keptVisitTotalSql
      : (whereSql: string) => `SELECT count(*)::bigint AS total FROM rm_visits ${whereSql}`;
    return this.page<VisitView>('rm_visits', where, page, { scope: '', totalSql });
  }

  private async page<T>(
    table: string,
    where: { sql: string; params: string[] },
    page: Page,
    plan: { scope: string; totalSql: (whereSql: string) => string },
  ): Promise<PageOf<T>> {
    const list = sqlSeekableList<ViewRow<T>>(this.sql, table, where, { ...plan, columns: 'view' });
    const { items, total } = await readSeekPage(this.marks, list, page);
    return { items: items.map((row) => row.view), total };
  }

  async visitsOfPatient(patientId: string): Promise<VisitView[]> {
    const rows = await this.sql.query<ViewRow<VisitView>>(
      'SELECT view FROM rm_visits WHERE patient_id = $1 ORDER BY visit_date DESC, created_at DESC, id DESC',
      [patientId],
    );
    return rows.map((row) => row.view);
  }

  async getBatch(id: string): Promise<BatchView | null> {
    const rows = await this.sql.query<ViewRow<BatchView>>('SELECT view FROM rm_batches WHERE id = $1', [id]);
    return rows[0]?.view ?? null;
  }

  async acceptedBatches(): Promise<BatchView[]> {
    // One row per upload ever made: a small table, read only by a recovery sweep.
    const rows = await this.sql.query<ViewRow<BatchView>>(
      `SELECT view FROM rm_batches WHERE view->>'phase' = 'accepted' ORDER BY id`,
    );
    return rows.map((row) => row.view);
  }

  batchErrorItemChunks(id: string, rowsPerChunk = BATCH_ERROR_ROWS_PER_CHUNK): AsyncIterable<string> {
    return pagedErrorItemChunks(
      (after, limit) =>
        this.sql.query<{ row_number: number; errors: BatchRowErrors['errors'] }>(
          'SELECT row_number, errors FROM rm_batch_errors WHERE batch_id = $1 AND row_number > $2 ' +
            'ORDER BY row_number LIMIT $3',
          [id, after, limit],
        ),
      rowsPerChunk,
    );
  }

  async batchErrors(id: string): Promise<BatchRowErrors[]> {
    const rows = await this.sql.query<{ row_number: number; errors: BatchRowErrors['errors']; position: number }>(
      'SELECT row_number, errors, position FROM rm_batch_errors WHERE batch_id = $1 ORDER BY row_number',
      [id],
    );
    return rows.map((row) => ({
      batch_id: id,
      row_number: row.row_number,
      errors: row.errors,
      position: Number(row.position),
    }));
  }

  async close(): Promise<void> {
    // The SQL client is shared and closed by its owner.
  }
}
