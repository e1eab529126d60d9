import { mergeVisitChanges } from '../commands/visit/visit-decider';
import { type DomainEventType, SECURITY_EVENT_TYPES } from '../events/domain-events';
import type { RecordedEvent } from '../events/event-store';
import type { LoadedViews, ViewChanges, ViewKeys } from './read-model-store';
import type { BatchView } from './views';

/** The event types no view holds (the audit trail is read from the log itself): a fold passes over them. */
export const NO_VIEW_EVENT_TYPES: readonly DomainEventType[] = SECURITY_EVENT_TYPES;

/**
 * Which views a run of events touches, so a projector loads them all in one
 * round trip. Events that create a view (PatientRegistered, VisitRecorded)
 * need nothing loaded: their view is built from the event alone, and on a
 * replay the store's position guard leaves the stored (same or newer) view
 * as it is. A bulk import is almost only registrations, and loading a
 * thousand views that do not exist yet was the projector's costliest query
 * (a full collection scan on FerretDB).
 */
export function viewKeysOf(events: RecordedEvent[]): ViewKeys {
  const patients = new Set<string>();
  const visits = new Set<string>();
  const batches = new Set<string>();
  for (const event of events) {
    switch (event.type) {
      case 'PatientRegistered':
        if (event.metadata.batch_id) batches.add(event.metadata.batch_id);
        break;
      case 'PatientUpdated':
        patients.add(event.data.patient_id);
        break;
      case 'VisitRecorded':
        break;
      case 'VisitUpdated':
        visits.add(event.data.visit_id);
        break;
      case 'BatchUploadStarted':
      case 'BatchAccepted':
      case 'BatchUploadAborted':
      case 'BatchRowRejected':
      case 'BatchCompleted':
        batches.add(event.data.batch_id);
        break;
      case 'LoginSucceeded':
      case 'LoginFailed':
      case 'AccountLocked':
      case 'LoginFailuresCounted':
      case 'RefreshTokenReused':
      case 'AccessRefused':
      case 'AuditTrailRead':
        // The audit trail is read from the log itself; no view holds it.
        break;
      default: {
        const unhandled: never = event;
        throw new Error(`No projection rule for ${JSON.stringify(unhandled)}`);
      }
    }
  }
  return { patients: [...patients], visits: [...visits], batches: [...batches] };
}

function applyToBatch(
  views: LoadedViews,
  batchId: string,
  event: RecordedEvent,
  change: (view: BatchView) => BatchView | null,
): void {
  const current = views.batches.get(batchId);
  if (!current || current.last_position >= event.position) return;
  const next = change(current);
  if (next) views.batches.set(batchId, { ...next, last_position: event.position });
}

/**
 * Folds events into the loaded views in place and returns what changed. An
 * event at or below a view's last_position is skipped, so a replay is a no-op.
 */
export function foldEvents(views: LoadedViews, events: RecordedEvent[]): ViewChanges {
  const changed = { patients: new Set<string>(), visits: new Set<string>(), batches: new Set<string>() };
  const batchErrors: ViewChanges['batchErrors'] = [];
  for (const event of events) {
    switch (event.type) {
      case 'PatientRegistered': {
        const { patient_id: id, patient, registered_at } = event.data;
        if (!views.patients.has(id)) {
          views.patients.set(id, {
            id,
            organization_id: event.metadata.organization_id,
            patient,
            created_at: registered_at,
            updated_at: registered_at,
            last_position: event.position,
            revision: event.revision,
          });
          changed.patients.add(id);
        }
        const batchId = event.metadata.batch_id;
        if (batchId) {
          applyToBatch(views, batchId, event, (batch) => ({ ...batch, successful: batch.successful + 1 }));
          changed.batches.add(batchId);
        }
        break;
      }
      case 'PatientUpdated': {
        const current = views.patients.get(event.data.patient_id);
        if (!current || current.last_position >= event.position) break;
        views.patients.set(current.id, {
          ...current,
          patient: { ...current.patient, ...event.data.changes },
          updated_at: event.data.updated_at,
          last_position: event.position,
          revision: event.revision,
        });
        changed.patients.add(current.id);
        break;
      }
      case 'VisitRecorded': {
        const { visit_id: id, visit, recorded_at } = event.data;
        if (views.visits.has(id)) break;
        views.visits.set(id, {
          id,
          organization_id: event.metadata.organization_id,
          visit,
          created_at: recorded_at,
          updated_at: recorded_at,
          last_position: event.position,
          revision: event.revision,
        });
        changed.visits.add(id);
        break;
      }
      case 'VisitUpdated': {
        const current = views.visits.get(event.data.visit_id);
        if (!current || current.last_position >= event.position) break;
        views.visits.set(current.id, {
          ...current,
          visit: mergeVisitChanges(current.visit, event.data.changes),
          updated_at: event.data.updated_at,
          last_position: event.position,
          revision: event.revision,
        });
        changed.visits.add(current.id);
        break;
      }
      case 'BatchUploadStarted': {
        const { batch_id: id, file_name, started_at } = event.data;
        if (views.batches.has(id)) break;
        views.batches.set(id, {
          id,
          organization_id: event.metadata.organization_id,
          phase: 'uploading',
          file_name,
          total_records: 0,
          created_at: started_at,
          successful: 0,
          failed: 0,
          completed_at: null,
          last_position: event.position,
        });
        changed.batches.add(id);
        break;
      }
      case 'BatchAccepted':
        applyToBatch(views, event.data.batch_id, event, (batch) =>
          batch.phase === 'uploading'
            ? {
                ...batch,
                phase: 'accepted',
                total_records: event.data.total_records,
                created_at: event.data.accepted_at,
              }
            : null,
        );
        changed.batches.add(event.data.batch_id);
        break;
      case 'BatchUploadAborted':
        applyToBatch(views, event.data.batch_id, event, (batch) => ({ ...batch, phase: 'aborted' }));
        changed.batches.add(event.data.batch_id);
        break;
      case 'BatchRowRejected': {
        const { batch_id: batchId, row_number, errors } = event.data;
        applyToBatch(views, batchId, event, (batch) => ({ ...batch, failed: batch.failed + 1 }));
        changed.batches.add(batchId);
        batchErrors.push({ batch_id: batchId, row_number, errors, position: event.position });
        break;
      }
      case 'BatchCompleted':
        applyToBatch(views, event.data.batch_id, event, (batch) => ({
          ...batch,
          phase: 'completed',
          completed_at: event.data.completed_at,
        }));
        changed.batches.add(event.data.batch_id);
        break;
      case 'LoginSucceeded':
      case 'LoginFailed':
      case 'AccountLocked':
      case 'LoginFailuresCounted':
      case 'RefreshTokenReused':
      case 'AccessRefused':
      case 'AuditTrailRead':
        break;
      default: {
        const unhandled: never = event;
        throw new Error(`No projection rule for ${JSON.stringify(unhandled)}`);
      }
    }
  }
  const pick = <T>(map: Map<string, T>, ids: Set<string>): T[] =>
    [...ids].flatMap((id) => (map.has(id) ? [map.get(id) as T] : []));
  return {
    patients: pick(views.patients, changed.patients),
    visits: pick(views.visits, changed.visits),
    batches: pick(views.batches, changed.batches),
    batchErrors,
  };
}
