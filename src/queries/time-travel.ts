import type { Actor } from '../shared/request-context';
import type { EventReader } from '../events/event-store';
import { type RecordVersion, foldRecordVersions } from '../projections/fold-record';
import type { ReadModelStore } from '../projections/read-model-store';
import { validationError } from '../shared/app-error';
import { patientNotFound, visitNotFound } from '../shared/not-found';
import type { QueryInput } from './list-params';
import { type Versioned, patientOutput, visitOutput, visitSummary } from './output';
import { readRecordStream } from './record-history';

/** Which past version a GET asks for: the one current at an instant, or a stream revision. */
export type PointInTime = { asOf: Date } | { revision: number };

/** An instant with a date, a time and a zone (Z or ±hh:mm): a local time would be ambiguous. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;
const REVISION = /^\d{1,15}$/;

function single(query: QueryInput, name: string): string | undefined {
  const value = query[name];
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/** `as_of` or `revision` from the query, null when neither is given; both, or a bad value, is a 422. */
export function parsePointInTime(query: QueryInput, now: Date): PointInTime | null {
  const asOf = single(query, 'as_of');
  const revision = single(query, 'revision');
  if (asOf !== undefined && revision !== undefined) {
    throw validationError(
      [{ field: 'as_of', message: 'Give as_of or revision, not both' }],
      'Invalid query parameters',
    );
  }
  if (revision !== undefined) {
    if (!REVISION.test(revision))
      throw validationError(
        [{ field: 'revision', message: 'Must be a stream revision: an integer from 0' }],
        'Invalid query parameters',
      );
    return { revision: Number(revision) };
  }
  if (asOf === undefined) return null;
  const instant = new Date(asOf);
  if (!INSTANT.test(asOf) || Number.isNaN(instant.getTime())) {
    throw validationError(
      [{ field: 'as_of', message: 'Must be an ISO-8601 instant with a time zone, for example 2026-01-31T12:00:00Z' }],
      'Invalid query parameters',
    );
  }
  if (instant.getTime() > now.getTime()) {
    throw validationError(
      [{ field: 'as_of', message: `Must not be in the future (now is ${now.toISOString()})` }],
      'Invalid query parameters',
    );
  }
  return { asOf: instant };
}

/** The last version recorded at or before the instant; undefined before the record existed. */
function versionAsOf(versions: RecordVersion[], instant: Date): RecordVersion | undefined {
  let found: RecordVersion | undefined;
  for (const version of versions) {
    if (new Date(version.event.recordedAt).getTime() > instant.getTime()) break;
    found = version;
  }
  return found;
}

function versionAt(versions: RecordVersion[], point: PointInTime): RecordVersion | undefined {
  if ('asOf' in point) return versionAsOf(versions, point.asOf);
  const latest = versions[versions.length - 1].event.revision;
  if (point.revision > latest) {
    throw validationError(
      [{ field: 'revision', message: `Revision ${point.revision} does not exist: the latest is ${latest}` }],
      'Invalid query parameters',
    );
  }
  return versions.find((version) => version.event.revision === point.revision);
}

/** The instant a point in time stands for: a revision stands for the moment it was recorded. */
function instantOf(version: RecordVersion, point: PointInTime): Date {
  return 'asOf' in point ? point.asOf : new Date(version.event.recordedAt);
}

/**
 * A visit exactly as it was at a point in time, folded from its stream with
 * the projector's fold.
 */
export async function getVisitAt(
  events: EventReader,
  visitId: string,
  point: PointInTime,
  reader: Actor,
): Promise<Versioned> {
  const versions = foldRecordVersions(await readRecordStream(events, 'visit', visitId, reader));
  const version = versionAt(versions, point);
  if (!version?.visit) throw visitNotFound(visitId);
  return { data: visitOutput(version.visit), revision: version.event.revision };
}

/**
 * A patient as it was at a point in time, with the visits recorded by then,
 * each as of that time. A visit never changes patient, so the patient's
 * visits today are the only candidates.
 */
export async function getPatientAt(
  events: EventReader,
  store: ReadModelStore,
  patientId: string,
  point: PointInTime,
  reader: Actor,
): Promise<Versioned> {
  const versions = foldRecordVersions(await readRecordStream(events, 'patient', patientId, reader));
  const version = versionAt(versions, point);
  if (!version?.patient) throw patientNotFound(patientId);
  const instant = instantOf(version, point);
  const candidates = await store.visitsOfPatient(patientId);
  const visits = await Promise.all(
    candidates.map(async (candidate) => {
      const visitVersions = foldRecordVersions(await readRecordStream(events, 'visit', candidate.id, null));
      return versionAsOf(visitVersions, instant)?.visit ?? null;
    }),
  );
  const existing = visits.flatMap((visit) => (visit ? [visitSummary(visit)] : []));
  return { data: { ...patientOutput(version.patient), visits: existing }, revision: version.event.revision };
}
