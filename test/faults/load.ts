import { validPatient } from '../support/test-service';

/** One request a client made during a fault scenario, as the client saw it. */
export interface Observation {
  kind: 'write' | 'read';
  requestId: string;
  startedAt: number;
  ms: number;
  /** HTTP status, or 0 when no answer came (connection refused, reset, or no answer within the bound). */
  status: number;
  code?: string;
  /** Why the answer breaks the rules (wrong status, not the envelope, no Retry-After), if it does. */
  violation?: string;
  /** The id of a created patient (201). */
  patientId?: string;
}

/** Longer than this without an answer counts as a hang. */
export const HANG_MS = 10_000;

const WRITE_OK = new Set([201, 503, 504]);
/** A read of a record written a moment ago may find the projection behind (404): stale, not wrong. */
const READ_OK = new Set([200, 404, 503, 504]);

function judge(
  kind: Observation['kind'],
  status: number,
  body: unknown,
  retryAfter: string | null,
): string | undefined {
  const allowed = kind === 'write' ? WRITE_OK : READ_OK;
  if (!allowed.has(status)) return `status ${status}: ${JSON.stringify(body).slice(0, 300)}`;
  if (status < 500) return undefined;
  const envelope = body as { status?: unknown; code?: unknown; message?: unknown; details?: unknown };
  const expected = status === 503 ? 'SERVICE_UNAVAILABLE' : 'TIMEOUT_ERROR';
  if (envelope.status !== 'error' || envelope.code !== expected || typeof envelope.message !== 'string')
    return `status ${status} outside the envelope: ${JSON.stringify(body).slice(0, 300)}`;
  const dependency = (envelope.details as { dependency?: unknown } | undefined)?.dependency;
  if (typeof dependency !== 'string') return `status ${status} without details.dependency`;
  if (status === 503 && !/^\d+$/.test(retryAfter ?? '')) return '503 without Retry-After';
  return undefined;
}

/**
 * Clients writing (POST /patients) and reading (GET /patients/:id of their own
 * last write) in loops for as long as the scenario lasts. Every request has its
 * own X-Request-ID (the server's, from the answer), which the command handler
 * stamps on the event it appends, so afterwards the log tells which answered
 * requests wrote something.
 */
export class Load {
  readonly observations: Observation[] = [];
  private running = false;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly api: string,
    private readonly token: string,
    readonly label: string,
  ) {}

  start(writers = 3, readers = 1): void {
    this.running = true;
    for (let i = 0; i < writers; i += 1) this.loops.push(this.loop('write'));
    for (let i = 0; i < readers; i += 1) this.loops.push(this.loop('read'));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
    this.loops = [];
  }

  private lastCreated(): string | undefined {
    for (let i = this.observations.length - 1; i >= 0; i -= 1)
      if (this.observations[i].patientId) return this.observations[i].patientId;
    return undefined;
  }

  private async loop(kind: Observation['kind']): Promise<void> {
    while (this.running) {
      await this.once(kind);
      await new Promise((done) => setTimeout(done, 25));
    }
  }

  private async once(kind: Observation['kind']): Promise<void> {
    const target = kind === 'read' ? this.lastCreated() : undefined;
    if (kind === 'read' && !target) return;
    const startedAt = Date.now();
    const observation: Observation = { kind, requestId: '', startedAt, ms: 0, status: 0 };
    try {
      const response = await fetch(kind === 'write' ? `${this.api}/patients` : `${this.api}/patients/${target}`, {
        method: kind === 'write' ? 'POST' : 'GET',
        headers: {
          Authorization: `Bearer ${this.token}`,
          'Content-Type': 'application/json',
        },
        body: kind === 'write' ? JSON.stringify(validPatient()) : undefined,
        signal: AbortSignal.timeout(HANG_MS),
      });
      const body = (await response.json()) as { code?: string; data?: { id?: string } };
      observation.status = response.status;
      observation.requestId = response.headers.get('x-request-id') ?? '';
      observation.code = body.code;
      observation.violation = judge(kind, response.status, body, response.headers.get('retry-after'));
      if (kind === 'write' && response.status === 201) observation.patientId = body.data?.id;
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const reason = error instanceof Error ? error.message : String(error);
      observation.violation = `no answer: ${reason}${cause ? ` (${cause.code ?? cause.message ?? ''})` : ''}`;
    }
    observation.ms = Date.now() - startedAt;
    this.observations.push(observation);
  }
}

/** Figures of one scenario for the printed table. */
export interface ScenarioFigures {
  scenario: string;
  requests: number;
  ok: number;
  unavailable: number;
  timeouts: number;
  violations: number;
  /** Seconds from the dependency being back to the first success of every client kind that had failed. */
  recoverySeconds: number | null;
  slowestMs: number;
}

export function figuresOf(scenario: string, observations: Observation[], backAt: number | null): ScenarioFigures {
  let recovery: number | null = null;
  if (backAt !== null) {
    for (const kind of ['write', 'read'] as const) {
      const ofKind = observations.filter((o) => o.kind === kind);
      const failedDuring = ofKind.some((o) => o.status !== 200 && o.status !== 201);
      if (!failedDuring) continue;
      const firstOk = ofKind.find((o) => o.startedAt + o.ms >= backAt && (o.status === 200 || o.status === 201));
      const seconds = firstOk
        ? Math.max(0, (firstOk.startedAt + firstOk.ms - backAt) / 1000)
        : Number.POSITIVE_INFINITY;
      recovery = Math.max(recovery ?? 0, seconds);
    }
  }
  return {
    scenario,
    requests: observations.length,
    ok: observations.filter((o) => o.status === 200 || o.status === 201).length,
    unavailable: observations.filter((o) => o.status === 503).length,
    timeouts: observations.filter((o) => o.status === 504).length,
    violations: observations.filter((o) => o.violation).length,
    recoverySeconds: recovery,
    slowestMs: Math.max(0, ...observations.map((o) => o.ms)),
  };
}

export function printTable(rows: ScenarioFigures[]): void {
  const header = ['scenario', 'requests', 'ok', '503', '504', 'violations', 'recover s', 'slowest ms'];
  const lines = rows.map((r) => [
    r.scenario,
    String(r.requests),
    String(r.ok),
    String(r.unavailable),
    String(r.timeouts),
    String(r.violations),
    r.recoverySeconds === null ? '-' : r.recoverySeconds.toFixed(1),
    String(r.slowestMs),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]): string => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(`\n      ${format(header)}\n      ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(`      ${format(line)}`);
  console.log('');
}
