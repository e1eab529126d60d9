import { expect } from 'chai';
import { chainLinks } from '../../src/audit/chain-links';
import { SqliteEventStore } from '../../src/events/sqlite/sqlite-event-store';
import { openScratchSqlite } from '../support/scratch-sqlite';
import { writeClinicalHistory } from './audit-fixtures';

describe('chain links (SQLite log)', () => {
  it('lets the event loop take a turn between pages, so a long fold does not hold other work', async () => {
    const { db, dispose } = openScratchSqlite('chain-links');
    try {
      const store = await SqliteEventStore.open(db);
      await writeClinicalHistory(store, 3); // 9 events
      let turns = 0;
      const tick = (): void => {
        turns += 1;
        timer = setImmediate(tick);
      };
      let timer = setImmediate(tick);
      const seen: number[] = [];
      try {
        for await (const page of chainLinks(store, null, 2)) seen.push(turns, page.length);
      } finally {
        clearImmediate(timer);
      }
      const turnsAtEachPage = seen.filter((_, index) => index % 2 === 0);
      expect(seen.filter((_, index) => index % 2 === 1)).to.deep.equal([2, 2, 2, 2, 1]);
      for (let page = 1; page < turnsAtEachPage.length; page += 1)
        expect(turnsAtEachPage[page], `page ${page}`).to.be.greaterThan(turnsAtEachPage[page - 1]);
    } finally {
      await dispose();
    }
  });
});
