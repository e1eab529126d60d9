import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AuditTreeDeps } from '../../src/audit/audit-deps';
import { CheckpointSigner } from '../../src/audit/checkpoint';
import { leafHash } from '../../src/audit/merkle/merkle-hash';
import { foldRange } from '../../src/audit/merkle/merkle-ranges';
import { consistencyProof, inclusionProof } from '../../src/audit/merkle/proof-queries';
import { checkpointText } from '../../src/audit/merkle/signed-note';
import { SqliteTreeStore } from '../../src/audit/merkle/sqlite-tree-store';
import { pushLeaf } from '../../src/audit/merkle/tree-builder';
import type { TreeLeaf, TreeNode } from '../../src/audit/merkle/tree-store';
import type { SqliteClient } from '../../src/storage/sqlite-client';

const ORIGIN = 'bench/audit-log';
const PAGE = 10_000;
const ROUNDS = 5_000;

/** How often the scheduler took this thread off its core while it could run (Linux; 0 elsewhere). */
function preemptions(): number {
  try {
    const status = readFileSync('/proc/thread-self/status', 'utf8');
    return Number(/nonvoluntary_ctxt_switches:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/**
 * A tree of `size` leaves over a synthetic log (leaf i hashes a line naming
 * position i), stored as the notary stores it, with a signed head: the
 * quick way to a 1,000,000-leaf tree without writing a million events.
 */
export async function syntheticTree(db: SqliteClient, size: number): Promise<AuditTreeDeps> {
  const store = SqliteTreeStore.open(db);
  const frontier: TreeNode[] = [];
  for (let start = 0; start < size; start += PAGE) {
    const leaves: TreeLeaf[] = [];
    const nodes: TreeNode[] = [];
    for (let index = start; index < Math.min(size, start + PAGE); index += 1) {
      const hash = leafHash(`{"position":${index + 1},"synthetic":true}`);
      leaves.push({ index, position: index + 1, hash });
      nodes.push(...pushLeaf(frontier, { level: 0, index, hash }));
    }
    await store.append(leaves, nodes);
  }
  const signer = CheckpointSigner.fromSeed(randomBytes(32).toString('base64url'));
  const root = foldRange(frontier.map((node) => node.hash));
  const text = checkpointText(ORIGIN, size, root);
  await store.addHead({
    tree_size: size,
    root_hash: root,
    note: `${text}\n${signer.signNote(ORIGIN, text)}`,
    signed_at: new Date().toISOString(),
  });
  return { store, origin: ORIGIN, verifiers: [signer.noteVerifier(ORIGIN)], witnesses: [] };
}

/**
 * Proof latency at `size` leaves on the code path of GET /v1/audit/proofs/*
 * (the query functions the routes call: parameters, signed size, leaf lookup,
 * stored nodes, base64), without HTTP and without the AuditTrailRead event
 * the route then appends. Wall time and the process's CPU time per proof are
 * both printed: on a shared machine the wall tail is mostly time spent
 * waiting for a core, which the CPU time leaves out. So is the wall p99 of
 * the proofs during which the scheduler never took the thread off its core
 * for another (Linux's involuntary context switches): the proof's own time.
 */
export async function proofRows(db: SqliteClient, size: number): Promise<string[][]> {
  const started = performance.now();
  const tree = await syntheticTree(db, size);
  const rows = [
    ['tree: synthetic, stored', `${size} leaves`, `${((performance.now() - started) / 1000).toFixed(1)} s`],
  ];
  for (const kind of ['inclusion', 'consistency'] as const) {
    const wall: number[] = [];
    const cpu: number[] = [];
    const uninterrupted: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const at = String(1 + Math.floor(Math.random() * (size - 1)));
      const switches = preemptions();
      const cpuBefore = process.cpuUsage();
      const t = performance.now();
      if (kind === 'inclusion') await inclusionProof(tree, { leaf_index: at });
      else await consistencyProof(tree, { from: at, to: String(size) });
      const ms = performance.now() - t;
      const used = process.cpuUsage(cpuBefore);
      wall.push(ms);
      cpu.push((used.user + used.system) / 1000);
      if (preemptions() === switches) uninterrupted.push(ms);
    }
    for (const list of [wall, cpu, uninterrupted]) list.sort((a, b) => a - b);
    rows.push([
      `proof query: ${kind}`,
      `size ${size}, ${ROUNDS} proofs`,
      `wall p50 ${percentile(wall, 0.5).toFixed(3)} ms, p99 ${percentile(wall, 0.99).toFixed(3)} ms; ` +
        `CPU p99 ${percentile(cpu, 0.99).toFixed(3)} ms (target p99 < 2); wall p99 of the ` +
        `${uninterrupted.length} proofs no other thread pre-empted: ${percentile(uninterrupted, 0.99).toFixed(3)} ms`,
    ]);
  }
  return rows;
}
