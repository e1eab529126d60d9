import type { PatientFields, VisitFields } from '../events/clinical-values';
import type { BatchRowError } from '../events/domain-events';
import type { Position } from '../events/event-store';

/** Read-model documents. `last_position` is the guard that makes every write idempotent. */
export interface PatientView {
  id: string;
  /** The organization the record belongs to: the one its first event was written for. */
  organization_id: string;
  patient: PatientFields;
  created_at: string;
  updated_at: string;
  last_position: Position;
  /** The record stream's revision this view shows: the ETag clients send back in If-Match. */
  revision: number;
}

export interface VisitView {
  id: string;
  /** The organization the record belongs to: always its patient's. */
  organization_id: string;
  visit: VisitFields;
  created_at: string;
  updated_at: string;
  last_position: Position;
  /** The record stream's revision this view shows: the ETag clients send back in If-Match. */
  revision: number;
}

export type BatchPhase = 'uploading' | 'accepted' | 'aborted' | 'completed';

export interface BatchView {
  id: string;
  /** The uploader's organization. */
  organization_id: string;
  phase: BatchPhase;
  file_name: string;
  total_records: number;
  created_at: string;
  successful: number;
  failed: number;
  completed_at: string | null;
  last_position: Position;
}

export interface BatchRowErrors {
  batch_id: string;
  row_number: number;
  errors: BatchRowError[];
  position: Position;
}
