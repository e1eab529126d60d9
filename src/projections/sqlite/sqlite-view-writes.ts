import type { Statement } from 'better-sqlite3';
import type { Position } from '../../events/event-store';
import type { SqliteDatabase } from '../../storage/sqlite-client';
import { patientListItemJson } from '../patient-list-item';
import type { ViewChanges } from '../read-model-store';

/** `WHERE ... last_position < excluded.last_position`: a replayed or stale view changes nothing. */
const NEWER_ONLY = (table: string): string => `WHERE ${table}.last_position < excluded.last_position`;

/**
 * The projector's writes, prepared once on the writer connection. The caller
 * runs `commit` inside one write transaction, so views and checkpoint land
 * together or not at all.
 */
export class SqliteViewWrites {
  private readonly patient: Statement<[string, string, string, string, string, number, string, string, number]>;
  private readonly visit: Statement<[string, string, string, string, string, number, string, number]>;
  private readonly batch: Statement<[string, string, string, number]>;
  private readonly batchError: Statement<[string, number, string, number]>;
  private readonly checkpoint: Statement<[string, number]>;

  constructor(writer: SqliteDatabase) {
    this.patient = writer.prepare(
      `INSERT INTO rm_patients
         (id, organization_id, region, race, menopause_status, created_ms, view, list_item, last_position)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET organization_id = excluded.organization_id, region = excluded.region,
         race = excluded.race, menopause_status = excluded.menopause_status,
         created_ms = excluded.created_ms, view = excluded.view, list_item = excluded.list_item,
         last_position = excluded.last_position
       ${NEWER_ONLY('rm_patients')}`,
    );
    this.visit = writer.prepare(
      `INSERT INTO rm_visits
         (id, organization_id, patient_id, visit_type, visit_date, created_ms, view, last_position)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET organization_id = excluded.organization_id, patient_id = excluded.patient_id,
         visit_type = excluded.visit_type,
         visit_date = excluded.visit_date,
         created_ms = excluded.created_ms, view = excluded.view, last_position = excluded.last_position
       ${NEWER_ONLY('rm_visits')}`,
    );
    this.batch = writer.prepare(
      `INSERT INTO rm_batches (id, phase, view, last_position) VALUES (?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET phase = excluded.phase, view = excluded.view, last_position =
         excluded.last_position
       ${NEWER_ONLY('rm_batches')}`,
    );
    // A row's errors are final once stored: a second delivery of the row keeps the first.
    this.batchError = writer.prepare(
      `INSERT INTO rm_batch_errors (batch_id, row_number, errors, position) VALUES (?, ?, ?, ?)
       ON CONFLICT (batch_id, row_number) DO NOTHING`,
    );
    this.checkpoint = writer.prepare(
      `INSERT INTO rm_checkpoints (projection, position) VALUES (?, ?)
       ON CONFLICT (projection) DO UPDATE SET position = max(rm_checkpoints.position, excluded.position)`,
    );
  }

  commit(projection: string, changes: ViewChanges, checkpoint: Position): void {
    for (const view of changes.patients) {
      const { region, race, menopause_status } = view.patient;
      this.patient.run(
        view.id,
        view.organization_id,
        region,
        race,
        menopause_status,
        Date.parse(view.created_at),
        JSON.stringify(view),
        patientListItemJson(view),
        view.last_position,
      );
    }
    for (const view of changes.visits) {
      const { patient_id, visit_type, visit_date } = view.visit;
      this.visit.run(
        view.id,
        view.organization_id,
        patient_id,
        visit_type,
        visit_date,
        Date.parse(view.created_at),
        JSON.stringify(view),
        view.last_position,
      );
    }
    for (const view of changes.batches) this.batch.run(view.id, view.phase, JSON.stringify(view), view.last_position);
    for (const item of changes.batchErrors)
      this.batchError.run(item.batch_id, item.row_number, JSON.stringify(item.errors), item.position);
    this.checkpoint.run(projection, checkpoint);
  }
}
