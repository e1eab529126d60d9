import { expect } from 'chai';
import { type TestService, startTestService, validPatient } from '../support/test-service';

describe('smaller review findings: /ready details, bidi marks', function () {
  this.timeout(60_000);
  let service: TestService;

  before(async () => {
    service = await startTestService({ TRUST_PROXY: 'true' });
  });
  after(() => service.stop());

  it('gives the readiness details only to admins and callers on this machine', async () => {
    const remote = { 'X-Forwarded-For': '203.0.113.40' };
    const stranger = await service.request('GET', '/ready', { headers: remote });
    expect(stranger.status).to.equal(200);
    expect(stranger.body.data).to.have.keys('ready', 'checked_at');
    const provider = (await service.login('provider')).token;
    const notAdmin = await service.request('GET', '/ready', { token: provider, headers: remote });
    expect(notAdmin.body.data).to.have.keys('ready', 'checked_at');
    const admin = (await service.login('admin')).token;
    const operator = await service.request('GET', '/ready', { token: admin, headers: remote });
    expect(operator.body.data).to.include.keys('dependencies', 'projection', 'import_queue', 'problems');
    const local = await service.request('GET', '/ready');
    expect(local.body.data).to.include.keys('dependencies', 'projection', 'import_queue', 'problems');
  });

  for (const [name, mark] of [
    ['LEFT-TO-RIGHT MARK', '\u200E'],
    ['RIGHT-TO-LEFT MARK', '\u200F'],
    ['ARABIC LETTER MARK', '\u061C'],
  ]) {
    it(`refuses a ${name} in free text like the other bidi controls`, async () => {
      const { token } = await service.login('provider');
      const response = await service.request('POST', '/patients', {
        token,
        body: validPatient({ notes: `Hot flashes ${mark}at night` }),
      });
      expect(response.status).to.equal(422);
      expect(response.body.code).to.equal('VALIDATION_ERROR');
      expect(response.body.details[0].field).to.equal('notes');
    });
  }
});
