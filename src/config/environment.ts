import { ConfigError } from './parse-settings';
import { VERSION_SEGMENT } from './setting-kinds';
import { APP_ENVS, type PRODUCTION_CONVENIENCES } from './setting-choices';
import type { Settings } from './settings';

export type AppEnv = (typeof APP_ENVS)[number];
type Convenience = (typeof PRODUCTION_CONVENIENCES)[number];

export interface ServerEntry {
  url: string;
  description: string;
}

/** Which deployment this is and the addresses clients reach it and its sibling environments at. */
export interface DeploymentEnvironment {
  name: AppEnv;
  /** This deployment's {base_url}: absolute https, ending in the version segment, no trailing slash. */
  publicBaseUrl: string;
  /** False in development without PUBLIC_BASE_URL: the address is a guess from HOST and PORT. */
  configured: boolean;
  /** The OpenAPI `servers`: this deployment first, then the other configured environments. */
  servers: ServerEntry[];
}

const PER_ENVIRONMENT = {
  development: 'PUBLIC_BASE_URL_DEVELOPMENT',
  staging: 'PUBLIC_BASE_URL_STAGING',
  production: 'PUBLIC_BASE_URL_PRODUCTION',
} as const satisfies Record<AppEnv, keyof Settings>;

/** Development's guess at its own address: the listener, with a wildcard bind shown as localhost. */
function derivedBaseUrl(s: Settings, basePath: string): string {
  const wildcard = s.HOST === '0.0.0.0' || s.HOST === '::';
  const host = wildcard ? 'localhost' : s.HOST.includes(':') ? `[${s.HOST}]` : s.HOST;
  return `https://${host}${s.PORT === 443 ? '' : `:${s.PORT}`}${basePath}`;
}

/**
 * The environment's name and base URLs, checked at start (before anything is generated into DATA_DIR):
 * staging and production must say how clients reach them, every configured base URL must end in the
 * version segment of BASE_PATH, and production refuses development conveniences it was not allowed.
 */
export function deploymentEnvironment(s: Settings, basePath: string): DeploymentEnvironment {
  const problems = refusedConveniences(s);
  const name = s.APP_ENV;
  const own = PER_ENVIRONMENT[name];
  if (s.PUBLIC_BASE_URL && s[own] && s.PUBLIC_BASE_URL !== s[own])
    problems.push(`PUBLIC_BASE_URL and ${own} disagree: with APP_ENV=${name} they name the same address`);
  const configured = s.PUBLIC_BASE_URL ?? s[own];
  const version = VERSION_SEGMENT.exec(basePath)?.[1];
  if (configured === undefined && name !== 'development') {
    problems.push(
      `APP_ENV=${name} needs PUBLIC_BASE_URL (or ${own}): the https address clients use, ending in ` +
        `/${version ?? 'v1'}`,
    );
  }
  const urls: [string, string | undefined][] = [
    ['PUBLIC_BASE_URL', s.PUBLIC_BASE_URL],
    ...APP_ENVS.map((env): [string, string | undefined] => [PER_ENVIRONMENT[env], s[PER_ENVIRONMENT[env]]]),
  ];
  for (const [variable, url] of urls) {
    if (url !== undefined && version !== undefined && VERSION_SEGMENT.exec(url)?.[1] !== version)
      problems.push(`${variable}=${JSON.stringify(url)} must end in /${version}, the version segment of BASE_PATH`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const publicBaseUrl = configured ?? derivedBaseUrl(s, basePath);
  const servers: ServerEntry[] = [{ url: publicBaseUrl, description: `${name} (this deployment)` }];
  for (const env of APP_ENVS) {
    const url = s[PER_ENVIRONMENT[env]];
    if (env !== name && url !== undefined) servers.push({ url, description: env });
  }
  return { name, publicBaseUrl, configured: configured !== undefined, servers };
}

const WHAT: Record<Convenience, string> = {
  'generated-tls-certificate': 'a certificate from the generated local CA (TLS_CERT_FILE and TLS_KEY_FILE unset)',
  'generated-jwt-secret': 'a JWT secret generated into DATA_DIR (JWT_SECRET unset)',
  'generated-pseudonym-secret': 'a pseudonym secret generated into DATA_DIR (PSEUDONYM_SECRET unset)',
  'generated-audit-signing-key':
    'an audit signing key generated into DATA_DIR (AUDIT_SIGNING_KEY unset, no AUDIT_SIGNING_KEY_FILE)',
  'debug-logging': 'LOG_LEVEL=debug or trace',
};

/** The development conveniences these settings would use. */
function conveniencesInUse(s: Settings): Convenience[] {
  const used: Convenience[] = [];
  if (s.TLS_MODE === 'on' && !s.TLS_CERT_FILE) used.push('generated-tls-certificate');
  if (!s.JWT_SECRET) used.push('generated-jwt-secret');
  if (!s.PSEUDONYM_SECRET) used.push('generated-pseudonym-secret');
  if (!s.AUDIT_SIGNING_KEY && !s.AUDIT_SIGNING_KEY_FILE) used.push('generated-audit-signing-key');
  if (s.LOG_LEVEL === 'debug' || s.LOG_LEVEL === 'trace') used.push('debug-logging');
  return used;
}

/** Production refuses each development convenience it is not explicitly allowed, naming it and the setting. */
export function refusedConveniences(s: Settings): string[] {
  if (s.APP_ENV !== 'production') return [];
  return conveniencesInUse(s)
    .filter((convenience) => !s.ALLOW_IN_PRODUCTION.includes(convenience))
    .map(
      (convenience) =>
        `APP_ENV=production refuses ${WHAT[convenience]}: configure it, or allow it by listing ` +
        `\`${convenience}\` in ALLOW_IN_PRODUCTION`,
    );
}
