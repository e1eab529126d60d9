import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { expect } from 'chai';
import Koa from 'koa';
import { sendSuccessJsonPieces } from '../../src/http/envelope';

async function* piecesOf(texts: string[]): AsyncGenerator<string> {
  for (const text of texts) {
    await new Promise((resolve) => setImmediate(resolve));
    yield text;
  }
}

/** A server answering every request with `texts` as the data of a success envelope, inline up to `inlineChars`. */
async function serve(texts: string[], inlineChars: number): Promise<{ url: string; server: Server }> {
  const app = new Koa();
  app.use((ctx) => sendSuccessJsonPieces(ctx, 200, piecesOf(texts), inlineChars));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

describe('success answers whose data comes as JSON text in pieces', () => {
  const texts = ['{"items":[', '{"row":1}', ',{"row":2,"note":"\u00e9"}', '],"done":true}'];
  const envelope = { status: 'success', data: { items: [{ row: 1 }, { row: 2, note: '\u00e9' }], done: true } };

  it('are sent whole, with a Content-Length, while they are short', async () => {
    const { url, server } = await serve(texts, 1000);
    try {
      const response = await fetch(url);
      expect(response.headers.get('content-type')).to.match(/^application\/json/);
      expect(response.headers.get('content-length')).to.equal(String(Buffer.byteLength(JSON.stringify(envelope))));
      expect(await response.json()).to.deep.equal(envelope);
    } finally {
      server.close();
    }
  });

  it('stream once longer than the inline size, with the same bytes', async () => {
    const { url, server } = await serve(texts, 12);
    try {
      const response = await fetch(url);
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.match(/^application\/json/);
      expect(response.headers.get('content-length')).to.equal(null);
      expect(response.headers.get('transfer-encoding')).to.equal('chunked');
      expect(await response.text()).to.equal(JSON.stringify(envelope));
    } finally {
      server.close();
    }
  });
});
