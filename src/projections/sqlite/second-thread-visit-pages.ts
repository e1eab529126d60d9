import type { MessagePort } from 'node:worker_threads';
import { threadCpuMs } from '../../shared/thread-cpu';
import type { VisitPage, VisitPageTaken } from './live-export-messages';

/**
 * Views in a page: one JSON array of about 100 KB, parsed at once on the
 * export thread. Pages of 512 (400 KB) cost both threads more system time:
 * strings and buffers that large are mapped and unmapped one by one
 * (V8's large-object space, malloc above its mmap threshold).
 */
export const VISIT_PAGE_VIEWS = 128;
/**
 * Pages sent and not yet taken (3,072 views, about 2.4 MB): enough for the
 * export thread to go on while this thread encodes a batch or reads a batch
 * of patients between pages.
 */
const PAGES_AHEAD = 24;

export interface VisitPages {
  /** Settles once the last page is sent, or the feed stopped or failed. */
  done: Promise<void>;
  /** Sends no more pages (before the statement's connection closes). */
  stop(): void;
}

/**
 * Steps the visits' stored views here and sends them to the export thread
 * in pages (see RemoteVisitFeed), a few pages ahead of what it has taken.
 * `spent` is told the CPU each run of pages took, apart from the encoders'.
 */
export function serveVisitPages(
  port: MessagePort,
  texts: Iterator<string>,
  shouldStop: () => boolean,
  spent: (cpuMs: number) => void,
): VisitPages {
  let ahead = 0;
  let over = false;
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  const done = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  const end = (error?: unknown): void => {
    over = true;
    port.off('message', onTaken);
    if (error === undefined) settle?.resolve();
    else settle?.reject(error);
  };
  const post = (page: VisitPage): void => {
    const bytes = page.bytes;
    // A small page's bytes may sit in Buffer's shared pool, which must not be moved.
    const owned = bytes !== null && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    port.postMessage(page, owned ? [bytes.buffer as ArrayBuffer] : []);
  };
  const send = (): void => {
    const started = threadCpuMs();
    try {
      while (!over && ahead < PAGES_AHEAD) {
        if (shouldStop()) return end();
        const page: string[] = [];
        for (let next = texts.next(); !next.done; next = texts.next()) {
          page.push(next.value);
          if (page.length === VISIT_PAGE_VIEWS) break;
        }
        if (page.length > 0) {
          post({ kind: 'visit-page', bytes: Buffer.from(`[${page.join(',')}]`) });
          ahead += 1;
        }
        if (page.length < VISIT_PAGE_VIEWS) {
          post({ kind: 'visit-page', bytes: null });
          end();
        }
      }
    } catch (error) {
      end(error);
    } finally {
      spent(threadCpuMs() - started);
    }
  };
  const onTaken = (message: VisitPageTaken | { kind: string }): void => {
    if (message.kind !== 'visit-page-taken') return;
    ahead -= 1;
    send();
  };
  port.on('message', onTaken);
  send();
  return { done, stop: () => end() };
}
