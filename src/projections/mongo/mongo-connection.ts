import type { Db, MongoClient } from 'mongodb';
import type { Logger } from '../../shared/logger';
import { watchStuckTopology } from './stuck-topology-watchdog';

/** An operation waits this long for a reachable server before it fails (answered 503), not the driver's 30 s. */
export const MONGO_SERVER_SELECTION_MS = 1500;

/**
 * One client per process, opened on first use. `ignoreUndefined` keeps an
 * absent optional field absent: by default the driver would store it as null,
 * and the views would no longer equal the JSON the SQL adapter returns.
 *
 * Outages: once connected, the driver monitors the server and reconnects by
 * itself; operations fail after the server selection timeout meanwhile. A
 * failed first connection is forgotten, so the next call tries again instead
 * of returning the same rejected promise forever. Should the driver still know
 * no server seconds after one accepts connections again, its topology is
 * replaced (stuck-topology-watchdog.ts).
 */
export class MongoConnection {
  private client: Promise<MongoClient> | null = null;
  private stopWatching: (() => void) | null = null;

  constructor(
    private readonly url: string,
    private readonly options: { database?: string; serverSelectionTimeoutMS?: number; logger?: Logger } = {},
  ) {}

  db(): Promise<Db> {
    if (!this.client) {
      // Imported on first use, so the embedded profile never loads the driver.
      const connecting = import('mongodb').then(({ MongoClient }) =>
        MongoClient.connect(this.url, {
          ignoreUndefined: true,
          serverSelectionTimeoutMS: this.options.serverSelectionTimeoutMS ?? MONGO_SERVER_SELECTION_MS,
          connectTimeoutMS: 2000,
          // Notice a returned server within a couple of seconds rather than the default 10.
          heartbeatFrequencyMS: 2000,
        }).then((client) => {
          this.stopWatching = watchStuckTopology(client, {
            onReplaced: (unknownForMs) =>
              this.options.logger?.warn(
                { dependency: 'mongodb', unknown_for_ms: unknownForMs },
                'mongodb client knew no server although one accepts connections; reconnected it',
              ),
          });
          return client;
        }),
      );
      this.client = connecting;
      connecting.catch(() => {
        if (this.client === connecting) this.client = null;
      });
    }
    // By default the database named in the URL (mongodb://host/clinical), like POSTGRES_URL names its database.
    return this.client.then((client) => client.db(this.options.database));
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.stopWatching?.();
    this.stopWatching = null;
    if (client) await (await client.catch(() => null))?.close();
  }
}
