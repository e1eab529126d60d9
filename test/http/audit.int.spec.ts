import { createPublicKey, verify } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect } from 'chai';
import { Client } from 'pg';
import { SQLITE_FILE } from '../../src/storage/sqlite-client';
import { signedText } from '../../src/audit/checkpoint';
import { type TestService, startTestService, validPatient, validVisit } from '../support/test-service';

/** Someone with database access edits an event, switching the append-only triggers off first. */
async function changeStoredBmi(service: TestService, position: number): Promise<void> {
  if (service.config.eventStore === 'postgres') {
    const client = new Client({ connectionString: service.config.postgresUrl });
    await client.connect();
    try {
      await client.query('ALTER TABLE event_log DISABLE TRIGGER USER');
      await client.query(`UPDATE event_log SET data = jsonb_set(data, '{patient,bmi}', '99.9') WHERE position = $1`, [
        position,
      ]);
    } finally {
      await client.end();
    }
    return;
  }
  const file = new Database(join(service.config.dataDir, SQLITE_FILE));
  try {
    file.exec('DROP TRIGGER event_log_no_update');
    file.prepare(`UPDATE event_log SET data = json_set(data, '$.patient.bmi', 99.9) WHERE position = ?`).run(position);
  } finally {
    file.close();
  }
}

interface AuditEvent {
  position: number;
  stream_id: string;
  event_type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

describe('audit trail over HTTP: checkpoints, verification, the audit query, security events', function () {
  this.timeout(90_000);
  let service: TestService;
  let auditor: { token: string; userId: string };
  let admin: string;
  let provider: { token: string; userId: string; email: string; password: string; refreshToken: string };
  let patientId = '';
  let createRequestId = '';
  const started = new Date().toISOString();

  before(async () => {
    service = await startTestService({ MAX_FAILED_LOGINS: '2', LOGIN_FAILURE_WINDOW_MS: '2000' });
    auditor = await service.login('auditor', 'org-audit');
    admin = (await service.login('admin')).token;
    provider = await service.login('provider', 'org-a');
    const created = await service.request('POST', '/patients', { token: provider.token, body: validPatient() });
    patientId = created.body.data.id;
    createRequestId = created.headers.get('x-request-id') ?? '';
    await service.request('POST', '/visits', { token: provider.token, body: validVisit(patientId) });
    await service.request('PUT', `/patients/${patientId}`, { token: provider.token, body: { bmi: 30.2 } });
  });
  after(() => service.stop());

  const get = (path: string, token = auditor.token, headers: Record<string, string> = {}) =>
    service.request('GET', path, { token, headers });

  async function ndjson(path: string): Promise<AuditEvent[]> {
    const response = await fetch(`${service.baseUrl}${path}`, {
      headers: { Authorization: `Bearer ${auditor.token}`, Accept: 'application/x-ndjson' },
    });
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/^application\/x-ndjson/);
    const text = await response.text();
    return text
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as AuditEvent);
  }

  it('serves the public key to anyone; the latest checkpoint is signed by it', async () => {
    const key = await service.request('GET', '/audit/public-key');
    expect(key.status).to.equal(200);
    expect(key.body.data.algorithm).to.equal('Ed25519');
    // The notary's own run (every AUDIT_CHECKPOINT_INTERVAL_MS) may have signed the head already: then nothing is new.
    const audit = service.runtime.audit;
    const checkpoint = (await audit.notary?.checkpointNow()) ?? (await audit.checkpoints.latest());
    expect(checkpoint).to.not.equal(null);
    const latest = await get('/audit/checkpoints/latest');
    expect(latest.status, JSON.stringify(latest.body)).to.equal(200);
    const signed = latest.body.data;
    // The notary's own timer may sign a newer head between the two calls: the latest is this one or later.
    expect(signed.position).to.be.at.least((checkpoint as { position: number }).position);
    expect(signed.note).to.match(/^menopause-deid-service\/audit-log\n\d+\n/);
    const valid = verify(
      null,
      Buffer.from(signedText(signed)),
      createPublicKey(key.body.data.public_key_pem),
      Buffer.from(signed.signature, 'base64'),
    );
    expect(valid).to.equal(true);
  });

  it('verifies the whole log', async () => {
    const report = await get('/audit/verify', admin);
    expect(report.status).to.equal(200);
    expect(report.body.data).to.include({ ok: true, first_bad: null });
    expect(report.body.data.checked_events).to.be.greaterThan(3);
  });

  it('refuses other roles with 403 and records the refusal', async () => {
    for (const path of ['/audit/events', '/audit/verify', '/audit/checkpoints/latest']) {
      const refused = await get(path, provider.token);
      expect(refused.status, path).to.equal(403);
      expect(refused.body.status).to.equal('error');
    }
    const events = await ndjson(`/audit/events?event_type=AccessRefused&actor=${provider.userId}`);
    expect(events).to.have.length(3);
    expect(events[0].stream_id).to.match(/^audit-/);
    expect(events[0].data).to.include({ user_id: provider.userId, role: 'provider', method: 'GET' });
  });

  it('filters by actor, organization, event type, patient, request id and time, with a position cursor', async () => {
    const byPatient = (await get(`/audit/events?patient_id=${patientId}`)).body.data as AuditEvent[];
    expect(byPatient.map((event) => event.event_type)).to.deep.equal([
      'PatientRegistered',
      'VisitRecorded',
      'PatientUpdated',
    ]);
    expect(byPatient[0].metadata).to.include({ actor_user_id: provider.userId, request_id: createRequestId });
    expect(byPatient[0].metadata.hash).to.match(/^[0-9a-f]{64}$/);
    const byRequest = (await get(`/audit/events?request_id=${createRequestId}`)).body.data as AuditEvent[];
    expect(byRequest.map((event) => event.position)).to.deep.equal([byPatient[0].position]);
    const clinical = await get(`/audit/events?actor=${provider.userId}&organization=org-a&event_type=PatientUpdated`);
    expect(clinical.body.data).to.have.length(1);
    expect((await get('/audit/events?organization=org-nowhere')).body.data).to.deep.equal([]);
    const window = `from=${started}&to=${new Date().toISOString()}&event_type=PatientRegistered,VisitRecorded`;
    expect((await get(`/audit/events?${window}`)).body.data).to.have.length(2);
    expect((await get('/audit/events?to=2001-01-01T00:00:00Z')).body.data).to.deep.equal([]);

    const first = await get('/audit/events?limit=2');
    expect(first.body.data).to.have.length(2);
    expect(first.body.cursor).to.deep.equal({ next_after: first.body.data[1].position, has_more: true });
    const second = await get(`/audit/events?limit=2&after=${first.body.cursor.next_after}`);
    expect(second.body.data[0].position).to.be.greaterThan(first.body.data[1].position);
  });

  it('streams the selection as NDJSON in position order', async () => {
    const all = await ndjson('/audit/events');
    const positions = all.map((event) => event.position);
    expect(positions).to.deep.equal([...positions].sort((a, b) => a - b));
    expect(all.length).to.be.greaterThan(5);
    expect(await ndjson(`/audit/events?stream=patient-${patientId}`)).to.have.length(2);
    expect(await ndjson('/audit/events?limit=1')).to.have.length(1);
  });

  it('records the request id of the request a security event happened in', async () => {
    const refused = await get('/audit/verify', provider.token);
    expect(refused.status).to.equal(403);
    const { email, password } = await service.addUser('readonly', 'org-c');
    const login = await service.request('POST', '/auth/login', { body: { email, password } });
    expect(login.status).to.equal(200);
    const refusedId = refused.headers.get('x-request-id');
    const refusal = await ndjson(`/audit/events?event_type=AccessRefused&request_id=${refusedId}`);
    expect(refusal.map((event) => event.data.path)).to.deep.equal(['/v1/audit/verify']);
    const loginId = login.headers.get('x-request-id');
    const signedIn = await ndjson(`/audit/events?event_type=LoginSucceeded&request_id=${loginId}`);
    expect(signedIn).to.have.length(1);
    expect(signedIn[0].metadata.request_id).to.equal(loginId);
  });

  it('records logins, failures, lockouts and refresh-token reuse, never a password or a token', async () => {
    const since = new Date().toISOString();
    const { email, password } = await service.addUser('provider', 'org-b');
    const typed = 'Wrong-Password-123';
    await service.request('POST', '/auth/login', { body: { email, password: typed } });
    await service.request('POST', '/auth/login', { body: { email, password: typed } });
    const locked = await service.request('POST', '/auth/login', { body: { email, password } });
    expect(locked.status).to.equal(403);
    const session = await service.login('readonly');
    const rotated = await service.request('POST', '/auth/refresh', { body: { refresh_token: session.refreshToken } });
    expect(rotated.status).to.equal(200);
    const reused = await service.request('POST', '/auth/refresh', { body: { refresh_token: session.refreshToken } });
    expect(reused.status).to.equal(401);

    // Failed logins are written as one count per account once their window (2 s here, so that a slow
    // machine's logins still fall in one) is over: poll for it rather than guess how long that takes.
    const securityEvents = () =>
      ndjson(
        '/audit/events?event_type=LoginSucceeded,LoginFailed,AccountLocked,LoginFailuresCounted,RefreshTokenReused',
      );
    let security = await securityEvents();
    for (
      let tries = 0;
      tries < 40 && !security.some((event) => event.event_type === 'LoginFailuresCounted');
      tries += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      security = await securityEvents();
    }
    const types = security.map((event) => event.event_type);
    expect(types).to.include.members(['LoginSucceeded', 'LoginFailuresCounted', 'RefreshTokenReused']);
    expect(types, 'no event per failure').to.not.include.members(['LoginFailed']);
    expect(types).to.not.include('AccountLocked');
    expect(security.every((event) => event.stream_id.startsWith('audit-'))).to.equal(true);
    const counted = security.filter(
      (event) => event.event_type === 'LoginFailuresCounted' && String(event.data.first_at) >= since,
    );
    expect(counted).to.have.length(1);
    expect(counted[0].data).to.include({ failures: 2, lockouts: 1, refused_while_locked: 1 });
    expect(counted[0].data.account).to.match(/^anon-/);
    expect(
      security.find((event) => event.event_type === 'LoginSucceeded' && event.data.user_id === session.userId),
    ).to.not.equal(undefined);

    const everything = JSON.stringify(await ndjson('/audit/events'));
    for (const secret of [
      typed,
      password,
      email,
      session.refreshToken,
      rotated.body.data.refresh_token,
      session.token,
    ]) {
      expect(everything).not.to.include(secret);
    }
  });

  it('records every read of the audit endpoints: who audited what', async () => {
    await get('/audit/events?event_type=PatientUpdated&limit=5');
    const reads = await ndjson(`/audit/events?event_type=AuditTrailRead&actor=${auditor.userId}`);
    const last = reads.filter((event) => event.data.endpoint === 'GET /audit/events').at(-2);
    expect(last?.data).to.deep.include({
      user_id: auditor.userId,
      query: { event_type: 'PatientUpdated', limit: '5' },
    });
    expect(last?.stream_id).to.match(/^audit-/);
    expect(last?.metadata).to.include({ actor_role: 'auditor', organization_id: 'org-audit' });
  });

  it('names the first bad position after someone changes a stored event', async () => {
    const [target] = (await get(`/audit/events?stream=patient-${patientId}&limit=1`)).body.data as AuditEvent[];
    await changeStoredBmi(service, target.position);
    const report = (await get('/audit/verify')).body.data;
    expect(report.ok).to.equal(false);
    expect(report.first_bad).to.include({ position: target.position, stream_id: `patient-${patientId}` });
  });

  it('refuses bad filters with 422', async () => {
    const bad = await get('/audit/events?after=-1&limit=5000&from=yesterday');
    expect(bad.status).to.equal(422);
    expect(bad.body.details.map((detail: { field: string }) => detail.field)).to.have.members([
      'after',
      'limit',
      'from',
    ]);
    const type = await get('/audit/events?event_type=PatientDeleted');
    expect(type.status).to.equal(422);
    expect(type.body.code).to.equal('INVALID_ENUM_VALUE');
  });
});
