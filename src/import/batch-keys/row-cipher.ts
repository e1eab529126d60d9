/**
 * The payload cipher of the import queue: AES-256-GCM under the batch's own
 * key, with the batch id and row number as associated data so a ciphertext
 * cannot be replayed as another row. Once the key is destroyed (the batch is
 * over), every copy of the payload, in a write-ahead log, a Kafka segment or a
 * backup, is unreadable: crypto-shredding.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export const BATCH_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function newBatchKey(): Buffer {
  return randomBytes(BATCH_KEY_BYTES);
}

function associatedData(batchId: string, rowNumber: number): Buffer {
  return Buffer.from(`${batchId}\n${rowNumber}`, 'utf8');
}

/**
 * Random IVs drawn from the CSPRNG a thousand at a time: one call per row
 * cost about as much as the row's encryption. Each IV is still random and
 * used once.
 */
const IV_POOL_SIZE = 1024;
let ivPool = Buffer.alloc(0);
let ivNext = 0;

function nextIv(): Buffer {
  if (ivNext >= ivPool.length) {
    ivPool = randomBytes(IV_BYTES * IV_POOL_SIZE);
    ivNext = 0;
  }
  const iv = ivPool.subarray(ivNext, ivNext + IV_BYTES);
  ivNext += IV_BYTES;
  return iv;
}

/** base64url(iv | tag | ciphertext). */
export function sealRow(key: Uint8Array, batchId: string, rowNumber: number, plaintext: string): string {
  const iv = nextIv();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associatedData(batchId, rowNumber));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Throws when the key is wrong or the payload was altered or moved to another row. */
export function openRow(key: Uint8Array, batchId: string, rowNumber: number, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('sealed row payload is too short');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(associatedData(batchId, rowNumber));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
