import { type Server, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import Koa from 'koa';
import compress from 'koa-compress';
import { leafHash } from '../../src/audit/merkle/merkle-hash';
import { MerkleProofs } from '../../src/audit/merkle/merkle-proofs';
import { pushLeaf } from '../../src/audit/merkle/tree-builder';
import type { TreeNode } from '../../src/audit/merkle/tree-store';
import type { AppDeps } from '../../src/http/app-deps';
import { serializeJsonOnce } from '../../src/http/middleware/serialize-json';
import { auditProofHandlers } from '../../src/http/routes/audit-proof-routes';
import { MemoryTreeStore } from './memory-tree-store';

const LEAVES = 40;

async function signedTree(): Promise<MemoryTreeStore> {
  const store = new MemoryTreeStore();
  const frontier: TreeNode[] = [];
  for (let index = 0; index < LEAVES; index += 1) {
    const hash = leafHash(`event ${index}`);
    await store.append([{ index, position: index + 1, hash }], pushLeaf(frontier, { level: 0, index, hash }));
  }
  const root = await new MerkleProofs(store).root(LEAVES);
  await store.addHead({ tree_size: LEAVES, root_hash: root, note: '', signed_at: '' });
  return store;
}

/** GET with `Accept-Encoding: gzip`: the Content-Encoding answered and the body's JSON when not encoded. */
function getGzipAccepted(server: Server, path: string): Promise<{ encoding: string | undefined; body: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((done, fail) => {
    const sent = request({ port, path, headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        done({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks).toString('latin1') }),
      );
    });
    sent.on('error', fail);
    sent.end();
  });
}

/**
 * Proof answers are base64 hashes, which compression barely shrinks at a
 * cost above the rest of the request: they go out uncompressed even to a
 * client that accepts gzip. Here every answer over 0 bytes is otherwise
 * compressed (threshold 0), as the service compresses answers over 1 KiB.
 */
describe('proof answers are not compressed (integration, the proof routes behind koa-compress)', () => {
  let server: Server;

  before(async () => {
    const store = await signedTree();
    const deps = { audit: { tree: { store, origin: 'example.test/log', verifiers: [], witnesses: [] } } };
    const proofs = auditProofHandlers(deps as unknown as AppDeps);
    const app = new Koa();
    app.use(compress({ threshold: 0 }));
    app.use(serializeJsonOnce());
    app.use(async (ctx, next) => {
      if (ctx.path === '/inclusion') return proofs.inclusion(ctx, next);
      if (ctx.path === '/consistency') return proofs.consistency(ctx, next);
      ctx.body = { status: 'success', data: { other: 'x'.repeat(2000) } };
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((ready) => server.once('listening', ready));
  });
  after(() => new Promise((closed) => server.close(closed)));

  it('compresses another JSON answer for a client that accepts gzip (the setup compresses)', async () => {
    expect((await getGzipAccepted(server, '/other')).encoding).to.equal('gzip');
  });

  it('sends inclusion and consistency proofs as plain JSON to that client', async () => {
    const inclusion = await getGzipAccepted(server, '/inclusion?leaf_index=7');
    expect(inclusion.encoding).to.equal(undefined);
    const proof = JSON.parse(inclusion.body) as { data: { leaf_index: number; inclusion_path: string[] } };
    expect(proof.data.leaf_index).to.equal(7);
    expect(proof.data.inclusion_path).to.have.length(6);

    const consistency = await getGzipAccepted(server, '/consistency?from=13&to=40');
    expect(consistency.encoding).to.equal(undefined);
    const path = JSON.parse(consistency.body) as { data: { from: number; to: number; consistency_path: string[] } };
    expect([path.data.from, path.data.to]).to.deep.equal([13, 40]);
    expect(path.data.consistency_path.length).to.be.above(0);
  });
});
