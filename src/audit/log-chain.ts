import type { KeyObject } from 'node:crypto';
import { GENESIS_HASH, nextHeadHash } from '../events/event-hash';
import { chainLinks, recompute } from './chain-links';
import type { EventReader, Position } from '../events/event-store';
import { signatureValid } from './checkpoint';
import type { CheckpointStore } from './checkpoint-store';
import { type ChainHead, GENESIS_HEAD } from './verify-log';

/** Events per read: the notary may fold tens of thousands after an import, and larger pages raise the peak memory. */
const PAGE = 1_000;

/**
 * Carries the running hash forward from `from` over the events after it, up
 * to `until` (inclusive; null: the whole readable log). Stream links are
 * taken from the events (the verifier is what recomputes them); for events
 * stored before hashing they are computed, which needs each stream's tip.
 */
export async function extendChain(
  reader: EventReader,
  from: ChainHead,
  until: Position | null = null,
  tips: Map<string, string> = new Map(),
): Promise<ChainHead> {
  let head = from;
  for await (const page of chainLinks(reader, head.position, PAGE)) {
    for (const event of page) {
      if (until !== null && event.position > until) return head;
      const hash = event.stored ?? recompute(event, tips.get(event.streamId) ?? GENESIS_HASH);
      if (event.stored === undefined) tips.set(event.streamId, hash);
      head = {
        position: event.position,
        head_hash: nextHeadHash(head.head_hash, event.position, hash),
        event_count: head.event_count + 1,
      };
    }
  }
  return head;
}

/**
 * The running hash over the log up to a position (the last event at or
 * before it): what a data set exported at that position can cite so that it
 * is tied to the audited log. Starts from the newest validly signed
 * checkpoint at or before the position, so it folds only what came since.
 */
export async function headHashAt(
  reader: EventReader,
  checkpoints: CheckpointStore,
  publicKey: KeyObject,
  position: Position,
): Promise<ChainHead> {
  const usable = (await checkpoints.all()).filter((c) => c.position <= position && signatureValid(c, publicKey)).pop();
  const from: ChainHead = usable
    ? { position: usable.position, head_hash: usable.head_hash, event_count: usable.event_count }
    : GENESIS_HEAD;
  return extendChain(reader, from, position);
}
