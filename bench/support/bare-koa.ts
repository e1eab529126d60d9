/**
 * The yardstick for `npm run bench:api`: Koa with one JSON route and nothing
 * else, in its own process like the service. Whatever the service adds on
 * top (auth, limits, validation, storage) shows as the ratio to this.
 * With TLS_CERT_FILE and TLS_KEY_FILE it speaks HTTPS (TLS 1.2+), as the service
 * does, so the handshake and encryption cost is on both sides of the ratio.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import Koa from 'koa';

const app = new Koa();
const body = { status: 'success', data: { id: 'pat_benchmark', age_years: 52, region: 'west' } };
app.use((ctx) => {
  ctx.body = body;
});
const { TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile } = process.env;
const handle = app.callback();
const server = (
  certFile && keyFile
    ? createServer(
        { cert: readFileSync(certFile), key: readFileSync(keyFile), minVersion: 'TLSv1.2' },
        (req, res) => void handle(req, res),
      )
    : app
).listen(Number(process.env.PORT), '127.0.0.1', () => {
  process.stdout.write('listening\n');
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
