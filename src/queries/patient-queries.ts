import { MENOPAUSE_STATUSES, RACES, REGIONS } from '../events/clinical-values';
import type { ReadModelStore } from '../projections/read-model-store';
import { AppError } from '../shared/app-error';
import { type Pagination, type QueryInput, enumFilter, pagination, parsePage } from './list-params';
import { patientListItem, patientOutput, visitSummary } from './output';

export function patientNotFound(patientId: string): AppError {
  return new AppError(404, 'PATIENT_NOT_FOUND', `Patient ${patientId} not found`, { patient_id: patientId, searched_fields: ['id'] });
}

export async function getPatient(store: ReadModelStore, patientId: string): Promise<Record<string, unknown>> {
  const [view, visits] = await Promise.all([store.getPatient(patientId), store.visitsOfPatient(patientId)]);
  if (!view) throw patientNotFound(patientId);
  return { ...patientOutput(view), visits: visits.map(visitSummary) };
}

export async function listPatients(store: ReadModelStore, query: QueryInput): Promise<{ data: unknown[]; pagination: Pagination }> {
  const { page, limit, window } = parsePage(query);
  const filter = {
    menopause_status: enumFilter(query, 'menopause_status', MENOPAUSE_STATUSES),
    region: enumFilter(query, 'region', REGIONS),
    race: enumFilter(query, 'race', RACES),
  };
  const result = await store.listPatients(filter, window);
  return { data: result.items.map(patientListItem), pagination: pagination(page, limit, result.total) };
}
