import { randomBytes } from 'node:crypto';
import type { BatchRowErrors, BatchView, PatientView, VisitView } from '../../src/projections/views';
import type { PatientFields, VisitFields } from '../../src/events/clinical-values';
import type { ViewChanges } from '../../src/projections/read-model-store';

export const uid = (prefix: string): string => `${prefix}_${randomBytes(9).toString('base64url')}`;

export function patient(
  overrides: Partial<Omit<PatientView, 'patient'>> & { patient?: Partial<PatientFields> } = {},
): PatientView {
  const { patient: fields, ...rest } = overrides;
  return {
    id: uid('pat'),
    organization_id: 'org_a',
    patient: {
      age_years: 52,
      race: 'asian',
      ethnicity: 'non_hispanic',
      region: 'west',
      menopause_status: 'perimenopause',
      ...fields,
    },
    created_at: '2024-03-01T10:00:00.000Z',
    updated_at: '2024-03-01T10:00:00.000Z',
    last_position: 1,
    revision: 0,
    ...rest,
  };
}

export function visit(overrides: Partial<Omit<VisitView, 'visit'>> & { visit?: Partial<VisitFields> } = {}): VisitView {
  const { visit: fields, ...rest } = overrides;
  return {
    id: uid('vis'),
    organization_id: 'org_a',
    visit: { patient_id: 'pat_x', visit_date: '2024-03-01', visit_type: 'follow_up', ...fields },
    created_at: '2024-03-01T10:00:00.000Z',
    updated_at: '2024-03-01T10:00:00.000Z',
    last_position: 1,
    revision: 0,
    ...rest,
  };
}

export function batch(overrides: Partial<BatchView> = {}): BatchView {
  return {
    id: uid('batch'),
    organization_id: 'org_a',
    phase: 'accepted',
    file_name: 'rows.csv',
    total_records: 10,
    created_at: '2024-03-01T10:00:00.000Z',
    successful: 0,
    failed: 0,
    completed_at: null,
    last_position: 1,
    ...overrides,
  };
}

export function rowErrors(batchId: string, row: number, message = 'bad value', position = row): BatchRowErrors {
  return { batch_id: batchId, row_number: row, errors: [{ row, field: 'age_years', message }], position };
}

export function changes(parts: Partial<ViewChanges>): ViewChanges {
  return { patients: [], visits: [], batches: [], batchErrors: [], ...parts };
}

/** What every adapter must return: newest created_at first (as instants), then id descending in byte order. */
export function newestFirst<T extends { id: string; created_at: string }>(items: T[]): T[] {
  const byteOrder = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b));
  return [...items].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || byteOrder(b.id, a.id));
}
