/**
 * A research client's own view, replayed from the service's event feed:
 * mean FSH (mIU/ml) of visits by the patient's current menopause status.
 *
 * It follows GET /v1/events from a saved position and keeps the position
 * and the view in one state file, replaced atomically after every page, so
 * a restart (or a crash) resumes exactly where the last saved page ended:
 * no event is counted twice or missed. No framework, only Node's fetch.
 *
 *   BASE_URL=http://127.0.0.1:3000/v1 TOKEN=<access token> STATE_FILE=fsh-state.json \
 *     npx tsx examples/replay-client/fsh-by-status.ts [--once]
 *
 * --once: catch up to the end of the log, print the view and exit;
 * otherwise keep following (a page every POLL_MS when caught up).
 */
import { readFile, rename, writeFile } from 'node:fs/promises';

interface FeedEvent {
  position: number;
  event_type: string;
  data: Record<string, unknown>;
}

interface FeedPage {
  events: FeedEvent[];
  next_after: number;
}

/** Everything the client keeps between runs. */
export interface State {
  after: number;
  /** Patient id to current menopause status. */
  status: Record<string, string>;
  /** Visit id to its patient and latest FSH value (null when not measured). */
  visits: Record<string, { patient_id: string; fsh: number | null }>;
}

const emptyState = (): State => ({ after: 0, status: {}, visits: {} });

async function load(file: string): Promise<State> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as State;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyState();
    throw error;
  }
}

/** Write a new file, then rename it over the old one: a crash leaves either the old state or the new one. */
async function save(file: string, state: State): Promise<void> {
  await writeFile(`${file}.tmp`, JSON.stringify(state));
  await rename(`${file}.tmp`, file);
}

const fshOf = (biomarkers: unknown): number | null | undefined => {
  if (typeof biomarkers !== 'object' || biomarkers === null || !('fsh_miu_ml' in biomarkers)) return undefined;
  const value = (biomarkers as { fsh_miu_ml: unknown }).fsh_miu_ml;
  return typeof value === 'number' ? value : null;
};

/** Folds one event into the view. Events of other types are not needed here. */
function apply(state: State, event: FeedEvent): void {
  const data = event.data;
  switch (event.event_type) {
    case 'PatientRegistered':
      state.status[data.patient_id as string] = (data.patient as { menopause_status: string }).menopause_status;
      break;
    case 'PatientUpdated': {
      const changes = data.changes as { menopause_status?: string };
      if (changes.menopause_status) state.status[data.patient_id as string] = changes.menopause_status;
      break;
    }
    case 'VisitRecorded': {
      const visit = data.visit as { hormone_biomarkers?: unknown };
      const fsh = fshOf(visit.hormone_biomarkers);
      state.visits[data.visit_id as string] = { patient_id: data.patient_id as string, fsh: fsh ?? null };
      break;
    }
    case 'VisitUpdated': {
      const known = state.visits[data.visit_id as string];
      // A biomarker not sent in an update keeps its value.
      const fsh = fshOf((data.changes as { hormone_biomarkers?: unknown }).hormone_biomarkers);
      if (known && fsh !== undefined) known.fsh = fsh;
      break;
    }
  }
}

/** Mean FSH per menopause status, over the visits that have one, rounded to 0.01. */
export function meanFshByStatus(state: State): Record<string, { visits: number; mean_fsh: number }> {
  const sums = new Map<string, { total: number; count: number }>();
  for (const visit of Object.values(state.visits)) {
    const status = state.status[visit.patient_id];
    if (visit.fsh === null || status === undefined) continue;
    const sum = sums.get(status) ?? { total: 0, count: 0 };
    sum.total += visit.fsh;
    sum.count += 1;
    sums.set(status, sum);
  }
  return Object.fromEntries(
    [...sums.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, { total, count }]) => [
        status,
        { visits: count, mean_fsh: Math.round((total / count) * 100) / 100 },
      ]),
  );
}

async function page(baseUrl: string, token: string, after: number): Promise<FeedPage> {
  const types = 'PatientRegistered,PatientUpdated,VisitRecorded,VisitUpdated';
  const response = await fetch(`${baseUrl}/events?after=${after}&limit=500&type=${types}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data?: FeedPage; code?: string; message?: string };
  if (!response.ok || !body.data) throw new Error(`GET /events: ${response.status} ${body.code}: ${body.message}`);
  return body.data;
}

async function main(): Promise<void> {
  const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000/v1';
  const token = process.env.TOKEN;
  const file = process.env.STATE_FILE ?? 'fsh-state.json';
  const pollMs = Number(process.env.POLL_MS ?? 2000);
  const once = process.argv.includes('--once');
  if (!token) throw new Error('TOKEN (an access token of a readonly, admin or auditor account) is required');
  const state = await load(file);
  let stopping = false;
  process.once('SIGTERM', () => (stopping = true));
  process.once('SIGINT', () => (stopping = true));
  while (!stopping) {
    const next = await page(baseUrl, token, state.after);
    for (const event of next.events) apply(state, event);
    const moved = next.next_after !== state.after;
    state.after = next.next_after;
    if (moved) await save(file, state);
    if (!moved) {
      if (once) break;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }
  process.stdout.write(`${JSON.stringify({ after: state.after, mean_fsh_by_status: meanFshByStatus(state) })}\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`replay client: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
