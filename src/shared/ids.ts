import { randomFillSync, randomUUID } from 'node:crypto';

export type IdPrefix = 'pat' | 'vis' | 'med' | 'batch' | 'usr' | 'req';

const ID_BYTES = 16;
/** Random bytes drawn 256 ids at a time: one call into the CSPRNG per id cost 2% of the main thread under read load. */
const pool = Buffer.alloc(ID_BYTES * 256);
let next = pool.length;

function randomIdBytes(): Buffer {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  const bytes = pool.subarray(next, next + ID_BYTES);
  next += ID_BYTES;
  return bytes;
}

/** 128 random bits, URL-safe: unguessable and unrelated to any original identifier. */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomIdBytes().toString('base64url')}`;
}

export function newEventId(): string {
  return randomUUID();
}

const ID_SUFFIX = /^[A-Za-z0-9_-]{1,64}$/;

export function hasPrefix(value: string, prefix: IdPrefix): boolean {
  return value.startsWith(`${prefix}_`) && ID_SUFFIX.test(value.slice(prefix.length + 1));
}
