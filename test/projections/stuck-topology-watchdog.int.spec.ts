import { type AddressInfo, type Server, type Socket, connect, createServer } from 'node:net';
import { expect } from 'chai';
import { MongoClient } from 'mongodb';
import { watchStuckTopology } from '../../src/projections/mongo/stuck-topology-watchdog';
import { isReachable } from '../contracts/support/servers';

const MONGODB_URL = process.env.MONGODB_URL ?? 'mongodb://127.0.0.1:57017/clinical';
const FAST = { stuckAfterMs: 300, graceMs: 200, checkEveryMs: 100 };
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A TCP front for a MongoDB server: while `forwarding` is off it accepts
 * connections and never answers (a server that is back on its port but
 * serves nobody); once on, new connections are piped to the real server.
 */
class Front {
  forwarding = false;
  private readonly sockets = new Set<Socket>();
  private readonly server: Server;

  constructor(target: { host: string; port: number }) {
    this.server = createServer((socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => socket.destroy());
      if (!this.forwarding) return;
      const upstream = connect(target);
      upstream.on('error', () => socket.destroy());
      socket.pipe(upstream).pipe(socket);
      upstream.on('close', () => socket.destroy());
    });
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A client on `port` under the watchdog (fast settings), connecting in the background; `replaced` fills up. */
function watchedClient(port: number, database = 'clinical', heartbeatFrequencyMS = 500) {
  const client = new MongoClient(`mongodb://127.0.0.1:${port}/${database}`, {
    serverSelectionTimeoutMS: 400,
    connectTimeoutMS: 300,
    heartbeatFrequencyMS,
  });
  const replaced: number[] = [];
  const stop = watchStuckTopology(client, { ...FAST, onReplaced: (ms) => replaced.push(ms) });
  void client.connect().catch(() => undefined);
  return {
    client,
    replaced,
    async untilReplaced(): Promise<void> {
      for (let waited = 0; replaced.length === 0 && waited < 5000; waited += 100) await sleep(100);
    },
    async close(): Promise<void> {
      stop();
      await client.close();
    },
  };
}

describe('stuck MongoDB topology watchdog (integration)', function () {
  this.timeout(30_000);

  it('replaces the topology of a client that knows no server while its port accepts connections', async () => {
    const front = new Front({ host: '127.0.0.1', port: 1 });
    const watched = watchedClient(await front.listen());
    try {
      await watched.untilReplaced();
      expect(watched.replaced, 'replacements').to.not.be.empty;
      expect(watched.replaced[0]).to.be.at.least(FAST.stuckAfterMs);
    } finally {
      await watched.close();
      await front.close();
    }
  });

  it('leaves a client alone while its server refuses connections (an outage the driver rides out)', async () => {
    const front = new Front({ host: '127.0.0.1', port: 1 });
    const port = await front.listen();
    await front.close();
    const watched = watchedClient(port);
    try {
      await sleep(1500);
      expect(watched.replaced).to.deep.equal([]);
    } finally {
      await watched.close();
    }
  });

  it('collections taken before a replacement work after it, once the server answers', async function () {
    const { hostname, port } = new URL(MONGODB_URL);
    if (!(await isReachable(MONGODB_URL, 27017))) this.skip();
    const front = new Front({ host: hostname, port: Number(port || 27017) });
    const database = `watchdog_${process.pid}_${Date.now()}`;
    const watched = watchedClient(await front.listen(), database);
    const collection = watched.client.db().collection<{ _id: string; n: number }>('probe');
    try {
      await watched.untilReplaced();
      expect(watched.replaced, 'replacements while the front was silent').to.not.be.empty;
      front.forwarding = true;
      let written = false;
      for (let attempt = 0; !written && attempt < 50; attempt++) {
        written = await collection.insertOne({ _id: 'one', n: 1 }).then(
          () => true,
          () => false,
        );
        if (!written) await sleep(200);
      }
      expect(written, 'insert through a collection taken before the replacement').to.equal(true);
      expect(await collection.findOne({ _id: 'one' })).to.deep.equal({ _id: 'one', n: 1 });
      await watched.client.db().dropDatabase();
    } finally {
      await watched.close();
      await front.close();
    }
  });

  it('stops replacing once a replacement has connected to a server that answers', async function () {
    const { hostname, port } = new URL(MONGODB_URL);
    if (!(await isReachable(MONGODB_URL, 27017))) this.skip();
    const front = new Front({ host: hostname, port: Number(port || 27017) });
    // A slow monitor, as in the stuck client: only the watchdog's replacement finds the returned server.
    const watched = watchedClient(await front.listen(), 'clinical', 60_000);
    try {
      await watched.untilReplaced();
      expect(watched.replaced, 'replacements while the front was silent').to.not.be.empty;
      front.forwarding = true;
      await sleep(2000);
      const settled = watched.replaced.length;
      await sleep(2000);
      expect(watched.replaced.length - settled, 'replacements of a client whose server answers').to.equal(0);
      expect(await watched.client.db().command({ ping: 1 })).to.include({ ok: 1 });
    } finally {
      await watched.close();
      await front.close();
    }
  });
});
