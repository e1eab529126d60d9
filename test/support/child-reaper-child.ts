import { spawn } from 'node:child_process';
import { reapOnExit, reapServingOnExit } from './child-reaper';

// A test process that starts two long-lived processes and exits without stopping them, as mocha does after a
// spec timed out: one it holds a handle to, one it knows only by pid (as a server under tsx's wrapper).
const idle = ['-e', 'setInterval(() => {}, 1000)'];
const held = spawn(process.execPath, idle, { stdio: 'ignore' });
const known = spawn(process.execPath, idle, { stdio: 'ignore', detached: true });
known.unref();
reapOnExit(held);
reapServingOnExit(known.pid as number);
process.stdout.write(`${held.pid} ${known.pid}\n`);
setTimeout(() => process.exit(0), 300);
