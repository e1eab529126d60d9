import { z } from 'zod';
import { MAX_VALIDATION_THREADS, defaultValidationThreads } from '../import/import-settings';
import {
  type Setting,
  boolean,
  integer,
  list,
  oneOf,
  optional,
  path,
  port,
  publicBaseUrl,
  secretText,
  text,
  url,
  verifierKeys,
} from './setting-kinds';

import {
  APP_ENVS,
  EVENT_STORES,
  IMPORT_QUEUES,
  LIMITS_STORES,
  LOG_LEVELS,
  PROCESS_ROLES,
  PRODUCTION_CONVENIENCES,
  READ_STORES,
  TLS_MODES,
} from './setting-choices';

const MIB = 1024 * 1024;
const origin = z.string().regex(/^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?$/);
const hostPort = z.string().regex(/^[A-Za-z0-9.-]+:[0-9]{1,5}$/);
const role = z.enum(PROCESS_ROLES);
/**
 * Every environment variable the service reads, one entry each, in the order
 * of the table in docs/configuration.md (which `npm run docs:config` writes from here). A new
 * variable is one more entry; a new adapter is one more value in its list.
 */
export const SETTINGS = {
  PORT: port(3000, 'HTTPS port of the API (plain HTTP with `TLS_MODE=proxy`)'),
  HOST: text('127.0.0.1', 'address the listeners bind (`0.0.0.0` for all interfaces)'),
  TLS_MODE: oneOf(
    TLS_MODES,
    'on',
    '`on`: the service speaks TLS 1.2+ on PORT; `proxy`: a TLS proxy in front (needs `TRUST_PROXY=true`), ' +
      'requests it did not forward as https are redirected',
  ),
  TLS_CERT_FILE: optional(
    path('', 'PEM certificate (chain) served on PORT; with TLS_KEY_FILE'),
    'unset: a local CA and certificate generated in `DATA_DIR/tls`',
  ),
  TLS_KEY_FILE: optional(path('', 'PEM private key of TLS_CERT_FILE'), 'unset'),
  HTTP_PORT: optional(
    {
      ...port(1, 'plain-HTTP listener that answers every request with 308 to the same path on HTTPS'),
      schema: z.union([z.literal('off'), port(1, '').schema]),
      allowed: 'a whole number from 1 to 65535, or `off`',
    },
    'PORT+1 (skipped with a warning when taken)',
  ),
  HEALTH_PORT: optional(port(1, 'health listener for processes without the `api` role'), 'unset (none)'),
  METRICS_PORT: optional(
    port(1, 'Prometheus `GET /metrics` listener, in every role (docs/operating.md)'),
    'unset (none)',
  ),
  METRICS_HOST: text('127.0.0.1', 'address the metrics listener binds; whoever reaches it may read the metrics'),
  DATA_DIR: path('./data', 'embedded database, users file and generated JWT secret'),
  BASE_PATH: {
    ...text('/v1', 'prefix of every route'),
    schema: z.string().regex(/^(\/[A-Za-z0-9._~-]+)+\/?$/),
    allowed: 'a path such as `/v1`',
  },
  APP_ENV: oneOf(
    APP_ENVS,
    'development',
    'which deployment this is: `staging` and `production` need a public base URL, and `production` refuses ' +
      'development conveniences (docs/environments.md)',
  ),
  PUBLIC_BASE_URL: publicBaseUrl(
    "this deployment's {base_url} as clients reach it: the OpenAPI document's first server, the docs pages, " +
      'redirects and `Location` headers',
    'development: `https://HOST:PORT` + BASE_PATH; staging and production: required (or `PUBLIC_BASE_URL_<APP_ENV>`)',
  ),
  PUBLIC_BASE_URL_DEVELOPMENT: publicBaseUrl(
    '{base_url} of the development environment, listed among the OpenAPI servers',
    'unset (not listed)',
  ),
  PUBLIC_BASE_URL_STAGING: publicBaseUrl(
    '{base_url} of the staging environment, listed among the OpenAPI servers',
    'unset (not listed)',
  ),
  PUBLIC_BASE_URL_PRODUCTION: publicBaseUrl(
    '{base_url} of the production environment, listed among the OpenAPI servers',
    'unset (not listed)',
  ),
  ALLOW_IN_PRODUCTION: list(
    z.enum(PRODUCTION_CONVENIENCES),
    '',
    `a comma-separated list of ${PRODUCTION_CONVENIENCES.map((c) => `\`${c}\``).join(', ')}`,
    'development conveniences `APP_ENV=production` accepts anyway (each refused at start otherwise)',
  ),
  ROLES: list(
    role,
    PROCESS_ROLES.join(','),
    `a comma-separated list of ${PROCESS_ROLES.map((r) => `\`${r}\``).join(', ')}`,
    'process roles run by this process (any non-empty subset)',
    {
      nonEmpty: true,
    },
  ),
  EVENT_STORE: oneOf(EVENT_STORES, 'sqlite', 'event log adapter'),
  READ_STORE: oneOf(READ_STORES, 'sqlite', 'read model adapter'),
  IMPORT_QUEUE: oneOf(IMPORT_QUEUES, 'sqlite', 'batch import queue adapter'),
  LIMITS_STORE: oneOf(LIMITS_STORES, 'memory', 'rate limits, lockouts and refresh tokens'),
  POSTGRES_URL: url(
    ['postgres', 'postgresql'],
    'postgres://clinical:clinical@127.0.0.1:55432/clinical',
    'used by the `postgres` adapters; `options=-c search_path=X` selects a schema',
  ),
  MONGODB_URL: url(
    ['mongodb', 'mongodb+srv'],
    'mongodb://127.0.0.1:57017/clinical',
    'used by `READ_STORE=mongodb`; the path names the database',
  ),
  EVENTSTOREDB_URL: url(
    ['esdb', 'esdb+discover'],
    'esdb://127.0.0.1:2113?tls=false',
    'used by `EVENT_STORE=eventstoredb`',
  ),
  KAFKA_BROKERS: list(
    hostPort,
    '127.0.0.1:59092',
    'a comma-separated list of `host:port`',
    'used by `IMPORT_QUEUE=kafka`',
    { nonEmpty: true },
  ),
  KAFKA_TOPIC: text('clinical.import-rows', 'import rows topic (created when missing)'),
  KAFKA_GROUP_ID: text('clinical-import-workers', 'consumer group of the import workers'),
  KAFKA_CLIENT_ID: text('menopause-deid-service', 'Kafka client id'),
  KAFKA_TOPIC_PARTITIONS: integer(4, 'partitions of a topic the service creates'),
  KAFKA_RETENTION_MS: integer(24 * 3600 * 1000, 'raw rows may hold identifying text: keep retention short'),
  KAFKA_SESSION_TIMEOUT_MS: integer(
    30_000,
    "a killed import worker's partitions move to another worker after this (the broker allows 6000 to 300000)",
    { min: 6000, max: 300_000 },
  ),
  REDIS_URL: url(['redis', 'rediss'], 'redis://127.0.0.1:56379', 'used by `LIMITS_STORE=redis`'),
  REDIS_KEY_PREFIX: text('deid:', 'prefix of every Redis key, so deployments can share a server'),
  JWT_SECRET: secretText(
    32,
    'signs access tokens; set the same value on every API process',
    'generated into `DATA_DIR/jwt-secret`',
  ),
  PSEUDONYM_SECRET: secretText(
    32,
    'keys the stable pseudonyms shown instead of user ids to research readers; same value on every API process',
    'generated into `DATA_DIR/pseudonym-secret`',
  ),
  AUDIT_SIGNING_KEY: {
    ...secretText(
      43,
      'Ed25519 private key (base64url of its 32-byte seed) that signs audit checkpoints; same value on every process',
      'generated into `DATA_DIR/audit-signing-key`',
    ),
    schema: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/)
      .optional(),
    allowed: '43 base64url characters (a 32-byte seed)',
  },
  AUDIT_SIGNING_KEY_FILE: optional(
    path('', 'file holding the audit signing key (the AUDIT_SIGNING_KEY format); keep it outside DATA_DIR'),
    'unset: AUDIT_SIGNING_KEY, else `DATA_DIR/audit-signing-key` (a warning at start when inside DATA_DIR)',
  ),
  AUDIT_CHECKPOINT_INTERVAL_MS: integer(
    1000,
    'longest time between a move of the log head and the signed tree head (checkpoint) covering it',
  ),
  AUDIT_LOG_ORIGIN: {
    ...text('menopause-deid-service/audit-log', 'origin line of the signed tree heads and name of their signing key'),
    schema: z.string().regex(/^[^\s+]+$/),
    allowed: 'a value without spaces or `+`',
  },
  AUDIT_VERIFIER_KEYS: verifierKeys('note verifier keys of earlier signing keys, still served and accepted'),
  AUDIT_WITNESS_KEYS: verifierKeys('verifier keys (cosignature/v1) of the witnesses whose cosignatures are stored'),
  USERS_FILE: optional(path('-', 'accounts, shared by every API process and the users CLI'), '`DATA_DIR/users.json`'),
  ORGANIZATIONS_FILE: optional(
    path('-', 'request-rate tier of each organization, shared by every API process and the orgs CLI'),
    '`DATA_DIR/organizations.json`',
  ),
  API_KEYS_FILE: optional(
    path('-', 'API keys (hashes only), shared by every API process and the keys CLI'),
    '`DATA_DIR/api-keys.json`',
  ),
  ACCESS_TOKEN_TTL_SECONDS: integer(900, 'access token lifetime (also the longest a disabled user keeps access)'),
  REFRESH_TOKEN_TTL_SECONDS: integer(7 * 24 * 3600, 'refresh token lifetime'),
  MAX_FAILED_LOGINS: integer(5, 'consecutive failed logins before an email is locked'),
  MAX_FAILED_LOGINS_PER_ACCOUNT: optional(
    integer(
      20,
      'failed logins from all addresses together past which login attempts on that email from clients that ' +
        'never logged in are slowed (never refused)',
    ),
    '4 × MAX_FAILED_LOGINS',
  ),
  LOCKOUT_SECONDS: integer(900, 'how long a locked (address, email) pair stays locked; also the failure window'),
  LOGIN_SLOWDOWN_MS: integer(
    1000,
    'first gap between admitted login attempts on a slowed email; doubles with each further failure',
  ),
  LOGIN_SLOWDOWN_MAX_MS: integer(
    30_000,
    'longest gap between admitted attempts on a slowed email, and longest wait for a turn (then 429)',
  ),
  LOGIN_FAILURE_WINDOW_MS: integer(
    5 * 60_000,
    'failed logins are written to the audit trail as one count per account per window this long',
  ),
  PASSWORD_HASH_LOG_N: integer(
    17,
    "log2 of scrypt's cost N for new password hashes (r=8, p=1); older hashes keep the cost stored in them",
    { min: 14, max: 20 },
  ),
  API_KEY_DEFAULT_DAYS: integer(90, 'lifetime of an API key created without `--expires`'),
  API_KEY_MAX_DAYS: integer(365, 'longest lifetime of an API key (keys from before expiries were required count too)'),
  TRUSTED_LOGIN_DAYS: integer(
    90,
    'how long an address or device (signed cookie) that logged in is spared the login slowdown',
  ),
  RATE_LIMIT_PER_HOUR: integer(1000, 'requests per caller per hour (the `standard` tier; `premium` has 5000)'),
  RATE_LIMIT_BURST_PER_MINUTE: integer(100, 'requests per caller per minute (`standard`; `premium` has 500)'),
  ENTERPRISE_BURST_PER_MINUTE: integer(2000, 'burst limit of `enterprise` organizations (no hourly limit)'),
  CORS_ORIGINS: list(
    origin,
    '',
    'a comma-separated list of origins such as `https://app.example.org`',
    'browser origins allowed to call the API (empty: CORS off)',
  ),
  JSON_LIMIT_BYTES: integer(MIB, 'JSON body limit'),
  BATCH_MAX_FILE_BYTES: integer(50 * MIB, 'CSV upload limit'),
  DATASET_SNAPSHOT_MAX_EVENTS: integer(
    100_000,
    'largest log position `GET /datasets/snapshot` replays in the API process; beyond it a 413 points to ' +
      '`POST /datasets/exports`',
  ),
  DATASET_EXPORT_EXPIRY_MS: integer(
    24 * 3600 * 1000,
    'a finished dataset export build (its files, and the jobs pointing to it) is removed this long after it ' +
      'finished; polling it then answers 404',
  ),
  DATASET_EXPORTS_PER_CALLER: integer(2, 'dataset exports one caller may have in progress at once (then 429)'),
  BATCH_MAX_ROW_BYTES: integer(64 * 1024, 'longest CSV record; longer means a broken file'),
  BATCH_STALE_UPLOAD_MS: integer(10 * 60 * 1000, 'an upload interrupted before its 202 is aborted after this'),
  IMPORT_GROUP_SIZE: integer(2000, 'rows per import group at most'),
  IMPORT_GROUP_BYTES: integer(
    2 * MIB,
    'queued (sealed) bytes per import group at most: long rows make groups of fewer rows ' +
      '(a group is held in memory until done)',
  ),
  IMPORT_PUBLISH_CHUNK_ROWS: integer(500, 'rows per queue publish while an upload streams in'),
  IMPORT_POISON_ATTEMPTS: integer(5, 'deliveries after which a failing row is rejected'),
  IMPORT_VALIDATION_THREADS: integer(
    defaultValidationThreads(),
    'worker threads that validate and de-identify import rows and read and seal uploaded files (they read ' +
      'the word lists the main thread built, in place, instead of each holding a copy); `0`: on the main thread',
    { min: 0, max: MAX_VALIDATION_THREADS },
    { defaultText: 'cores − 1, at least 1' },
  ),
  IMPORT_DECISION_THREADS: optional(
    integer(1, 'former name of `IMPORT_VALIDATION_THREADS`, read when that is unset', {
      min: 0,
      max: MAX_VALIDATION_THREADS,
    }),
  ),
  SQLITE_SYNCHRONOUS: oneOf(
    ['full', 'normal'] as const,
    'full',
    '`full`: every acknowledged write of the embedded store survives power loss; `normal`: faster, survives ' +
      'a killed process',
  ),
  READ_YOUR_WRITES_TIMEOUT_MS: integer(5000, 'bounded wait of a write for its projection'),
  SHUTDOWN_TIMEOUT_MS: integer(10_000, 'on SIGTERM/SIGINT, the process exits after this even if connections linger'),
  TOP_CODE_AGE_90: boolean(false, 'store ages ≥ 90 as 90 (strict Safe Harbor aggregation)'),
  TRUST_PROXY: boolean(false, 'behind a TLS proxy: trust `X-Forwarded-For` and `X-Forwarded-Proto`'),
  TRUSTED_PROXY_HOPS: integer(
    1,
    'with TRUST_PROXY: how many proxies of the deployment append to `X-Forwarded-For`; the client address is ' +
      'the entry that many places from the right end (entries further left are written by the client)',
  ),
  LOG_LEVEL: oneOf(LOG_LEVELS, 'info', 'pino JSON logs; bodies and free text are never logged'),
} satisfies Record<string, Setting<unknown>>;

export type SettingName = keyof typeof SETTINGS;
type ValueOf<S> = S extends Setting<infer T> ? T : never;
export type Settings = { [K in SettingName]: ValueOf<(typeof SETTINGS)[K]> };
