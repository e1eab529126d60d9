import type { Writable } from 'node:stream';
import type { EventReader, Position } from '../../events/event-store';
import { type FeedViewer, toFeedEvent } from './feed-event';
import type { FeedQuery } from './feed-reading';
import { isResearchEvent } from './research-visibility';

/** Events read per call: at most this many are ever waiting in memory for one client. */
export const TAIL_CHUNK = 200;

/** One Server-Sent Events message: `id:` is the position, so a client resumes with Last-Event-ID. */
export const sseMessage = (id: Position, json: string): string => `id: ${id}\ndata: ${json}\n\n`;

/**
 * One client's live tail. It reads the next chunk of the log only once the
 * client has taken the previous one (the stream drained), so a slow client
 * holds at most one chunk plus the stream's buffers; when the client goes,
 * everything stops. Between reads it sleeps until `headSeen` reports a head
 * beyond its cursor.
 */
export class TailSession {
  private closed = false;
  private wake: (() => void) | null = null;
  private cursor: Position | null;

  constructor(
    private readonly reader: EventReader,
    private readonly out: Writable,
    private readonly viewer: FeedViewer,
    private readonly query: FeedQuery,
  ) {
    this.cursor = query.after;
  }

  close(): void {
    this.closed = true;
    this.wake?.();
  }

  /** A poll saw the head of the log; a session behind it reads on. */
  headSeen(head: Position | null): void {
    if (head !== null && head > (this.cursor ?? 0)) this.wake?.();
  }

  heartbeat(): void {
    // A client that is not reading already has bytes waiting; no need to add to them.
    if (!this.closed && this.out.writableLength === 0) this.out.write(': heartbeat\n\n');
  }

  async run(): Promise<void> {
    const { types } = this.query;
    while (!this.closed) {
      const chunk = await this.reader.readAll(this.cursor, TAIL_CHUNK);
      if (this.closed) return;
      if (chunk.length > 0) this.cursor = chunk[chunk.length - 1].position;
      const messages = chunk
        .filter((event) => isResearchEvent(event) && (types === null || types.has(event.type)))
        .map((event) => sseMessage(event.position, JSON.stringify(toFeedEvent(event, this.viewer))));
      if (messages.length > 0 && !this.out.write(messages.join(''))) await this.drained();
      if (chunk.length < TAIL_CHUNK) await this.nextWake();
    }
  }

  private async drained(): Promise<void> {
    if (this.closed || this.out.destroyed) return;
    await new Promise<void>((resolve) => {
      const done = (): void => {
        this.out.off('drain', done).off('close', done);
        this.wake = null;
        resolve();
      };
      this.out.once('drain', done).once('close', done);
      this.wake = done; // close() ends the wait too
    });
  }

  /**
   * Until a poll sees the head beyond our cursor. On PostgreSQL the head can
   * be ahead of what a reader may see yet (appends in flight): then the next
   * poll wakes us again, so we read once per poll, never in a tight loop.
   */
  private nextWake(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.wake = () => {
        this.wake = null;
        resolve();
      };
    });
  }
}
