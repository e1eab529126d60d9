import type { EventStore } from './event-store';

/** Tells in-process listeners (the projector) that the log grew, so they need not wait for their next poll. */
export function notifyingEventStore(inner: EventStore, onAppended: () => void): EventStore {
  return {
    async append(streamId, events, expectedRevision) {
      const result = await inner.append(streamId, events, expectedRevision);
      onAppended();
      return result;
    },
    async appendMany(appends) {
      const outcomes = await inner.appendMany(appends);
      onAppended();
      return outcomes;
    },
    readStream: (streamId) => inner.readStream(streamId),
    readAll: (after, limit) => inner.readAll(after, limit),
    headPosition: () => inner.headPosition(),
    close: () => inner.close(),
  };
}
