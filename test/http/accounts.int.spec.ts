import { expect } from 'chai';
import type { User } from '../../src/auth/user-store';
import { type TestService, startTestService, validPatient } from '../support/test-service';

describe('logout and account status', function () {
  this.timeout(60_000);
  let service: TestService;

  before(async () => (service = await startTestService()));
  after(() => service.stop());

  async function changeUser(email: string, change: (user: User) => User | null): Promise<void> {
    const users = service.runtime.auth.users;
    const user = await users.findByEmail(email);
    if (!user) throw new Error(`no user ${email}`);
    const changed = change(user);
    if (changed) await users.replace(changed);
    else await users.remove(user.id);
  }

  it('logout revokes the refresh token and every token rotated from the same login', async () => {
    const { refreshToken } = await service.login('provider');
    const rotated = await service.request('POST', '/auth/refresh', { body: { refresh_token: refreshToken } });
    const current = rotated.body.data.refresh_token as string;
    const out = await service.request('POST', '/auth/logout', { body: { refresh_token: current } });
    expect(out.status).to.equal(200);
    expect(out.body).to.deep.include({ status: 'success', data: { logged_out: true } });
    expect(out.headers.get('cache-control')).to.equal('no-store');
    const again = await service.request('POST', '/auth/refresh', { body: { refresh_token: current } });
    expect(again.status).to.equal(401);
    expect(again.body.code).to.equal('INVALID_REFRESH_TOKEN');
  });

  it('logout with a rotated token still ends the login', async () => {
    const { refreshToken } = await service.login('provider');
    const rotated = await service.request('POST', '/auth/refresh', { body: { refresh_token: refreshToken } });
    expect((await service.request('POST', '/auth/logout', { body: { refresh_token: refreshToken } })).status).to.equal(
      200,
    );
    const refused = await service.request('POST', '/auth/refresh', {
      body: { refresh_token: rotated.body.data.refresh_token },
    });
    expect(refused.body.code).to.equal('INVALID_REFRESH_TOKEN');
  });

  it('answers an unknown token with 200 and a malformed body with the envelope', async () => {
    expect(
      (await service.request('POST', '/auth/logout', { body: { refresh_token: 'never-issued' } })).status,
    ).to.equal(200);
    const malformed = await service.request('POST', '/auth/logout', { body: {} });
    expect(malformed.status).to.equal(422);
    expect(malformed.body.code).to.equal('VALIDATION_ERROR');
    const notJson = await service.request('POST', '/auth/logout', {
      rawBody: 'x',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(notJson.status).to.equal(400);
  });

  it('a disabled user loses access token, refresh and login; enabling restores login', async () => {
    const { token, refreshToken, email, password } = await service.login('provider');
    await changeUser(email, (user) => ({ ...user, disabled: true }));
    const read = await service.request('GET', '/patients', { token });
    expect(read.status).to.equal(401);
    expect(read.body.code).to.equal('INVALID_TOKEN');
    const refreshed = await service.request('POST', '/auth/refresh', { body: { refresh_token: refreshToken } });
    expect(refreshed.body.code).to.equal('INVALID_REFRESH_TOKEN');
    const login = await service.request('POST', '/auth/login', { body: { email, password } });
    expect(login.status).to.equal(401);
    expect(login.body.code).to.equal('INVALID_CREDENTIALS');
    await changeUser(email, (user) => ({ ...user, disabled: false }));
    expect((await service.request('POST', '/auth/login', { body: { email, password } })).status).to.equal(200);
  });

  it('a password reset ends the sessions started before it', async () => {
    const { token, refreshToken, email } = await service.login('provider');
    await changeUser(email, (user) => ({ ...user, passwordChangedAt: new Date(Date.now() + 2000).toISOString() }));
    expect((await service.request('GET', '/patients', { token })).body.code).to.equal('INVALID_TOKEN');
    const refreshed = await service.request('POST', '/auth/refresh', { body: { refresh_token: refreshToken } });
    expect(refreshed.body.code).to.equal('INVALID_REFRESH_TOKEN');
  });

  it('a user moved to another organization acts for it from the next request, not for the old one', async () => {
    const { token, email } = await service.login('provider');
    const created = await service.request('POST', '/patients', { token, body: validPatient() });
    expect(created.status).to.equal(201);
    const patientId = created.body.data.id as string;
    expect((await service.request('GET', `/patients/${patientId}`, { token })).status).to.equal(200);
    await changeUser(email, (user) => ({ ...user, organizationId: `moved-${user.organizationId}` }));
    const read = await service.request('GET', `/patients/${patientId}`, { token });
    expect(read.status).to.equal(403);
    expect(read.body.code).to.equal('ORGANIZATION_ACCESS_DENIED');
    const listed = await service.request('GET', '/patients', { token });
    expect(listed.body.data.map((patient: { id: string }) => patient.id)).to.not.include(patientId);
  });

  it('a changed role applies to the next request; a removed user is refused', async () => {
    const { token, email } = await service.login('provider');
    expect((await service.request('POST', '/patients', { token, body: validPatient() })).status).to.equal(201);
    await changeUser(email, (user) => ({ ...user, role: 'readonly' }));
    const write = await service.request('POST', '/patients', { token, body: validPatient() });
    expect(write.status).to.equal(403);
    expect(write.body.details.user_role).to.equal('readonly');
    await changeUser(email, () => null);
    expect((await service.request('GET', '/patients', { token })).body.code).to.equal('INVALID_TOKEN');
  });
});
