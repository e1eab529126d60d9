import type { DeliveredMessage } from './import-queue';

/** A segment a claim took from a table-backed queue (PostgreSQL may answer its numbers as strings). */
export interface TakenSegment {
  seq: number | string;
  payload: string;
  attempts: number | string;
}

/** The messages of a key's taken segments, in segment order, each with its offset and delivery attempt. */
export function segmentMessages(key: string, segments: TakenSegment[]): DeliveredMessage[] {
  return [...segments]
    .sort((a, b) => Number(a.seq) - Number(b.seq))
    .flatMap((segment) =>
      (JSON.parse(segment.payload) as string[]).map((value, index) => ({
        key,
        value,
        offset: `${segment.seq}:${index}`,
        deliveryAttempt: Number(segment.attempts),
      })),
    );
}
