import { execFile } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { createCertificateAuthority, createServerCertificate } from '../../src/http/tls/certificates';
import { type SpawnedService, addUserWithCli, loginAt, spawnService } from '../batch/spawned-service';
import { trustCertificateAuthority } from '../support/tls-trust';
import { validPatient } from '../support/test-service';

/** `openssl s_client` against the service: real handshakes, not mocks. */
function handshake(port: number, args: string[]): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      'openssl',
      ['s_client', '-connect', `127.0.0.1:${port}`, '-servername', 'localhost', ...args],
      { timeout: 15_000 },
      (error, stdout, stderr) => resolve({ ok: error === null, output: `${stdout}\n${stderr}` }),
    );
    child.stdin?.end('');
  });
}

/** A plain-HTTP request with node's http client (fetch would refuse nothing and follow redirects). */
function plain(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('HTTPS served by the service itself (e2e, real handshakes)', function () {
  this.timeout(180_000);
  let dataDir: string;
  let service: SpawnedService;
  let port: number;
  let token: string;

  async function patientTotal(): Promise<number> {
    const response = await fetch(`${service.baseUrl}/patients?limit=1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { pagination: { total: number } }).pagination.total;
  }

  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'deid-tls-'));
    addUserWithCli(dataDir, 'tls@example.test', 'tls-password-123456', 'provider');
    service = await spawnService(dataDir);
    port = Number(new URL(service.baseUrl).port);
    token = await loginAt(service.baseUrl, 'tls@example.test', 'tls-password-123456');
  });
  after(async () => {
    await service?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('generates a local CA and a server certificate for localhost and 127.0.0.1 in DATA_DIR/tls', () => {
    expect(service.baseUrl).to.match(/^https:\/\/127\.0\.0\.1:\d+\/v1$/);
    expect(service.caFile).to.equal(join(dataDir, 'tls', 'ca.pem'));
    const ca = new X509Certificate(readFileSync(service.caFile));
    const cert = new X509Certificate(readFileSync(join(dataDir, 'tls', 'server.pem')));
    expect(ca.ca).to.equal(true);
    expect(cert.verify(ca.publicKey)).to.equal(true);
    expect(cert.checkHost('localhost')).to.equal('localhost');
    expect(cert.checkIP('127.0.0.1')).to.equal('127.0.0.1');
    // The private keys are readable by their owner only.
    for (const key of ['ca-key.pem', 'server-key.pem']) {
      expect(statSync(join(dataDir, 'tls', key)).mode & 0o777, key).to.equal(0o600);
    }
  });

  it('completes TLS 1.2 and 1.3 handshakes verified against the generated CA', async () => {
    for (const version of ['-tls1_2', '-tls1_3']) {
      const result = await handshake(port, [version, '-CAfile', service.caFile, '-verify_return_error']);
      expect(result.ok, result.output).to.equal(true);
      expect(result.output).to.include('Verify return code: 0 (ok)');
    }
    const tls12 = await handshake(port, ['-tls1_2', '-CAfile', service.caFile]);
    expect(tls12.output).to.match(/Cipher is ECDHE-(RSA|ECDSA)-(AES\d+-GCM-SHA\d+|CHACHA20-POLY1305)/);
  });

  it('refuses TLS 1.1 and TLS 1.0 handshakes', async () => {
    for (const version of ['-tls1_1', '-tls1']) {
      const result = await handshake(port, [version, '-CAfile', service.caFile]);
      expect(result.ok, `${version} must fail\n${result.output}`).to.equal(false);
      // Refused by the server's protocol version alert (or the local OpenSSL had no such protocol left to offer).
      expect(result.output).to.match(/alert protocol version|no protocols available|unsupported protocol/);
      expect(result.output).to.include('Cipher is (NONE)');
    }
  });

  it('serves the API over HTTPS, marked secure (HSTS), to a client trusting the CA', async () => {
    const response = await fetch(`${service.baseUrl}/patients`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(validPatient()),
    });
    expect(response.status).to.equal(201);
    expect(response.headers.get('strict-transport-security')).to.match(/max-age=\d+/);
  });

  it('never serves plain HTTP on the TLS port: one 400 in the error envelope, nothing written', async () => {
    const before = await patientTotal();
    const answer = await plain(
      port,
      'POST',
      '/v1/patients',
      { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      JSON.stringify(validPatient()),
    );
    expect(answer.status).to.equal(400);
    expect(JSON.parse(answer.body)).to.include({ status: 'error', code: 'BAD_REQUEST' });
    expect(answer.headers.connection).to.equal('close');
    expect(await patientTotal()).to.equal(before);
  });

  it('answers every request on HTTP_PORT with 308 to the same path on HTTPS', async () => {
    const get = await plain(service.httpPort, 'GET', '/v1/patients?page=2&limit=5', { Host: 'localhost' });
    expect(get.status).to.equal(308);
    expect(get.headers.location).to.equal(`https://localhost:${port}/v1/patients?page=2&limit=5`);
    const post = await plain(service.httpPort, 'POST', '/v1/auth/login', { Host: '127.0.0.1:9' }, '{}');
    expect(post.status).to.equal(308);
    expect(post.headers.location).to.equal(`https://127.0.0.1:${port}/v1/auth/login`);
    const forged = await plain(service.httpPort, 'GET', '/v1/health', { Host: 'evil.example/x?' });
    expect(forged.headers.location).to.equal(`https://127.0.0.1:${port}/v1/health`);
  });

  it('keeps its CA across a restart, so clients keep trusting it', async () => {
    const caBefore = readFileSync(service.caFile, 'utf8');
    await service.kill('SIGTERM');
    service = await spawnService(dataDir);
    expect(readFileSync(service.caFile, 'utf8')).to.equal(caBefore);
    const result = await handshake(Number(new URL(service.baseUrl).port), [
      '-CAfile',
      service.caFile,
      '-verify_return_error',
    ]);
    expect(result.ok, result.output).to.equal(true);
  });

  it('serves TLS_CERT_FILE and TLS_KEY_FILE when given, and generates nothing', async () => {
    const own = mkdtempSync(join(tmpdir(), 'deid-tls-own-'));
    const ca = createCertificateAuthority('operator test CA');
    const server = createServerCertificate(ca, ['localhost', '127.0.0.1']);
    writeFileSync(join(own, 'cert.pem'), server.certPem);
    writeFileSync(join(own, 'key.pem'), server.keyPem, { mode: 0o600 });
    writeFileSync(join(own, 'ca.pem'), ca.certPem);
    trustCertificateAuthority(ca.certPem);
    const withFiles = await spawnService(join(own, 'data'), {
      TLS_CERT_FILE: join(own, 'cert.pem'),
      TLS_KEY_FILE: join(own, 'key.pem'),
    });
    try {
      const result = await handshake(Number(new URL(withFiles.baseUrl).port), [
        '-CAfile',
        join(own, 'ca.pem'),
        '-verify_return_error',
      ]);
      expect(result.ok, result.output).to.equal(true);
      expect(existsSync(join(own, 'data', 'tls'))).to.equal(false);
    } finally {
      await withFiles.kill('SIGTERM');
      rmSync(own, { recursive: true, force: true });
    }
  });
});
