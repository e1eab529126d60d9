import type { KeyObject } from 'node:crypto';
import { signatureValid } from '../../audit/checkpoint';
import type { CheckpointStore } from '../../audit/checkpoint-store';
import { extendChain } from '../../audit/log-chain';
import { type ChainHead, GENESIS_HEAD } from '../../audit/verify-log';
import type { EventReader, Position } from '../../events/event-store';

/** Events folded between two looks for a newer signed checkpoint (under a second of work). */
const SEGMENT_EVENTS = 50_000;

/** What the head's fold needs: the log as stored, its checkpoints, and the key they must verify with. */
export interface ChainSource {
  log: EventReader;
  checkpoints: CheckpointStore;
  publicKey: KeyObject;
}

const headOf = (checkpoint: { position: Position; head_hash: string; event_count: number }): ChainHead => ({
  position: checkpoint.position,
  head_hash: checkpoint.head_hash,
  event_count: checkpoint.event_count,
});

/** The newest signed checkpoint at or before `position` and past `head`, or null. */
async function signedPast(source: ChainSource, head: ChainHead, position: Position): Promise<ChainHead | null> {
  const latest = await source.checkpoints.latest();
  if (latest === null || latest.position > position || latest.position <= (head.position ?? 0)) return null;
  return signatureValid(latest, source.publicKey) ? headOf(latest) : null;
}

/**
 * The chain's running hash after the last event at or before `position`,
 * folded from the newest signed checkpoint at or before it, in segments:
 * between two, a checkpoint the audit notary has signed meanwhile (it folds
 * the same unsigned events, in the same process on the embedded profile) is
 * jumped to, so the two folds are not both done to the end.
 */
export async function chainHeadAt(
  source: ChainSource,
  position: Position,
  segmentEvents = SEGMENT_EVENTS,
): Promise<ChainHead> {
  const usable = (await source.checkpoints.all())
    .filter((c) => c.position <= position && signatureValid(c, source.publicKey))
    .pop();
  let head = usable ? headOf(usable) : GENESIS_HEAD;
  // Stream tips of events stored before hashing: kept across segments, dropped with a jump (as from any checkpoint).
  let tips = new Map<string, string>();
  while ((head.position ?? 0) < position) {
    const jump = await signedPast(source, head, position);
    if (jump !== null) {
      head = jump;
      tips = new Map();
      continue;
    }
    const until = Math.min(position, (head.position ?? 0) + segmentEvents);
    const next = await extendChain(source.log, head, until, tips);
    // A segment with no event (a gap in the positions, or the end of what is readable): the rest in one go.
    if (next.position === head.position) return extendChain(source.log, head, position, tips);
    head = next;
  }
  return head;
}
