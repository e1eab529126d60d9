import { AppError } from './app-error';

/** The spec's 404s, built in one place for the deciders and the queries alike. */
export function patientNotFound(patientId: string): AppError {
  return new AppError(404, 'PATIENT_NOT_FOUND', `Patient ${patientId} not found`, { patient_id: patientId, searched_fields: ['id'] });
}

export function visitNotFound(visitId: string): AppError {
  return new AppError(404, 'VISIT_NOT_FOUND', `Visit ${visitId} not found`, { visit_id: visitId });
}

export function batchNotFound(batchId: string): AppError {
  return new AppError(404, 'BATCH_NOT_FOUND', `Batch ${batchId} not found`, { batch_id: batchId });
}
