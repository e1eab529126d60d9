/**
 * Runs `work` over items with at most `concurrency` in flight. The first
 * failure is rethrown after the running items settle, so no call is left
 * dangling when the caller sees the error.
 */
export async function runLimited<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async (): Promise<void> => {
    while (failure === null && next < items.length) {
      const item = items[next++];
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  if (failure !== null) throw (failure as { error: unknown }).error;
}
