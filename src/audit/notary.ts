import type { EventReader } from '../events/event-store';
import type { Logger } from '../shared/logger';
import type { Clock } from '../shared/time';
import { type Checkpoint, type CheckpointSigner, signatureValid } from './checkpoint';
import type { CheckpointStore } from './checkpoint-store';
import { extendChain } from './log-chain';
import type { TreeNotary } from './merkle/tree-notary';
import { type ChainHead, GENESIS_HEAD } from './verify-log';

/**
 * Keeps the running hash over the log in position order and signs a
 * checkpoint of it now and then. It reads the log as the projector does,
 * after commit and in the order readers see, so it works the same on every
 * adapter: PostgreSQL's parallel appends get their global order only when
 * they become readable, which is exactly when the notary folds them.
 * Checkpoints are deterministic for a position, so several notaries (one
 * per projector process) may sign the same head without harm.
 */
export class AuditNotary {
  private head: ChainHead | null = null;
  private running: Promise<Checkpoint | null> = Promise.resolve(null);
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private endFirstRun: () => void = () => undefined;
  private firstRunEnded = false;
  /**
   * Settles once the first run after start has finished, signed or failed: the log as it stood at start is
   * then folded (the tree's leaves hashed too), so work that would fold it again can wait for this instead.
   */
  readonly firstRunDone = new Promise<void>((resolve) => {
    this.endFirstRun = resolve;
  });

  constructor(
    private readonly reader: EventReader,
    private readonly checkpoints: CheckpointStore,
    private readonly signer: CheckpointSigner,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly intervalMs: number,
    /** The Merkle tree and its signed heads, where the store keeps them. */
    private readonly tree: TreeNotary | null = null,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.endFirstRun();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running.catch(() => null);
    await this.tree?.close();
  }

  /** Folds what is new and signs a checkpoint when the head moved past the latest one; one run at a time. */
  checkpointNow(): Promise<Checkpoint | null> {
    this.running = this.running.catch(() => null).then(() => this.checkpoint());
    return this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.checkpointNow()
        .catch((error: unknown) => this.logger.error({ err: error }, 'audit notary could not sign a checkpoint'))
        .then(() => this.afterFirstRun())
        .finally(() => this.schedule(this.intervalMs));
    }, delayMs);
    this.timer.unref();
  }

  /**
   * The first run may have folded a backlog (a log that grew while no notary ran): the tree's hashing
   * thread then holds a heap grown over it, about 30 MB that would sit beside the first export. It is
   * ended, and the next run starts a fresh one.
   */
  private async afterFirstRun(): Promise<void> {
    if (this.firstRunEnded) return;
    this.firstRunEnded = true;
    await this.tree?.close().catch(() => undefined);
    this.endFirstRun();
  }

  private async checkpoint(): Promise<Checkpoint | null> {
    await this.tree?.signHead();
    const latest = await this.checkpoints.latest();
    this.head ??= this.resumeFrom(latest);
    const head = await extendChain(this.reader, this.head);
    this.head = head;
    if (head.position === null || (latest !== null && latest.position >= head.position)) return null;
    const checkpoint = this.signer.sign({
      position: head.position,
      head_hash: head.head_hash,
      event_count: head.event_count,
      signed_at: this.clock.now().toISOString(),
    });
    await this.checkpoints.add(checkpoint);
    return checkpoint;
  }

  /** Trusts only its own signature; anything else (another key, a forged row) means folding from the start. */
  private resumeFrom(latest: Checkpoint | null): ChainHead {
    if (latest === null || !signatureValid(latest, this.signer.publicKey)) return GENESIS_HEAD;
    return { position: latest.position, head_hash: latest.head_hash, event_count: latest.event_count };
  }
}
