/** Timings of the live tail (`GET /events/stream`). */
export interface EventStreamOptions {
  /** A comment line this often keeps proxies from closing an idle stream and shows the client it is alive. */
  heartbeatMs: number;
  /** How often the log's head is polled for new events. */
  pollMs: number;
  /** How often a live answer re-checks its credential (it also ends at the credential's expiry). */
  credentialRecheckMs?: number;
  /** Told the number of open tails whenever it changes (tests, metrics). */
  onSessions?: (open: number) => void;
}

export const DEFAULT_EVENT_STREAM_OPTIONS: EventStreamOptions = { heartbeatMs: 15_000, pollMs: 100 };
