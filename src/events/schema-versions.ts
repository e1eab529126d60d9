import type { DomainEventType } from './domain-events';

/**
 * The schema version each event type is written with today. Bump a type's
 * number when its data changes shape, and register an upcaster from the old
 * number in upcasting/upcasters.ts: readers always see today's shape.
 * An event stored before versions existed has none and counts as version 1.
 */
export const CURRENT_SCHEMA_VERSIONS: Readonly<Record<DomainEventType, number>> = {
  PatientRegistered: 1,
  PatientUpdated: 1,
  // 2: data.patient_id beside data.visit, as VisitUpdated has it (see upcasters.ts).
  VisitRecorded: 2,
  VisitUpdated: 1,
  BatchUploadStarted: 1,
  BatchAccepted: 1,
  BatchUploadAborted: 1,
  BatchRowRejected: 1,
  BatchCompleted: 1,
  LoginSucceeded: 1,
  LoginFailed: 1,
  AccountLocked: 1,
  LoginFailuresCounted: 1,
  RefreshTokenReused: 1,
  AccessRefused: 1,
  AuditTrailRead: 1,
};

/** Version of an event stored without `schema_version` (written before versions existed). */
export const UNVERSIONED = 1;

/** The version today's code writes for an event type; types this release does not know stay at 1. */
export function currentSchemaVersion(type: string): number {
  return (CURRENT_SCHEMA_VERSIONS as Readonly<Record<string, number>>)[type] ?? UNVERSIONED;
}
