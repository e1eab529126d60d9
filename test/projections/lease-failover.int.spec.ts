import { eventually } from '../support/eventually';
import { expect } from 'chai';
import type { Db } from 'mongodb';
import type { EventStore, Position } from '../../src/events/event-store';
import { SqliteEventStore } from '../../src/events/sqlite/sqlite-event-store';
import { MongoProjectorLease } from '../../src/projections/lease/mongo-projector-lease';
import type { ProjectorLease } from '../../src/projections/lease/projector-lease';
import { SqlProjectorLease } from '../../src/projections/lease/sql-projector-lease';
import { Projector } from '../../src/projections/projector';
import type { ReadModelStore } from '../../src/projections/read-model-store';
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import { silentLogger } from '../../src/shared/logger';
import type { SqlClient } from '../../src/storage/sql-client';
import { type Backend, mongoBackend, openOrSkip, postgresBackend } from '../contracts/read-model-store.setups';
import { type ScratchSqlite, openScratchSqlite } from '../support/scratch-sqlite';
import { expectSameAnswers } from './compare-stores';
import { type ScenarioIds, appendScenario } from './event-scenario';

const TTL_MS = 800;
const TIMING = { renewEveryMs: 200, acquireEveryMs: 100 };

interface Applied {
  who: string;
  from: Position | null;
  to: Position;
  start: number;
  end: number;
}

/** The projector's view of the log and the store, recording which event range each commit covered and when. */
function recorded(
  who: string,
  events: EventStore,
  store: ReadModelStore,
  log: Applied[],
): { events: EventStore; store: ReadModelStore } {
  let lastRead: Position | null = null;
  const readAll: EventStore['readAll'] = (after, limit) => {
    lastRead = after;
    return events.readAll(after, limit);
  };
  const commit: ReadModelStore['commit'] = async (projection, changes, checkpoint) => {
    const entry = { who, from: lastRead, start: Date.now() };
    await store.commit(projection, changes, checkpoint);
    log.push({ ...entry, to: checkpoint, end: Date.now() });
  };
  const delegate = <T extends object>(target: T, overrides: Partial<T>): T =>
    new Proxy(target, {
      get: (object, key) => {
        if (key in overrides) return overrides[key as keyof T];
        const value: unknown = Reflect.get(object, key, object);
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });
  return { events: delegate(events, { readAll }), store: delegate(store, { commit }) };
}

/** A lease whose process can be cut off (calls fail) or killed (never releases). */
function faulty(lease: ProjectorLease): ProjectorLease & { partitioned: boolean; killed: boolean } {
  const wrapper = {
    partitioned: false,
    killed: false,
    holder: lease.holder,
    ttlMs: lease.ttlMs,
    acquire: async (name: string) => !wrapper.partitioned && lease.acquire(name),
    renew: async (name: string) => !wrapper.partitioned && lease.renew(name),
    release: async (name: string) => (wrapper.killed ? undefined : lease.release(name)),
    close: () => lease.close(),
  };
  return wrapper;
}

type LeaseOpener = (backend: Backend, holder: string) => Promise<ProjectorLease>;
const sqlLease: LeaseOpener = (backend, holder) =>
  SqlProjectorLease.open((backend.sql as () => SqlClient)(), { holder, ttlMs: TTL_MS });
const mongoLease: LeaseOpener = (backend, holder) =>
  MongoProjectorLease.open((backend.mongo as () => Db)(), { holder, ttlMs: TTL_MS });

function failoverSuite(backend: Backend, openLease: LeaseOpener): void {
  describe(`Projector leases on ${backend.label}: one active projector, failover without gaps or repeats`, function () {
    this.timeout(120_000);
    let log: ScratchSqlite | null = null;
    let events: EventStore;
    let reference: ReadModelStore;
    let store: ReadModelStore;
    let ids: ScenarioIds;
    const applied: Applied[] = [];
    const projectors: Projector[] = [];

    const head = async (): Promise<Position> => (await events.headPosition()) as Position;
    const more = async (seed: number): Promise<void> => {
      const added = await appendScenario(events, seed, 15);
      ids = {
        patients: [...ids.patients, ...added.patients],
        visits: [...ids.visits, ...added.visits],
        batches: [...ids.batches, ...added.batches],
      };
    };
    const projector = async (who: string): Promise<{ projector: Projector; lease: ReturnType<typeof faulty> }> => {
      const lease = faulty(await openLease(backend, who));
      const io = recorded(who, events, store, applied);
      const created = new Projector(io.events, io.store, {
        name: 'views',
        batchSize: 5,
        idleMs: 20,
        logger: silentLogger,
        lease: { lease, ...TIMING },
      });
      projectors.push(created);
      await created.start();
      return { projector: created, lease };
    };

    before(async function () {
      await openOrSkip(this, backend, 'projector failover');
      log = openScratchSqlite('failover-log');
      events = await SqliteEventStore.open(log.db);
      reference = await SqliteReadModelStore.open(log.db);
      store = await backend.readStore();
      ids = await appendScenario(events, 1, 30);
    });
    after(async () => {
      for (const running of projectors) await running.stop();
      await backend.dispose();
      await log?.dispose();
    });

    it('applies on one projector only, hands over on death and lease loss, ends with the right views', async () => {
      const a = await projector('A');
      await eventually(() => a.projector.active, 'A holds the lease', 2000);
      const b = await projector('B');
      for (const seed of [2, 3]) {
        await more(seed);
        expect(await a.projector.waitFor(await head(), 10_000), 'A keeps up').to.equal(true);
      }
      expect(b.projector.active, 'B stands by').to.equal(false);
      expect(await b.projector.waitFor(await head(), 2000), 'B answers waiters from the store checkpoint').to.equal(
        true,
      );
      expect(new Set(applied.map((entry) => entry.who))).to.deep.equal(new Set(['A']));

      // A dies: it stops without releasing, so B must wait for the lease to expire.
      a.lease.killed = true;
      await a.projector.stop();
      const killedAt = Date.now();
      await more(4);
      expect(await b.projector.waitFor(await head(), 10_000), 'B takes over').to.equal(true);
      const takeover = (applied.find((entry) => entry.who === 'B')?.start ?? Number.POSITIVE_INFINITY) - killedAt;
      expect(takeover, 'takeover delay').to.be.below(TTL_MS + TIMING.acquireEveryMs + 500);

      // B is cut off from the lease: it stops applying, C takes over once B's lease runs out.
      const c = await projector('C');
      b.lease.partitioned = true;
      await eventually(() => !b.projector.active, 'B notices the lost lease', 2000);
      await more(5);
      expect(await c.projector.waitFor(await head(), 10_000), 'C takes over').to.equal(true);
      b.lease.partitioned = false;
      await more(6);
      expect(await c.projector.waitFor(await head(), 10_000), 'C keeps up').to.equal(true);
      expect(b.projector.active, 'B stays standby while C holds').to.equal(false);

      // C stops cleanly: its release lets B back in at once, from C's checkpoint.
      await c.projector.stop();
      await more(7);
      expect(await b.projector.waitFor(await head(), 10_000), 'B resumes').to.equal(true);
      await b.projector.stop();

      const ordered = [...applied].sort((x, y) => x.to - y.to);
      ordered.forEach((entry, i) => {
        expect(entry.from, `range ${i} (${entry.who}) starts where the previous ended`).to.equal(
          i === 0 ? null : ordered[i - 1].to,
        );
        if (i > 0 && ordered[i - 1].who !== entry.who)
          expect(entry.start, `no overlap at ${i}`).to.be.at.least(ordered[i - 1].end);
      });
      expect(ordered.at(-1)?.to).to.equal(await head());
      expect(new Set(ordered.map((entry) => entry.who))).to.deep.equal(new Set(['A', 'B', 'C']));

      await new Projector(events, reference, {
        name: 'views',
        batchSize: 1000,
        idleMs: 10,
        logger: silentLogger,
      }).catchUp();
      await expectSameAnswers(reference, store, ids);
    });
  });
}

failoverSuite(postgresBackend(), sqlLease);
failoverSuite(mongoBackend(), mongoLease);
