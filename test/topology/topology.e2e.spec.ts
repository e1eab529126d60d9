import { join } from 'node:path';
import { expect } from 'chai';
import { writeCsv } from '../batch/csv-generator';
import { freePort, getJson, loginAt, uploadFile } from '../batch/spawned-service';
import { loadImportSettings } from '../../src/config/import-settings';
import { validPatient, validVisit } from '../support/test-service';
import { IMPORT_QUEUE, type IsolatedStack, createIsolatedStack, unreachableServers } from './isolated-stack';
import { type RoleProcess, spawnRole, stopAll, waitHealthy } from './role-process';

/**
 * The server profile as separate processes, as deploy/compose.yaml runs it:
 * two API processes, one projector, two import workers, all on one isolated
 * set of stores. What only a multi-process run can show: read-your-writes
 * across API processes (the projector is elsewhere, each API waits on the
 * shared checkpoint), and a batch that survives losing the worker holding it.
 */
const ROWS = 8000;
const INVALID_RATE = 0.03;
/** Kill the busy worker once this share of the rows has an outcome. */
const KILL_AT_SHARE = 0.25;
const STARTUP_MS = 180_000;
const PROVIDER = { email: `topology-${process.pid}@example.test`, password: 'a-long-topology-password-1' };

async function sendJson(
  url: string,
  token: string,
  method: string,
  body: unknown,
): Promise<{ status: number; body: any }> {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

describe(`topology: 2 API + 1 projector + 2 import workers (postgres, mongodb, ${IMPORT_QUEUE}, redis)`, function () {
  this.timeout(400_000);
  let stack: IsolatedStack | null = null;
  const processes: RoleProcess[] = [];
  let api1 = '';
  let api2 = '';
  let token = '';
  let workers: RoleProcess[] = [];

  before(async function () {
    const missing = await unreachableServers();
    if (missing.length > 0) {
      console.warn(`SKIPPED: topology e2e — ${missing.join(', ')} not reachable (start deploy/local/services.sh up)`);
      this.skip();
    }
    stack = await createIsolatedStack();
    stack.addUser(PROVIDER.email, PROVIDER.password, 'provider');
    const ports = await Promise.all([0, 1, 2, 3, 4].map(() => freePort()));
    const role = (name: string, roles: string, port: number, extra: Record<string, string>): RoleProcess =>
      spawnRole(name, { ...(stack as IsolatedStack).env, ROLES: roles, ...extra }, port);
    // The projector first, as compose orders it: it creates the read-model collections and the
    // lease. (FerretDB, the local MongoDB stand-in, drops connections when five processes create
    // one new database at the same moment.) Then the other four at once.
    const projector = role('projector', 'projector', ports[2], { HEALTH_PORT: String(ports[2]) });
    processes.push(projector);
    await waitHealthy(projector, STARTUP_MS);
    processes.unshift(
      role('api-1', 'api', ports[0], { PORT: String(ports[0]) }),
      role('api-2', 'api', ports[1], { PORT: String(ports[1]) }),
    );
    processes.push(
      role('worker-1', 'import-worker', ports[3], { HEALTH_PORT: String(ports[3]) }),
      role('worker-2', 'import-worker', ports[4], { HEALTH_PORT: String(ports[4]) }),
    );
    // Generous: four processes compile and connect at once on a loaded machine.
    await Promise.all(processes.map((member) => waitHealthy(member, STARTUP_MS)));
    api1 = `https://127.0.0.1:${ports[0]}/v1`;
    api2 = `https://127.0.0.1:${ports[1]}/v1`;
    workers = processes.slice(3);
    token = await loginAt(api1, PROVIDER.email, PROVIDER.password);
  });

  afterEach(function () {
    if (this.currentTest?.state === 'failed') for (const member of processes) console.error(member.tail());
  });

  after(async function () {
    this.timeout(60_000);
    await stopAll(processes);
    await stack?.destroy();
  });

  it('answers the health check on every role', async () => {
    const health = await Promise.all(
      processes.map(async (member) => (await (await fetch(member.healthUrl)).json()) as { data: { roles: string[] } }),
    );
    expect(health.map((body) => body.data.roles)).to.deep.equal([
      ['api'],
      ['api'],
      ['projector'],
      ['import-worker'],
      ['import-worker'],
    ]);
  });

  it('reads a write through the other API process at once (a token from one works on the other)', async () => {
    const created = await sendJson(`${api1}/patients`, token, 'POST', validPatient());
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const patientId: string = created.body.data.id;
    const seenOn2 = await getJson(`${api2}/patients/${patientId}`, token);
    expect(seenOn2.status).to.equal(200);
    expect(seenOn2.body.data.id).to.equal(patientId);

    const visit = await sendJson(`${api2}/visits`, token, 'POST', validVisit(patientId));
    expect(visit.status, JSON.stringify(visit.body)).to.equal(201);
    const visitOn1 = await getJson(`${api1}/visits/${visit.body.data.id as string}`, token);
    expect(visitOn1.status).to.equal(200);
    expect(visitOn1.body.data.patient_id).to.equal(patientId);
  });

  it('spreads a batch over both workers, survives SIGKILL of the busy one, completes exactly', async () => {
    const started = Date.now();
    const patientsBefore = await patientTotal(api2, token, Date.now() + 60_000);
    const csv = await writeCsv(join((stack as IsolatedStack).env.DATA_DIR, 'topology.csv'), {
      rows: ROWS,
      invalidRate: INVALID_RATE,
      notesLength: 60,
    });
    const upload = await uploadFile(api1, token, csv.path);
    expect(upload.status, JSON.stringify(upload.body)).to.equal(202);
    const batchId: string = upload.body.data.batch_id;
    const uploadedMs = Date.now() - started;

    // Wait until the rows flow, then kill the worker that has done most: the one holding the batch.
    const handled = (): number => workers.reduce((sum, worker) => sum + worker.importedRows(), 0);
    const killBy = Date.now() + 180_000;
    while (handled() < ROWS * KILL_AT_SHARE) {
      if (Date.now() > killBy) throw new Error(`rows did not flow: ${handled()} of ${ROWS} after 180 s`);
      await sleep(50);
    }
    const [victim, survivor] =
      workers[0].importedRows() >= workers[1].importedRows() ? workers : [workers[1], workers[0]];
    await victim.kill('SIGKILL');
    const atKill = { victim: victim.importedRows(), survivor: survivor.importedRows(), ms: Date.now() - started };
    expect(atKill.victim + atKill.survivor, 'the batch finished before the kill: nothing was tested').to.be.below(ROWS);

    let status: any;
    const doneBy = Date.now() + (process.env.TOPOLOGY_DONE_MS ? Number(process.env.TOPOLOGY_DONE_MS) : 240_000);
    for (;;) {
      const response = await getJson(`${api2}/patients/batch/${batchId}`, token);
      expect(response.status).to.equal(200);
      status = response.body.data;
      if (status.processing === false) break;
      if (Date.now() > doneBy) {
        throw new Error(
          `batch not done after the kill: ` +
            `${JSON.stringify({ ...status, errors: undefined })}\n${await (stack as IsolatedStack).diagnose()}`,
        );
      }
      await sleep(250);
    }
    const completedMs = Date.now() - started;

    const valid = csv.rows - csv.invalid;
    expect(status.total_records).to.equal(ROWS);
    expect(status.processed).to.equal(ROWS);
    expect(status.successful + status.failed).to.equal(ROWS);
    expect(status.successful).to.equal(valid);
    expect(status.failed).to.equal(csv.invalid);
    // Exactly one patient per successful row, on both API processes, after a redelivery.
    for (const api of [api1, api2]) {
      const total = await patientTotal(api, token, doneBy);
      expect(total, api).to.equal(patientsBefore + status.successful);
    }

    // Both workers wrote outcomes: the victim before the kill, the survivor at least after it.
    const split = { victim: victim.importedRows(), survivor: survivor.importedRows() };
    expect(split.victim).to.be.above(0);
    expect(split.survivor).to.be.above(atKill.survivor);
    // A redelivered row is found done, never written twice; at most the group in flight at the kill
    // was committed without its log line.
    const settings = loadImportSettings();
    expect(split.victim + split.survivor).to.be.at.most(ROWS);
    expect(split.victim + split.survivor).to.be.at.least(
      ROWS - Math.max(settings.groupSize, settings.publishChunkRows),
    );

    console.log(
      `      topology figures: ${ROWS} rows (${csv.invalid} invalid), queue ${IMPORT_QUEUE}; ` +
        `${victim.name} wrote ${split.victim} (killed at ${atKill.ms} ms), ${survivor.name} wrote ` +
        `${split.survivor} (${atKill.survivor} before the kill); ` +
        `upload ${uploadedMs} ms, completed ${completedMs} ms after upload start`,
    );
  });
});

/**
 * The patients' total as a client reads it: a 503 or 504 (the read store busy past its timeout on a loaded
 * machine, which the service reports as such) is asked again, as its Retry-After invites, until `until`.
 */
async function patientTotal(api: string, token: string, until: number): Promise<number> {
  for (;;) {
    const response = await getJson(`${api}/patients?limit=1`, token);
    if (response.status === 200) return response.body.pagination.total as number;
    expect([503, 504], `${api}/patients: ${JSON.stringify(response.body)}`).to.include(response.status);
    if (Date.now() > until) throw new Error(`${api}/patients still ${response.status} at the deadline`);
    await sleep(500);
  }
}
