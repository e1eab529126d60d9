import { request as httpRequest } from 'node:http';
import { expect } from 'chai';
import { type TestService, startTestService } from '../support/test-service';

/** Raw bytes as sent (fetch would undo the compression). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

const preflight = (origin: string): Record<string, string> => ({
  Origin: origin,
  'Access-Control-Request-Method': 'POST',
  'Access-Control-Request-Headers': 'authorization,content-type',
});

describe('HTTP conventions: compression, security headers, CORS', () => {
  let service: TestService;
  before(async () => (service = await startTestService({ RATE_LIMIT_BURST_PER_MINUTE: '1000' })));
  after(async () => service.stop());

  it('compresses the OpenAPI document and the docs scripts when the client accepts it', async () => {
    const plain = await rawGet(`${service.baseUrl}/openapi.json`, {});
    const gzip = await rawGet(`${service.baseUrl}/openapi.json`, { 'Accept-Encoding': 'gzip' });
    expect(plain.headers['content-encoding']).to.equal(undefined);
    expect(gzip.headers['content-encoding']).to.equal('gzip');
    expect(gzip.bytes).to.be.below(plain.bytes / 4);
    const bundle = await rawGet(`${service.baseUrl}/redoc/redoc.standalone.js`, { 'Accept-Encoding': 'gzip, br' });
    expect(bundle.headers['content-encoding']).to.be.oneOf(['gzip', 'br']);
  });

  it('sends helmet headers, and HSTS only over TLS', async () => {
    const response = await service.request('GET', '/health');
    expect(response.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(response.headers.get('referrer-policy')).to.equal('no-referrer');
    expect(response.headers.get('content-security-policy')).to.include("default-src 'self'");
    expect(response.headers.get('strict-transport-security'), 'plain HTTP').to.equal(null);
    const forwarded = await service.request('GET', '/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(forwarded.headers.get('strict-transport-security'), 'X-Forwarded-Proto without TRUST_PROXY').to.equal(null);
  });

  it('keeps the docs pages free of outside hosts (ReDoc logo, favicon)', async () => {
    const page = await service.request('GET', '/redoc');
    expect(String(page.body)).to.match(
      /<link rel="icon" type="image\/png" href="\/v1\/docs\/assets\/[^"]+\/favicon-32x32.png">/,
    );
    expect(page.headers.get('content-security-policy')).to.include("img-src 'self' data:");
    const bundle = await service.request('GET', '/redoc/redoc.standalone.js');
    expect(String(bundle.body)).not.to.include('cdn.redoc.ly');
  });

  it('answers preflights before auth and rate limits, with CORS off by default', async () => {
    const remaining = async (): Promise<number> =>
      Number((await service.request('GET', '/health')).headers.get('x-ratelimit-burst-remaining'));
    const before = await remaining();
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${service.baseUrl}/patients`, {
        method: 'OPTIONS',
        headers: preflight('https://app.example.org'),
      });
      expect(response.status).to.equal(204);
      expect(response.headers.get('access-control-allow-origin')).to.equal(null);
      expect(response.headers.get('x-ratelimit-burst-remaining')).to.equal(null);
    }
    expect(await remaining(), 'preflights spent no quota').to.equal(before - 1);
  });
});

describe('HTTP conventions with CORS_ORIGINS and TRUST_PROXY', () => {
  let service: TestService;
  before(
    async () => (service = await startTestService({ CORS_ORIGINS: 'https://app.example.org', TRUST_PROXY: 'true' })),
  );
  after(async () => service.stop());

  it('allows only the listed origins', async () => {
    const allowed = await fetch(`${service.baseUrl}/patients`, {
      method: 'OPTIONS',
      headers: preflight('https://app.example.org'),
    });
    expect(allowed.status).to.equal(204);
    expect(allowed.headers.get('access-control-allow-origin')).to.equal('https://app.example.org');
    expect(allowed.headers.get('access-control-allow-headers')).to.include('Authorization');
    const other = await fetch(`${service.baseUrl}/patients`, {
      method: 'OPTIONS',
      headers: preflight('https://evil.example'),
    });
    expect(other.status).to.equal(204);
    expect(other.headers.get('access-control-allow-origin')).to.equal(null);
    const simple = await service.request('GET', '/health', { headers: { Origin: 'https://app.example.org' } });
    expect(simple.headers.get('access-control-allow-origin')).to.equal('https://app.example.org');
    expect(simple.headers.get('access-control-expose-headers')).to.include('X-Request-ID');
  });

  it('sends HSTS when a trusted proxy says the request came over HTTPS', async () => {
    const forwarded = await service.request('GET', '/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(forwarded.headers.get('strict-transport-security')).to.equal('max-age=31536000; includeSubDomains');
    const plain = await service.request('GET', '/health');
    expect(plain.headers.get('strict-transport-security')).to.equal(null);
  });
});
