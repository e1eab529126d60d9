import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';

// Reports the name the thread runs under, as `top -H` shows it.
parentPort?.postMessage(readFileSync('/proc/thread-self/comm', 'utf8').trim());
