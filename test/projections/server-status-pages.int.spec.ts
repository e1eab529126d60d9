import { randomBytes } from 'node:crypto';
import { BSON, MongoClient } from 'mongodb';
import { MongoReadModelStore } from '../../src/projections/mongo/mongo-read-model-store';
import { SqlReadModelStore } from '../../src/projections/sql/sql-read-model-store';
import type { SqlClient } from '../../src/storage/sql-client';
import { type Backend, MONGODB_URL, openOrSkip, postgresBackend } from '../contracts/read-model-store.setups';
import { type ReadKinds, expectStatusPagesSeekUntilAMove } from './status-page-seeks';

/** The client with every query's SQL recorded into `ran` (transactions' statements too). */
function watchQueries(client: SqlClient, ran: string[]): SqlClient {
  return {
    query: (text, params) => (ran.push(text), client.query(text, params)),
    exec: (text) => client.exec(text),
    transaction: (work) =>
      client.transaction((tx) => work({ query: (text, params) => (ran.push(text), tx.query(text, params)) })),
    close: () => client.close(),
  };
}

/** Finds on the patients collection (mongo-list-pages.ts): a mark's seek is the `$or` on the sort key. */
const MONGO_READS: ReadKinds = {
  walksFromTop: (command) => {
    const find = JSON.parse(command) as { find?: string; limit?: number; filter?: object };
    return find.find === 'patients' && find.limit === 1 && !command.includes('"$or"');
  },
  seeks: (command) => command.startsWith('{"find":"patients"') && command.includes('"$or"'),
};

describe('deep list pages seek from remembered marks (server read stores)', function () {
  this.timeout(60_000);

  describe('PostgreSQL', () => {
    let backend: Backend;

    before(async function () {
      backend = postgresBackend();
      await openOrSkip(this, backend, 'PostgreSQL status list seeks');
    });
    after(async () => backend.dispose());

    it('seeks a deep page of a status list from its marks until a status changes, then walks once again', async () => {
      const ran: string[] = [];
      const store = await SqlReadModelStore.open(watchQueries((backend.sql as () => SqlClient)(), ran));
      await expectStatusPagesSeekUntilAMove(store, ran);
    });
  });

  describe('MongoDB', () => {
    const ran: string[] = [];
    const client = new MongoClient(MONGODB_URL, { monitorCommands: true, serverSelectionTimeoutMS: 2000 });
    const database = `rm_status_${randomBytes(6).toString('hex')}`;

    before(async function () {
      try {
        await client.connect();
      } catch (error) {
        console.warn(`\n  !!! SKIPPED MongoDB status list seeks: not reachable (${String(error)})\n`);
        this.skip();
      }
      client.on('commandStarted', (event) => {
        if (event.commandName === 'find') ran.push(BSON.EJSON.stringify(event.command));
      });
    });
    after(async () => {
      await client
        .db(database)
        .dropDatabase()
        .catch(() => undefined);
      await client.close();
    });

    it('seeks a deep page of a status list from its marks until a status changes, then walks once again', async () => {
      const store = await MongoReadModelStore.open(client.db(database));
      await expectStatusPagesSeekUntilAMove(store, ran, MONGO_READS);
    });
  });
});
