import { expect } from 'chai';
import { type TestService, startTestService, validPatient, validVisit } from '../support/test-service';

describe('caching and framing headers', function () {
  this.timeout(60_000);
  let service: TestService;
  let token: string;

  before(async () => {
    service = await startTestService();
    token = (await service.login('provider')).token;
  });
  after(() => service.stop());

  it('marks patient, visit, batch and auth answers, errors included, Cache-Control: no-store', async () => {
    const patient = await service.request('POST', '/patients', { token, body: validPatient() });
    const id = patient.body.data.id as string;
    const visit = await service.request('POST', '/visits', { token, body: validVisit(id) });
    const answers = [
      patient,
      visit,
      await service.request('GET', `/patients/${id}`, { token }),
      await service.request('GET', '/patients', { token }),
      await service.request('PUT', `/patients/${id}`, { token, body: { bmi: 25 } }),
      await service.request('GET', `/visits/${visit.body.data.id}`, { token }),
      await service.request('GET', '/visits', { token }),
      await service.request('GET', '/patients/batch/batch_unknown123', { token }),
      await service.request('GET', '/patients/pat_unknown123', { token }),
      await service.request('GET', '/patients'),
      await service.request('POST', '/auth/login', { body: { email: 'x@example.org', password: 'nope-nope-nope' } }),
      await service.request('POST', '/auth/refresh', { body: { refresh_token: 'nope' } }),
    ];
    for (const answer of answers)
      expect(answer.headers.get('cache-control'), String(answer.status)).to.equal('no-store');
  });

  it('lets the OpenAPI document be cached', async () => {
    const response = await service.request('GET', '/openapi.json');
    expect(response.headers.get('cache-control') ?? '').to.not.include('no-store');
  });

  it('gives the docs pages a self-only Content-Security-Policy and forbids framing', async () => {
    for (const page of ['/docs', '/redoc']) {
      const response = await service.request('GET', page);
      expect(response.status, page).to.equal(200);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).to.include("default-src 'self'").and.include("frame-ancestors 'none'");
      expect(policy, 'no other host may serve assets').to.not.match(/https?:|\*/);
      expect(response.headers.get('x-frame-options')).to.equal('DENY');
    }
    const api = await service.request('GET', '/patients', { token });
    expect(api.headers.get('x-frame-options')).to.equal('DENY');
  });

  it('sends the whole set of security headers on data answers and errors alike, and no X-Powered-By', async () => {
    const expected = {
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
        "frame-ancestors 'self';img-src 'self' data:;object-src 'none';script-src 'self';" +
        "script-src-attr 'none';style-src 'self' https: 'unsafe-inline';upgrade-insecure-requests",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    const answers = [
      await service.request('GET', '/patients', { token }),
      await service.request('GET', '/patients/pat_unknown123', { token }),
      await service.request('GET', '/patients'),
      await service.request('GET', '/no-such-route'),
    ];
    for (const answer of answers) {
      for (const [name, value] of Object.entries(expected))
        expect(answer.headers.get(name), `${name} on a ${answer.status}`).to.equal(value);
      expect(answer.headers.get('x-powered-by'), String(answer.status)).to.equal(null);
    }
  });
});
