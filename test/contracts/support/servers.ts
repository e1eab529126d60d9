import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Client } from 'pg';
import { tcpProbe } from '../../../src/shared/tcp-probe';

export const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://clinical:clinical@127.0.0.1:55432/clinical';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:56379';

/** True when something accepts TCP connections at the URL's host and port. */
export async function isReachable(url: string, defaultPort: number, timeoutMs = 1000): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return (await tcpProbe(hostname || '127.0.0.1', Number(port || defaultPort), timeoutMs)) === null;
}

/** One warning line per skipped suite, so a green run never hides what it did not test. */
export function warnSkipped(suite: string, reason: string): void {
  console.warn(`SKIPPED: ${suite} — ${reason}`);
}

/**
 * Docker engine check without pulling anything: a socket (or DOCKER_HOST) must
 * exist, then testcontainers' own runtime strategy must find a working engine.
 */
export async function isDockerReachable(): Promise<boolean> {
  const socket = ['/var/run/docker.sock', `${process.env.HOME ?? ''}/.docker/run/docker.sock`].some((path) =>
    existsSync(path),
  );
  if (!socket && !process.env.DOCKER_HOST) return false;
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

export interface PgTestSchema {
  /** Connection string whose search_path is the run's own schema. */
  url: string;
  drop(): Promise<void>;
}

/**
 * The clinical role may not CREATE DATABASE, but it owns its database, so each
 * run gets its own schema: tables, triggers and sequences are as isolated as
 * in a fresh database, and dropping the schema cleans up.
 */
export async function createPgTestSchema(baseUrl: string = POSTGRES_URL): Promise<PgTestSchema> {
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}
