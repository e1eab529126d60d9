import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rootCertificates } from 'node:tls';
import { Agent, setGlobalDispatcher } from 'undici';

const trusted = new Set<string>();

/**
 * Makes this test process's `fetch` trust a certificate authority besides the
 * public ones: the local CA a spawned service generated in its DATA_DIR. One
 * global dispatcher, so every helper and test that calls `fetch` with a
 * service's https base URL verifies it against that CA, as `curl --cacert` does.
 */
export function trustCertificateAuthority(pem: string): void {
  if (trusted.has(pem)) return;
  trusted.add(pem);
  setGlobalDispatcher(new Agent({ connect: { ca: [...rootCertificates, ...trusted] } }));
}

/** DATA_DIR/tls/ca.pem of a service started on that DATA_DIR. */
export const serviceCaFile = (dataDir: string): string => join(dataDir, 'tls', 'ca.pem');

/** Trusts the CA a service generated in `dataDir`; false while it has not written one yet. */
export function trustServiceCa(dataDir: string): boolean {
  const file = serviceCaFile(dataDir);
  if (!existsSync(file)) return false;
  trustCertificateAuthority(readFileSync(file, 'utf8'));
  return true;
}
