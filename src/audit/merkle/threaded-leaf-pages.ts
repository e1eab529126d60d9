import type { Worker } from 'node:worker_threads';
import type { EventStore, Position } from '../../events/event-store';
import { startSourceThread } from '../../shared/source-thread';
import type { LeafPage, LeafPages } from './leaf-pages';
import {
  type PageReply,
  type PageRequest,
  type TreeHashingThreadData,
  buffersOf,
  packNodes,
  unpackPage,
} from './tree-hashing-messages';
import { TREE_PAGE } from './tree-builder';
import type { TreeNode } from './tree-store';

const describe = (error: unknown): string =>
  error instanceof Error ? error.message : ((error as { code?: unknown } | null)?.code?.toString() ?? String(error));

interface Pending {
  size: number;
  resolve(page: LeafPage): void;
  reject(error: Error): void;
}

/**
 * The leaves of an embedded log read and hashed on a thread of its own
 * (tree-hashing-thread.ts): during an import the main thread is the one
 * every write waits for, and reading, checking and hashing each event's
 * text took most of the tree's share of it. This thread only stores the
 * page it gets back. A page is handed over once every commit it may contain
 * is durable, so no head is ever signed over an event a power loss could
 * take back. The thread starts on the first page and ends with `close()`
 * or when it fails (the next page starts a new one).
 */
export class ThreadedLeafPages implements LeafPages {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  constructor(
    private readonly file: string,
    private readonly pageSize: number,
    /** Resolves once every commit made so far is durable. */
    private readonly durable: () => Promise<void>,
  ) {}

  async next(after: Position | null, size: number, frontier: readonly TreeNode[]): Promise<LeafPage> {
    const worker = this.worker ?? this.start();
    const id = (this.nextId += 1);
    const request: PageRequest = { id, after, size, frontier: packNodes(frontier) };
    const page = new Promise<LeafPage>((resolve, reject) => this.pending.set(id, { size, resolve, reject }));
    worker.postMessage(request, buffersOf(request.frontier));
    const read = await page;
    await this.durable();
    return read;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    const data: TreeHashingThreadData = { file: this.file, pageSize: this.pageSize };
    const worker = startSourceThread(__filename, 'tree-hashing-thread', data);
    worker.unref();
    worker.on('message', (reply: PageReply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (!waiting) return;
      if ('error' in reply) waiting.reject(new Error(`The tree's hashing thread failed: ${reply.error}`));
      else waiting.resolve(unpackPage(reply.page, waiting.size));
    });
    const fail = (error: Error): void => {
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    // A thread's error arrives cloned, not always as an Error: only its message is kept.
    worker.on('error', (error: unknown) => fail(new Error(`The tree's hashing thread failed: ${describe(error)}`)));
    worker.on('exit', (code) => fail(new Error(`The tree's hashing thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}

/** Threaded where the log is an embedded database file the thread can open itself; none elsewhere (read here). */
export function threadedLeafPagesFor(log: EventStore): LeafPages | undefined {
  const { file } = log;
  if (file === undefined || log.durable === undefined) return undefined;
  return new ThreadedLeafPages(file, TREE_PAGE, () => log.durable?.() ?? Promise.resolve());
}
