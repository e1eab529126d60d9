import type { EventMetadata } from '../domain-events';
import type { RecordedEvent } from '../event-store';
import { UNVERSIONED, currentSchemaVersion } from '../schema-versions';

/** Event data as stored, before it is known to have today's shape. */
export type StoredData = Record<string, unknown>;

/** Turns the data of one event type at version `from` into version `from + 1`. Pure. */
export interface Upcaster {
  type: string;
  from: number;
  upcast(data: StoredData): StoredData;
}

/**
 * The one registry of upcasters. Each entry lifts one type by one version;
 * an event several versions old goes through them in turn.
 */
export const UPCASTERS: readonly Upcaster[] = [
  {
    // Version 1 carried the patient only inside `visit`; research readers join visit events to their patient by
    // data.patient_id, which VisitUpdated always had.
    type: 'VisitRecorded',
    from: 1,
    upcast: (data) => ({ ...data, patient_id: (data.visit as { patient_id: string }).patient_id }),
  },
];

const registry = new Map<string, Upcaster>(
  UPCASTERS.map((upcaster) => [`${upcaster.type}@${upcaster.from}`, upcaster]),
);

export class UnknownSchemaVersionError extends Error {
  constructor(event: { type: string; position: number }, version: number) {
    super(
      `Event at position ${event.position} (${event.type}) has schema version ${version}, newer than this ` +
        `release knows (${currentSchemaVersion(event.type)}): run the release that wrote it`,
    );
    this.name = 'UnknownSchemaVersionError';
  }
}

/** The stored version of an event: the metadata's `schema_version`, 1 when absent. */
export function storedSchemaVersion(metadata: EventMetadata): number {
  const version = metadata.schema_version;
  return typeof version === 'number' && Number.isInteger(version) && version >= 1 ? version : UNVERSIONED;
}

/**
 * The event in today's shape, with `metadata.schema_version` set to today's
 * version. An event already current comes back with its data untouched.
 */
export function upcast(event: RecordedEvent): RecordedEvent {
  const target = currentSchemaVersion(event.type);
  let version = storedSchemaVersion(event.metadata);
  if (version === target && event.metadata.schema_version === target) return event;
  if (version > target) throw new UnknownSchemaVersionError(event, version);
  let data = event.data as unknown as StoredData;
  while (version < target) {
    const upcaster = registry.get(`${event.type}@${version}`);
    if (!upcaster) throw new Error(`No upcaster for ${event.type} from schema version ${version}`);
    data = upcaster.upcast(data);
    version += 1;
  }
  return { ...event, data, metadata: { ...event.metadata, schema_version: target } } as RecordedEvent;
}
