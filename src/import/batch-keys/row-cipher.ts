/**
 * The payload cipher of the import queue: AES-256-GCM under the batch's own
 * key, with a label of what was sealed (batch id and row numbers) as
 * associated data so a ciphertext cannot be replayed as other rows. Once the key is destroyed (the batch is
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

/** base64url(iv | tag | ciphertext); `label` is bound to it and must be given again to open it. */
export function sealPayload(key: Uint8Array, label: string, plaintext: string): string {
  const iv = nextIv();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(label, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Throws when the key is wrong, the payload was altered, or it was sealed under another label. */
export function openPayload(key: Uint8Array, label: string, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('sealed row payload is too short');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(label, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
