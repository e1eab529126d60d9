/**
 * `provider`, `readonly` and `admin` come from the spec; `auditor` reads everything,
 * including the audit trail, and writes nothing clinical.
 */
export const ROLES = ['provider', 'readonly', 'admin', 'auditor'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that may read clinical records. */
export const READER_ROLES: readonly Role[] = ['provider', 'readonly', 'admin', 'auditor'];
/** Roles that may read the event log and datasets replayed from it (research readers see actors pseudonymized). */
export const LOG_READER_ROLES: readonly Role[] = ['readonly', 'admin', 'auditor'];
/** Roles that may change clinical records. */
export const WRITER_ROLES: readonly Role[] = ['provider', 'admin'];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
/** Roles that may read the audit trail and verify the log (admins can do what auditors do). */
export const AUDITOR_ROLES: readonly Role[] = ['auditor', 'admin'];
