import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { expect } from 'chai';
import Koa from 'koa';
import { type UploadedFile, multipartCsvFile, uploadedFileOf } from '../../src/import/upload/multipart-file';

describe('the uploaded file part (multipart reception)', () => {
  let server: Server;
  let received: UploadedFile[];

  before(async () => {
    received = [];
    const app = new Koa();
    app.use(multipartCsvFile(1024 * 1024));
    app.use((ctx) => {
      received.push(uploadedFileOf(ctx));
      ctx.status = 204;
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });

  after(() => new Promise((resolve) => server.close(resolve)));

  async function upload(bytes: Buffer): Promise<UploadedFile> {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'text/csv' }), 'patients.csv');
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: form });
    expect(response.status).to.equal(204);
    return received[received.length - 1];
  }

  it("carries the SHA-256 of the file's bytes, taken as they arrived", async () => {
    // Larger than one network read, so the digest spans several writes of the part.
    const bytes = randomBytes(300 * 1024);
    const file = await upload(bytes);
    expect(file.size).to.equal(bytes.length);
    expect(file.digest).to.equal(createHash('sha256').update(bytes).digest('hex'));
  });

  it('gives an empty file the digest of no bytes', async () => {
    const file = await upload(Buffer.alloc(0));
    expect(file.digest).to.equal(createHash('sha256').digest('hex'));
  });
});
