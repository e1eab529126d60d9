import type { Worker } from 'node:worker_threads';
import { type VisitFeed, localVisitFeed } from '../datasets/export-files';
import type { VisitView } from '../views';
import type { SecondThreadReply, VisitPageTaken } from './live-export-messages';

/**
 * The visits' views stepped from SQLite on the build's second thread and
 * parsed here a page at a time (see serveVisitPages): the statement's steps
 * and the stored texts made into strings go to that thread's core, the
 * parse and the rows' shaping stay on this one. Listening from the thread's
 * start, so no page is missed. When the second thread's snapshot showed
 * other views (its answer then comes before any page), the views are read
 * here instead.
 */
export class RemoteVisitFeed implements VisitFeed {
  private page: VisitView[] = [];
  private at = 0;
  private readonly pages: Uint8Array[] = [];
  private paged = false;
  private ended = false;
  private noSnapshot = false;
  private local: VisitFeed | undefined;
  private localViews: (() => Iterator<VisitView>) | undefined;
  private failure: Error | undefined;
  private wake: (() => void) | undefined;

  constructor(private readonly thread: Worker) {
    thread.on('message', this.onReply);
    thread.once('exit', this.onExit);
  }

  /** This feed, reading `local` instead when the second thread cannot step the views. */
  orElse(local: () => Iterator<VisitView>): VisitFeed {
    this.localViews = local;
    return this;
  }

  next(): VisitView | undefined {
    if (this.local) return this.local.next();
    return this.at < this.page.length ? this.page[this.at++] : undefined;
  }

  async more(): Promise<boolean> {
    for (;;) {
      if (this.local) return this.local.more();
      if (this.failure) throw this.failure;
      const bytes = this.pages.shift();
      if (bytes !== undefined) {
        this.page = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString()) as VisitView[];
        this.at = 0;
        this.thread.postMessage({ kind: 'visit-page-taken' } satisfies VisitPageTaken);
        return true;
      }
      if (this.ended) return false;
      if (this.noSnapshot && this.localViews) {
        this.local = localVisitFeed(this.localViews());
        return true;
      }
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  close(): void {
    this.local?.close();
    this.thread.off('message', this.onReply);
    this.thread.off('exit', this.onExit);
    this.page = [];
    this.pages.length = 0;
  }

  private readonly onReply = (reply: SecondThreadReply): void => {
    if (reply.kind === 'visit-page') {
      this.paged = true;
      if (reply.bytes === null) this.ended = true;
      else this.pages.push(reply.bytes);
    } else if (reply.kind === 'no-snapshot' && !this.paged) this.noSnapshot = true;
    else if ((reply.kind === 'failed' || reply.kind === 'stopped') && !this.ended)
      this.failure ??= new Error(
        `second export thread ended before the visits: ${reply.kind === 'failed' ? reply.message : 'stopped'}`,
      );
    else return;
    this.awake();
  };

  private readonly onExit = (code: number): void => {
    if (!this.ended) this.failure ??= new Error(`second export thread exited with code ${code} before the visits`);
    this.awake();
  };

  private awake(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }
}
