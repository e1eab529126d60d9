import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { createCertificateAuthority, createServerCertificate, serverCertificateFits } from './certificates';

/** What the TLS listener serves, and where clients find the CA that signed it (null for operator files). */
export interface TlsMaterial {
  certPem: string;
  keyPem: string;
  caFile: string | null;
  /** True when this start wrote a new certificate. */
  generated: boolean;
}

export interface TlsFiles {
  certFile?: string;
  keyFile?: string;
}

export const TLS_DIR = 'tls';
export const CA_FILE = 'ca.pem';

/** The names a generated certificate covers: loopback, this machine's name, and the listener's address. */
export function certificateNames(host: string): string[] {
  const names = ['localhost', '127.0.0.1', '::1', hostname()];
  if (host !== '0.0.0.0' && host !== '::' && host !== '') names.push(host);
  return [...new Set(names.map((name) => name.toLowerCase()))];
}

const LOCK_WAIT_MS = 30_000;

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Several API processes may start together on one DATA_DIR: one of them
 * (the one that creates the lock file) writes the files, the others wait for
 * it. A lock older than the wait is left over from a crash and is taken over.
 */
function withLock<T>(dir: string, work: () => T): T {
  const lock = join(dir, '.lock');
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline || Date.now() - statSync(lock).mtimeMs > LOCK_WAIT_MS) {
        rmSync(lock, { force: true });
        continue;
      }
      sleepSync(100);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** Written beside, then renamed: a reader never sees half a file. */
function writeAtomically(path: string, content: string, mode: number): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content, { mode });
  renameSync(temporary, path);
}

/**
 * The certificate and key to serve. The operator's TLS_CERT_FILE and
 * TLS_KEY_FILE when given; otherwise a local CA and a server certificate in
 * DATA_DIR/tls, made on first start and kept across restarts (a new server
 * certificate, from the same CA, when it nears expiry or the names changed).
 * Keys are written readable by the owner only.
 */
export function loadTlsMaterial(dataDir: string, host: string, files: TlsFiles, now = new Date()): TlsMaterial {
  if (files.certFile || files.keyFile) {
    if (!files.certFile || !files.keyFile) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE must be set together');
    return {
      certPem: readFileSync(files.certFile, 'utf8'),
      keyPem: readFileSync(files.keyFile, 'utf8'),
      caFile: null,
      generated: false,
    };
  }
  const dir = join(dataDir, TLS_DIR);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const paths = {
    ca: join(dir, CA_FILE),
    caKey: join(dir, 'ca-key.pem'),
    cert: join(dir, 'server.pem'),
    key: join(dir, 'server-key.pem'),
  };
  return withLock(dir, () => {
    let generated = false;
    if (!existsSync(paths.ca) || !existsSync(paths.caKey)) {
      const ca = createCertificateAuthority('menopause-deid-service local CA', now);
      writeAtomically(paths.caKey, ca.keyPem, 0o600);
      writeAtomically(paths.ca, ca.certPem, 0o644);
      generated = true;
    }
    const caPem = readFileSync(paths.ca, 'utf8');
    const names = certificateNames(host);
    const current = existsSync(paths.cert) && existsSync(paths.key) ? readFileSync(paths.cert, 'utf8') : null;
    if (generated || current === null || !serverCertificateFits(current, caPem, names, now)) {
      const caKeyPem = readFileSync(paths.caKey, 'utf8');
      const server = createServerCertificate({ certPem: caPem, keyPem: caKeyPem }, names, now);
      writeAtomically(paths.key, server.keyPem, 0o600);
      writeAtomically(paths.cert, server.certPem, 0o644);
      generated = true;
    }
    return {
      certPem: readFileSync(paths.cert, 'utf8'),
      keyPem: readFileSync(paths.key, 'utf8'),
      caFile: paths.ca,
      generated,
    };
  });
}
