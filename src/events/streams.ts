/** One stream per aggregate; the prefix names the aggregate type. */
export const patientStream = (patientId: string): string => `patient-${patientId}`;
export const visitStream = (visitId: string): string => `visit-${visitId}`;
export const batchStream = (batchId: string): string => `batch-${batchId}`;
/** A rejected import row gets a stream of its own so a redelivered row can never be counted twice. */
export const batchRowStream = (batchId: string, rowNumber: number): string => `batchrow-${batchId}-${rowNumber}`;
/** A security event's own stream: audit streams never mix with clinical ones. */
export const auditStream = (eventId: string): string => `audit-${eventId}`;
