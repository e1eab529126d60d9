import { AppError } from './app-error';
import { type IdPrefix, hasPrefix } from './ids';

/**
 * A path id that cannot be one of ours (wrong prefix, control characters,
 * too long) is simply not found, answered before it reaches any store: a NUL
 * byte, for one, is an error in PostgreSQL rather than a miss.
 */
export function assertPlausibleId(id: string, prefix: IdPrefix, notFound: (id: string) => AppError): void {
  if (!hasPrefix(id, prefix)) throw notFound(id);
}

/** The spec's 404s, built in one place for the deciders and the queries alike. */
export function patientNotFound(patientId: string): AppError {
  return new AppError(404, 'PATIENT_NOT_FOUND', `Patient ${patientId} not found`, {
    patient_id: patientId,
    searched_fields: ['id'],
  });
}

export function visitNotFound(visitId: string): AppError {
  return new AppError(404, 'VISIT_NOT_FOUND', `Visit ${visitId} not found`, { visit_id: visitId });
}

export function batchNotFound(batchId: string): AppError {
  return new AppError(404, 'BATCH_NOT_FOUND', `Batch ${batchId} not found`, { batch_id: batchId });
}
