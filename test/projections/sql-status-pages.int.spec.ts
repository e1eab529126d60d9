import { SqlReadModelStore } from '../../src/projections/sql/sql-read-model-store';
import type { SqlClient } from '../../src/storage/sql-client';
import { type Backend, openOrSkip, postgresBackend } from '../contracts/read-model-store.setups';
import { expectStatusPagesSeekUntilAMove } from './status-page-seeks';

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

describe('deep list pages seek from remembered marks (PostgreSQL)', function () {
  this.timeout(60_000);
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
