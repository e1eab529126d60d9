import { randomFillSync } from 'node:crypto';

export type IdPrefix = 'pat' | 'vis' | 'med' | 'batch' | 'usr' | 'req';

const ID_BYTES = 16;
/** One getrandom call per 256 ids rather than one per id, which every request pays (docs/performance.md). */
const pool = Buffer.alloc(ID_BYTES * 256);
let taken = pool.length;

/** A view of fresh random bytes in the pool: read it at once, or copy it before changing it. */
function randomIdBytes(size: number): Buffer {
  if (taken + size > pool.length) {
    randomFillSync(pool);
    taken = 0;
  }
  const bytes = pool.subarray(taken, taken + size);
  taken += size;
  return bytes;
}

/** 128 random bits, URL-safe: unguessable and unrelated to any original identifier. */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomIdBytes(ID_BYTES).toString('base64url')}`;
}

/** Consecutive record ids that share a prefix: one block goes into one run of index pages. */
const IDS_PER_BLOCK = 256;
const blocks = new Map<IdPrefix, { prefix: string; left: number }>();

/**
 * An id for a record created through the API (a patient, a visit): 48 random bits shared by a block of 256 ids,
 * so records committed together share index pages, then 96 random bits of its own, which stay unguessable.
 */
export function newRecordId(prefix: 'pat' | 'vis'): string {
  let block = blocks.get(prefix);
  if (!block || block.left === 0) {
    block = { prefix: randomIdBytes(6).toString('base64url'), left: IDS_PER_BLOCK };
    blocks.set(prefix, block);
  }
  block.left -= 1;
  return `${prefix}_${block.prefix}${randomIdBytes(12).toString('base64url')}`;
}

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then 74 random
 * bits. Ids of events appended together sort together, so the log's unique
 * index on event ids grows at its end instead of at a random leaf per
 * insert: with random (version 4) ids, an import's appends dirtied one index
 * page per event and SQLite wrote several times the event's size to its
 * WAL. The time it tells is the event's own recorded time anyway.
 */
export function newEventId(): string {
  const bytes = Buffer.from(randomIdBytes(ID_BYTES));
  const now = Date.now();
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = 0x70 | (bytes[6] & 0x0f);
  bytes[8] = 0x80 | (bytes[8] & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const ID_SUFFIX = /^[A-Za-z0-9_-]{1,64}$/;

export function hasPrefix(value: string, prefix: IdPrefix): boolean {
  return value.startsWith(`${prefix}_`) && ID_SUFFIX.test(value.slice(prefix.length + 1));
}
