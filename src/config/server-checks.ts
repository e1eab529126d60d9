import { tcpProbe } from '../shared/tcp-probe';
import type { ServiceConfig } from './config';

/** A server an adapter needs, named by the variables an operator would change. */
interface Needed {
  selectedBy: string;
  variable: string;
  value: string;
  host: string;
  port: number;
}

function fromUrl(selectedBy: string, variable: string, value: string, defaultPort: number): Needed | null {
  try {
    const url = new URL(value);
    // SRV and multi-host URLs name no single address to probe; the driver's own error has to do.
    if (url.protocol.endsWith('+srv:') || url.protocol.endsWith('+discover:') || url.host.includes(',')) return null;
    return {
      selectedBy,
      variable,
      value,
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: Number(url.port || defaultPort),
    };
  } catch {
    return null;
  }
}

function neededServers(config: ServiceConfig): Needed[] {
  const needed: (Needed | null)[] = [];
  const postgresUsers = [
    config.eventStore === 'postgres' && 'EVENT_STORE=postgres',
    config.readStore === 'postgres' && 'READ_STORE=postgres',
    config.importQueue === 'postgres' && 'IMPORT_QUEUE=postgres',
    // The Kafka queue's per-batch payload keys live in PostgreSQL (the topic holds only ciphertext).
    config.importQueue === 'kafka' && 'IMPORT_QUEUE=kafka (batch keys)',
  ].filter((user): user is string => typeof user === 'string');
  if (postgresUsers.length > 0)
    needed.push(fromUrl(postgresUsers.join(', '), 'POSTGRES_URL', config.postgresUrl, 5432));
  if (config.readStore === 'mongodb')
    needed.push(fromUrl('READ_STORE=mongodb', 'MONGODB_URL', config.mongodbUrl, 27017));
  if (config.eventStore === 'eventstoredb')
    needed.push(fromUrl('EVENT_STORE=eventstoredb', 'EVENTSTOREDB_URL', config.eventStoreDbUrl, 2113));
  if (config.limitsStore === 'redis') needed.push(fromUrl('LIMITS_STORE=redis', 'REDIS_URL', config.redisUrl, 6379));
  if (config.importQueue === 'kafka') {
    const [host, port] = (config.kafkaBrokers[0] ?? '').split(':');
    needed.push({
      selectedBy: 'IMPORT_QUEUE=kafka',
      variable: 'KAFKA_BROKERS',
      value: config.kafkaBrokers.join(','),
      host,
      port: Number(port),
    });
  }
  return needed.filter((item): item is Needed => item !== null);
}

const hidePassword = (value: string): string => value.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');

/**
 * Before any driver starts retrying with its own wording, check that each
 * configured server accepts a connection, and say which setting points at it.
 */
export async function checkServers(config: ServiceConfig, timeoutMs = 3000): Promise<void> {
  const problems: string[] = [];
  for (const server of neededServers(config)) {
    const problem = await tcpProbe(server.host, server.port, timeoutMs);
    if (problem === null) continue;
    problems.push(
      `${server.selectedBy} needs a server at ${server.variable}=${hidePassword(server.value)}, ` +
        `but ${server.host}:${server.port} did not accept a connection (${problem}). ` +
        `Start that server, point ${server.variable} at one, or choose the embedded adapter (docs/configuration.md).`,
    );
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
