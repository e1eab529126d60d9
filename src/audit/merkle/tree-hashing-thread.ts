/**
 * Entry point of the tree's hashing thread: reads the log after a position
 * on its own read-only connection, hashes each event's stored text into its
 * leaf and grows the tree's right edge over the page; the main thread only
 * stores what it hands back. See ThreadedLeafPages.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { toStoredText } from '../../events/sqlite/sqlite-event-rows';
import { errorMessage } from '../../shared/error-message';
import { growPage, storedLeafHashes } from './leaf-pages';
import {
  type PageReply,
  type PageRequest,
  type TreeHashingThreadData,
  buffersOf,
  packPage,
  unpackNodes,
} from './tree-hashing-messages';

const { file, pageSize } = workerData as TreeHashingThreadData;
const db = new Database(file, { readonly: true });
db.pragma('busy_timeout = 5000');
const eventsAfter = db
  .prepare<[number, number], unknown[]>(
    'SELECT position, event_id, stream_id, stream_revision, event_type, data, metadata, recorded_at ' +
      'FROM event_log WHERE position > ? ORDER BY position LIMIT (? + 0)',
  )
  .raw(true);

parentPort?.on('message', (request: PageRequest) => {
  let reply: PageReply;
  try {
    const rows = eventsAfter.all(request.after ?? 0, pageSize).map(toStoredText);
    const page = packPage(growPage(storedLeafHashes(rows), request.size, unpackNodes(request.frontier)));
    reply = { id: request.id, page };
    const moved = [
      page.positions.buffer,
      page.leafHashes.buffer,
      ...buffersOf(page.nodes),
      ...buffersOf(page.frontier),
    ];
    parentPort?.postMessage(reply, moved as ArrayBuffer[]);
  } catch (error) {
    reply = { id: request.id, error: errorMessage(error) };
    parentPort?.postMessage(reply);
  }
});
parentPort?.on('close', () => db.close());
