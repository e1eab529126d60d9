/** What the verify-export reader and its hashing threads send each other. */

export const NEWLINE = 0x0a;
export const HASH_BYTES = 32;

/** One read of the file: `length` bytes at the start of `buffer`, moved (not copied) to the thread. */
export interface ChunkRequest {
  id: number;
  buffer: ArrayBuffer;
  length: number;
}

/**
 * The read handed back with the leaf hashes (32 bytes each, in order) of the
 * `count` non-empty lines whole between its first and last newline (-1 when
 * it has none): bytes before `first` and after `last` belong to lines cut by
 * the read's ends.
 */
export interface ChunkReply {
  id: number;
  buffer: ArrayBuffer;
  length: number;
  first: number;
  last: number;
  leaves: ArrayBuffer;
  count: number;
}
