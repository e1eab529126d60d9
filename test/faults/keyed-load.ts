import { randomUUID } from 'node:crypto';
import { validPatient } from '../support/test-service';
import { HANG_MS } from './load';

/** One attempt of a keyed write, as the client saw it. */
export interface KeyedAttempt {
  key: string;
  api: string;
  requestId: string;
  startedAt: number;
  /** HTTP status, or 0 when no answer came (connection refused or reset: the process died). */
  status: number;
}

interface KeyState {
  body: unknown;
  /** Patient ids the key's 201 answers named: exactly one when all is well. */
  ids: Set<string>;
  done: boolean;
}

const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/**
 * Writers that send every create with an Idempotency-Key and, on anything
 * but 201 (a 5xx, a 409 while a claim is live, no answer at all), retry the
 * same key with the same body, moving to the next API process when one does
 * not answer: what a careful client does.
 */
export class KeyedWriters {
  readonly attempts: KeyedAttempt[] = [];
  readonly keys = new Map<string, KeyState>();
  private running = false;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly apis: string[],
    private readonly token: string,
  ) {}

  /** Keys answered 201 so far. */
  answered(): number {
    return [...this.keys.values()].filter((state) => state.ids.size > 0).length;
  }

  start(writers = 3): void {
    this.running = true;
    for (let i = 0; i < writers; i += 1) this.loops.push(this.loop(i));
  }

  /** Stops starting new keys; keys already started are retried until answered or `retryForMs` runs out. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  private async loop(writer: number): Promise<void> {
    let api = writer % this.apis.length;
    while (this.running) {
      const key = randomUUID();
      const state: KeyState = { body: validPatient(), ids: new Set(), done: false };
      this.keys.set(key, state);
      const until = Date.now() + 60_000;
      while (!state.done && Date.now() < until) {
        const status = await this.send(this.apis[api], key);
        if (status === 201 || status === 422) state.done = true;
        else {
          if (status === 0) api = (api + 1) % this.apis.length;
          await sleep(300);
        }
      }
      await sleep(25);
    }
  }

  /** One attempt; also used for the late retries after the scenario. */
  async send(api: string, key: string): Promise<number> {
    const state = this.keys.get(key) as KeyState;
    const attempt: KeyedAttempt = { key, api, requestId: '', startedAt: Date.now(), status: 0 };
    try {
      const response = await fetch(`${api}/patients`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${this.token}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': key,
        },
        body: JSON.stringify(state.body),
        signal: AbortSignal.timeout(HANG_MS),
      });
      const body = (await response.json()) as { data?: { id?: string } };
      attempt.status = response.status;
      attempt.requestId = response.headers.get('x-request-id') ?? '';
      if (response.status === 201 && body.data?.id) state.ids.add(body.data.id);
    } catch {
      attempt.status = 0;
    }
    this.attempts.push(attempt);
    return attempt.status;
  }
}

/** The figures of one keyed scenario, for the table in the closing note. */
export interface KeyedFigures {
  scenario: string;
  keys: number;
  attempts: number;
  noAnswer: number;
  conflicts409: number;
  falseFailures: number;
  duplicates: number;
  lost: number;
  errors500: number;
}

/**
 * Judged against the log: `written` maps each request id that appended a
 * PatientRegistered to how many it appended. A false failure is a 5xx for a
 * request whose write is in the log; a duplicate, a key that wrote twice or
 * was answered with two patients; lost, a key answered 201 whose patient is
 * not in the log (`inLog`).
 */
export function keyedFigures(
  scenario: string,
  writers: KeyedWriters,
  written: Map<string, number>,
  inLog: Set<string>,
): KeyedFigures {
  const perKey = new Map<string, number>();
  for (const attempt of writers.attempts) {
    const count = written.get(attempt.requestId) ?? 0;
    if (count > 0) perKey.set(attempt.key, (perKey.get(attempt.key) ?? 0) + count);
  }
  const states = [...writers.keys.values()];
  return {
    scenario,
    keys: writers.keys.size,
    attempts: writers.attempts.length,
    noAnswer: writers.attempts.filter((a) => a.status === 0).length,
    conflicts409: writers.attempts.filter((a) => a.status === 409).length,
    falseFailures: writers.attempts.filter((a) => a.status >= 500 && (written.get(a.requestId) ?? 0) > 0).length,
    duplicates: [...perKey.values()].filter((n) => n > 1).length + states.filter((state) => state.ids.size > 1).length,
    lost: states.filter((state) => [...state.ids].some((id) => !inLog.has(id))).length,
    errors500: writers.attempts.filter((a) => a.status === 500).length,
  };
}

export function printKeyedTable(rows: KeyedFigures[]): void {
  const header = Object.keys(rows[0] ?? {}) as (keyof KeyedFigures)[];
  const lines = rows.map((row) => header.map((name) => String(row[name])));
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]): string => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(`\n      ${format(header)}`);
  for (const line of lines) console.log(`      ${format(line)}`);
  console.log('');
}
