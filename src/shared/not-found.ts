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

/**
 * The id as the client may see it again: only a value shaped like one of our ids. Anything else in
 * the path (a name typed where an id belongs) is never repeated, in the message or the details.
 */
function idOrNull(id: string, prefix: IdPrefix): string | null {
  return hasPrefix(id, prefix) ? id : null;
}

/** The spec's 404s, built in one place for the deciders and the queries alike. Messages never repeat the id. */
export function patientNotFound(patientId: string): AppError {
  return new AppError(404, 'PATIENT_NOT_FOUND', 'Patient not found', {
    patient_id: idOrNull(patientId, 'pat'),
    searched_fields: ['id'],
  });
}

export function visitNotFound(visitId: string): AppError {
  return new AppError(404, 'VISIT_NOT_FOUND', 'Visit not found', { visit_id: idOrNull(visitId, 'vis') });
}

export function batchNotFound(batchId: string): AppError {
  return new AppError(404, 'BATCH_NOT_FOUND', 'Batch not found', { batch_id: idOrNull(batchId, 'batch') });
}
