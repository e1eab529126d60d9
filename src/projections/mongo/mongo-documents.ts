import type { IndexDescription } from 'mongodb';
import type { BatchRowErrors, BatchView, PatientView, VisitView } from '../views';

/**
 * Stored documents are the views themselves plus `_id` and, for lists, a
 * Date copy of created_at: the SQL adapter orders by a TIMESTAMPTZ column,
 * and a Date orders the same way whatever offset the ISO string carries.
 * Reads project both away, so queries return exactly the SQL adapter's views.
 */
export interface PatientDoc extends PatientView {
  _id: string;
  created_ts: Date;
}

export interface VisitDoc extends VisitView {
  _id: string;
  created_ts: Date;
}

export interface BatchDoc extends BatchView {
  _id: string;
}

export interface BatchErrorDoc extends BatchRowErrors {
  _id: string;
}

export interface CheckpointDoc {
  _id: string;
  position: number;
}

/** A running count kept beside the views (the status moves: status-moves.ts). */
export interface CounterDoc {
  _id: string;
  count: number;
}

export const COLLECTIONS = {
  patients: 'patients',
  visits: 'visits',
  batches: 'batches',
  batchErrors: 'batch_errors',
  checkpoints: 'checkpoints',
  counters: 'counters',
} as const;

export const VIEW_ONLY = { _id: 0, created_ts: 0 } as const;

/**
 * Newest first, ties broken by id, as `ORDER BY created_at DESC, id DESC` (C collation = byte order, like BSON
 * strings).
 */
export const NEWEST_FIRST = { created_ts: -1, _id: -1 } as const;

export const VISITS_OF_PATIENT_ORDER = { 'visit.visit_date': -1, created_ts: -1, _id: -1 } as const;

export const patientDoc = (view: PatientView): PatientDoc => ({
  _id: view.id,
  ...view,
  created_ts: new Date(view.created_at),
});
export const visitDoc = (view: VisitView): VisitDoc => ({
  _id: view.id,
  ...view,
  created_ts: new Date(view.created_at),
});
export const batchDoc = (view: BatchView): BatchDoc => ({ _id: view.id, ...view });
/** One document per (batch, row): the key is the _id, so a second insert of the same row is a duplicate-key no-op. */
export const batchErrorDoc = (item: BatchRowErrors): BatchErrorDoc => ({
  _id: JSON.stringify([item.batch_id, item.row_number]),
  ...item,
});

/** One index per filter + sort the queries use; each ends in the sort so no query sorts in memory. */
export const INDEXES: Record<'patients' | 'visits' | 'batchErrors', IndexDescription[]> = {
  patients: [
    { key: { created_ts: -1, _id: -1 }, name: 'newest' },
    { key: { organization_id: 1, created_ts: -1, _id: -1 }, name: 'organization_newest' },
    { key: { 'patient.region': 1, created_ts: -1, _id: -1 }, name: 'region_newest' },
    { key: { 'patient.race': 1, created_ts: -1, _id: -1 }, name: 'race_newest' },
    { key: { 'patient.menopause_status': 1, created_ts: -1, _id: -1 }, name: 'status_newest' },
  ],
  visits: [
    { key: { created_ts: -1, _id: -1 }, name: 'newest' },
    { key: { organization_id: 1, created_ts: -1, _id: -1 }, name: 'organization_newest' },
    { key: { 'visit.patient_id': 1, 'visit.visit_date': -1, created_ts: -1, _id: -1 }, name: 'patient_visit_date' },
    { key: { 'visit.patient_id': 1, created_ts: -1, _id: -1 }, name: 'patient_newest' },
    { key: { 'visit.visit_type': 1, created_ts: -1, _id: -1 }, name: 'type_newest' },
    { key: { 'visit.visit_date': 1 }, name: 'visit_date' },
  ],
  batchErrors: [{ key: { batch_id: 1, row_number: 1 }, name: 'batch_rows' }],
};
