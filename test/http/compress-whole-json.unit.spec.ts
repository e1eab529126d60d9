import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { expect } from 'chai';
import Koa from 'koa';
import compress from 'koa-compress';
import { compressWholeJson } from '../../src/http/middleware/compress-whole-json';
import { serializeJsonOnce } from '../../src/http/middleware/serialize-json';

const PAGE = {
  status: 'success',
  data: Array.from({ length: 100 }, (_, i) => ({ id: `vis_${i}`, visit_type: 'follow_up', fsh_miu_ml: 30 + i / 7 })),
};

/** The app's compression layers, or koa-compress alone (how answers were compressed before). */
function app(whole: boolean): Koa {
  const koa = new Koa();
  koa.use(compress({ threshold: 1024 }));
  if (whole) koa.use(compressWholeJson());
  koa.use(serializeJsonOnce());
  koa.use((ctx) => {
    ctx.body = ctx.path === '/small' ? { status: 'success', data: [] } : PAGE;
  });
  return koa;
}

interface Raw {
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

async function get(koa: Koa, path: string, acceptEncoding?: string): Promise<Raw> {
  const server = koa.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<Raw>((resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
      const req = httpRequest({ port, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    server.close();
  }
}

const decoded = ({ headers, body }: Raw): string => {
  const coding = headers['content-encoding'];
  const bytes =
    coding === 'br'
      ? brotliDecompressSync(body)
      : coding === 'gzip'
        ? gunzipSync(body)
        : coding === 'deflate'
          ? inflateSync(body)
          : body;
  return bytes.toString();
};

describe('JSON answers compressed whole', () => {
  const headers = [
    undefined,
    '',
    '*',
    'gzip',
    'deflate',
    'br',
    'gzip, deflate',
    'br, gzip, deflate',
    'gzip, br',
    'gzip;q=1, br;q=0.5',
    'br;q=0, gzip',
    'identity',
    'identity, gzip;q=0.5',
    '*;q=0.1, gzip;q=0',
    'compress',
  ];

  for (const acceptEncoding of headers)
    it(`codes as koa-compress would, same JSON, for Accept-Encoding ${String(acceptEncoding)}`, async () => {
      const before = await get(app(false), '/', acceptEncoding);
      const now = await get(app(true), '/', acceptEncoding);
      expect(now.headers['content-encoding']).to.equal(before.headers['content-encoding']);
      expect(now.headers['content-type']).to.equal('application/json; charset=utf-8');
      expect(now.headers.vary).to.equal('Accept-Encoding');
      expect(decoded(now)).to.equal(JSON.stringify(PAGE));
    });

  it('sends a compressed answer in one piece with its length, not chunked from a stream', async () => {
    const answer = await get(app(true), '/', 'br, gzip, deflate');
    expect(answer.headers['content-encoding']).to.equal('br');
    expect(answer.headers['transfer-encoding']).to.equal(undefined);
    expect(Number(answer.headers['content-length'])).to.equal(answer.body.length);
  });

  it('leaves an answer under 1 KiB as it is', async () => {
    const answer = await get(app(true), '/small', 'gzip');
    expect(answer.headers['content-encoding']).to.equal(undefined);
    expect(answer.body.toString()).to.equal('{"status":"success","data":[]}');
  });
});
