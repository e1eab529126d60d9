import { expect } from 'chai';
import jwt from 'jsonwebtoken';
import { type TestService, startTestService, validPatient } from '../support/test-service';

describe('authentication and roles', function () {
  this.timeout(60_000);
  let service: TestService;

  before(async () => {
    service = await startTestService({ LOCKOUT_SECONDS: '2' });
  });
  after(() => service.stop());

  it('logs in with the documented token response', async () => {
    const { email, password } = await service.addUser('admin', 'org-a');
    const response = await service.request('POST', '/auth/login', { body: { email, password } });
    expect(response.status).to.equal(200);
    const data = response.body.data;
    expect(data).to.include({ token_type: 'Bearer', expires_in: 900, refresh_expires_in: 604800 });
    expect(data.user).to.include({ email, role: 'admin', organization_id: 'org-a' });
    expect(jwt.decode(data.access_token, { complete: true })?.header.alg).to.equal('HS256');
  });

  it('counts failed logins and locks the account after five, even for the right password', async () => {
    const { email, password } = await service.addUser('provider');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await service.request('POST', '/auth/login', { body: { email, password: 'wrong-password' } });
      expect(response.status).to.equal(401);
      expect(response.body.code).to.equal('INVALID_CREDENTIALS');
      expect(response.body.details).to.include({ attempt, max_attempts: 5 });
    }
    const locked = await service.request('POST', '/auth/login', { body: { email, password } });
    expect(locked.status).to.equal(403);
    expect(locked.body.code).to.equal('ACCOUNT_LOCKED');
    expect(locked.body.details.retry_after_seconds).to.be.within(1, 2);
    expect(Date.parse(locked.body.details.locked_until)).to.be.greaterThan(Date.now());
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const after = await service.request('POST', '/auth/login', { body: { email, password } });
    expect(after.status).to.equal(200);
  });

  it('answers INVALID_CREDENTIALS for an unknown email and 422 for a malformed body', async () => {
    const unknown = await service.request('POST', '/auth/login', {
      body: { email: 'nobody@example.test', password: 'x' },
    });
    expect(unknown.status).to.equal(401);
    expect(unknown.body.code).to.equal('INVALID_CREDENTIALS');
    const malformed = await service.request('POST', '/auth/login', { body: { email: 42 } });
    expect(malformed.status).to.equal(422);
  });

  it('rotates refresh tokens: a used or unknown one is INVALID_REFRESH_TOKEN', async () => {
    const { refreshToken } = await service.login('provider');
    const first = await service.request('POST', '/auth/refresh', { body: { refresh_token: refreshToken } });
    expect(first.status).to.equal(200);
    expect(first.body.data.refresh_token).to.not.equal(refreshToken);
    const reused = await service.request('POST', '/auth/refresh', { body: { refresh_token: refreshToken } });
    expect(reused.status).to.equal(401);
    expect(reused.body.code).to.equal('INVALID_REFRESH_TOKEN');
    // Reuse of a rotated token revokes the whole family, including the token issued by the rotation.
    const revoked = await service.request('POST', '/auth/refresh', {
      body: { refresh_token: first.body.data.refresh_token },
    });
    expect(revoked.body.code).to.equal('INVALID_REFRESH_TOKEN');
    const garbage = await service.request('POST', '/auth/refresh', { body: { refresh_token: 'not-a-token' } });
    expect(garbage.body.code).to.equal('INVALID_REFRESH_TOKEN');
  });

  it('answers MISSING_AUTHORIZATION with required_header and format', async () => {
    const response = await service.request('GET', '/patients');
    expect(response.status).to.equal(401);
    expect(response.body.code).to.equal('MISSING_AUTHORIZATION');
    expect(response.body.details).to.have.keys('required_header', 'format');
  });

  it('answers INVALID_TOKEN for malformed, forged, alg none and refresh tokens', async () => {
    const { refreshToken, userId } = await service.login('provider');
    const none = jwt.sign({ sub: userId, role: 'admin', org: 'x', typ: 'access' }, '', { algorithm: 'none' });
    const forged = jwt.sign(
      { sub: userId, role: 'admin', org: 'x', typ: 'access' },
      'another-secret-another-secret-xx',
      { algorithm: 'HS256', issuer: 'menopause-deid-service' },
    );
    const hs512 = jwt.sign({ sub: userId, role: 'admin', org: 'x', typ: 'access' }, service.config.jwtSecret, {
      algorithm: 'HS512',
      issuer: 'menopause-deid-service',
    });
    for (const token of ['abc', none, forged, hs512, refreshToken]) {
      const response = await service.request('GET', '/patients', { token });
      expect(response.status, token).to.equal(401);
      expect(response.body.code).to.equal('INVALID_TOKEN');
    }
    const notBearer = await service.request('GET', '/patients', { headers: { Authorization: 'Basic abc' } });
    expect(notBearer.body.code).to.equal('INVALID_TOKEN');
  });

  it('answers TOKEN_EXPIRED with expired_at and refresh_endpoint', async () => {
    const { userId } = await service.login('provider');
    const exp = Math.floor(Date.now() / 1000) - 60;
    const expired = jwt.sign(
      { sub: userId, role: 'provider', org: 'o', typ: 'access', exp },
      service.config.jwtSecret,
      {
        algorithm: 'HS256',
        issuer: 'menopause-deid-service',
      },
    );
    const response = await service.request('GET', '/patients', { token: expired });
    expect(response.status).to.equal(401);
    expect(response.body.code).to.equal('TOKEN_EXPIRED');
    expect(response.body.details).to.deep.equal({
      expired_at: new Date(exp * 1000).toISOString(),
      refresh_endpoint: '/v1/auth/refresh',
    });
  });

  it('answers FORBIDDEN with required_role, user_role and resource for a readonly write', async () => {
    const { token } = await service.login('readonly');
    for (const [method, path] of [
      ['POST', '/patients'],
      ['PUT', '/patients/pat_x'],
      ['POST', '/visits'],
      ['PUT', '/visits/vis_x'],
    ]) {
      const response = await service.request(method, path, { token, body: validPatient() });
      expect(response.status).to.equal(403);
      expect(response.body.code).to.equal('FORBIDDEN');
      expect(response.body.details).to.deep.equal({
        required_role: ['provider', 'admin'],
        user_role: 'readonly',
        resource: `${method} /v1${path}`,
      });
    }
    expect((await service.request('GET', '/patients', { token })).status).to.equal(200);
    expect((await service.request('GET', '/visits', { token })).status).to.equal(200);
  });

  it('records actor, role, organization and request id in event metadata', async () => {
    const { token, userId } = await service.login('provider', 'org-meta');
    const response = await service.request('POST', '/patients', { token, body: validPatient() });
    const [event] = await service.runtime.eventStore.readStream(`patient-${response.body.data.id}`);
    expect(event.metadata).to.include({
      actor_user_id: userId,
      actor_role: 'provider',
      organization_id: 'org-meta',
      request_id: response.headers.get('x-request-id'),
    });
  });
});
