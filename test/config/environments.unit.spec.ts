import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../src/config/config';

const SECRETS = {
  JWT_SECRET: 'j'.repeat(40),
  PSEUDONYM_SECRET: 'p'.repeat(40),
  AUDIT_SIGNING_KEY: 'a'.repeat(43),
  TLS_CERT_FILE: '/etc/ssl/service.pem',
  TLS_KEY_FILE: '/etc/ssl/service-key.pem',
};

describe('environments: APP_ENV, public base URLs and the start-up checks', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'deid-env-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  function problems(env: Record<string, string>): string[] {
    try {
      loadConfig({ DATA_DIR: dataDir, ...env });
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return expect.fail('expected the configuration to be refused');
  }

  describe('development (the default)', () => {
    it('derives the base URL from HOST, PORT and BASE_PATH, and allows every convenience', () => {
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'debug' });
      expect(config.environment).to.deep.equal({
        name: 'development',
        publicBaseUrl: 'https://127.0.0.1:3000/v1',
        configured: false,
        servers: [{ url: 'https://127.0.0.1:3000/v1', description: 'development (this deployment)' }],
      });
      expect(existsSync(join(dataDir, 'jwt-secret'))).to.equal(true);
      const wildcard = loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0', PORT: '443', BASE_PATH: '/api/v1/' });
      expect(wildcard.environment.publicBaseUrl).to.equal('https://localhost/api/v1');
      expect(loadConfig({ DATA_DIR: dataDir, HOST: '::1' }).environment.publicBaseUrl).to.equal(
        'https://[::1]:3000/v1',
      );
    });

    it('takes PUBLIC_BASE_URL as given (without a trailing slash) and lists the other environments after it', () => {
      const config = loadConfig({
        DATA_DIR: dataDir,
        PUBLIC_BASE_URL: 'https://dev.example.org/clinical/v1/',
        PUBLIC_BASE_URL_PRODUCTION: 'https://api.example.org/v1',
        PUBLIC_BASE_URL_STAGING: 'https://staging.example.org/v1',
      });
      expect(config.environment.configured).to.equal(true);
      expect(config.environment.servers).to.deep.equal([
        { url: 'https://dev.example.org/clinical/v1', description: 'development (this deployment)' },
        { url: 'https://staging.example.org/v1', description: 'staging' },
        { url: 'https://api.example.org/v1', description: 'production' },
      ]);
    });

    it('refuses a base URL that does not end in the version segment of BASE_PATH', () => {
      expect(problems({ PUBLIC_BASE_URL_STAGING: 'https://staging.example.org/v2' })).to.deep.equal([
        'PUBLIC_BASE_URL_STAGING="https://staging.example.org/v2" must end in /v1, the version segment of BASE_PATH',
      ]);
      expect(problems({ PUBLIC_BASE_URL: 'http://dev.example.org/v1' })[0]).to.match(
        /^PUBLIC_BASE_URL="http:\/\/dev\.example\.org\/v1" is not allowed: use an absolute `https:\/\/` URL/,
      );
      expect(problems({ PUBLIC_BASE_URL: 'https://dev.example.org/' })).to.have.length(1);
    });
  });

  describe('staging', () => {
    it('needs a public base URL, and says which variables give it', () => {
      expect(problems({ APP_ENV: 'staging' })).to.deep.equal([
        'APP_ENV=staging needs PUBLIC_BASE_URL (or PUBLIC_BASE_URL_STAGING): the https address clients use, ' +
          'ending in /v1',
      ]);
    });

    it('takes its own entry of the per-environment list, puts it first, and keeps development conveniences', () => {
      const config = loadConfig({
        DATA_DIR: dataDir,
        APP_ENV: 'staging',
        LOG_LEVEL: 'debug',
        PUBLIC_BASE_URL_DEVELOPMENT: 'https://dev.example.org/v1',
        PUBLIC_BASE_URL_STAGING: 'https://staging.example.org/v1',
      });
      expect(config.environment).to.deep.include({ name: 'staging', publicBaseUrl: 'https://staging.example.org/v1' });
      expect(config.environment.servers.map((server) => server.description)).to.deep.equal([
        'staging (this deployment)',
        'development',
      ]);
    });

    it('refuses PUBLIC_BASE_URL and its own list entry disagreeing', () => {
      expect(
        problems({
          APP_ENV: 'staging',
          PUBLIC_BASE_URL: 'https://a.example.org/v1',
          PUBLIC_BASE_URL_STAGING: 'https://b.example.org/v1',
        }),
      ).to.deep.equal([
        'PUBLIC_BASE_URL and PUBLIC_BASE_URL_STAGING disagree: with APP_ENV=staging they name the same address',
      ]);
    });
  });

  describe('production', () => {
    it('refuses every development convenience at once, naming each and the setting that allows it', () => {
      const refused = problems({ APP_ENV: 'production', LOG_LEVEL: 'debug' });
      expect(refused).to.have.length(6);
      const conveniences = [
        ['generated-tls-certificate', 'generated local CA'],
        ['generated-jwt-secret', 'JWT_SECRET unset'],
        ['generated-pseudonym-secret', 'PSEUDONYM_SECRET unset'],
        ['generated-audit-signing-key', 'AUDIT_SIGNING_KEY unset'],
        ['debug-logging', 'LOG_LEVEL=debug'],
      ];
      for (const [name, what] of conveniences) {
        const line = refused.find((problem) => problem.includes(`\`${name}\``));
        expect(line, name)
          .to.include('APP_ENV=production refuses')
          .and.include(what)
          .and.include('ALLOW_IN_PRODUCTION');
      }
      expect(refused).to.include(
        'APP_ENV=production needs PUBLIC_BASE_URL (or PUBLIC_BASE_URL_PRODUCTION): the https address clients use, ' +
          'ending in /v1',
      );
      // Refused before anything is generated into DATA_DIR.
      expect(existsSync(join(dataDir, 'jwt-secret'))).to.equal(false);
      expect(existsSync(join(dataDir, 'audit-signing-key'))).to.equal(false);
    });

    it('starts with its secrets, certificate and base URL configured', () => {
      const config = loadConfig({
        DATA_DIR: dataDir,
        APP_ENV: 'production',
        PUBLIC_BASE_URL: 'https://api.example.org/v1',
        ...SECRETS,
      });
      expect(config.environment).to.deep.include({ name: 'production', publicBaseUrl: 'https://api.example.org/v1' });
      expect(config.jwtSecret).to.equal(SECRETS.JWT_SECRET);
    });

    it('refuses LOG_LEVEL=trace as debug logging, and needs no certificate behind a TLS proxy', () => {
      const base = { DATA_DIR: dataDir, APP_ENV: 'production', PUBLIC_BASE_URL: 'https://api.example.org/v1' };
      expect(problems({ ...base, ...SECRETS, LOG_LEVEL: 'trace' })).to.have.length(1);
      const { TLS_CERT_FILE: _cert, TLS_KEY_FILE: _key, ...secrets } = SECRETS;
      expect(() => loadConfig({ ...base, ...secrets, TLS_MODE: 'proxy', TRUST_PROXY: 'true' })).not.to.throw();
    });

    it('accepts a convenience named in ALLOW_IN_PRODUCTION, and only that one', () => {
      const base = { APP_ENV: 'production', PUBLIC_BASE_URL: 'https://api.example.org/v1', ...SECRETS };
      const { JWT_SECRET: _jwt, ...withoutJwt } = base;
      const allowed = { ...withoutJwt, LOG_LEVEL: 'debug', ALLOW_IN_PRODUCTION: 'generated-jwt-secret, debug-logging' };
      expect(() => loadConfig({ DATA_DIR: dataDir, ...allowed })).not.to.throw();
      const partly = problems({ ...withoutJwt, LOG_LEVEL: 'debug', ALLOW_IN_PRODUCTION: 'debug-logging' });
      expect(partly).to.have.length(1);
      expect(partly[0]).to.include('`generated-jwt-secret`');
      expect(problems({ ...base, ALLOW_IN_PRODUCTION: 'everything' })[0]).to.match(/^ALLOW_IN_PRODUCTION="everything"/);
    });
  });
});
