/**
 * A write that lost to another writer of the same record. The web layer
 * answers it as 409 CONFLICT; the domain knows nothing of HTTP or ETags.
 */
export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    /** The revision the caller decided on (If-Match), or null when retries ran out on their own. */
    readonly expectedRevision: number | null,
    readonly actualRevision: number | null,
  ) {
    super(
      expectedRevision === null
        ? 'The record was changed by another request at the same time; retry'
        : 'The record was changed since you read it; read it again and retry',
    );
    this.name = 'ConcurrencyError';
  }
}
