import { open } from 'node:fs/promises';
import type { Worker } from 'node:worker_threads';
import { RootFold } from '../audit/merkle/root-fold';
import { startSourceThread } from '../shared/source-thread';
import { type ChunkReply, type ChunkRequest, HASH_BYTES } from './export-leaf-messages';

/** Reads in flight per thread: one being hashed and one waiting, so no thread idles on the disk. */
const READS_PER_THREAD = 2;

/** Hands each read to the threads in turn and gives the replies back in file order. */
class HashingThreads {
  private readonly workers: Worker[];
  private readonly waiting = new Map<number, (reply: ChunkReply) => void>();
  private readonly broken: Promise<never>;
  private sent = 0;

  constructor(count: number) {
    this.workers = Array.from({ length: count }, () => startSourceThread(__filename, 'export-leaf-thread', {}));
    this.broken = new Promise<never>((_, fail) => {
      for (const worker of this.workers) {
        worker.on('message', (reply: ChunkReply) => this.waiting.get(reply.id)?.(reply));
        worker.once('error', fail);
      }
    });
    this.broken.catch(() => undefined);
  }

  hash(buffer: ArrayBuffer, length: number): Promise<ChunkReply> {
    const id = this.sent++;
    const reply = new Promise<ChunkReply>((done) => this.waiting.set(id, done));
    const request: ChunkRequest = { id, buffer, length };
    this.workers[id % this.workers.length].postMessage(request, [buffer]);
    return Promise.race([reply, this.broken]).finally(() => this.waiting.delete(id));
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}

/**
 * The root of the first `size` non-empty lines of the file, each hashed as
 * written, or how many lines it had when fewer. The lines inside each read
 * are hashed on `threads` worker threads while this thread reads ahead and
 * folds their hashes in order; memory holds at most two reads per thread.
 */
export async function threadedRootOfLines(
  file: string,
  size: number,
  readBytes: number,
  threads: number,
): Promise<{ lines: number; root: Buffer | null }> {
  const fold = new RootFold();
  const pool = new HashingThreads(threads);
  const handle = await open(file, 'r');
  const spare: ArrayBuffer[] = [];
  const inFlight: Promise<ChunkReply>[] = [];
  let carry: Buffer | null = null;
  let ended = false;
  const readNext = async (): Promise<void> => {
    const buffer = spare.pop() ?? new ArrayBuffer(readBytes);
    const { bytesRead } = await handle.read(new Uint8Array(buffer), 0, readBytes, null);
    if (bytesRead === 0) ended = true;
    else inFlight.push(pool.hash(buffer, bytesRead));
  };
  const addLine = (line: Buffer): void => {
    if (line.length > 0 && fold.count < size) fold.addBytes(line, 0, line.length);
  };
  try {
    while (fold.count < size) {
      while (!ended && inFlight.length < threads * READS_PER_THREAD) await readNext();
      const next = inFlight.shift();
      if (next === undefined) break;
      const reply = await next;
      const bytes = Buffer.from(reply.buffer, 0, reply.length);
      if (reply.first < 0) {
        // No newline in the whole read: all of it continues the line begun before.
        carry = carry === null ? Buffer.from(bytes) : Buffer.concat([carry, bytes]);
      } else {
        const head = bytes.subarray(0, reply.first);
        addLine(carry === null ? head : Buffer.concat([carry, head]));
        const leaves = Buffer.from(reply.leaves, 0, reply.count * HASH_BYTES);
        for (let at = 0; at < leaves.length && fold.count < size; at += HASH_BYTES) fold.addLeafHashAt(leaves, at);
        carry = reply.last + 1 < reply.length ? Buffer.from(bytes.subarray(reply.last + 1)) : null;
      }
      spare.push(reply.buffer);
    }
    if (carry !== null) addLine(carry);
  } finally {
    await handle.close();
    await pool.close();
  }
  return { lines: fold.count, root: fold.count === size ? fold.root() : null };
}
