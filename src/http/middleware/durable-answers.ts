import type { Middleware } from 'koa';

/**
 * Holds each answer until every commit it could have read is on disk. The
 * embedded store syncs its log off the event loop, so a commit is readable
 * here a moment before it is durable; waiting after the handler (whatever it
 * read was committed by then) and before the answer leaves means no client
 * ever sees data that a power loss could still take back. Failed answers
 * wait too: a conflict names a revision it read. Nothing waits when no sync
 * is pending, which is every read-only moment.
 */
export function durableAnswers(durable: () => Promise<void>): Middleware {
  return async (_ctx, next) => {
    try {
      await next();
    } finally {
      await durable();
    }
  };
}

/**
 * The pieces of an answer streamed after its middleware returned (a batch's
 * error items, read page by page as the client takes them): each is held
 * the same way, once read and before it is sent.
 */
export async function* durablePieces(
  pieces: AsyncIterable<string>,
  durable: (() => Promise<void>) | undefined,
): AsyncGenerator<string> {
  for await (const piece of pieces) {
    await durable?.();
    yield piece;
  }
}
