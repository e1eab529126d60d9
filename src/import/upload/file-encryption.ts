import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync, rmSync, statSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { Transform } from 'node:stream';

/**
 * The key of one upload's file on disk. It lives only in the memory of the
 * request (and the thread that seals its rows): a file left behind by a
 * crash can never be read again, by anyone.
 */
export interface FileEncryption {
  key: Uint8Array;
  iv: Uint8Array;
}

// A stream cipher: the file is written and read once, in order, and only confidentiality at rest is asked of it.
const CIPHER = 'aes-256-ctr';

export function newFileEncryption(): FileEncryption {
  // Own memory, not a slice of Node's shared pool: a thread message would copy the whole pool.
  return { key: new Uint8Array(randomBytes(32)), iv: new Uint8Array(randomBytes(16)) };
}

/** Writes what it is given to `path` encrypted; finishes only once the file is complete on disk. */
export function encryptingFileStream(path: string, encryption: FileEncryption): Writable {
  const cipher = createCipheriv(CIPHER, encryption.key, encryption.iv);
  const file = createWriteStream(path, { mode: 0o600 });
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      file.write(cipher.update(chunk), (error) => done(error ?? null));
    },
    final(done) {
      file.end(cipher.final(), () => done());
    },
    destroy(error, done) {
      file.destroy();
      done(error);
    },
  });
  file.on('error', (error) => out.destroy(error));
  return out;
}

/** The plaintext of an encrypted file, as a transform to put after its read stream. */
export function decryption(encryption: FileEncryption): Transform {
  return createDecipheriv(CIPHER, encryption.key, encryption.iv);
}

/**
 * The private directory uploads are received in (mode 0700, created if
 * missing), swept of whatever an earlier process left older than `staleMs`
 * (a crash mid-upload): those files are unreadable, but still take space.
 */
export function preparedUploadDir(dir: string, staleMs: number, now = Date.now()): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    try {
      if (now - statSync(path).mtimeMs > staleMs) rmSync(path, { recursive: true, force: true });
    } catch {
      // Gone already (another process swept it).
    }
  }
  return dir;
}
