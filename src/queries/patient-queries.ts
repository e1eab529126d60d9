import { MENOPAUSE_STATUSES, RACES, REGIONS } from '../events/clinical-values';
import type { PatientAnswers } from '../projections/patient-answers';
import { assertOrganizationAccess, listedOrganization } from '../auth/organization-access';
import type { Actor } from '../shared/request-context';
import { assertPlausibleId, patientNotFound } from '../shared/not-found';
import { type Pagination, type QueryInput, enumFilter, pagination, parsePage } from './list-params';
import type { VersionedJson } from './output';

/** One patient with all its visits as the API shows it (JSON text), with the revision that becomes its ETag. */
export async function getPatient(answers: PatientAnswers, patientId: string, reader: Actor): Promise<VersionedJson> {
  assertPlausibleId(patientId, 'pat', patientNotFound);
  const found = await answers.patientAnswer(patientId);
  if (!found) throw patientNotFound(patientId);
  assertOrganizationAccess(reader, 'read', found.organizationId, `patients/${patientId}`);
  return { dataJson: found.json, revision: found.revision };
}

/** A page of patients, its items as one JSON array text. */
export async function listPatients(
  answers: PatientAnswers,
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
  const result = await answers.patientListItems(filter, window);
  return { dataJson: `[${result.items.join(',')}]`, pagination: pagination(page, limit, result.total) };
}
