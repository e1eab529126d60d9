/**
 * Seeds a running service with patients through the batch import (the
 * fastest way to a large log) and waits until the import is done.
 *   tsx scripts/audit-seed.ts <rows>   with BASE, CA, SEED_EMAIL, SEED_PASSWORD set
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeCsv } from '../test/batch/csv-generator';
import { getJson, loginAt, uploadFile } from '../test/batch/spawned-service';
import { trustCertificateAuthority } from '../test/support/tls-trust';

async function main(): Promise<void> {
  const rows = Number(process.argv[2] ?? '10000');
  const { BASE: base, CA: ca, SEED_EMAIL: email, SEED_PASSWORD: password } = process.env;
  if (!base || !ca || !email || !password) throw new Error('BASE, CA, SEED_EMAIL and SEED_PASSWORD must be set');
  trustCertificateAuthority(readFileSync(ca, 'utf8'));
  const work = mkdtempSync(join(tmpdir(), 'audit-seed-'));
  try {
    const csv = await writeCsv(join(work, 'patients.csv'), { rows, invalidRate: 0, notesLength: 40 });
    const token = await loginAt(base, email, password);
    const upload = await uploadFile(base, token, csv.path);
    if (upload.status !== 202) throw new Error(`upload refused: ${upload.status}`);
    const batch = String(upload.body.data.batch_id);
    for (;;) {
      const status = await getJson(`${base}/patients/batch/${batch}`, token);
      if (status.body.data.processing === false) {
        console.log(`seeded ${status.body.data.successful} patients (${status.body.data.failed} failed)`);
        if (status.body.data.successful !== rows) throw new Error('some rows were not imported');
        return;
      }
      await new Promise((done) => setTimeout(done, 200));
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
