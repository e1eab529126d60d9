import { expect } from 'chai';
import { publicLocation } from '../../src/http/tls/https-listener';
import { type TestService, startTestService, validPatient } from '../support/test-service';

const STAGING = 'https://staging.example.org/clinical/v1';

describe('a staging deployment behind its public base URL', function () {
  this.timeout(60_000);
  let service: TestService;

  before(async () => {
    service = await startTestService({
      APP_ENV: 'staging',
      PUBLIC_BASE_URL: STAGING,
      PUBLIC_BASE_URL_PRODUCTION: 'https://api.example.org/v1',
      PUBLIC_BASE_URL_DEVELOPMENT: 'https://dev.example.org/v1',
    });
  });
  after(() => service.stop());

  it('reports its environment on /health', async () => {
    const health = await service.request('GET', '/health');
    expect(health.body.data).to.deep.include({ status: 'ok', environment: 'staging' });
  });

  it('lists the three environments in the OpenAPI servers, this one first', async () => {
    const document = await service.request('GET', '/openapi.json');
    expect(document.body.servers).to.deep.equal([
      { url: STAGING, description: 'staging (this deployment)' },
      { url: 'https://dev.example.org/v1', description: 'development' },
      { url: 'https://api.example.org/v1', description: 'production' },
    ]);
  });

  it('points the docs pages at the public base path', async () => {
    const swagger = String((await service.request('GET', '/docs')).body);
    expect(swagger).to.include('"url":"/clinical/v1/openapi.json"');
    expect(swagger).to.include('/clinical/v1/docs/assets/');
    const redoc = String((await service.request('GET', '/redoc')).body);
    expect(redoc).to.include('spec-url="/clinical/v1/openapi.json"');
    expect(redoc).to.include('src="/clinical/v1/redoc/redoc.standalone.js"');
  });

  it('answers Location headers under the public base URL', async () => {
    const { token } = await service.login('provider');
    const created = await service.request('POST', '/patients', { token, body: validPatient() });
    expect(created.status).to.equal(201);
    expect(created.headers.get('location')).to.equal(`${STAGING}/patients/${created.body.data.id}`);
  });
});

describe('the development default', function () {
  this.timeout(60_000);
  it('reports development on /health', async () => {
    const service = await startTestService();
    try {
      expect((await service.request('GET', '/health')).body.data.environment).to.equal('development');
      expect(service.config.environment.configured).to.equal(false);
    } finally {
      await service.stop();
    }
  });
});

describe('redirects to HTTPS use the public base URL', function () {
  this.timeout(60_000);

  it('behind a TLS proxy: the configured address, whatever Host or X-Forwarded-Host say', async () => {
    const service = await startTestService({
      TLS_MODE: 'proxy',
      TRUST_PROXY: 'true',
      PUBLIC_BASE_URL: 'https://api.example.org/clinical/v1',
    });
    try {
      const response = await fetch(`${service.baseUrl}/patients?limit=1`, {
        headers: { 'X-Forwarded-Proto': 'http', 'X-Forwarded-Host': 'evil.example' },
        redirect: 'manual',
      });
      expect(response.status).to.equal(308);
      expect(response.headers.get('location')).to.equal('https://api.example.org/clinical/v1/patients?limit=1');
    } finally {
      await service.stop();
    }
  });

  it('maps a path under the base path onto the public base URL, anything else onto its origin', () => {
    const address = { publicBaseUrl: 'https://api.example.org/clinical/v1', basePath: '/v1' };
    expect(publicLocation(address, '/v1/patients?page=2')).to.equal(
      'https://api.example.org/clinical/v1/patients?page=2',
    );
    expect(publicLocation(address, '/v1')).to.equal('https://api.example.org/clinical/v1');
    expect(publicLocation(address, '/v1?x=1')).to.equal('https://api.example.org/clinical/v1?x=1');
    expect(publicLocation(address, '/v10/x')).to.equal('https://api.example.org/v10/x');
    expect(publicLocation(address, '/')).to.equal('https://api.example.org/');
    expect(publicLocation(address, 'http://evil.example/')).to.equal('https://api.example.org/');
    expect(publicLocation(address, '//evil.example')).to.equal('https://api.example.org//evil.example');
  });
});
