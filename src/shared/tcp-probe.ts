import { connect } from 'node:net';

/** Opens and at once closes a TCP connection: null when host:port accepted it, else what went wrong. */
export function tcpProbe(host: string, port: number, timeoutMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (problem: string | null): void => {
      socket.destroy();
      resolve(problem);
    };
    socket.setTimeout(timeoutMs, () => done(`no answer within ${timeoutMs} ms`));
    socket.once('connect', () => done(null));
    socket.once('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
  });
}
