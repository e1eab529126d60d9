/**
 * Streams whose events are not research data: rejected import rows (their
 * messages describe refused input) and security events of the audit trail.
 * Both stay readable through the audit endpoints, never through the feed.
 */
const EXCLUDED_STREAM_PREFIXES = ['batchrow-', 'audit-'] as const;
const EXCLUDED_TYPES: ReadonlySet<string> = new Set(['BatchRowRejected']);

export function isResearchEvent(event: { streamId: string; type: string }): boolean {
  if (EXCLUDED_TYPES.has(event.type)) return false;
  return !EXCLUDED_STREAM_PREFIXES.some((prefix) => event.streamId.startsWith(prefix));
}
