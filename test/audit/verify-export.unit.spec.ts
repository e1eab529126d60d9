import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { type LeafEvent, leafBytes, leafHash } from '../../src/audit/merkle/merkle-hash';
import { MerkleProofs } from '../../src/audit/merkle/merkle-proofs';
import { pushLeaf } from '../../src/audit/merkle/tree-builder';
import type { TreeNode } from '../../src/audit/merkle/tree-store';
import { checkExport } from '../../src/cli/audit-export';
import { MemoryTreeStore } from './memory-tree-store';

const events: LeafEvent[] = Array.from({ length: 25 }, (_, i) => ({
  position: i + 1,
  event_id: `e-${i}`,
  stream_id: `patient-pat_${i}`,
  revision: 0,
  event_type: 'PatientRegistered',
  recorded_at: `2026-01-01T00:00:${String(i).padStart(2, '0')}.000Z`,
  data: { patient: { bmi: 20 + i, age_years: 50 } },
  metadata: { actor_role: 'provider', request_id: `req_${i}` },
}));

describe('verify-export: an NDJSON export against a checkpoint, offline', () => {
  let dir: string;
  const file = (name: string, lines: string[]): string => {
    const path = join(dir, name);
    writeFileSync(path, `${lines.join('\n')}\n`);
    return path;
  };
  let checkpoint: { origin: string; size: number; root: Buffer };

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'export-'));
    const store = new MemoryTreeStore();
    const frontier: TreeNode[] = [];
    for (const [index, event] of events.slice(0, 20).entries()) {
      const hash = leafHash(leafBytes(event));
      await store.append([{ index, position: event.position, hash }], pushLeaf(frontier, { level: 0, index, hash }));
    }
    checkpoint = { origin: 'test', size: 20, root: await new MerkleProofs(store).root(20) };
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('accepts the service export (canonical lines) and one reformatted on the way, longer than the head', async () => {
    expect((await checkExport(file('a', events.map(leafBytes)), checkpoint)).ok).to.equal(true);
    const reformatted = events.map((event) => JSON.stringify(event, null, 0).replace('{', '{ '));
    expect((await checkExport(file('b', reformatted), checkpoint)).ok).to.equal(true);
  });

  it('reads the same lines however the reads cut them (a line over several reads, a read ending on one)', async () => {
    const service = file('f', events.map(leafBytes));
    const reformatted = file(
      'g',
      events.map((event) => JSON.stringify(event).replace('{', '{ ')),
    );
    const lineBytes = Buffer.byteLength(leafBytes(events[0]));
    for (const readBytes of [1, 7, lineBytes, lineBytes + 1, 3 * lineBytes + 2]) {
      for (const threads of [0, 3]) {
        const check = await checkExport(service, checkpoint, readBytes, threads);
        expect(check.ok, `reads of ${readBytes}, ${threads} threads`).to.equal(true);
        expect(check.events).to.equal(20);
      }
      expect((await checkExport(reformatted, checkpoint, readBytes)).ok, `reformatted, ${readBytes}`).to.equal(true);
    }
    const swapped = events.map(leafBytes);
    [swapped[3], swapped[4]] = [swapped[4], swapped[3]];
    expect((await checkExport(file('h', swapped), checkpoint, 7)).ok).to.equal(false);
  });

  it('hashes on threads the same lines one thread reads: blank lines skipped, the last without a newline', async () => {
    const lines = events.slice(0, 20).map(leafBytes);
    const path = join(dir, 'blank');
    writeFileSync(path, `\n${lines.slice(0, 9).join('\n')}\n\n\n${lines.slice(9).join('\n')}`);
    const lineBytes = Buffer.byteLength(lines[0]);
    for (const readBytes of [5, lineBytes - 1, 2 * lineBytes, 4 << 20]) {
      for (const threads of [0, 2]) {
        expect((await checkExport(path, checkpoint, readBytes, threads)).ok, `${readBytes}, ${threads}`).to.equal(true);
      }
    }
    const cut = join(dir, 'cut');
    writeFileSync(cut, lines.slice(0, 19).join('\n'));
    for (const threads of [0, 2]) expect((await checkExport(cut, checkpoint, 64, threads)).events).to.equal(19);
  });

  it('refuses an export with one value changed, two lines swapped or the tail cut', async () => {
    const edited = events.map((event, i) =>
      leafBytes(i === 7 ? { ...event, recorded_at: '2020-01-01T00:00:00.000Z' } : event),
    );
    expect((await checkExport(file('c', edited), checkpoint)).reason).to.match(/do not hash to the signed root/);
    const swapped = events.map(leafBytes);
    [swapped[3], swapped[4]] = [swapped[4], swapped[3]];
    expect((await checkExport(file('d', swapped), checkpoint)).ok).to.equal(false);
    expect((await checkExport(file('e', events.slice(0, 19).map(leafBytes)), checkpoint)).reason).to.match(
      /fewer than/,
    );
  });
});
