import { backoffDelayMs, sleep } from '../shared/backoff';
import { failureKind } from '../shared/dependency-error';
import type { Logger } from '../shared/logger';
import { errorMessage } from '../shared/error-message';

export interface WaitOptions {
  /** Errors worth waiting out; anything else (a bad setting, a bug) ends the wait at once. */
  isTransient?: (error: unknown) => boolean;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

/** An outage or a slow server: the same call may well succeed later. */
export const isOutage = (error: unknown): boolean => {
  const kind = failureKind(error);
  return kind === 'unavailable' || kind === 'timeout';
};

/**
 * Runs `attempt` until it succeeds. A process started while a backing server
 * is down waits for it instead of exiting (an orchestrator would only restart
 * it into the same outage): one log line per backoff step, bounded jittered
 * delays (at most `maxDelayMs`, 5 s by default).
 */
export async function untilAvailable<T>(
  what: string,
  attempt: () => Promise<T>,
  logger: Logger,
  options: WaitOptions = {},
): Promise<T> {
  const isTransient = options.isTransient ?? isOutage;
  for (let failures = 1; ; failures += 1) {
    try {
      const result = await attempt();
      if (failures > 1) logger.info({ attempts: failures }, `${what}: available`);
      return result;
    } catch (error) {
      if (!isTransient(error)) throw error;
      const delayMs = backoffDelayMs(failures, options.baseDelayMs ?? 250, options.maxDelayMs ?? 5000);
      logger.warn(
        { attempt: failures, retry_in_ms: delayMs, reason: errorMessage(error) },
        `${what}: waiting for a backing service`,
      );
      await sleep(delayMs);
    }
  }
}
