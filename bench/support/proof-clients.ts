import { Agent, request } from 'node:https';
import { type TLSSocket, connect } from 'node:tls';
import { Client } from 'undici';

/** One answer, read to its last byte. */
export interface Answer {
  status: number;
  body: Buffer;
}

/** A client holding one kept-alive HTTPS connection to the service, one request at a time. */
export interface ProofClient {
  get(path: string): Promise<Answer>;
  close(): Promise<void>;
}

export const CLIENT_KINDS = ['https', 'undici', 'tls'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];

export function isClientKind(text: string): text is ClientKind {
  return (CLIENT_KINDS as readonly string[]).includes(text);
}

/** `origin`: https://host:port; `headers`: sent with every request (the bearer token, Accept-Encoding). */
export function proofClient(
  kind: ClientKind,
  origin: string,
  ca: Buffer,
  headers: Record<string, string>,
): ProofClient {
  if (kind === 'https') return new NodeHttpsClient(origin, ca, headers);
  if (kind === 'undici') return new UndiciClient(origin, ca, headers);
  return new RawTlsClient(new URL(origin), ca, headers);
}

/** node:https with a keep-alive Agent: what most Node callers use, and the costliest of the three. */
class NodeHttpsClient implements ProofClient {
  private readonly agent: Agent;

  constructor(
    private readonly origin: string,
    ca: Buffer,
    private readonly headers: Record<string, string>,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: 1, ca });
  }

  get(path: string): Promise<Answer> {
    return new Promise((done, fail) => {
      const sent = request(`${this.origin}${path}`, { agent: this.agent, headers: this.headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
        response.on('error', fail);
      });
      sent.on('error', fail);
      sent.end();
    });
  }

  close(): Promise<void> {
    this.agent.destroy();
    return Promise.resolve();
  }
}

/** undici's Client: one connection, its own HTTP/1.1 parser (llhttp), no Agent or IncomingMessage per request. */
class UndiciClient implements ProofClient {
  private readonly client: Client;

  constructor(
    origin: string,
    ca: Buffer,
    private readonly headers: Record<string, string>,
  ) {
    this.client = new Client(origin, { connect: { ca }, pipelining: 1, keepAliveTimeout: 60_000 });
  }

  async get(path: string): Promise<Answer> {
    const { statusCode, body } = await this.client.request({ path, method: 'GET', headers: this.headers });
    return { status: statusCode, body: Buffer.from(await body.arrayBuffer()) };
  }

  close(): Promise<void> {
    return this.client.close();
  }
}

/** Where one response ends in the bytes read so far: its status, and where its body starts and ends. */
interface Framed {
  status: number;
  body: Buffer;
  used: number;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/** Cuts a chunked body out of `bytes` from `at`, or null while its last chunk has not all arrived. */
function unchunk(bytes: Buffer, at: number): { body: Buffer; end: number } | null {
  const parts: Buffer[] = [];
  let cursor = at;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', cursor);
    if (lineEnd < 0) return null;
    const size = parseInt(bytes.toString('latin1', cursor, lineEnd), 16);
    if (Number.isNaN(size)) throw new Error('unreadable chunk size');
    if (size === 0) {
      // No trailers are sent by the service: the last chunk is `0\r\n\r\n`.
      const end = bytes.indexOf(HEAD_END, lineEnd);
      return end < 0 ? null : { body: Buffer.concat(parts), end: end + 4 };
    }
    if (bytes.length < lineEnd + 2 + size + 2) return null;
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    cursor = lineEnd + 2 + size + 2;
  }
}

/** One HTTP/1.1 response at the start of `bytes`, or null while it is incomplete (Content-Length or chunked). */
export function frameResponse(bytes: Buffer): Framed | null {
  const headEnd = bytes.indexOf(HEAD_END);
  if (headEnd < 0) return null;
  const head = bytes.toString('latin1', 0, headEnd);
  const status = Number(head.slice(9, 12));
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) {
    const end = headEnd + 4 + Number(length[1]);
    return bytes.length < end ? null : { status, body: bytes.subarray(headEnd + 4, end), used: end };
  }
  if (!/\r\ntransfer-encoding:\s*chunked/i.test(head)) throw new Error('a response without a length');
  const chunked = unchunk(bytes, headEnd + 4);
  return chunked === null ? null : { status, body: chunked.body, used: chunked.end };
}

/**
 * A bare TLS socket: each request's bytes are the path between a pre-serialised head and tail, and the answer is
 * framed by hand. It does what a load generator (wrk, h2load) does per request, and no more.
 */
class RawTlsClient implements ProofClient {
  private socket: TLSSocket | null = null;
  private readonly tail: string;
  private pending: Buffer = Buffer.alloc(0);
  private waiting: { done: (answer: Answer) => void; fail: (error: Error) => void } | null = null;

  constructor(
    private readonly origin: URL,
    private readonly ca: Buffer,
    headers: Record<string, string>,
  ) {
    const lines = Object.entries({ Host: origin.host, ...headers }).map(([name, value]) => `${name}: ${value}\r\n`);
    this.tail = ` HTTP/1.1\r\n${lines.join('')}\r\n`;
  }

  private connected(): Promise<TLSSocket> {
    if (this.socket !== null) return Promise.resolve(this.socket);
    return new Promise((done, fail) => {
      const socket = connect({ host: this.origin.hostname, port: Number(this.origin.port), ca: this.ca }, () => {
        socket.setNoDelay(true);
        this.socket = socket;
        done(socket);
      });
      socket.on('data', (chunk: Buffer) => this.take(chunk));
      socket.on('error', (error) => (this.waiting ? this.waiting.fail(error) : fail(error)));
      socket.on('close', () => {
        this.socket = null;
        this.waiting?.fail(new Error('the service closed the connection'));
      });
    });
  }

  private take(chunk: Buffer): void {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    let framed: Framed | null;
    try {
      framed = frameResponse(this.pending);
    } catch (error) {
      this.waiting?.fail(error as Error);
      this.socket?.destroy();
      return;
    }
    if (framed === null || this.waiting === null) return;
    const { done } = this.waiting;
    this.waiting = null;
    // Copied: the bodies are kept for verification after the run, and `pending` may be a slice of a larger read.
    done({ status: framed.status, body: Buffer.from(framed.body) });
    this.pending = this.pending.subarray(framed.used);
  }

  async get(path: string): Promise<Answer> {
    const socket = await this.connected();
    return new Promise((done, fail) => {
      this.waiting = { done, fail };
      socket.write(`GET ${path}${this.tail}`, 'latin1');
    });
  }

  close(): Promise<void> {
    this.socket?.destroy();
    this.socket = null;
    return Promise.resolve();
  }
}
