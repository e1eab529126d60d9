/** One parsed Server-Sent Events block: a message (id, data) or a comment. */
export interface SseFrame {
  id?: string;
  data?: string;
  comment?: string;
  retry?: string;
  event?: string;
}

/** A minimal SSE reader over fetch, for tests: frames in arrival order, with a wait for the next one that matches. */
export class SseClient {
  readonly frames: SseFrame[] = [];
  private readonly abort = new AbortController();
  private waiters: (() => void)[] = [];
  status = 0;
  headers: Headers = new Headers();
  ended = false;

  private constructor() {}

  static async connect(url: string, headers: Record<string, string>): Promise<SseClient> {
    const client = new SseClient();
    const response = await fetch(url, { headers, signal: client.abort.signal });
    client.status = response.status;
    client.headers = response.headers;
    if (response.body) void client.pump(response.body);
    return client;
  }

  private async pump(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const bytes of body) {
        buffer += decoder.decode(bytes, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.frames.push(parse(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
        }
        this.notify();
      }
    } catch {
      // aborted
    }
    this.ended = true;
    this.notify();
  }

  private notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter();
  }

  /** Messages (frames with data) received so far, their data parsed as JSON. */
  messages<T>(): { id: string; event: T }[] {
    return this.frames
      .filter((frame) => frame.data !== undefined)
      .map((frame) => ({ id: frame.id ?? '', event: JSON.parse(frame.data ?? 'null') as T }));
  }

  /** Resolves once `condition` holds, rejects after `timeoutMs`. */
  async until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (this.ended) throw new Error('the event stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; frames so far: ${JSON.stringify(this.frames).slice(0, 500)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.abort.abort();
  }
}

function parse(block: string): SseFrame {
  const frame: SseFrame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    else {
      const colon = line.indexOf(':');
      const field = line.slice(0, colon);
      const value = line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id' || field === 'data' || field === 'retry' || field === 'event') frame[field] = value;
    }
  }
  return frame;
}
