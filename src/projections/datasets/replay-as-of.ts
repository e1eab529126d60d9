import type { KeyObject } from 'node:crypto';
import type { CheckpointStore } from '../../audit/checkpoint-store';
import { isDomainEventType } from '../../events/domain-events';
import type { EventReader, Position } from '../../events/event-store';
import { AppError } from '../../shared/app-error';
import { foldEvents } from '../fold-views';
import type { LoadedViews } from '../read-model-store';
import { chainHeadAt } from './chain-head';

/** Events read per call while replaying. */
const REPLAY_CHUNK = 1000;
/** How long to wait for appends still in flight below the target position (server profile) before giving up. */
const SETTLE_TIMEOUT_MS = 10_000;

/** The tamper-evidence chain a manifest's head hash is taken from. */
export interface LogChain {
  /** The event store itself, not the upcasting reader: the chain commits to the events as stored. */
  log: EventReader;
  checkpoints: CheckpointStore;
  /** Checkpoints that do not verify with this key are not started from. */
  publicKey: KeyObject;
}

export interface HeadHash {
  algorithm: 'sha256';
  /** `log-chain`: the running hash of the log's tamper-evidence chain, as `npm run audit -- verify` reports it. */
  source: 'log-chain';
  value: string;
}

/**
 * The hash identifying the log at `position`, as recorded in a dataset
 * manifest: the chain's running hash after the last event at or before it,
 * which ties the data set to the audited log (a signed checkpoint at or
 * after the position vouches for it).
 */
export async function headHashAt(chain: LogChain, position: Position): Promise<HeadHash> {
  return (await chainAt(chain, position)).headHash;
}

/** The head hash at `position` and how many events the log holds up to it, as the chain counts them. */
export async function chainAt(chain: LogChain, position: Position): Promise<{ headHash: HeadHash; events: number }> {
  const head = await chainHeadAt(chain, position);
  return { headHash: { algorithm: 'sha256', source: 'log-chain', value: head.head_hash }, events: head.event_count };
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
  chain: LogChain,
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
  let cursor: Position | null = null;
  let replayed = 0;
  let waitingSince: number | null = null;
  while ((cursor ?? 0) < target) {
    const chunk = await reader.readAll(cursor, REPLAY_CHUNK);
    const upTo = chunk.filter((event) => event.position <= target);
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
  return { position: target, views, eventsReplayed: replayed, headHash: await headHashAt(chain, target) };
}
