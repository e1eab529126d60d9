import { expect } from 'chai';
import { type TestService, startTestService, validPatient } from '../support/test-service';

describe('HTTP behaviour: request ids, envelopes for bad requests, unexpected errors', function () {
  this.timeout(60_000);
  let service: TestService;
  let token: string;

  before(async () => {
    service = await startTestService({ JSON_LIMIT_BYTES: '2048' }, (deps) => ({
      ...deps,
      readStore: new Proxy(deps.readStore, {
        get(target, property, receiver) {
          if (property === 'getVisit') {
            return async (id: string) => {
              if (id === 'vis_explode') throw new Error('simulated store failure with patient text that must not leak');
              return target.getVisit(id);
            };
          }
          return Reflect.get(target, property, receiver);
        },
      }),
    }));
    token = (await service.login('provider')).token;
  });
  after(() => service.stop());

  it('answers with a request id of its own, whatever the client sends', async () => {
    const offered = await service.request('GET', '/patients', { token, headers: { 'X-Request-ID': 'abc-123' } });
    expect(offered.headers.get('x-request-id')).to.match(/^req_/);
    const generated = await service.request('GET', '/patients', { token });
    expect(generated.headers.get('x-request-id')).to.match(/^req_/);
    const unsafe = await service.request('GET', '/patients', {
      token,
      headers: { 'X-Request-ID': 'bad id with spaces' },
    });
    expect(unsafe.headers.get('x-request-id')).to.match(/^req_/);
    const onError = await service.request('GET', '/nowhere');
    expect(onError.headers.get('x-request-id')).to.match(/^req_/);
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const response = await service.request('GET', '/unknown/route', { token });
    expect(response.status).to.equal(404);
    expect(response.body).to.include({ status: 'error', code: 'NOT_FOUND' });
    const outside = await service.request('GET', '/../../etc/passwd');
    expect(outside.status).to.equal(404);
  });

  it('answers malformed JSON and a wrong content type with 400 BAD_REQUEST', async () => {
    const malformed = await service.request('POST', '/patients', {
      token,
      rawBody: '{"age_years": 5',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(malformed.status).to.equal(400);
    expect(malformed.body).to.include({ status: 'error', code: 'BAD_REQUEST' });
    const wrongType = await service.request('POST', '/patients', {
      token,
      rawBody: 'age_years=5',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(wrongType.status).to.equal(400);
    expect(wrongType.body.code).to.equal('BAD_REQUEST');
  });

  it('answers an oversized body with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await service.request('POST', '/patients', {
      token,
      body: validPatient({ notes: 'x'.repeat(5000) }),
    });
    expect(response.status).to.equal(413);
    expect(response.body.code).to.equal('PAYLOAD_TOO_LARGE');
  });

  it('answers a wrong method on a known path with an envelope', async () => {
    const response = await service.request('DELETE', '/patients', { token });
    expect(response.status).to.equal(405);
    expect(response.body.status).to.equal('error');
  });

  it('turns an unexpected failure into INTERNAL_SERVER_ERROR with request_id and timestamp', async () => {
    const response = await service.request('GET', '/visits/vis_explode', { token });
    expect(response.status).to.equal(500);
    expect(response.body.code).to.equal('INTERNAL_SERVER_ERROR');
    expect(response.body.details.request_id).to.equal(response.headers.get('x-request-id'));
    expect(Date.parse(response.body.details.timestamp)).to.be.closeTo(Date.now(), 10_000);
    expect(JSON.stringify(response.body)).to.not.contain('patient text');
  });

  it('never answers 500 to hostile JSON shapes', async () => {
    const bodies = [
      'null',
      '[]',
      '"text"',
      '42',
      '{"__proto__": {"admin": true}}',
      '{"notes": "\\u0000"}',
      '{"notes": "\\ud800"}',
      '{"age_years": 1e400}',
    ];
    for (const rawBody of bodies) {
      const response = await service.request('POST', '/patients', {
        token,
        rawBody,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(response.status, rawBody).to.be.oneOf([400, 422]);
      expect(response.body.status).to.equal('error');
    }
  });
});

describe('rate limits', function () {
  this.timeout(60_000);

  it('reports the hourly quota in X-RateLimit-* and answers RATE_LIMITED past it', async () => {
    const service = await startTestService({ RATE_LIMIT_PER_HOUR: '3', RATE_LIMIT_BURST_PER_MINUTE: '100' });
    try {
      const { token } = await service.login('provider');
      const first = await service.request('GET', '/patients', { token });
      expect(first.headers.get('x-ratelimit-limit')).to.equal('3');
      expect(Number(first.headers.get('x-ratelimit-remaining'))).to.equal(2);
      const reset = Number(first.headers.get('x-ratelimit-reset'));
      expect(reset).to.be.within(Date.now() / 1000, Date.now() / 1000 + 3601);
      await service.request('GET', '/patients', { token });
      await service.request('GET', '/patients', { token });
      const limited = await service.request('GET', '/patients', { token });
      expect(limited.status).to.equal(429);
      expect(limited.body.code).to.equal('RATE_LIMITED');
      expect(limited.body.details).to.include({ limit: 3, window: '1 hour' });
      expect(limited.body.details.retry_after_seconds).to.be.within(1, 3600);
      expect(Date.parse(limited.body.details.reset_at)).to.be.greaterThan(Date.now());
      expect(Number(limited.headers.get('retry-after'))).to.equal(limited.body.details.retry_after_seconds);
      // Limits are per user: another user still gets through.
      const other = await service.login('readonly');
      expect((await service.request('GET', '/patients', { token: other.token })).status).to.equal(200);
    } finally {
      await service.stop();
    }
  });

  it('answers BURST_LIMIT_EXCEEDED past the per-minute burst', async () => {
    const service = await startTestService({ RATE_LIMIT_PER_HOUR: '1000', RATE_LIMIT_BURST_PER_MINUTE: '2' });
    try {
      const { token } = await service.login('provider');
      await service.request('GET', '/patients', { token });
      await service.request('GET', '/patients', { token });
      const limited = await service.request('GET', '/patients', { token });
      expect(limited.status).to.equal(429);
      expect(limited.body.code).to.equal('BURST_LIMIT_EXCEEDED');
      expect(limited.body.details).to.include({ limit: 2, window: '1 minute' });
      expect(limited.headers.get('retry-after')).to.match(/^\d+$/);
      expect(limited.headers.get('x-ratelimit-limit')).to.equal('1000');
    } finally {
      await service.stop();
    }
  });
});
