import { createHash, type Hash } from 'node:crypto';
import { isDomainEventType } from '../../events/domain-events';
import type { EventReader, Position, RecordedEvent } from '../../events/event-store';
import { AppError } from '../../shared/app-error';
import { foldEvents } from '../fold-views';
import type { LoadedViews } from '../read-model-store';

/** Events read per call while replaying. */
const REPLAY_CHUNK = 1000;
/** How long to wait for appends still in flight below the target position (server profile) before giving up. */
const SETTLE_TIMEOUT_MS = 10_000;

/**
 * A SHA-256 over the replayed events in position order. Stands in for the
 * log's own head hash until the log carries a hash chain: `headHashAt` is
 * the one place that decides which hash a manifest records.
 */
export class ReplayDigest {
  private readonly hash: Hash = createHash('sha256');

  add(event: RecordedEvent): void {
    this.hash.update(
      `${JSON.stringify([event.position, event.streamId, event.revision, event.type, event.data, event.metadata])}\n`,
    );
  }

  hex(): string {
    return this.hash.copy().digest('hex');
  }
}

export interface HeadHash {
  algorithm: 'sha256';
  /** What was hashed: `replayed-events` (every event up to the position, as replayed). */
  source: string;
  value: string;
}

/** The hash identifying the log at `position`, as recorded in a dataset manifest. */
export function headHashAt(_position: Position, replayed: ReplayDigest): HeadHash {
  return { algorithm: 'sha256', source: 'replayed-events', value: replayed.hex() };
}

export interface ReplayedViews {
  /** The position the views are as of: the requested one, or the head of the log when none was asked for. */
  position: Position;
  views: LoadedViews;
  eventsReplayed: number;
  headHash: HeadHash;
}

export interface ReplayProgress {
  (eventsReplayed: number, lastPosition: Position, target: Position): void;
}

const emptyViews = (): LoadedViews => ({ patients: new Map(), visits: new Map(), batches: new Map() });

/**
 * Folds the log from its start up to `asOf` (inclusive) with the projector's
 * own fold, in memory. The same position always gives the same views: events
 * at or below a position never change. A position beyond the head of the
 * log is refused, because events appended later could still land below it.
 */
export async function replayAsOf(
  reader: EventReader,
  asOf: Position | null,
  onProgress: ReplayProgress = () => undefined,
): Promise<ReplayedViews> {
  const head = (await reader.headPosition()) ?? 0;
  if (asOf !== null && asOf > head) {
    throw new AppError(422, 'VALIDATION_ERROR', 'as_of_position is beyond the head of the log', [
      { field: 'as_of_position', message: `Must be at most the head position of the log, ${head}` },
    ]);
  }
  const target = asOf ?? head;
  const views = emptyViews();
  const digest = new ReplayDigest();
  let cursor: Position | null = null;
  let replayed = 0;
  let waitingSince: number | null = null;
  while ((cursor ?? 0) < target) {
    const chunk = await reader.readAll(cursor, REPLAY_CHUNK);
    const upTo = chunk.filter((event) => event.position <= target);
    for (const event of upTo) digest.add(event);
    foldEvents(
      views,
      upTo.filter((event) => isDomainEventType(event.type)),
    );
    replayed += upTo.length;
    if (upTo.length > 0) {
      cursor = upTo[upTo.length - 1].position;
      onProgress(replayed, cursor, target);
    }
    if (upTo.length < chunk.length) break; // the next event is past the target
    if (chunk.length === 0) {
      // The head was committed, so appends still in flight below it settle shortly (PostgreSQL positions).
      waitingSince ??= Date.now();
      if (Date.now() - waitingSince > SETTLE_TIMEOUT_MS)
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The log did not settle up to the requested position', {
          as_of_position: target,
        });
      await new Promise((resolve) => setTimeout(resolve, 20));
    } else waitingSince = null;
  }
  return { position: target, views, eventsReplayed: replayed, headHash: headHashAt(target, digest) };
}
