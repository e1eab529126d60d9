/** The closed lists some settings choose from: process roles, adapters per port, modes and environments. */
export const PROCESS_ROLES = ['api', 'projector', 'import-worker'] as const;
export const EVENT_STORES = ['sqlite', 'postgres', 'eventstoredb'] as const;
export const READ_STORES = ['sqlite', 'postgres', 'mongodb'] as const;
export const IMPORT_QUEUES = ['sqlite', 'postgres', 'kafka'] as const;
export const LIMITS_STORES = ['memory', 'redis'] as const;
export const TLS_MODES = ['on', 'proxy'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const APP_ENVS = ['development', 'staging', 'production'] as const;
/** What development gets for free and production refuses unless named in ALLOW_IN_PRODUCTION (docs/environments.md). */
export const PRODUCTION_CONVENIENCES = [
  'generated-tls-certificate',
  'generated-jwt-secret',
  'generated-pseudonym-secret',
  'generated-audit-signing-key',
  'debug-logging',
] as const;
