import type { MongoClient, TopologyDescriptionChangedEvent } from 'mongodb';
import { tcpProbe } from '../../shared/tcp-probe';

/** How long the client may know no server before the watchdog looks whether one accepts connections. */
export const STUCK_AFTER_MS = 5000;
/**
 * How long a server must have accepted connections first: the driver's own
 * monitor (every 2 s, sooner while operations wait) goes first. Kept short
 * because a stuck client fails every read until it is replaced.
 */
export const GRACE_MS = 2500;
const CHECK_EVERY_MS = 500;
const PROBE_TIMEOUT_MS = 1000;

export interface StuckTopologyOptions {
  stuckAfterMs?: number;
  graceMs?: number;
  checkEveryMs?: number;
  /** Told each time the topology is replaced (logging, tests). */
  onReplaced?: (unknownForMs: number) => void;
}

/**
 * Replaces a client's topology when the driver has known no server for a
 * while although a server accepts connections again. After a read store
 * restart, the fault suite saw a client whose server stayed unknown for
 * minutes (every operation failing its server selection with the error of
 * the connection the restart had closed) while a new client connected at
 * once: its monitor never reported the returned server. The server must
 * have accepted connections for a grace period first, so a monitor that
 * works recovers on its own without a replacement. Closing the client and
 * connecting it again builds a new topology under the same client, so the
 * databases and collections the adapters hold keep working. While the server
 * refuses connections nothing is replaced: that is an outage, and the
 * driver's own monitor will see the server return.
 */
export function watchStuckTopology(client: MongoClient, options: StuckTopologyOptions = {}): () => void {
  const stuckAfterMs = options.stuckAfterMs ?? STUCK_AFTER_MS;
  const graceMs = options.graceMs ?? GRACE_MS;
  let serverKnown = false;
  let unknownSince: number | null = null;
  let acceptingSince: number | null = null;
  let replacing = false;
  let stopped = false;
  const onChange = (event: TopologyDescriptionChangedEvent): void => {
    serverKnown = [...event.newDescription.servers.values()].some((server) => server.type !== 'Unknown');
    if (serverKnown) {
      unknownSince = null;
      acceptingSince = null;
    } else unknownSince ??= Date.now();
  };
  client.on('topologyDescriptionChanged', onChange);
  const seeds = client.options.hosts.map((address) => ({ host: address.host ?? '', port: address.port ?? 27017 }));

  const replace = async (unknownForMs: number): Promise<void> => {
    await client.close().catch(() => undefined);
    // Stopped meanwhile (the connection is closing): a new topology would keep the process alive.
    if (stopped) return;
    // Until a connect succeeds operations fail as not connected (503); the next check tries again.
    await client.connect().catch(() => undefined);
    // A connect that succeeded has already reported its server: the clock must not
    // start again then, or a healthy client would be replaced every few seconds.
    unknownSince = serverKnown ? null : Date.now();
    acceptingSince = null;
    options.onReplaced?.(unknownForMs);
  };
  const check = async (): Promise<void> => {
    if (replacing || unknownSince === null) return;
    const unknownForMs = Date.now() - unknownSince;
    if (unknownForMs < stuckAfterMs) return;
    replacing = true;
    try {
      const reachable = await Promise.all(
        seeds.map(async ({ host, port }) => (await tcpProbe(host, port, PROBE_TIMEOUT_MS)) === null),
      );
      if (!reachable.some(Boolean)) acceptingSince = null;
      else if (Date.now() - (acceptingSince ??= Date.now()) >= graceMs) await replace(unknownForMs);
    } finally {
      replacing = false;
    }
  };
  const timer = setInterval(() => void check(), options.checkEveryMs ?? CHECK_EVERY_MS);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
    client.off('topologyDescriptionChanged', onChange);
  };
}
