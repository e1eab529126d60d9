import { MENOPAUSE_STATUSES, RACES, REGIONS } from '../events/clinical-values';
import type { ReadModelStore } from '../projections/read-model-store';
import { assertOrganizationAccess, listedOrganization } from '../auth/organization-access';
import type { Actor } from '../shared/request-context';
import { assertPlausibleId, patientNotFound } from '../shared/not-found';
import { type Pagination, type QueryInput, enumFilter, pagination, parsePage } from './list-params';
import { patientListItemJson } from '../projections/patient-list-item';
import { type Versioned, patientOutput, visitSummary } from './output';

/** One patient with all its visits, as the API shows it, with the revision that becomes its ETag. */
export async function getPatient(store: ReadModelStore, patientId: string, reader: Actor): Promise<Versioned> {
  assertPlausibleId(patientId, 'pat', patientNotFound);
  const found = store.getPatientWithVisits
    ? await store.getPatientWithVisits(patientId)
    : await Promise.all([store.getPatient(patientId), store.visitsOfPatient(patientId)]).then(([patient, visits]) =>
        patient ? { patient, visits } : null,
      );
  if (!found) throw patientNotFound(patientId);
  const { patient: view, visits } = found;
  assertOrganizationAccess(reader, 'read', view.organization_id, `patients/${patientId}`);
  return { data: { ...patientOutput(view), visits: visits.map(visitSummary) }, revision: view.revision };
}

/**
 * A page of patients, its items as one JSON array text: as the store keeps them when it can (the embedded
 * store), otherwise shaped from the views. Either way the same bytes as `JSON.stringify` of the shaped items.
 */
export async function listPatients(
  store: ReadModelStore,
  query: QueryInput,
  reader: Actor,
): Promise<{ dataJson: string; pagination: Pagination }> {
  const { page, limit, window } = parsePage(query);
  const filter = {
    organization_id: listedOrganization(reader),
    menopause_status: enumFilter(query, 'menopause_status', MENOPAUSE_STATUSES),
    region: enumFilter(query, 'region', REGIONS),
    race: enumFilter(query, 'race', RACES),
  };
  const result = store.listPatientItemsJson
    ? await store.listPatientItemsJson(filter, window)
    : await store.listPatients(filter, window).then(({ items, total }) => ({
        items: items.map(patientListItemJson),
        total,
      }));
  return { dataJson: `[${result.items.join(',')}]`, pagination: pagination(page, limit, result.total) };
}
