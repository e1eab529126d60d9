import { extname, join } from 'node:path';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * Under tsx (tests, `npm run dev`) an entry is TypeScript and the thread must
 * load tsx itself: a worker does not inherit the parent's require hooks.
 */
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
try {
  require('node:fs').writeFileSync('/proc/thread-self/comm', workerData.threadName);
} catch {}
if (workerData.tsx) require(workerData.tsx);
require(workerData.entry);
`;

/**
 * Starts a worker thread on the module `entryName` beside the calling module
 * (`callerFile` is its `__filename`): the `.js` file of a build, or the `.ts`
 * source under tsx. `data` reaches the thread as its `workerData`.
 */
export function startSourceThread(
  callerFile: string,
  entryName: string,
  data: object,
  resourceLimits?: ResourceLimits,
): Worker {
  const extension = extname(callerFile);
  const entry = join(callerFile, '..', `${entryName}${extension}`);
  const tsx = extension === '.ts' ? require.resolve('tsx/cjs', { paths: [join(callerFile, '..')] }) : null;
  // Named after its module (on Linux; node names no thread), so `top -H` and the benchmarks can tell threads apart.
  const threadName = entryName.replace(/-thread$/, '').slice(0, 15);
  return new Worker(BOOTSTRAP, { eval: true, workerData: { ...data, entry, tsx, threadName }, resourceLimits });
}
