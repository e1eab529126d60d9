import {
  HORMONE_FIELDS,
  LIFESTYLE_FIELDS,
  SYMPTOM_FIELDS,
  type Medication,
} from '../events/clinical-values';
import type { BatchRowErrors, BatchView, PatientView, VisitView } from '../projections/views';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every listed key present; a value not given is null, as in the spec's examples. */
function complete(keys: readonly string[], source: object | undefined): { [key: string]: Json } | null {
  if (!source) return null;
  const values = source as Record<string, Json | undefined>;
  return Object.fromEntries(keys.map((key) => [key, values[key] ?? null]));
}

export function patientListItem(view: PatientView): Record<string, Json> {
  const p = view.patient;
  return {
    id: view.id,
    age_years: p.age_years,
    age_months: p.age_months ?? null,
    race: p.race,
    ethnicity: p.ethnicity,
    region: p.region,
    menopause_status: p.menopause_status,
    bmi: p.bmi ?? null,
    smoker: p.smoker ?? null,
    hypertension: p.hypertension ?? null,
    diabetes: p.diabetes ?? null,
    family_history_breast_cancer: p.family_history_breast_cancer ?? null,
    created_at: view.created_at,
    updated_at: view.updated_at,
  };
}

export function patientOutput(view: PatientView): Record<string, Json> {
  return { ...patientListItem(view), notes: view.patient.notes ?? null };
}

export function visitSummary(view: VisitView): Record<string, Json> {
  return { id: view.id, visit_date: view.visit.visit_date, visit_type: view.visit.visit_type, created_at: view.created_at };
}

function medicationOutput(item: Medication): Record<string, Json> {
  return {
    id: item.id,
    name: item.name,
    type: item.type,
    dosage: item.dosage ?? null,
    frequency: item.frequency ?? null,
    start_date: item.start_date ?? null,
    end_date: item.end_date ?? null,
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
    medications: (v.medications ?? []).map(medicationOutput),
    lifestyle: complete(LIFESTYLE_FIELDS, v.lifestyle),
    provider_notes: v.provider_notes ?? null,
    updated_at: view.updated_at,
  };
}

export function batchOutput(view: BatchView, rejected: BatchRowErrors[]): Record<string, Json> {
  const errors = rejected.flatMap((row) => row.errors.map((item) => ({ ...item }) as Record<string, Json>));
  return {
    batch_id: view.id,
    file_name: view.file_name,
    total_records: view.total_records,
    processing: view.phase !== 'completed',
    created_at: view.created_at,
    processed: view.successful + view.failed,
    successful: view.successful,
    failed: view.failed,
    errors,
    completed_at: view.completed_at,
  };
}
