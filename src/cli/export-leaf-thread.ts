/**
 * Entry point of a verify-export hashing thread: takes one read of the file,
 * hashes every line that lies whole inside it into its RFC 9162 leaf hash,
 * and hands back the hashes and the read itself. The line cut at each end of
 * the read is left to the main thread, which joins it with its neighbour.
 */
import { hash } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { type ChunkReply, type ChunkRequest, HASH_BYTES, NEWLINE } from './export-leaf-messages';

parentPort?.on('message', ({ id, buffer, length }: ChunkRequest) => {
  const bytes = Buffer.from(buffer, 0, length);
  const first = bytes.indexOf(NEWLINE);
  const last = first < 0 ? -1 : bytes.lastIndexOf(NEWLINE);
  let count = 0;
  let leaves = Buffer.alloc(0);
  if (first >= 0 && last > first) {
    // At most one line per byte between the two newlines; usually far fewer, so the block grows as needed.
    leaves = Buffer.allocUnsafeSlow(Math.min(last - first, 8192) * HASH_BYTES);
    for (let start = first + 1; start <= last;) {
      const end = bytes.indexOf(NEWLINE, start);
      if (end > start) {
        if ((count + 1) * HASH_BYTES > leaves.length) {
          const grown = Buffer.allocUnsafeSlow(leaves.length * 2);
          leaves.copy(grown, 0, 0, count * HASH_BYTES);
          leaves = grown;
        }
        // The newline before the line lends its byte to the 0x00 prefix, then gets it back.
        bytes[start - 1] = 0x00;
        leaves.write(hash('sha256', bytes.subarray(start - 1, end), 'binary'), count * HASH_BYTES, 'latin1');
        bytes[start - 1] = NEWLINE;
        count += 1;
      }
      start = end + 1;
    }
  }
  const reply: ChunkReply = { id, buffer, length, first, last, leaves: leaves.buffer as ArrayBuffer, count };
  parentPort?.postMessage(reply, count > 0 ? [buffer, reply.leaves] : [buffer]);
});
