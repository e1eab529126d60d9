import type { Page, PageOf, PatientFilter } from './read-model-store';

/** A patient as GET /patients/{id} answers it, kept as JSON text, with what the answer is checked and tagged by. */
export interface PatientAnswerJson {
  organizationId: string;
  /** The view's stream revision (its ETag); undefined for views folded before revisions were kept. */
  revision: number | undefined;
  /**
   * The same bytes as `JSON.stringify({ ...patientOutput(view), visits: visits.map(visitSummary) })`,
   * the visits ordered as `visitsOfPatient` orders them.
   */
  json: string;
}

/**
 * Patients as the API answers them, as JSON text. Every profile shapes them
 * from the views; the embedded store keeps the text beside each view and
 * answers without parsing one.
 */
export interface PatientAnswers {
  /** A patient with its visits' summaries, from one snapshot; null when there is no such patient. */
  patientAnswer(id: string): Promise<PatientAnswerJson | null>;
  /** The same page as `listPatients`, each item as the JSON text of its list item (`patientListItemJson`). */
  patientListItems(filter: PatientFilter, page: Page): Promise<PageOf<string>>;
}
