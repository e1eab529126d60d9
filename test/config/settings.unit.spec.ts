import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../src/config/config';
import { configTable, withConfigTable } from '../../src/config/config-table';
import { parseSettings } from '../../src/config/parse-settings';
import { describeConfig } from '../../src/config/print-config';
import { SETTINGS, type SettingName } from '../../src/config/settings';

/** One value per variable that must be refused; a new variable without one fails the completeness test below. */
const BAD_VALUES: Record<SettingName, string> = {
  PORT: '70000',
  HOST: 'two words',
  TLS_MODE: 'self-signed',
  TLS_CERT_FILE: ' ',
  TLS_KEY_FILE: ' ',
  HTTP_PORT: '70000',
  HEALTH_PORT: '0',
  METRICS_PORT: '65536',
  METRICS_HOST: 'two hosts',
  DATA_DIR: '   ',
  BASE_PATH: 'v1',
  APP_ENV: 'prod',
  PUBLIC_BASE_URL: 'http://api.example.org/v1',
  PUBLIC_BASE_URL_DEVELOPMENT: 'https://dev.example.org/api',
  PUBLIC_BASE_URL_STAGING: 'https://user:pw@staging.example.org/v1',
  PUBLIC_BASE_URL_PRODUCTION: 'https://api.example.org/v1?x=1',
  ALLOW_IN_PRODUCTION: 'everything',
  ROLES: 'api,web',
  EVENT_STORE: 'mysql',
  READ_STORE: 'redis',
  IMPORT_QUEUE: 'rabbitmq',
  LIMITS_STORE: 'disk',
  POSTGRES_URL: 'mysql://localhost/db',
  MONGODB_URL: 'not a url',
  EVENTSTOREDB_URL: 'http://localhost:2113',
  KAFKA_BROKERS: 'localhost',
  KAFKA_TOPIC: 'a topic',
  KAFKA_GROUP_ID: 'a group',
  KAFKA_CLIENT_ID: 'a client',
  KAFKA_TOPIC_PARTITIONS: '0',
  KAFKA_RETENTION_MS: '1h',
  KAFKA_SESSION_TIMEOUT_MS: '5000',
  REDIS_URL: 'localhost:6379',
  REDIS_KEY_PREFIX: 'two words',
  JWT_SECRET: 'too-short',
  PSEUDONYM_SECRET: 'short',
  AUDIT_SIGNING_KEY: 'not+base64url+and+far+too+long+for+a+seed+of+32+bytes',
  AUDIT_SIGNING_KEY_FILE: ' ',
  AUDIT_CHECKPOINT_INTERVAL_MS: '0',
  AUDIT_LOG_ORIGIN: 'a+b',
  AUDIT_VERIFIER_KEYS: 'not-a-key',
  AUDIT_WITNESS_KEYS: 'w+1234+AAAA',
  USERS_FILE: ' ',
  API_KEYS_FILE: ' ',
  ORGANIZATIONS_FILE: ' ',
  ENTERPRISE_BURST_PER_MINUTE: 'unlimited',
  ACCESS_TOKEN_TTL_SECONDS: '-1',
  REFRESH_TOKEN_TTL_SECONDS: '1.5',
  MAX_FAILED_LOGINS: 'five',
  MAX_FAILED_LOGINS_PER_ACCOUNT: '0',
  LOCKOUT_SECONDS: '0',
  LOGIN_SLOWDOWN_MS: '0',
  LOGIN_SLOWDOWN_MAX_MS: 'slow',
  TRUSTED_LOGIN_DAYS: '-1',
  LOGIN_FAILURE_WINDOW_MS: '5min',
  PASSWORD_HASH_LOG_N: '21',
  API_KEY_DEFAULT_DAYS: '0',
  API_KEY_MAX_DAYS: 'forever',
  RATE_LIMIT_PER_HOUR: '1e3',
  RATE_LIMIT_BURST_PER_MINUTE: 'lots',
  CORS_ORIGINS: '*',
  JSON_LIMIT_BYTES: '1MB',
  BATCH_MAX_FILE_BYTES: '50MB',
  DATASET_SNAPSHOT_MAX_EVENTS: 'many',
  DATASET_EXPORTS_PER_CALLER: '0',
  DATASET_EXPORT_EXPIRY_MS: '1 day',
  BATCH_MAX_ROW_BYTES: '0',
  BATCH_STALE_UPLOAD_MS: 'soon',
  IMPORT_GROUP_SIZE: '0',
  IMPORT_GROUP_BYTES: '2MB',
  IMPORT_PUBLISH_CHUNK_ROWS: '-5',
  IMPORT_POISON_ATTEMPTS: 'x',
  IMPORT_VALIDATION_THREADS: '99',
  IMPORT_DECISION_THREADS: 'yes',
  SQLITE_SYNCHRONOUS: 'off',
  READ_YOUR_WRITES_TIMEOUT_MS: 'forever',
  SHUTDOWN_TIMEOUT_MS: '0',
  TOP_CODE_AGE_90: '1',
  TRUSTED_PROXY_HOPS: '0',
  TRUST_PROXY: 'yes',
  LOG_LEVEL: 'loud',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseSettings(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('configuration schema', () => {
  it('has a refused example for every variable', () => {
    expect(Object.keys(BAD_VALUES).sort()).to.deep.equal(Object.keys(SETTINGS).sort());
  });

  for (const [name, value] of Object.entries(BAD_VALUES)) {
    it(`refuses ${name}=${JSON.stringify(value)} naming the variable, the value and what is allowed`, () => {
      const problems = problemsOf({ [name]: value });
      expect(problems, 'exactly one problem').to.have.length(1);
      const setting = SETTINGS[name as SettingName];
      expect(problems[0]).to.match(new RegExp(`^${name}=`));
      expect(problems[0]).to.include(setting.allowed);
      if (!('secret' in setting && setting.secret)) expect(problems[0]).to.include(JSON.stringify(value));
    });
  }

  it('reports every bad variable at once', () => {
    expect(problemsOf({ TOP_CODE_AGE_90: '1', TRUST_PROXY: 'yes', LOG_LEVEL: 'loud', PORT: '70000' })).to.have.length(
      4,
    );
  });

  it('reads booleans as exactly true or false, and empty as unset', () => {
    expect(parseSettings({ TOP_CODE_AGE_90: 'true', TRUST_PROXY: 'false' })).to.include({
      TOP_CODE_AGE_90: true,
      TRUST_PROXY: false,
    });
    expect(parseSettings({ TOP_CODE_AGE_90: '', PORT: '' })).to.include({ TOP_CODE_AGE_90: false, PORT: 3000 });
    expect(problemsOf({ TOP_CODE_AGE_90: 'TRUE' })).to.have.length(1);
  });

  it('accepts the documented defaults with an empty environment', () => {
    const settings = parseSettings({});
    expect(settings).to.include({
      PORT: 3000,
      HOST: '127.0.0.1',
      EVENT_STORE: 'sqlite',
      LOG_LEVEL: 'info',
      HEALTH_PORT: undefined,
    });
    expect(settings.CORS_ORIGINS).to.deep.equal([]);
  });

  it('hides secrets when printing the effective configuration', () => {
    const env = { JWT_SECRET: 's'.repeat(40), POSTGRES_URL: 'postgres://clinical:hunter2-password@db:5432/clinical' };
    const printed = describeConfig(env, parseSettings(env));
    expect(printed).not.to.include('s'.repeat(40)).and.not.to.include('hunter2-password');
    expect(printed).to.include('JWT_SECRET=(set, hidden)').and.include('postgres://clinical:***@db:5432/clinical');
    for (const name of Object.keys(SETTINGS)) expect(printed).to.match(new RegExp(`^${name}=`, 'm'));
  });

  it('maps settings onto the service configuration', () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/deid-config-test',
      JWT_SECRET: 'j'.repeat(32),
      BASE_PATH: '/api/v2/',
      ROLES: 'api, api,projector',
      CORS_ORIGINS: 'https://a.example, http://localhost:5173',
    });
    expect(config).to.include({ basePath: '/api/v2', usersFile: '/tmp/deid-config-test/users.json' });
    expect(config.roles).to.deep.equal(['api', 'projector']);
    expect(config.corsOrigins).to.deep.equal(['https://a.example', 'http://localhost:5173']);
  });

  it('matches the configuration table in docs/configuration.md (npm run docs:config rewrites it)', () => {
    const page = readFileSync(join(__dirname, '..', '..', 'docs', 'configuration.md'), 'utf8');
    expect(page).to.include(configTable());
    expect(withConfigTable(page)).to.equal(page);
  });
});
