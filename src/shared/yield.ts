/** Lets timers and I/O callbacks run before going on: the embedded store answers synchronously. */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
