import {
  HORMONE_FIELDS,
  LIFESTYLE_FIELDS,
  SYMPTOM_FIELDS,
  VISIT_VALUE_FIELDS,
  type Medication,
} from '../events/clinical-values';
import { type Json, patientListItem, withNulls } from '../projections/patient-list-item';
import type { BatchView, PatientView, VisitView } from '../projections/views';

export { patientListItem };

/** An optional object field: null when absent, otherwise with all of its keys. */
function complete(keys: readonly string[], source: object | undefined): { [key: string]: Json } | null {
  return source ? withNulls(keys, source) : null;
}

const MEDICATION_FIELDS = [
  'id',
  'name',
  'type',
  'dosage',
  'frequency',
  'start_date',
  'end_date',
] as const satisfies readonly (keyof Medication)[];

/**
 * A record's output and the revision of its stream. Views folded before
 * revisions were kept have none until `npm run projections:rebuild`.
 */
export interface Versioned {
  data: Record<string, Json>;
  revision: number | undefined;
}

/** A `Versioned` whose data is JSON text already. */
export interface VersionedJson {
  dataJson: string;
  revision: number | undefined;
}

export function patientOutput(view: PatientView): Record<string, Json> {
  return { ...patientListItem(view), notes: view.patient.notes ?? null };
}

export function visitSummary(view: VisitView): Record<string, Json> {
  return {
    id: view.id,
    visit_date: view.visit.visit_date,
    visit_type: view.visit.visit_type,
    created_at: view.created_at,
  };
}

export function visitListItem(view: VisitView): Record<string, Json> {
  const v = view.visit;
  return {
    id: view.id,
    patient_id: v.patient_id,
    visit_date: v.visit_date,
    visit_type: v.visit_type,
    hormone_biomarkers: complete(HORMONE_FIELDS, v.hormone_biomarkers),
    symptoms: complete(SYMPTOM_FIELDS, v.symptoms),
    created_at: view.created_at,
  };
}

export function visitOutput(view: VisitView): Record<string, Json> {
  const v = view.visit;
  return {
    ...visitListItem(view),
    medications: (v.medications ?? []).map((item) => withNulls(MEDICATION_FIELDS, item)),
    lifestyle: complete(LIFESTYLE_FIELDS, v.lifestyle),
    ...Object.fromEntries(VISIT_VALUE_FIELDS.map((field) => [field, v[field] ?? null])),
    updated_at: view.updated_at,
  };
}

/**
 * A batch as the status answer shows it, as JSON text in pieces. Its error
 * items arrive as chunks of JSON text (see ReadModelStore.batchErrorItemChunks)
 * and are written into the answer as they are: a batch whose every row was
 * rejected has over a million, and its answer is never one string.
 */
export async function* batchOutputJson(view: BatchView, errorItems: AsyncIterable<string>): AsyncGenerator<string> {
  const head = JSON.stringify({
    batch_id: view.id,
    file_name: view.file_name,
    total_records: view.total_records,
    processing: view.phase !== 'completed',
    created_at: view.created_at,
    processed: view.successful + view.failed,
    successful: view.successful,
    failed: view.failed,
  });
  yield `${head.slice(0, -1)},"errors":[`;
  let first = true;
  for await (const chunk of errorItems) {
    if (chunk.length === 0) continue;
    yield first ? chunk : `,${chunk}`;
    first = false;
  }
  yield `],"completed_at":${JSON.stringify(view.completed_at)}}`;
}
