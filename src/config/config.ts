import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { SqliteSynchronous } from '../storage/sqlite-client';
import type { Env } from './env-values';
import { type DeploymentEnvironment, deploymentEnvironment } from './environment';
import { ConfigError, parseSettings } from './parse-settings';
import type { ImportSettings } from '../import/import-settings';
import { importSettingsOf } from './import-settings';
import type { EVENT_STORES, IMPORT_QUEUES, LIMITS_STORES, PROCESS_ROLES, READ_STORES } from './setting-choices';
import type { Settings } from './settings';

export { PROCESS_ROLES } from './setting-choices';
export { ConfigError } from './parse-settings';

export type EventStoreKind = (typeof EVENT_STORES)[number];
export type ReadStoreKind = (typeof READ_STORES)[number];
export type ImportQueueKind = (typeof IMPORT_QUEUES)[number];
export type LimitsStoreKind = (typeof LIMITS_STORES)[number];
export type ProcessRole = (typeof PROCESS_ROLES)[number];

export interface ServiceConfig {
  port: number;
  host: string;
  /** Roles without the API (projector, import worker) answer GET {basePath}/health here when set. */
  healthPort?: number;
  /** GET /metrics (Prometheus) on its own listener when set. */
  metricsPort?: number;
  metricsHost: string;
  dataDir: string;
  /** The embedded store's durability: `full` fsyncs every commit, `normal` only at checkpoints. */
  sqliteSynchronous: SqliteSynchronous;
  basePath: string;
  /** APP_ENV and the public base URLs (checked, with production's refusals, before any secret is generated). */
  environment: DeploymentEnvironment;
  roles: ProcessRole[];
  eventStore: EventStoreKind;
  readStore: ReadStoreKind;
  importQueue: ImportQueueKind;
  limitsStore: LimitsStoreKind;
  postgresUrl: string;
  mongodbUrl: string;
  eventStoreDbUrl: string;
  kafkaBrokers: string[];
  kafkaClientId: string;
  /** Import rows topic (IMPORT_QUEUE=kafka), created when missing with the partitions and retention below. */
  kafkaTopic: string;
  kafkaGroupId: string;
  kafkaTopicPartitions: number;
  /** Raw CSV rows may hold identifying text: the broker deletes them after this long, consumed or not. */
  kafkaRetentionMs: number;
  kafkaSessionTimeoutMs: number;
  redisUrl: string;
  /** Prefix of every Redis key (limits, lockouts, refresh tokens), so deployments or test runs can share a server. */
  redisKeyPrefix: string;
  usersFile: string;
  jwtSecret: string;
  /** Keys the stable pseudonyms that stand for user ids where research readers see actors. */
  pseudonymSecret: string;
  /** The audit checkpoint signing key's 32-byte Ed25519 seed, base64url; empty in a process that only verifies. */
  auditSigningKey: string;
  auditCheckpointIntervalMs: number;
  /** Where the signing key was read from: a file inside DATA_DIR is only as safe as the data. */
  auditSigningKeySource: { path: string | null; insideDataDir: boolean };
  auditLogOrigin: string;
  auditVerifierKeys: string[];
  auditWitnessKeys: string[];
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  maxFailedLogins: number;
  maxFailedLoginsPerAccount: number;
  lockoutSeconds: number;
  loginSlowdownMs: number;
  loginSlowdownMaxMs: number;
  trustedLoginDays: number;
  loginFailureWindowMs: number;
  passwordHashLogN: number;
  apiKeyLifetime: { defaultDays: number; maxDays: number };
  rateLimitPerHour: number;
  rateLimitBurstPerMinute: number;
  /** Browser origins allowed by CORS; empty turns CORS off. */
  corsOrigins: string[];
  jsonLimitBytes: number;
  batchMaxFileBytes: number;
  /** The synchronous dataset snapshot's limit, and the asynchronous exports' per-caller quota. */
  datasets: { snapshotMaxEvents: number; exportsPerCaller: number; exportExpiryMs: number };
  /** The batch import's tuning (groups, threads, limits). */
  importSettings: ImportSettings;
  readYourWritesTimeoutMs: number;
  shutdownTimeoutMs: number;
  topCodeAgeAt90: boolean;
  /** Behind a TLS-terminating proxy: take client addresses and protocol from X-Forwarded-*. */
  trustProxy: boolean;
  /** Proxies that append to X-Forwarded-For: the client address is read that many entries from the right. */
  trustedProxyHops: number;
  /** API keys (hashes), shared like the users file. */
  apiKeysFile: string;
  /** Each organization's request-rate tier. */
  organizationsFile: string;
  enterpriseBurstPerMinute: number;
  tls: {
    mode: Settings['TLS_MODE'];
    certFile?: string;
    keyFile?: string;
    /** The redirect listener's port; null: none. */
    httpPort: number | null;
    /** False when HTTP_PORT was not set: a taken default port is skipped instead of stopping the service. */
    httpPortExplicit: boolean;
  };
  logLevel: Settings['LOG_LEVEL'];
}

/**
 * Without the variable the embedded profile keeps a random secret in DATA_DIR,
 * so it survives a restart and is never a built-in default.
 */
function generatedSecret(configured: string | undefined, dataDir: string, fileName: string, bytes = 48): string {
  if (configured) return configured;
  const path = join(dataDir, fileName);
  if (!existsSync(path)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path, randomBytes(bytes).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return readFileSync(path, 'utf8').trim();
}

/**
 * Only the process that signs (the projector role, where the notary runs)
 * reads the key file; an API-only process, given the public key in
 * AUDIT_VERIFIER_KEYS, never opens it (empty: verify only).
 */
function signingKeyFromFile(file: string, signs: boolean): string {
  return signs ? readFileSync(file, 'utf8').trim() : '';
}

/** Where the audit signing key comes from, and whether it sits beside the data it vouches for. */
function signingKeySource(
  file: string | undefined,
  inline: string | undefined,
  dataDir: string,
): { path: string | null; insideDataDir: boolean } {
  if (!file && inline) return { path: null, insideDataDir: false };
  const path = resolve(file ?? join(dataDir, 'audit-signing-key'));
  const dir = resolve(dataDir);
  return { path, insideDataDir: path === dir || path.startsWith(`${dir}${sep}`) };
}

const splitKeys = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');

/** Paths resolved against the working directory, as the users CLI and the server must agree on them. */
export function resolvedPaths(settings: Settings): {
  dataDir: string;
  usersFile: string;
  apiKeysFile: string;
  organizationsFile: string;
} {
  const dataDir = resolve(settings.DATA_DIR);
  return {
    dataDir,
    usersFile: resolve(settings.USERS_FILE ?? join(dataDir, 'users.json')),
    apiKeysFile: resolve(settings.API_KEYS_FILE ?? join(dataDir, 'api-keys.json')),
    organizationsFile: resolve(settings.ORGANIZATIONS_FILE ?? join(dataDir, 'organizations.json')),
  };
}

/**
 * Throws a ConfigError naming every bad variable (production: every refused convenience); creates the JWT
 * and pseudonym secrets and the audit signing key in DATA_DIR when unset.
 */
export function loadConfig(env: Env = process.env): ServiceConfig {
  const s = parseSettings(env);
  const { dataDir, usersFile, apiKeysFile, organizationsFile } = resolvedPaths(s);
  if (s.TLS_MODE === 'proxy' && !s.TRUST_PROXY) {
    throw new ConfigError([
      'TLS_MODE=proxy needs TRUST_PROXY=true: only a trusted proxy tells which requests arrived over HTTPS',
    ]);
  }
  if (Boolean(s.TLS_CERT_FILE) !== Boolean(s.TLS_KEY_FILE)) {
    throw new ConfigError(['TLS_CERT_FILE and TLS_KEY_FILE go together: set both or neither']);
  }
  const basePath = s.BASE_PATH.replace(/\/+$/, '');
  const environment = deploymentEnvironment(s, basePath);
  const httpPort = s.HTTP_PORT === 'off' ? null : (s.HTTP_PORT ?? (s.PORT < 65535 ? s.PORT + 1 : null));
  return {
    port: s.PORT,
    host: s.HOST,
    healthPort: s.HEALTH_PORT,
    metricsPort: s.METRICS_PORT,
    metricsHost: s.METRICS_HOST,
    dataDir,
    sqliteSynchronous: s.SQLITE_SYNCHRONOUS,
    basePath,
    environment,
    roles: [...new Set(s.ROLES)],
    eventStore: s.EVENT_STORE,
    readStore: s.READ_STORE,
    importQueue: s.IMPORT_QUEUE,
    limitsStore: s.LIMITS_STORE,
    postgresUrl: s.POSTGRES_URL,
    mongodbUrl: s.MONGODB_URL,
    eventStoreDbUrl: s.EVENTSTOREDB_URL,
    kafkaBrokers: s.KAFKA_BROKERS,
    kafkaClientId: s.KAFKA_CLIENT_ID,
    kafkaTopic: s.KAFKA_TOPIC,
    kafkaGroupId: s.KAFKA_GROUP_ID,
    kafkaTopicPartitions: s.KAFKA_TOPIC_PARTITIONS,
    kafkaRetentionMs: s.KAFKA_RETENTION_MS,
    kafkaSessionTimeoutMs: s.KAFKA_SESSION_TIMEOUT_MS,
    redisUrl: s.REDIS_URL,
    redisKeyPrefix: s.REDIS_KEY_PREFIX,
    usersFile,
    apiKeysFile,
    organizationsFile,
    enterpriseBurstPerMinute: s.ENTERPRISE_BURST_PER_MINUTE,
    jwtSecret: generatedSecret(s.JWT_SECRET, dataDir, 'jwt-secret'),
    pseudonymSecret: generatedSecret(s.PSEUDONYM_SECRET, dataDir, 'pseudonym-secret'),
    auditSigningKey: s.AUDIT_SIGNING_KEY_FILE
      ? signingKeyFromFile(s.AUDIT_SIGNING_KEY_FILE, s.ROLES.includes('projector') || !s.AUDIT_VERIFIER_KEYS)
      : generatedSecret(s.AUDIT_SIGNING_KEY, dataDir, 'audit-signing-key', 32),
    auditCheckpointIntervalMs: s.AUDIT_CHECKPOINT_INTERVAL_MS,
    auditSigningKeySource: signingKeySource(s.AUDIT_SIGNING_KEY_FILE, s.AUDIT_SIGNING_KEY, dataDir),
    auditLogOrigin: s.AUDIT_LOG_ORIGIN,
    auditVerifierKeys: splitKeys(s.AUDIT_VERIFIER_KEYS),
    auditWitnessKeys: splitKeys(s.AUDIT_WITNESS_KEYS),
    accessTokenTtlSeconds: s.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: s.REFRESH_TOKEN_TTL_SECONDS,
    maxFailedLogins: s.MAX_FAILED_LOGINS,
    maxFailedLoginsPerAccount: s.MAX_FAILED_LOGINS_PER_ACCOUNT ?? s.MAX_FAILED_LOGINS * 4,
    lockoutSeconds: s.LOCKOUT_SECONDS,
    loginSlowdownMs: s.LOGIN_SLOWDOWN_MS,
    loginSlowdownMaxMs: s.LOGIN_SLOWDOWN_MAX_MS,
    trustedLoginDays: s.TRUSTED_LOGIN_DAYS,
    loginFailureWindowMs: s.LOGIN_FAILURE_WINDOW_MS,
    passwordHashLogN: s.PASSWORD_HASH_LOG_N,
    apiKeyLifetime: { defaultDays: s.API_KEY_DEFAULT_DAYS, maxDays: s.API_KEY_MAX_DAYS },
    rateLimitPerHour: s.RATE_LIMIT_PER_HOUR,
    rateLimitBurstPerMinute: s.RATE_LIMIT_BURST_PER_MINUTE,
    corsOrigins: s.CORS_ORIGINS,
    jsonLimitBytes: s.JSON_LIMIT_BYTES,
    batchMaxFileBytes: s.BATCH_MAX_FILE_BYTES,
    datasets: {
      snapshotMaxEvents: s.DATASET_SNAPSHOT_MAX_EVENTS,
      exportsPerCaller: s.DATASET_EXPORTS_PER_CALLER,
      exportExpiryMs: s.DATASET_EXPORT_EXPIRY_MS,
    },
    importSettings: importSettingsOf(s, env),
    readYourWritesTimeoutMs: s.READ_YOUR_WRITES_TIMEOUT_MS,
    shutdownTimeoutMs: s.SHUTDOWN_TIMEOUT_MS,
    topCodeAgeAt90: s.TOP_CODE_AGE_90,
    trustProxy: s.TRUST_PROXY,
    trustedProxyHops: s.TRUSTED_PROXY_HOPS,
    tls: {
      mode: s.TLS_MODE,
      certFile: s.TLS_CERT_FILE === undefined ? undefined : resolve(s.TLS_CERT_FILE),
      keyFile: s.TLS_KEY_FILE === undefined ? undefined : resolve(s.TLS_KEY_FILE),
      httpPort: s.TLS_MODE === 'on' ? httpPort : null,
      httpPortExplicit: s.HTTP_PORT !== undefined,
    },
    logLevel: s.LOG_LEVEL,
  };
}
