import { VISIT_TYPES } from '../events/clinical-values';
import type { ReadModelStore } from '../projections/read-model-store';
import { AppError, type FieldError, validationError } from '../shared/app-error';
import { assertOrganizationAccess, listedOrganization } from '../auth/organization-access';
import type { Actor } from '../shared/request-context';
import { assertPlausibleId, visitNotFound } from '../shared/not-found';
import {
  type Pagination,
  type QueryInput,
  dateFilter,
  enumFilter,
  idFilter,
  pagination,
  parsePage,
} from './list-params';
import { type Versioned, visitListItem, visitOutput } from './output';

/** One visit as the API shows it, with the revision that becomes its ETag. */
export async function getVisit(store: ReadModelStore, visitId: string, reader: Actor): Promise<Versioned> {
  assertPlausibleId(visitId, 'vis', visitNotFound);
  const view = await store.getVisit(visitId);
  if (!view) throw visitNotFound(visitId);
  assertOrganizationAccess(reader, 'read', view.organization_id, `visits/${visitId}`);
  return { data: visitOutput(view), revision: view.revision };
}

export async function listVisits(
  store: ReadModelStore,
  query: QueryInput,
  reader: Actor,
): Promise<{ data: unknown[]; pagination: Pagination }> {
  const problems: FieldError[] = [];
  let window;
  let page = 1;
  let limit = 20;
  try {
    ({ page, limit, window } = parsePage(query));
  } catch (error) {
    if (!(error instanceof AppError) || !Array.isArray(error.details)) throw error;
    problems.push(...(error.details as FieldError[]));
  }
  const patientId = idFilter(query, 'patient_id', 'pat', problems);
  const from = dateFilter(query, 'start_date', problems);
  const to = dateFilter(query, 'end_date', problems);
  if (problems.length > 0 || !window) throw validationError(problems, 'Invalid query parameters');
  const visitType = enumFilter(query, 'visit_type', VISIT_TYPES);
  const result = await store.listVisits(
    { organization_id: listedOrganization(reader), patient_id: patientId, visit_type: visitType, from, to },
    window,
  );
  return { data: result.items.map(visitListItem), pagination: pagination(page, limit, result.total) };
}
