import { EventEmitter } from 'node:events';
import { MessageChannel, type Worker } from 'node:worker_threads';
import { expect } from 'chai';
import type { VisitFeed } from '../../src/projections/datasets/export-files';
import type { SecondThreadReply } from '../../src/projections/sqlite/live-export-messages';
import { RemoteVisitFeed } from '../../src/projections/sqlite/remote-visit-feed';
import { VISIT_PAGE_VIEWS, serveVisitPages } from '../../src/projections/sqlite/second-thread-visit-pages';
import type { VisitView } from '../../src/projections/views';

/** Stored views as texts; a note with a character beyond ASCII and an escaped quote, as the store may hold. */
const texts = (count: number): string[] =>
  Array.from({ length: count }, (_, index) =>
    JSON.stringify({ id: `vis_${String(index).padStart(6, '0')}`, visit: { provider_notes: `"n" é 💊 ${index}` } }),
  );

/** Every view a feed gives, in order, taken as the Parquet pass takes them. */
async function drain(feed: VisitFeed): Promise<string[]> {
  const ids: string[] = [];
  for (;;) {
    const view = feed.next();
    if (view !== undefined) ids.push(view.id);
    else if (!(await feed.more())) return ids;
  }
}

/** The export thread's end of a channel, as a Worker is to the feed (messages, exit). */
function threadEnd(): { thread: Worker; serve: MessageChannel['port2']; sent: () => number } {
  const { port1, port2 } = new MessageChannel();
  const thread = new EventEmitter() as EventEmitter & { postMessage: (message: unknown) => void };
  let pages = 0;
  port1.on('message', (reply: SecondThreadReply) => {
    if (reply.kind === 'visit-page' && reply.bytes !== null) pages += 1;
    thread.emit('message', reply);
  });
  thread.postMessage = (message) => port1.postMessage(message);
  port1.unref();
  port2.unref();
  return { thread: thread as unknown as Worker, serve: port2, sent: () => pages };
}

describe("the visits' pages stepped on the second thread", () => {
  for (const count of [0, 1, VISIT_PAGE_VIEWS, VISIT_PAGE_VIEWS * 30 + 7]) {
    it(`hands over all ${count} views in id order, a bounded number of pages ahead`, async () => {
      const { thread, serve, sent } = threadEnd();
      const stored = texts(count);
      const feed = new RemoteVisitFeed(thread).orElse(() => {
        throw new Error('the views were read here');
      });
      const served = serveVisitPages(
        serve,
        stored[Symbol.iterator](),
        () => false,
        () => undefined,
      );
      let mostAhead = 0;
      const ids: string[] = [];
      for (let taken = 0; ;) {
        const view = feed.next();
        if (view !== undefined) {
          ids.push(view.id);
          continue;
        }
        // Pages sent beyond those taken, seen just before the next is taken.
        await new Promise((resolve) => setTimeout(resolve, 1));
        mostAhead = Math.max(mostAhead, sent() - taken);
        if (!(await feed.more())) break;
        taken += 1;
      }
      await served.done;
      feed.close();
      expect(ids).to.deep.equal(stored.map((text) => (JSON.parse(text) as VisitView).id));
      expect(sent()).to.equal(Math.ceil(count / VISIT_PAGE_VIEWS));
      expect(mostAhead).to.be.at.most(24);
      // The second thread ran ahead of the pass as far as it may.
      if (count > VISIT_PAGE_VIEWS * 24) expect(mostAhead).to.equal(24);
    });
  }

  it("reads the views itself when the second thread's snapshot showed other views", async () => {
    const { thread } = threadEnd();
    const views = texts(3).map((text) => JSON.parse(text) as VisitView);
    const feed = new RemoteVisitFeed(thread).orElse(() => views[Symbol.iterator]());
    thread.emit('message', { kind: 'no-snapshot' } satisfies SecondThreadReply);
    expect(await drain(feed)).to.deep.equal(['vis_000000', 'vis_000001', 'vis_000002']);
  });

  it('fails the pass when the second thread fails before the last page', async () => {
    const { thread, serve } = threadEnd();
    const feed = new RemoteVisitFeed(thread).orElse(() => [][Symbol.iterator]());
    serveVisitPages(
      serve,
      texts(VISIT_PAGE_VIEWS * 2 + 1)[Symbol.iterator](),
      () => false,
      () => undefined,
    ).stop();
    thread.emit('message', { kind: 'failed', message: 'disk full' } satisfies SecondThreadReply);
    const failure = await drain(feed).then(
      () => null,
      (error: unknown) => error,
    );
    expect((failure as Error).message).to.match(/disk full/);
  });
});
