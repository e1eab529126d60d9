import type { KeyObject } from 'node:crypto';
import { GENESIS_HASH, nextHeadHash } from '../events/event-hash';
import type { EventReader, Position } from '../events/event-store';
import { type ChainLink, chainLinks, recompute } from './chain-links';
import { type Checkpoint, signatureValid } from './checkpoint';

/** How far the chain over the log had come: the running hash after `event_count` events up to `position`. */
export interface ChainHead {
  position: Position | null;
  head_hash: string;
  event_count: number;
}

export const GENESIS_HEAD: ChainHead = { position: null, head_hash: GENESIS_HASH, event_count: 0 };

export interface VerificationProblem {
  /** The first position where the log is not what its hashes and checkpoints say. */
  position: Position;
  reason: string;
  stream_id?: string;
  /** For a checkpoint mismatch: the damage lies after this (last matching checkpoint's) position. */
  after_position?: Position | null;
}

export interface VerificationReport {
  ok: boolean;
  checked_events: number;
  /** Events stored before the log was chained: they carry no hash but are covered by later checkpoints. */
  unhashed_events: number;
  checkpoints_checked: number;
  /** Checkpoints whose signature does not verify with the service's key: ignored, and listed. */
  invalid_checkpoints: Position[];
  head: ChainHead;
  first_bad: VerificationProblem | null;
  duration_ms: number;
  events_per_second: number;
}

export interface VerifyOptions {
  /** Events read per page. */
  pageSize?: number;
}

const PAGE = 10_000;

/**
 * Recomputes every event's hash and the running hash over the whole log and
 * compares them with what the events carry and what the checkpoints signed.
 * Stops at the first bad position. Must be given the store itself, never a
 * reader that upgrades events on the way: the hashes commit to the stored
 * events.
 */
export async function verifyLog(
  reader: EventReader,
  checkpoints: Checkpoint[],
  publicKey: KeyObject,
  options: VerifyOptions = {},
): Promise<VerificationReport> {
  const started = performance.now();
  const invalid: Position[] = [];
  const trusted = new Map<Position, Checkpoint>();
  for (const checkpoint of checkpoints) {
    if (!signatureValid(checkpoint, publicKey)) invalid.push(checkpoint.position);
    else if (!trusted.has(checkpoint.position)) trusted.set(checkpoint.position, checkpoint);
  }
  const pending = [...trusted.values()].sort((a, b) => a.position - b.position);
  const streams = new Map<string, { revision: number; hash: string }>();
  let head: ChainHead = GENESIS_HEAD;
  let unhashed = 0;
  let sawHash = false;
  let next = 0;
  let lastGood: Position | null = null;
  let problem: VerificationProblem | null = null;

  const check = (event: ChainLink): VerificationProblem | null => {
    const missing = pending[next];
    if (missing !== undefined && missing.position < event.position) {
      return { position: missing.position, reason: 'The event at this checkpointed position is missing' };
    }
    const tip = streams.get(event.streamId);
    const expectedRevision = tip === undefined ? 0 : tip.revision + 1;
    if (event.revision !== expectedRevision) {
      return {
        position: event.position,
        stream_id: event.streamId,
        reason:
          `Stream ${event.streamId} goes from revision ${expectedRevision - 1} to ${event.revision}: ` +
          'an event of it was deleted, inserted or moved',
      };
    }
    const hash = recompute(event, tip?.hash ?? GENESIS_HASH);
    const stored = event.stored;
    if (stored === undefined) {
      if (sawHash) {
        return { position: event.position, stream_id: event.streamId, reason: 'The event carries no hash' };
      }
      unhashed += 1;
    } else {
      sawHash = true;
      if (stored !== hash) {
        return {
          position: event.position,
          stream_id: event.streamId,
          reason: 'The event differs from what was hashed when it was written (its content or its stream changed)',
        };
      }
    }
    streams.set(event.streamId, { revision: event.revision, hash });
    head = {
      position: event.position,
      head_hash: nextHeadHash(head.head_hash, event.position, hash),
      event_count: head.event_count + 1,
    };
    const checkpoint = pending[next];
    if (checkpoint !== undefined && checkpoint.position === event.position) {
      next += 1;
      if (checkpoint.head_hash !== head.head_hash || checkpoint.event_count !== head.event_count) {
        return {
          position: event.position,
          after_position: lastGood,
          reason:
            `The log up to this position differs from the checkpoint signed at ${checkpoint.signed_at}: ` +
            'an event before it was changed, deleted, inserted or reordered',
        };
      }
      lastGood = checkpoint.position;
    }
    return null;
  };

  for await (const page of chainLinks(reader, null, options.pageSize ?? PAGE)) {
    for (const event of page) {
      problem = check(event);
      if (problem) break;
    }
    if (problem) break;
  }
  const cutAt = pending[next];
  if (!problem && cutAt !== undefined) {
    problem = {
      position: cutAt.position,
      after_position: head.position,
      reason:
        `The log ends at position ${head.position ?? 'none'} but a checkpoint signed at ${cutAt.signed_at} ` +
        `covers position ${cutAt.position}: newer events were cut off`,
    };
  }
  const durationMs = performance.now() - started;
  return {
    ok: problem === null && invalid.length === 0,
    checked_events: head.event_count,
    unhashed_events: unhashed,
    checkpoints_checked: next,
    invalid_checkpoints: invalid,
    head,
    first_bad: problem,
    duration_ms: Math.round(durationMs),
    events_per_second: durationMs > 0 ? Math.round((head.event_count / durationMs) * 1000) : 0,
  };
}
