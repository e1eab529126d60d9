import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { expect } from 'chai';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config/config';
import { npmStartCommand } from '../batch/spawned-service';

/**
 * No Docker engine runs these files here, so they are checked as data: the
 * compose file parses, every dependency waits on a real health check, each
 * role gets the production adapters and a configuration the service accepts,
 * and the Dockerfile runs what the build emits.
 */
const ROOT = join(__dirname, '..', '..');
const SECRET = 'x'.repeat(48);
const SIGNING_KEY = 'k'.repeat(43);

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  deploy?: { replicas?: number };
}

/** Compose's own interpolation, for the two forms the file uses: ${VAR:?message} and $$. */
function interpolate(text: string, env: Record<string, string>): string {
  return text.replace(/\$\$|\$\{([A-Z_]+)(?::\?[^}]*)?\}/g, (match, name: string | undefined) => {
    if (match === '$$') return '$';
    const value = name ? env[name] : undefined;
    if (value === undefined) throw new Error(`compose.yaml needs ${name}`);
    return value;
  });
}

const compose = parse(
  interpolate(readFileSync(join(ROOT, 'deploy/compose.yaml'), 'utf8'), {
    JWT_SECRET: SECRET,
    PSEUDONYM_SECRET: SECRET,
    POSTGRES_PASSWORD: 'postgres-password',
    AUDIT_SIGNING_KEY: SIGNING_KEY,
  }),
  {
    merge: true,
  },
) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
  configs: Record<string, { content: string }>;
};
const services = compose.services;
const ROLES: Record<string, { roles: string; replicas: number }> = {
  api: { roles: 'api', replicas: 2 },
  projector: { roles: 'projector', replicas: 1 },
  'import-worker': { roles: 'import-worker', replicas: 2 },
};

describe('deploy/compose.yaml and deploy/Dockerfile (parsed, not run)', () => {
  it('has the production stores, the three roles and a load balancer', () => {
    expect(Object.keys(services).sort()).to.deep.equal([
      'api',
      'eventstoredb',
      'import-worker',
      'kafka',
      'lb',
      'mongodb',
      'postgres',
      'projector',
      'redis',
    ]);
  });

  it('gives every service a health check and makes every dependency wait for it', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.healthcheck?.test, `${name} health check`).to.be.an('array').that.is.not.empty;
      for (const [target, dependency] of Object.entries(service.depends_on ?? {})) {
        expect(services, `${name} depends on ${target}`).to.have.property(target);
        expect(dependency.condition, `${name} -> ${target}`).to.equal('service_healthy');
      }
    }
    for (const role of Object.keys(ROLES)) {
      expect(Object.keys(services[role].depends_on ?? {}), role).to.include.members([
        'eventstoredb',
        'mongodb',
        'kafka',
        'redis',
      ]);
    }
  });

  it('runs each role from the same build on the production adapters, with one shared secret', () => {
    for (const [name, expected] of Object.entries(ROLES)) {
      const service = services[name];
      const env = service.environment ?? {};
      expect(service.build, name).to.deep.equal({ context: '..', dockerfile: 'deploy/Dockerfile' });
      expect(env, name).to.include({
        ROLES: expected.roles,
        EVENT_STORE: 'eventstoredb',
        READ_STORE: 'mongodb',
        IMPORT_QUEUE: 'kafka',
        LIMITS_STORE: 'redis',
        JWT_SECRET: SECRET,
        PSEUDONYM_SECRET: SECRET,
        AUDIT_SIGNING_KEY: SIGNING_KEY,
      });
      expect(service.deploy?.replicas, name).to.equal(expected.replicas);
      // The service itself accepts the configuration (roles, numbers, secret length).
      const config = loadConfig(env);
      expect(config.roles, name).to.deep.equal([expected.roles]);
      if (name !== 'api') expect(config.healthPort, `${name} needs HEALTH_PORT for its health check`).to.be.a('number');
    }
    expect(services.api.volumes).to.include('users:/users');
    expect(services.api.environment?.USERS_FILE).to.equal('/users/users.json');
    expect(
      Number(services['import-worker'].environment?.KAFKA_TOPIC_PARTITIONS),
      'partitions cap the busy workers',
    ).to.be.at.least(ROLES['import-worker'].replicas);
    expect(compose.volumes).to.have.property('users');
  });

  it('has health check scripts that compile and a load balancer pointing at the API', () => {
    const script = services.api.healthcheck?.test.at(-1) ?? '';
    expect(() => new Script(script)).not.to.throw();
    expect(compose.configs['nginx-conf'].content).to.include('http://api:3000').and.include('$api');
  });

  it('terminates TLS in nginx and runs the replicas behind it in TLS_MODE=proxy', () => {
    const nginx = compose.configs['nginx-conf'].content;
    expect(nginx).to.include('listen 8443 ssl').and.include('ssl_protocols TLSv1.2 TLSv1.3');
    expect(nginx)
      .to.match(/return 308 https:\/\//)
      .and.include('X-Forwarded-Proto $scheme');
    expect(services.api.environment).to.include({ TLS_MODE: 'proxy', TRUST_PROXY: 'true' });
    expect(() =>
      loadConfig({ ...services.api.environment, DATA_DIR: mkdtempSync(join(tmpdir(), 'deid-cfg-')) }),
    ).not.to.throw();
  });

  it('builds in stages and runs dist/src/main.js as a non-root user with a health check', () => {
    const dockerfile = readFileSync(join(ROOT, 'deploy/Dockerfile'), 'utf8');
    expect(dockerfile.match(/^FROM /gm)?.length).to.be.at.least(2);
    expect(dockerfile).to.match(/npm ci --omit=dev/);
    expect(dockerfile).to.match(/^USER node$/m);
    expect(dockerfile).to.match(/^HEALTHCHECK /m);
    // The same node options and allocator setting as `npm start`.
    const start = npmStartCommand();
    expect(dockerfile).to.include(
      `CMD ${JSON.stringify(['node', ...start.nodeOptions, 'dist/src/main.js'])}`.replace(/","/g, '", "'),
    );
    for (const [name, value] of Object.entries(start.env))
      expect(dockerfile).to.match(new RegExp(`^ENV ${name}=${value}$`, 'm'));
    // tsc -p tsconfig.build.json (rootDir ".", outDir "dist") emits src/main.ts there.
    const tsconfig = JSON.parse(readFileSync(join(ROOT, 'tsconfig.json'), 'utf8')) as {
      compilerOptions: { outDir: string; rootDir: string };
    };
    expect(tsconfig.compilerOptions).to.include({ outDir: 'dist', rootDir: '.' });
    const probe = /node -e '([^']+)'/.exec(dockerfile)?.[1] ?? '';
    expect(() => new Script(probe)).not.to.throw();
    expect(existsSync(join(ROOT, '.dockerignore'))).to.equal(true);
  });
});
