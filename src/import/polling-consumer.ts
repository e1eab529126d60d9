import { backoffDelayMs } from '../shared/backoff';
import { yieldToEventLoop } from '../shared/yield';
import type { ConsumeOptions, QueueConsumer } from './import-queue';

/** What a queue kept in a database table tells the shared loop. */
export interface PollingSource<Claim> {
  /** The next group this consumer may handle, or null when there is none. */
  claim(): Promise<Claim | null>;
  /** Hands the group to the handler and records its outcome (ack, defer, retry). */
  handle(claim: Claim): Promise<void>;
  /** How long to sleep when there is nothing to claim (a publish in this process wakes it earlier). */
  idleMs: number;
}

/**
 * The consume loop of the table-backed import queues (SQLite and PostgreSQL):
 * claim a group, handle it, repeat; sleep when idle until a publish in this
 * process wakes the loop; back off when the store itself fails.
 * `wakers` is the queue's set of wake-up callbacks, called on every publish (and by
 * the embedded queue when a deferred key becomes ready).
 */
export function pollingConsumer<Claim>(
  source: PollingSource<Claim>,
  wakers: Set<() => void>,
  options: ConsumeOptions,
): QueueConsumer {
  let running = true;
  let wake: (() => void) | null = null;
  const waker = (): void => wake?.();
  wakers.add(waker);
  const idle = (ms: number): Promise<void> =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      wake = done;
    }).finally(() => {
      wake = null;
    });

  const loop = (async () => {
    let failures = 0;
    while (running) {
      try {
        const claim = await source.claim();
        failures = 0;
        if (claim === null) {
          await idle(source.idleMs);
          continue;
        }
        await source.handle(claim);
        // A consumer with work always waiting must still let HTTP requests and timers of its process run
        // (the SQLite store answers synchronously, so without this nothing else would).
        await yieldToEventLoop();
      } catch (error) {
        // The store itself failed (not the handler): back off and try again.
        failures += 1;
        options.onHandlerError?.(error, []);
        await idle(backoffDelayMs(failures, 200, 2000));
      }
    }
  })();

  return {
    stop: async () => {
      running = false;
      waker();
      await loop;
      wakers.delete(waker);
    },
  };
}
