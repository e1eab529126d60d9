import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../src/config/config';
import { httpsLocation } from '../../src/http/tls/https-listener';
import { type TestService, startTestService } from '../support/test-service';

describe('behind a TLS-terminating proxy (TLS_MODE=proxy)', function () {
  this.timeout(60_000);
  let service: TestService;
  let token: string;

  before(async () => {
    service = await startTestService({ TLS_MODE: 'proxy', TRUST_PROXY: 'true' });
    const { email, password } = await service.addUser('provider');
    const login = await service.request('POST', '/auth/login', {
      body: { email, password },
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    token = login.body.data.access_token;
  });
  after(() => service.stop());

  it('redirects a request the proxy did not forward as https, without serving it', async () => {
    const response = await fetch(`${service.baseUrl}/patients?limit=1`, {
      headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-Proto': 'http', 'X-Forwarded-Host': 'api.example.org' },
      redirect: 'manual',
    });
    expect(response.status).to.equal(308);
    expect(response.headers.get('location')).to.equal('https://api.example.org/v1/patients?limit=1');
    expect(await response.text()).to.not.include('"data"');
    const unmarked = await fetch(`${service.baseUrl}/patients`, {
      headers: { Authorization: `Bearer ${token}` },
      redirect: 'manual',
    });
    expect(unmarked.status).to.equal(308);
  });

  it('serves requests forwarded as https, with HSTS', async () => {
    const response = await service.request('GET', '/patients?limit=1', {
      token,
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(response.status).to.equal(200);
    expect(response.headers.get('strict-transport-security')).to.match(/max-age=/);
  });

  it('leaves GET /health to direct probes', async () => {
    expect((await service.request('GET', '/health')).status).to.equal(200);
  });

  it('refuses TLS_MODE=proxy without TRUST_PROXY=true, and a certificate without its key', () => {
    expect(() => loadConfig({ DATA_DIR: service.config.dataDir, TLS_MODE: 'proxy' }))
      .to.throw(ConfigError)
      .with.property('message')
      .that.includes('TLS_MODE=proxy needs TRUST_PROXY=true');
    expect(() => loadConfig({ DATA_DIR: service.config.dataDir, TLS_CERT_FILE: '/tmp/cert.pem' })).to.throw(
      'TLS_CERT_FILE and TLS_KEY_FILE go together',
    );
  });

  it('defaults HTTP_PORT to PORT+1 and turns it off with HTTP_PORT=off', () => {
    const dataDir = service.config.dataDir;
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '8443' }).tls).to.include({ httpPort: 8444, httpPortExplicit: false });
    expect(loadConfig({ DATA_DIR: dataDir, HTTP_PORT: 'off' }).tls.httpPort).to.equal(null);
    expect(loadConfig({ DATA_DIR: dataDir, HTTP_PORT: '8080' }).tls).to.include({
      httpPort: 8080,
      httpPortExplicit: true,
    });
  });
});

describe('the HTTP_PORT redirect target (unit)', () => {
  it("keeps the request's host name and path, and refuses a Host header that is not a plain name", () => {
    expect(httpsLocation('example.org:8080', '/v1/a?b=1', 8443, 'localhost')).to.equal(
      'https://example.org:8443/v1/a?b=1',
    );
    expect(httpsLocation('example.org', '/x', 443, 'localhost')).to.equal('https://example.org/x');
    expect(httpsLocation('[::1]:80', '/x', 8443, 'localhost')).to.equal('https://[::1]:8443/x');
    expect(httpsLocation('evil.example/@x', '/x', 8443, 'localhost')).to.equal('https://localhost:8443/x');
    expect(httpsLocation(undefined, '//evil.example', 8443, 'localhost')).to.equal(
      'https://localhost:8443//evil.example',
    );
  });
});
