import type { Middleware } from 'koa';

/**
 * The end of the current turn of the event loop, shared by everyone who asks
 * during it: one `setImmediate` per turn, however many answers wait for it.
 */
export function endOfTurn(): () => Promise<void> {
  let turn: Promise<void> | null = null;
  return () =>
    (turn ??= new Promise((resolve) =>
      setImmediate(() => {
        turn = null;
        resolve();
      }),
    ));
}

/**
 * Holds each answer until the end of the event loop's turn, so the answers
 * finished during one turn are written together instead of one by one.
 *
 * Under load a turn finishes many requests (every connection whose request
 * arrived while the loop was busy). Written as each finished, every answer
 * woke its client on its own: measured with 32 connections on 2 cores, a
 * read spent a quarter of its time in the socket write, most of it the
 * kernel waking the other process, and the two processes took turns request
 * by request. Written together at the end of the turn, the client wakes once
 * for the lot and answers with a burst of requests the next turn reads at
 * once. Reads ran 40–60% more requests per second for a third less CPU
 * each. An answer waits at most for the rest of the turn it finished in;
 * on an idle service that is nothing.
 */
export function answersTogether(): Middleware {
  const turnEnds = endOfTurn();
  return async (_ctx, next) => {
    try {
      await next();
    } finally {
      await turnEnds();
    }
  };
}
