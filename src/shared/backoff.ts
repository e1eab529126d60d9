/**
 * Bounded exponential backoff with full jitter: attempt 1 waits up to
 * `baseMs`, each later attempt up to twice as long, never more than `maxMs`.
 * The jitter spreads the reconnects of many processes after an outage.
 */
export function backoffDelayMs(attempt: number, baseMs = 200, maxMs = 5000): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
