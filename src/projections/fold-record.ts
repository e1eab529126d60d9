import type { RecordedEvent } from '../events/event-store';
import { foldEvents } from './fold-views';
import type { LoadedViews } from './read-model-store';
import type { PatientView, VisitView } from './views';

/** A patient's or a visit's view after each event of its stream. */
export interface RecordVersion {
  event: RecordedEvent;
  patient: PatientView | null;
  visit: VisitView | null;
}

/**
 * Folds one record's stream with the projector's own fold (`foldEvents`),
 * one event at a time, and keeps the view after each: history and time
 * travel show exactly what the read models would have shown then. The views
 * are replaced, never mutated, by the fold, so the versions kept stay valid.
 */
export function foldRecordVersions(stream: RecordedEvent[]): RecordVersion[] {
  const views: LoadedViews = { patients: new Map(), visits: new Map(), batches: new Map() };
  let patient: PatientView | null = null;
  let visit: VisitView | null = null;
  return stream.map((event) => {
    const changed = foldEvents(views, [event]);
    patient = changed.patients[0] ?? patient;
    visit = changed.visits[0] ?? visit;
    return { event, patient, visit };
  });
}
