import { MENOPAUSE_STATUSES, RACES, REGIONS } from '../events/clinical-values';
import type { PatientAnswerJson, ReadModelStore } from '../projections/read-model-store';
import { assertOrganizationAccess, listedOrganization } from '../auth/organization-access';
import type { Actor } from '../shared/request-context';
import { assertPlausibleId, patientNotFound } from '../shared/not-found';
import { type Pagination, type QueryInput, enumFilter, pagination, parsePage } from './list-params';
import { patientListItemJson } from '../projections/patient-list-item';
import { type VersionedJson, patientOutput, visitSummary } from './output';

/** One patient with all its visits as the API shows it (JSON text), with the revision that becomes its ETag. */
export async function getPatient(store: ReadModelStore, patientId: string, reader: Actor): Promise<VersionedJson> {
  assertPlausibleId(patientId, 'pat', patientNotFound);
  const found = store.getPatientAnswerJson
    ? await store.getPatientAnswerJson(patientId)
    : await shapedPatientAnswer(store, patientId);
  if (!found) throw patientNotFound(patientId);
  assertOrganizationAccess(reader, 'read', found.organizationId, `patients/${patientId}`);
  return { dataJson: found.json, revision: found.revision };
}

/** The answer shaped from the patient's and its visits' views, for stores that keep no JSON of it. */
async function shapedPatientAnswer(store: ReadModelStore, patientId: string): Promise<PatientAnswerJson | null> {
  const [view, visits] = await Promise.all([store.getPatient(patientId), store.visitsOfPatient(patientId)]);
  if (!view) return null;
  return {
    organizationId: view.organization_id,
    revision: view.revision,
    json: JSON.stringify({ ...patientOutput(view), visits: visits.map(visitSummary) }),
  };
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
