import type { PatientAnswerJson, PatientAnswers } from '../projections/patient-answers';
import { patientListItemJson } from '../projections/patient-list-item';
import type { ReadModelStore } from '../projections/read-model-store';
import { patientOutput, visitSummary } from './output';

/** Patient answers shaped from the views: for read stores that keep no JSON text of them. */
export function shapedPatientAnswers(store: ReadModelStore): PatientAnswers {
  return {
    async patientAnswer(id: string): Promise<PatientAnswerJson | null> {
      const [view, visits] = await Promise.all([store.getPatient(id), store.visitsOfPatient(id)]);
      if (!view) return null;
      return {
        organizationId: view.organization_id,
        revision: view.revision,
        json: JSON.stringify({ ...patientOutput(view), visits: visits.map(visitSummary) }),
      };
    },
    async patientListItems(filter, page) {
      const { items, total } = await store.listPatients(filter, page);
      return { items: items.map(patientListItemJson), total };
    },
  };
}
