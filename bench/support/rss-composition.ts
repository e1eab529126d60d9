/**
 * What a running process's resident memory is made of, sampled from
 * /proc/<pid>/smaps every second until it exits: each mapping's Rss summed
 * by kind, one line per sample, then the sample at the peak.
 *
 *   npx tsx bench/support/rss-composition.ts <pid> [interval ms]
 *
 * Kinds are told apart by how the mappings look, not by who made them:
 * - wasm: a WebAssembly.Memory (V8 reserves 8 GiB or more of address range
 *   and makes the grown part at its start accessible; its Rss is the memory
 *   grown and touched, and never shrinks);
 * - arena: glibc's per-thread malloc arenas (anonymous, 64 MiB aligned, at
 *   most 64 MiB), with `[heap]` the main thread's arena;
 * - v8: other anonymous mappings in whole 256 KiB pages at 256 KiB
 *   alignment (V8's heap pages and spaces, every isolate's together);
 * - anon: the rest of the anonymous memory (malloc's own mmaps of large
 *   blocks, such as Buffers' backing stores, thread stacks);
 * - sqlite: file-backed mappings of the database and its -wal and -shm;
 * - code: other file-backed mappings (node, shared libraries).
 */
import { readFileSync } from 'node:fs';

const MIB = 1024 * 1024;
const ARENA_ALIGN = 64 * MIB;
const V8_PAGE = 256 * 1024;
const WASM_RESERVATION = 4096 * MIB;

type Kind = 'wasm' | 'arena' | 'heap' | 'v8' | 'anon' | 'sqlite' | 'code';
const KINDS: Kind[] = ['wasm', 'arena', 'heap', 'v8', 'anon', 'sqlite', 'code'];

interface Mapping {
  start: bigint;
  end: bigint;
  perms: string;
  path: string;
  rssKib: number;
}

/**
 * A WebAssembly.Memory is one reservation whose grown part (at its start) is readable and the rest not: the
 * mapping is that inaccessible rest, or the accessible part right before it. Only the pair is taken, as other
 * anonymous mappings (malloc's) often lie right next to it.
 */
function isWasm(mappings: Mapping[], index: number): boolean {
  const mapping = mappings[index];
  const next = mappings[index + 1];
  if (mapping.path !== '' || !mapping.perms.startsWith('rw') || next === undefined) return false;
  // 32-bit memories get 8 GiB or more of address range (other reservations, such as V8's 2 GiB ones, are not wasm).
  return (
    next.path === '' &&
    next.perms.startsWith('---') &&
    next.start === mapping.end &&
    next.end - mapping.start >= BigInt(WASM_RESERVATION)
  );
}

function kindOf(mappings: Mapping[], index: number): Kind {
  const { start, end, path } = mappings[index];
  if (path === '[heap]') return 'heap';
  if (path.startsWith('/')) return /\.sqlite(-wal|-shm)?$/.test(path) ? 'sqlite' : 'code';
  if (path !== '') return 'anon'; // [stack], [vvar], [vdso]
  if (isWasm(mappings, index)) return 'wasm';
  if (start % BigInt(ARENA_ALIGN) === 0n && Number(end - start) <= ARENA_ALIGN) return 'arena';
  if (start % BigInt(V8_PAGE) === 0n && Number(end - start) % V8_PAGE === 0) return 'v8';
  return 'anon';
}

/** Rss in KiB per kind, and the total. */
export function composition(pid: number): Record<Kind | 'total', number> {
  const mappings: Mapping[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header)
      mappings.push({
        start: BigInt(`0x${header[1]}`),
        end: BigInt(`0x${header[2]}`),
        perms: header[3],
        path: header[4].trim(),
        rssKib: 0,
      });
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) mappings[mappings.length - 1].rssKib = Number(rss[1]);
  }
  const sums = Object.fromEntries([...KINDS, 'total'].map((kind) => [kind, 0])) as Record<Kind | 'total', number>;
  mappings.forEach((mapping, index) => {
    sums[kindOf(mappings, index)] += mapping.rssKib;
    sums.total += mapping.rssKib;
  });
  return sums;
}

const format = (sums: Record<string, number>): string =>
  Object.entries(sums)
    .map(([kind, kib]) => `${kind} ${(kib / 1024).toFixed(0)}`)
    .join(', ');

function main(): void {
  const pid = Number(process.argv[2]);
  const every = Number(process.argv[3] ?? 1000);
  if (!Number.isInteger(pid)) throw new Error('usage: rss-composition.ts <pid> [interval ms]');
  const started = Date.now();
  let peak: Record<string, number> | undefined;
  const timer = setInterval(() => {
    let sums: Record<string, number>;
    try {
      sums = composition(pid);
    } catch {
      clearInterval(timer);
      if (peak) console.log(`peak (MB): ${format(peak)}`);
      return;
    }
    if (!peak || sums.total > peak.total) peak = sums;
    console.log(`${((Date.now() - started) / 1000).toFixed(0)} s (MB): ${format(sums)}`);
  }, every);
}

if (require.main === module) main();
