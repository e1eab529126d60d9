import { expect } from 'chai';
import { type Server, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { CLIENT_KINDS, frameResponse, proofClient } from '../../bench/support/proof-clients';
import { createCertificateAuthority, createServerCertificate } from '../../src/http/tls/certificates';

const bytes = (text: string): Buffer => Buffer.from(text, 'latin1');

describe("the proof bench's clients", () => {
  describe('framing an HTTP/1.1 answer by hand', () => {
    it('waits for the whole Content-Length body and says where the answer ends', () => {
      const head = 'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\n\r\n';
      expect(frameResponse(bytes(`${head}{"data":`))).to.equal(null);
      const framed = frameResponse(bytes(`${head}{"data":{}}HTTP/1.1 4`));
      expect(framed?.status).to.equal(200);
      expect(framed?.body.toString()).to.equal('{"data":{}}');
      expect(framed?.used).to.equal(head.length + 11);
    });

    it('joins a chunked body and waits for its last chunk', () => {
      const head = 'HTTP/1.1 404 Not Found\r\ntransfer-encoding: chunked\r\n\r\n';
      const chunks = '5\r\nhello\r\n6\r\n world\r\n';
      expect(frameResponse(bytes(head + chunks))).to.equal(null);
      expect(frameResponse(bytes(`${head}${chunks}0\r\n`))).to.equal(null);
      const framed = frameResponse(bytes(`${head}${chunks}0\r\n\r\n`));
      expect(framed?.status).to.equal(404);
      expect(framed?.body.toString()).to.equal('hello world');
      expect(framed?.used).to.equal(head.length + chunks.length + 5);
    });

    it('refuses an answer it cannot frame rather than wait for ever', () => {
      expect(() => frameResponse(bytes('HTTP/1.1 200 OK\r\nConnection: close\r\n\r\nbody'))).to.throw(/length/);
    });
  });

  describe('over one kept-alive TLS connection', () => {
    let server: Server;
    let origin: string;
    let ca: Buffer;
    const seen: string[] = [];

    before(async () => {
      const authority = createCertificateAuthority('bench test CA');
      const certificate = createServerCertificate(authority, ['127.0.0.1']);
      ca = Buffer.from(authority.certPem);
      server = createServer({ cert: certificate.certPem, key: certificate.keyPem }, (request, response) => {
        seen.push(`${request.url} ${request.headers.authorization} ${request.socket.remotePort}`);
        // Streamed in two writes without a length: a chunked answer; otherwise one with Content-Length.
        if (request.url?.includes('chunked')) {
          response.write('{"part":1,');
          response.end('"part2":2}');
        } else response.end(JSON.stringify({ path: request.url }));
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    after(() => new Promise<void>((done) => server.close(() => done())));

    for (const kind of CLIENT_KINDS)
      it(`${kind}: sends the headers, reads each answer whole, and keeps one connection`, async () => {
        seen.length = 0;
        const client = proofClient(kind, origin, ca, { Authorization: 'Bearer t0ken' });
        try {
          const first = await client.get('/v1/a?x=1');
          const chunked = await client.get('/v1/chunked');
          const third = await client.get('/v1/b');
          expect(first.status).to.equal(200);
          expect(JSON.parse(first.body.toString())).to.deep.equal({ path: '/v1/a?x=1' });
          expect(JSON.parse(chunked.body.toString())).to.deep.equal({ part: 1, part2: 2 });
          expect(JSON.parse(third.body.toString())).to.deep.equal({ path: '/v1/b' });
        } finally {
          await client.close();
        }
        expect(seen.map((line) => line.split(' ')[1])).to.deep.equal(['Bearer', 'Bearer', 'Bearer']);
        expect(seen.every((line) => line.includes('t0ken'))).to.equal(true);
        expect(new Set(seen.map((line) => line.split(' ')[3])).size).to.equal(1);
      });
  });
});
