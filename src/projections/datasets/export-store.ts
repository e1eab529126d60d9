import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Position } from '../../events/event-store';
import type { DatasetFormat } from './dataset-files';
import type { DatasetManifest } from './dataset-snapshot';
import type { ExportPhaseTiming } from './export-phases';

export type BuildPhase = 'queued' | 'replaying' | 'writing' | 'done' | 'failed';

export interface ExportFile {
  /** A table, or `manifest`. */
  name: string;
  file: string;
  rows: number | null;
  size: number;
  sha256: string;
}

/** One build of the files of a (position, format): shared by every export job asking for them. */
export interface BuildState {
  key: string;
  /** Tells a build apart from an earlier one of the same key that was cancelled. */
  generation: string;
  position: Position;
  format: DatasetFormat;
  phase: BuildPhase;
  replayed: number;
  /** While writing: the table being written. */
  table?: string;
  manifest?: DatasetManifest;
  files?: ExportFile[];
  /** The latest signed checkpoint at or after the position when the build finished, if any. */
  checkpoint?: unknown;
  /** When done: what each phase of the build cost (benchmarks and operators; not part of any answer). */
  phases?: ExportPhaseTiming[];
}

/** One caller's request: a pointer to the build of its position and format. */
export interface ExportJob {
  id: string;
  build: string;
  position: Position;
  format: DatasetFormat;
  created_at: string;
}

export const EXPORT_ID = /^exp_[0-9a-f]{32}$/;
const FINISHED: readonly BuildPhase[] = ['done', 'failed'];
export const isFinished = (build: BuildState): boolean => FINISHED.includes(build.phase);

const readJson = <T>(path: string): T | null => {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null; // absent (never made, or cancelled) or being replaced
  }
};

/** Written whole or not at all: a reader never sees half a file. */
function writeJsonAtomically(path: string, value: unknown): void {
  const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, JSON.stringify(value));
  renameSync(temporary, path);
}

/**
 * Export jobs and builds as files under one directory (DATA_DIR/exports),
 * which the API processes and the export worker share: `builds/<position>-<format>/`
 * holds a build's state, its replay and its files; `jobs/<caller>/<id>.json`
 * each caller's jobs, so a caller only ever finds its own.
 */
export class ExportStore {
  constructor(readonly root: string) {
    mkdirSync(join(root, 'builds'), { recursive: true });
    mkdirSync(join(root, 'jobs'), { recursive: true });
  }

  buildDir(key: string): string {
    return join(this.root, 'builds', key);
  }

  private callerDir(caller: string): string {
    return join(this.root, 'jobs', createHash('sha256').update(caller).digest('hex').slice(0, 32));
  }

  build(key: string): BuildState | null {
    return readJson<BuildState>(join(this.buildDir(key), 'state.json'));
  }

  /** Replaces a build's state; fails when its directory is gone (the build was cancelled). */
  saveBuild(state: BuildState): void {
    writeJsonAtomically(join(this.buildDir(state.key), 'state.json'), state);
  }

  /** A new job of `caller`, sharing the build of its position and format if there is one. */
  createJob(caller: string, position: Position, format: DatasetFormat, now: Date): ExportJob {
    const key = `${position}-${format}`;
    const existing = this.build(key);
    if (existing === null || existing.phase === 'failed') {
      if (existing) this.removeBuild(key); // a failed build is tried afresh
      mkdirSync(this.buildDir(key), { recursive: true });
      const generation = randomBytes(8).toString('hex');
      this.saveBuild({ key, generation, position, format, phase: 'queued', replayed: 0 });
    }
    const job: ExportJob = {
      id: `exp_${randomBytes(16).toString('hex')}`,
      build: key,
      position,
      format,
      created_at: now.toISOString(),
    };
    mkdirSync(this.callerDir(caller), { recursive: true });
    writeJsonAtomically(join(this.callerDir(caller), `${job.id}.json`), job);
    return job;
  }

  job(caller: string, id: string): ExportJob | null {
    return EXPORT_ID.test(id) ? readJson<ExportJob>(join(this.callerDir(caller), `${id}.json`)) : null;
  }

  private jobsIn(dir: string): ExportJob[] {
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => readJson<ExportJob>(join(dir, name)))
      .filter((job): job is ExportJob => job !== null);
  }

  /** The caller's jobs whose build has not finished: what the per-caller quota counts. */
  runningJobs(caller: string): ExportJob[] {
    return this.jobsIn(this.callerDir(caller)).filter((job) => {
      const build = this.build(job.build);
      return build === null || !isFinished(build);
    });
  }

  /** Removes the job; the build and its files go too unless another job still points to them. */
  cancel(caller: string, job: ExportJob): void {
    rmSync(join(this.callerDir(caller), `${job.id}.json`), { force: true });
    const jobsRoot = join(this.root, 'jobs');
    const shared = readdirSync(jobsRoot).some((dir) =>
      this.jobsIn(join(jobsRoot, dir)).some((other) => other.build === job.build),
    );
    if (!shared) this.removeBuild(job.build);
  }

  removeBuild(key: string): void {
    rmSync(this.buildDir(key), { recursive: true, force: true });
  }

  /**
   * Removes every finished build (done or failed) whose state was last written `expireAfterMs` or more before
   * `now` (a build's state is written last when it finishes), with its files and the jobs pointing to it;
   * returns their keys. Builds still running are never expired.
   */
  expireFinished(now: number, expireAfterMs: number): string[] {
    const expired = readdirSync(join(this.root, 'builds')).filter((key) => {
      const build = this.build(key);
      if (build === null || !isFinished(build)) return false;
      try {
        return statSync(join(this.buildDir(key), 'state.json')).mtimeMs + expireAfterMs <= now;
      } catch {
        return false; // removed meanwhile
      }
    });
    if (expired.length === 0) return [];
    const gone = new Set(expired);
    const jobsRoot = join(this.root, 'jobs');
    for (const dir of readdirSync(jobsRoot)) {
      for (const name of readdirSync(join(jobsRoot, dir)).filter((file) => file.endsWith('.json'))) {
        const job = readJson<ExportJob>(join(jobsRoot, dir, name));
        if (job !== null && gone.has(job.build)) rmSync(join(jobsRoot, dir, name), { force: true });
      }
    }
    for (const key of expired) this.removeBuild(key);
    return expired;
  }

  /** Builds not finished: what a worker picks from. */
  pendingBuilds(): BuildState[] {
    return readdirSync(join(this.root, 'builds'))
      .map((key) => this.build(key))
      .filter((build): build is BuildState => build !== null && !isFinished(build));
  }

  /**
   * Takes the build's lease for `holder` unless another holder's lease is
   * still live; a lease not renewed within its ttl (a worker that died) is
   * taken over, and the build resumes from its replay's checkpoint.
   */
  claim(key: string, holder: string, ttlMs: number, now: number): boolean {
    const path = join(this.buildDir(key), 'lease.json');
    const lease = readJson<{ holder: string; expires: number }>(path);
    const renewed = { holder, expires: now + ttlMs };
    if (lease && lease.holder === holder) {
      writeJsonAtomically(path, renewed);
      return true;
    }
    if (lease && lease.expires > now) return false;
    if (lease) {
      // Renamed away, not deleted: of two takers only one moves it, the other finds it gone and backs off.
      const stale = `${path}.${randomBytes(4).toString('hex')}.stale`;
      try {
        renameSync(path, stale);
        unlinkSync(stale);
      } catch {
        return false;
      }
    }
    try {
      writeFileSync(path, JSON.stringify(renewed), { flag: 'wx' });
      return true;
    } catch {
      return false; // taken meanwhile, or the build was cancelled
    }
  }

  /** Whether `holder`'s lease on the build is the current one (a worker that stalled past its ttl lost it). */
  holds(key: string, holder: string): boolean {
    return readJson<{ holder: string }>(join(this.buildDir(key), 'lease.json'))?.holder === holder;
  }

  release(key: string, holder: string): void {
    if (this.holds(key, holder)) rmSync(join(this.buildDir(key), 'lease.json'), { force: true });
  }
}
