import {
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
  createServer as createHttpServer,
} from 'node:http';
import { type Server as HttpsServer, createServer as createHttpsServer } from 'node:https';
import { type Server as NetServer, type Socket, createServer as createNetServer } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { DeploymentEnvironment } from '../../config/environment';
import type { Logger } from '../../shared/logger';
import type { TlsMaterial } from './tls-material';

/**
 * TLS 1.2 ciphers with forward secrecy and AEAD only (TLS 1.3 suites are all
 * modern and stay at node's defaults). Older protocol versions are refused.
 */
export const TLS12_CIPHERS = [
  'ECDHE-ECDSA-AES128-GCM-SHA256',
  'ECDHE-RSA-AES128-GCM-SHA256',
  'ECDHE-ECDSA-AES256-GCM-SHA384',
  'ECDHE-RSA-AES256-GCM-SHA384',
  'ECDHE-ECDSA-CHACHA20-POLY1305',
  'ECDHE-RSA-CHACHA20-POLY1305',
].join(':');

/** The first byte of every TLS handshake record. */
const TLS_HANDSHAKE = 0x16;
/** A connection that sends nothing is dropped after this. */
const FIRST_BYTE_TIMEOUT_MS = 10_000;

/** What main.ts needs to stop a listener: stop accepting, drop idle keep-alive connections, wait. */
export interface ServiceListener {
  port: number;
  close(): Promise<void>;
  closeIdleConnections(): void;
}

function plainHttpRefusal(port: number): string {
  const body = JSON.stringify({
    status: 'error',
    code: 'BAD_REQUEST',
    message: `Port ${port} speaks HTTPS only; send the request to https:// instead`,
    details: { required_scheme: 'https' },
  });
  return (
    'HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nConnection: close\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

function listenOn(server: NetServer, port: number, host: string, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error): void =>
      reject(new Error(`${name}=${port} HOST=${host}: ${error.message}`, { cause: error }));
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

/**
 * HTTPS on `port`. A front listener reads each connection's first byte: a TLS
 * handshake goes on to the HTTPS server; anything else (plain HTTP sent to the
 * TLS port) gets one 400 in the error envelope and the connection is closed,
 * so nothing is ever served unencrypted.
 */
export async function listenHttps(
  handler: RequestListener,
  material: TlsMaterial,
  port: number,
  host: string,
): Promise<ServiceListener> {
  const https: HttpsServer = createHttpsServer(
    {
      cert: material.certPem,
      key: material.keyPem,
      minVersion: 'TLSv1.2',
      ciphers: TLS12_CIPHERS,
      honorCipherOrder: true,
    },
    handler,
  );
  const front = createNetServer({ pauseOnConnect: true, noDelay: true }, (socket: Socket) => {
    socket.setTimeout(FIRST_BYTE_TIMEOUT_MS, () => socket.destroy());
    socket.once('error', () => socket.destroy());
    socket.once('data', (first: Buffer) => {
      socket.setTimeout(0);
      socket.pause();
      socket.unshift(first);
      if (first[0] === TLS_HANDSHAKE) {
        // The TLS socket takes the connection over and first reads what was put back.
        https.emit('connection', socket);
      } else {
        socket.end(plainHttpRefusal(port));
      }
    });
    socket.resume();
  });
  // The front cannot count connections it handed on (the TLS socket takes their handle), so they are tracked here.
  const open = new Set<TLSSocket>();
  https.on('secureConnection', (socket: TLSSocket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  await listenOn(front, port, host, 'PORT');
  const address = front.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    // Stops accepting, then closes each keep-alive connection as soon as it is idle, until none is left.
    close: async () => {
      front.close();
      https.close();
      while (open.size > 0) {
        https.closeIdleConnections();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    closeIdleConnections: () => https.closeIdleConnections(),
  };
}

const HOST_NAME = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)$/;

/** `https://<host of the request>:<tls port><path>`; a Host header that is not a plain name falls back to `fallbackHost`. */
export function httpsLocation(
  hostHeader: string | undefined,
  path: string,
  tlsPort: number,
  fallbackHost: string,
): string {
  const requested = (hostHeader ?? '').replace(/:\d+$/, '');
  const name = HOST_NAME.test(requested) ? requested : fallbackHost;
  return `https://${name}${tlsPort === 443 ? '' : `:${tlsPort}`}${path.startsWith('/') ? path : '/'}`;
}

/** Where clients reach this service: the public base URL and the base path it stands for. */
export interface PublicAddress {
  publicBaseUrl: string;
  basePath: string;
}

/** The configured public address; null in development when it is only derived from HOST and PORT. */
export function configuredAddress(environment: DeploymentEnvironment, basePath: string): PublicAddress | null {
  return environment.configured ? { publicBaseUrl: environment.publicBaseUrl, basePath } : null;
}

/**
 * A request target (path and query) at its public address: under the base path it moves under the
 * public base URL (a proxy may serve the API at another path); anything else keeps its path on the
 * public origin. The request's Host plays no part.
 */
export function publicLocation(address: PublicAddress, target: string): string {
  const { publicBaseUrl, basePath } = address;
  const path = target.startsWith('/') ? target : '/';
  const rest = path.slice(basePath.length);
  if (path.startsWith(basePath) && (rest === '' || rest.startsWith('/') || rest.startsWith('?')))
    return `${publicBaseUrl}${rest}`;
  return `${new URL(publicBaseUrl).origin}${path}`;
}

/**
 * Answers every plain-HTTP request with 308 to the same path on HTTPS (308 keeps the method and body):
 * at the public base URL when one is configured, else on the request's own host name.
 */
export async function listenRedirect(
  port: number,
  host: string,
  tlsPort: number,
  explicit: boolean,
  logger: Logger,
  address: PublicAddress | null = null,
): Promise<ServiceListener | null> {
  const fallbackHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const server = createHttpServer((request: IncomingMessage, response: ServerResponse) => {
    const location = address
      ? publicLocation(address, request.url ?? '/')
      : httpsLocation(request.headers.host, request.url ?? '/', tlsPort, fallbackHost);
    response.writeHead(308, { Location: location, 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
    response.end(`This service is served over HTTPS: ${location}\n`);
  });
  try {
    await listenOn(server, port, host, 'HTTP_PORT');
  } catch (error) {
    if (explicit) throw error;
    // The default port (PORT+1) is only a convenience: a taken one must not stop the service.
    logger.warn(
      { http_port: port, err: error },
      'HTTP_PORT unset and PORT+1 is taken: no plain-HTTP redirect listener',
    );
    return null;
  }
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
    closeIdleConnections: () => server.closeIdleConnections(),
  };
}
