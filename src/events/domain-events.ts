import type { PatientChanges, PatientFields, VisitChanges, VisitFields } from './clinical-values';

/** Each event type with its data. The union is closed: switches over it are exhaustive. */
export interface PatientRegistered {
  type: 'PatientRegistered';
  data: { patient_id: string; patient: PatientFields; registered_at: string };
}
export interface PatientUpdated {
  type: 'PatientUpdated';
  data: { patient_id: string; changes: PatientChanges; updated_at: string };
}
/** Schema version 2: `patient_id` beside `visit` (version 1 had it only inside; see schema-versions.ts). */
export interface VisitRecorded {
  type: 'VisitRecorded';
  data: { visit_id: string; patient_id: string; visit: VisitFields; recorded_at: string };
}
export interface VisitUpdated {
  type: 'VisitUpdated';
  data: { visit_id: string; patient_id: string; changes: VisitChanges; updated_at: string };
}
/** The upload has started streaming rows to the import queue; rows wait until the batch is accepted. */
export interface BatchUploadStarted {
  type: 'BatchUploadStarted';
  data: { batch_id: string; file_name: string; started_at: string };
}
export interface BatchAccepted {
  type: 'BatchAccepted';
  data: { batch_id: string; file_name: string; total_records: number; accepted_at: string };
}
/** The upload failed (bad file, crash before acceptance): its queued rows are dropped, never imported. */
export interface BatchUploadAborted {
  type: 'BatchUploadAborted';
  data: { batch_id: string; reason: string; aborted_at: string };
}
export interface BatchRowError {
  row: number;
  field: string;
  message: string;
  warning?: string;
  position?: { start: number; end: number };
}
export interface BatchRowRejected {
  type: 'BatchRowRejected';
  data: { batch_id: string; row_number: number; errors: BatchRowError[]; rejected_at: string };
}
export interface BatchCompleted {
  type: 'BatchCompleted';
  data: { batch_id: string; total_records: number; successful: number; failed: number; completed_at: string };
}

/**
 * Security events: the audit trail of who signed in, who was refused and who
 * read the audit trail. Each lives in a stream of its own whose id starts
 * with `audit-` (never a patient's stream) and carries no password or token.
 * `account` is a keyed pseudonym of the email typed at login: the typed text
 * itself may be anything, even a password typed into the wrong field.
 */
export interface LoginSucceeded {
  type: 'LoginSucceeded';
  data: { user_id: string; at: string };
}
export interface LoginFailed {
  type: 'LoginFailed';
  data: {
    account: string;
    user_id: string | null;
    reason: 'invalid_credentials' | 'locked';
    attempt: number | null;
    at: string;
  };
}
export interface AccountLocked {
  type: 'AccountLocked';
  data: { account: string; user_id: string | null; locked_until: string; at: string };
}
/**
 * Failed logins of one account within a window, counted: written once per
 * account and window instead of one event per failure (LoginFailed and
 * AccountLocked are no longer written; older logs still hold them).
 */
export interface LoginFailuresCounted {
  type: 'LoginFailuresCounted';
  data: {
    account: string;
    user_id: string | null;
    failures: number;
    refused_while_locked: number;
    lockouts: number;
    first_at: string;
    last_at: string;
    at: string;
  };
}
/** A rotated refresh token was presented again: its whole login (token family) is revoked. */
export interface RefreshTokenReused {
  type: 'RefreshTokenReused';
  data: { token_family: string; at: string };
}
export interface AccessRefused {
  type: 'AccessRefused';
  data: { user_id: string; role: string; method: string; path: string; required_roles: string[]; at: string };
}
/** Who audited what: every read of the audit endpoints. */
export interface AuditTrailRead {
  type: 'AuditTrailRead';
  data: { user_id: string; role: string; endpoint: string; query: Record<string, string>; at: string };
}

export type SecurityEvent =
  | LoginSucceeded
  | LoginFailed
  | AccountLocked
  | LoginFailuresCounted
  | RefreshTokenReused
  | AccessRefused
  | AuditTrailRead;

export type DomainEvent =
  | PatientRegistered
  | PatientUpdated
  | VisitRecorded
  | VisitUpdated
  | BatchUploadStarted
  | BatchAccepted
  | BatchUploadAborted
  | BatchRowRejected
  | BatchCompleted
  | SecurityEvent;

export type DomainEventType = DomainEvent['type'];

export const SECURITY_EVENT_TYPES: readonly SecurityEvent['type'][] = [
  'LoginSucceeded',
  'LoginFailed',
  'AccountLocked',
  'LoginFailuresCounted',
  'RefreshTokenReused',
  'AccessRefused',
  'AuditTrailRead',
];

export const DOMAIN_EVENT_TYPES: readonly DomainEventType[] = [
  'PatientRegistered',
  'PatientUpdated',
  'VisitRecorded',
  'VisitUpdated',
  'BatchUploadStarted',
  'BatchAccepted',
  'BatchUploadAborted',
  'BatchRowRejected',
  'BatchCompleted',
  ...SECURITY_EVENT_TYPES,
];

export function isDomainEventType(type: string): type is DomainEventType {
  return (DOMAIN_EVENT_TYPES as readonly string[]).includes(type);
}

/** Who did it, from which request, when; imported rows add their batch and row. */
export interface EventMetadata {
  actor_user_id: string;
  actor_role: string;
  /** The record's organization (for a cross-organization admin, not the actor's own). */
  organization_id: string;
  /** The actor's own organization, present only when it differs from the record's. */
  actor_organization_id?: string;
  request_id: string;
  occurred_at: string;
  batch_id?: string;
  row_number?: number;
  /**
   * The shape version of the event's data (schema-versions.ts), stamped by the command handler. Absent on events
   * stored before versions existed (version 1); readers get it set, through the upcasters.
   */
  schema_version?: number;
  /**
   * The event's link in its stream's hash chain (src/audit/event-hash.ts),
   * set by the command handler as the last step; absent on events stored
   * before the log was chained.
   */
  hash?: string;
}
