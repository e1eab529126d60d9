import { generateKeyPairSync } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect } from 'chai';
import { Client } from 'pg';
import { canonicalJson } from '../../src/events/canonical-json';
import { leafHash } from '../../src/audit/merkle/merkle-hash';
import { verifyConsistency, verifyInclusion } from '../../src/audit/merkle/merkle-verify';
import {
  parseCheckpointText,
  parseNote,
  parseVerifierKey,
  signatureLine,
  verifiedSigners,
  verifierKey,
} from '../../src/audit/merkle/signed-note';
import {
  cosignatureLine,
  cosignerVerifierKey,
  parseCosignerKey,
  verifiedCosignatures,
} from '../../src/audit/merkle/cosignature';
import { SQLITE_FILE } from '../../src/storage/sqlite-client';
import { type TestService, startTestService, validPatient, validVisit } from '../support/test-service';

const witness = generateKeyPairSync('ed25519');
const stranger = generateKeyPairSync('ed25519');
const b64 = (text: string): Buffer => Buffer.from(text, 'base64');

/** Runs a statement as someone with direct database access; returns the error message, or null when it passed. */
async function directly(service: TestService, sqlite: string, postgres: string): Promise<string | null> {
  try {
    if (service.config.eventStore === 'postgres') {
      const client = new Client({ connectionString: service.config.postgresUrl });
      await client.connect();
      try {
        await client.query(postgres);
      } finally {
        await client.end();
      }
    } else {
      const file = new Database(join(service.config.dataDir, SQLITE_FILE));
      file.pragma('busy_timeout = 5000');
      try {
        file.exec(sqlite);
      } finally {
        file.close();
      }
    }
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('transparency log over HTTP: signed tree heads, proofs, cosignatures, append-only tables', function () {
  this.timeout(90_000);
  let service: TestService;
  let auditor: string;
  let provider: string;

  before(async () => {
    service = await startTestService({
      AUDIT_WITNESS_KEYS: cosignerVerifierKey('witness.example/w1', witness.publicKey),
    });
    auditor = (await service.login('auditor', 'org-audit')).token;
    provider = (await service.login('provider', 'org-a')).token;
    const created = await service.request('POST', '/patients', { token: provider, body: validPatient() });
    await service.request('POST', '/visits', { token: provider, body: validVisit(created.body.data.id) });
    // The notary signs within AUDIT_CHECKPOINT_INTERVAL_MS; the tests ask for the head now.
    await service.runtime.audit.notary?.checkpointNow();
  });
  after(() => service.stop());

  const get = (path: string, token = auditor) => service.request('GET', path, { token });

  async function signedHead() {
    const key = parseVerifierKey((await get('/audit/public-key')).body.data.note_verifier_key);
    const response = await get('/audit/checkpoints/latest');
    expect(response.status).to.equal(200);
    const note = parseNote(response.body.data.note);
    expect(note, 'a signed note').to.not.equal(null);
    expect(verifiedSigners(note!, [key])).to.have.length(1);
    const body = parseCheckpointText(note!.text)!;
    expect(body.size).to.equal(response.body.data.tree_size);
    expect(body.root.toString('base64')).to.equal(response.body.data.root_hash);
    return { ...body, note: response.body.data.note as string };
  }

  it('serves a checkpoint note signed with the published verifier key as soon as the log has events', async () => {
    const head = await signedHead();
    expect(head.origin).to.equal('menopause-deid-service/audit-log');
    expect(head.size).to.be.at.least(1);
  });

  it('proves an exported event into the signed tree by leaf index, position and event id alike', async () => {
    const head = await signedHead();
    const response = await fetch(`${service.baseUrl}/audit/events?limit=3`, {
      headers: { Authorization: `Bearer ${auditor}`, Accept: 'application/x-ndjson' },
    });
    const lines = (await response.text()).split('\n').filter((line) => line !== '');
    const event = JSON.parse(lines[1]) as { position: number; event_id: string };
    const leaf = leafHash(canonicalJson(event));
    const byId = await get(`/audit/proofs/inclusion?event_id=${event.event_id}&tree_size=${head.size}`);
    expect(byId.status).to.equal(200);
    expect(byId.body.data.leaf_hash).to.equal(leaf.toString('base64'));
    expect(byId.body.data.leaf_index).to.equal(1);
    const byPosition = await get(`/audit/proofs/inclusion?position=${event.position}&tree_size=${head.size}`);
    const byIndex = await get(`/audit/proofs/inclusion?leaf_index=1&tree_size=${head.size}`);
    expect(byPosition.body.data).to.deep.equal(byId.body.data);
    expect(byIndex.body.data).to.deep.equal(byId.body.data);
    expect(verifyInclusion(1, head.size, leaf, byId.body.data.inclusion_path.map(b64), head.root)).to.equal(true);
  });

  it('proves an earlier signed head a prefix of a later one', async () => {
    const first = await signedHead();
    await service.request('POST', '/patients', { token: provider, body: validPatient() });
    await service.runtime.audit.notary?.checkpointNow();
    const second = await signedHead();
    expect(second.size).to.be.above(first.size);
    const proof = await get(`/audit/proofs/consistency?from=${first.size}&to=${second.size}`);
    expect(proof.status).to.equal(200);
    const path = proof.body.data.consistency_path.map(b64);
    expect(verifyConsistency(first.size, second.size, first.root, second.root, path)).to.equal(true);
  });

  it('serves proofs, heads and the key without recording a read: polling does not move the signed head', async () => {
    const head = await signedHead();
    const polled = [
      `/audit/proofs/inclusion?leaf_index=0&tree_size=${head.size}`,
      `/audit/proofs/consistency?from=1&to=${head.size}`,
      `/audit/checkpoints?tree_size=${head.size}`,
      '/audit/checkpoints/latest',
      '/audit/public-key',
    ];
    for (let round = 0; round < 3; round++) {
      for (const path of polled) expect((await get(path)).status, path).to.equal(200);
    }
    await service.runtime.audit.notary?.checkpointNow();
    const after = await signedHead();
    expect(after.size).to.equal(head.size);
    expect(after.root.equals(head.root)).to.equal(true);
    const response = await fetch(`${service.baseUrl}/audit/events?event_type=AuditTrailRead`, {
      headers: { Authorization: `Bearer ${auditor}`, Accept: 'application/x-ndjson' },
    });
    const endpoints = (await response.text())
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => (JSON.parse(line) as { data: { endpoint: string } }).data.endpoint);
    expect(endpoints).to.include('GET /audit/events');
    expect(endpoints.filter((endpoint) => /proofs|checkpoints|public-key/.test(endpoint))).to.deep.equal([]);
  });

  it('answers bad proof parameters with 422 VALIDATION_ERROR naming each, and refuses non-auditors', async () => {
    const head = await signedHead();
    for (const query of [
      'inclusion?leaf_index=abc',
      'inclusion?leaf_index=1&position=2',
      'inclusion',
      `inclusion?leaf_index=0&tree_size=${head.size + 1000}`,
      'consistency?from=0&to=1',
      'consistency?from=2',
      `consistency?from=3&to=2`,
    ]) {
      const response = await get(`/audit/proofs/${query}`);
      expect(response.status, query).to.equal(422);
      expect(response.body.status).to.equal('error');
      expect(response.body.code).to.equal('VALIDATION_ERROR');
      expect(response.body.details).to.be.an('array').that.is.not.empty;
    }
    expect((await get(`/audit/proofs/inclusion?position=999999999`)).status).to.equal(404);
    const refused = await get('/audit/proofs/consistency?from=1&to=2', provider);
    expect(refused.status).to.equal(403);
    expect(refused.body.code).to.equal('INSUFFICIENT_ROLE');
  });

  it('stores and serves a witness cosignature/v1; refuses other keys, formats, times and texts', async () => {
    const head = await signedHead();
    const text = parseNote(head.note)!.text;
    const now = new Date();
    const cosign = (note: string) =>
      service.request('POST', '/audit/checkpoints/cosignatures', { token: auditor, body: { note } });
    const foreign = await cosign(`${text}\n${cosignatureLine('witness.example/w1', stranger.privateKey, text, now)}`);
    expect(foreign.status).to.equal(422);
    // The witness's key, but a plain note signature instead of a timestamped cosignature/v1.
    const plain = await cosign(`${text}\n${signatureLine('witness.example/w1', witness.privateKey, text)}`);
    expect(plain.status).to.equal(422);
    const future = new Date(now.getTime() + 3_600_000);
    expect(
      (await cosign(`${text}\n${cosignatureLine('witness.example/w1', witness.privateKey, text, future)}`)).status,
    ).to.equal(422);
    const forged = text.replace(/\n[^\n]+\n$/, `\n${Buffer.alloc(32, 7).toString('base64')}\n`);
    expect(
      (await cosign(`${forged}\n${cosignatureLine('witness.example/w1', witness.privateKey, forged, now)}`)).status,
    ).to.equal(409);
    const accepted = await cosign(`${text}\n${cosignatureLine('witness.example/w1', witness.privateKey, text, now)}`);
    expect(accepted.status).to.equal(201);
    const ofSize = await get(`/audit/checkpoints?tree_size=${head.size}`);
    expect(ofSize.status).to.equal(200);
    expect(ofSize.body.data.note.startsWith(head.note)).to.equal(true);
    expect(ofSize.body.data.cosignatures.map((c: { witness: string }) => c.witness)).to.deep.equal([
      'witness.example/w1',
    ]);
    expect((await get('/audit/checkpoints?tree_size=999999999')).status).to.equal(404);
    expect((await get('/audit/checkpoints?tree_size=0')).status).to.equal(422);
    expect((await get(`/audit/checkpoints?tree_size=${head.size}`, provider)).status).to.equal(403);
    const served = (await get('/audit/checkpoints/latest')).body.data;
    if (served.tree_size === head.size) {
      const note = parseNote(served.note)!;
      const cosigner = parseCosignerKey(cosignerVerifierKey('witness.example/w1', witness.publicKey));
      expect(verifiedCosignatures(note, [cosigner])).to.have.length(1);
      // Not a plain note signature: a verifier of those does not take it for one.
      const plainKey = parseVerifierKey(verifierKey('witness.example/w1', witness.publicKey));
      expect(verifiedSigners(note, [plainKey])).to.have.length(0);
      const [cosigned] = served.cosignatures as { witness: string; cosigned_at: string }[];
      expect(served.cosignatures.map((c: { witness: string }) => c.witness)).to.deep.equal(['witness.example/w1']);
      expect(cosigned.cosigned_at).to.equal(new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString());
    }
  });

  it('refuses UPDATE and DELETE on the tree, its heads, cosignatures and checkpoints', async () => {
    for (const table of ['audit_tree_leaves', 'audit_tree_nodes', 'audit_tree_heads', 'audit_checkpoints']) {
      const column = table === 'audit_checkpoints' ? 'signed_at' : 'hash';
      const value = table === 'audit_checkpoints' ? "'x'" : table === 'audit_tree_heads' ? "'x'" : 'hash';
      const set = table === 'audit_tree_heads' ? 'note' : column;
      const update = `UPDATE ${table} SET ${set} = ${value}`;
      expect(await directly(service, update, update), update).to.match(/append-only/);
      const remove = `DELETE FROM ${table}`;
      expect(await directly(service, remove, remove), remove).to.match(/append-only/);
    }
    expect(await directly(service, 'SELECT 1', 'TRUNCATE audit_tree_nodes')).to.satisfy(
      (message: string | null) => service.config.eventStore !== 'postgres' || /append-only/.test(message ?? ''),
    );
  });
});
