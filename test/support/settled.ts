/**
 * Whether `promise` has settled once the microtasks queued so far have run: before any I/O callback (a
 * sync on the thread pool, a timer) could have settled it.
 */
export async function settledNow(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await Promise.resolve();
  await Promise.resolve();
  return settled;
}
