import { expect } from 'chai';
import { canonicalJson } from '../../src/events/canonical-json';
import { leafHash } from '../../src/audit/merkle/merkle-hash';
import { verifyInclusion } from '../../src/audit/merkle/merkle-verify';
import { parseCheckpointText, parseNote, parseVerifierKey, verifiedSigners } from '../../src/audit/merkle/signed-note';
import { type TestService, startTestService, validPatient, validVisit } from '../support/test-service';

interface Proof {
  leaf_index: number;
  tree_size: number;
  position: number;
  leaf_hash: string;
  inclusion_path: string[];
}

const b64 = (text: string): Buffer => Buffer.from(text, 'base64');
const PROOFS = 'include=inclusion_proof';

describe('history answers with inclusion proofs (?include=inclusion_proof)', function () {
  this.timeout(90_000);
  let service: TestService;
  let auditor: string;
  let admin: string;
  let provider: string;
  let readonly: string;
  let patientId = '';
  let visitId = '';

  before(async () => {
    // A notary that signs on its own only every ten minutes: the answers must sign the newest events on demand.
    service = await startTestService({ AUDIT_CHECKPOINT_INTERVAL_MS: '600000' });
    auditor = (await service.login('auditor', 'org-audit')).token;
    admin = (await service.login('admin', 'org-a')).token;
    provider = (await service.login('provider', 'org-a')).token;
    readonly = (await service.login('readonly', 'org-a')).token;
    const created = await service.request('POST', '/patients', { token: provider, body: validPatient({ bmi: 22 }) });
    patientId = created.body.data.id;
    for (const bmi of [23, 24.5]) {
      const current = await service.request('GET', `/patients/${patientId}`, { token: provider });
      const updated = await service.request('PUT', `/patients/${patientId}`, {
        token: provider,
        body: { bmi },
        headers: { 'If-Match': current.headers.get('etag') ?? '' },
      });
      expect(updated.status).to.equal(200);
    }
    visitId = (await service.request('POST', '/visits', { token: provider, body: validVisit(patientId) })).body.data.id;
  });
  after(() => service?.stop());

  const get = (path: string, token = auditor) => service.request('GET', path, { token });

  /** The event as the NDJSON audit export writes it: the bytes its leaf hashes. */
  async function exportedLine(position: number): Promise<string> {
    const response = await fetch(`${service.baseUrl}/audit/events?limit=1&after=${position - 1}`, {
      headers: { Authorization: `Bearer ${auditor}`, Accept: 'application/x-ndjson' },
    });
    return (await response.text()).trim();
  }

  async function checkedAnswer(path: string, token = auditor) {
    const response = await get(path, token);
    expect(response.status, JSON.stringify(response.body)).to.equal(200);
    const { checkpoint } = response.body;
    const key = parseVerifierKey((await get('/audit/public-key')).body.data.note_verifier_key);
    const note = parseNote(checkpoint.note)!;
    expect(verifiedSigners(note, [key]), 'the named checkpoint is signed by the log').to.have.length(1);
    const head = parseCheckpointText(note.text)!;
    expect(head.size).to.equal(checkpoint.tree_size);
    expect(head.root.toString('base64')).to.equal(checkpoint.root_hash);
    return { body: response.body, head };
  }

  it('carries each version’s proof into one signed head that verifies with the exported event', async () => {
    const signedBefore = (await service.runtime.audit.tree!.store.latestHead())?.tree_size ?? 0;
    const { body, head } = await checkedAnswer(`/patients/${patientId}/history?${PROOFS}`);
    expect(body.data).to.have.length(3);
    for (const entry of body.data as { inclusion_proof: Proof }[]) {
      const proof = entry.inclusion_proof;
      expect(proof.tree_size).to.equal(head.size);
      const line = await exportedLine(proof.position);
      expect(JSON.parse(line).position).to.equal(proof.position);
      const leaf = leafHash(canonicalJson(JSON.parse(line)));
      expect(proof.leaf_hash).to.equal(leaf.toString('base64'));
      expect(
        verifyInclusion(proof.leaf_index, proof.tree_size, leaf, proof.inclusion_path.map(b64), head.root),
      ).to.equal(true);
    }
    // The newest version was not under any signed head before the request: one was signed on demand.
    const newest = (body.data as { inclusion_proof: Proof }[])[0].inclusion_proof;
    expect(newest.leaf_index).to.be.at.least(signedBefore);
    expect(newest.leaf_index).to.be.below(head.size);
  });

  it('a tampered proof, or one used for another event, does not verify against the named root', async () => {
    const { body, head } = await checkedAnswer(`/patients/${patientId}/history?${PROOFS}`);
    const [first, second] = (body.data as { inclusion_proof: Proof }[]).map((entry) => entry.inclusion_proof);
    const path = first.inclusion_path.map(b64);
    expect(path.length).to.be.above(0);
    path[0][0] ^= 1;
    expect(verifyInclusion(first.leaf_index, head.size, b64(first.leaf_hash), path, head.root)).to.equal(false);
    const swapped = second.inclusion_path.map(b64);
    expect(verifyInclusion(first.leaf_index, head.size, b64(first.leaf_hash), swapped, head.root)).to.equal(false);
  });

  it('pages and visit histories carry proofs too; admins may ask', async () => {
    const page = await checkedAnswer(`/patients/${patientId}/history?${PROOFS}&limit=1&page=2`, admin);
    expect(page.body.data).to.have.length(1);
    expect(page.body.pagination.page).to.equal(2);
    const whole = await get(`/patients/${patientId}/history`);
    expect(page.body.data[0].revision).to.equal(whole.body.data[1].revision);
    const visit = await checkedAnswer(`/visits/${visitId}/history?${PROOFS}`);
    expect(visit.body.data[0].inclusion_proof.tree_size).to.equal(visit.head.size);
  });

  it('without the parameter the answer is exactly the plain history', async () => {
    const plain = await get(`/patients/${patientId}/history`);
    expect(Object.keys(plain.body)).to.deep.equal(['status', 'data', 'pagination']);
    const proven = await get(`/patients/${patientId}/history?${PROOFS}`);
    const stripped = (proven.body.data as Record<string, unknown>[]).map(({ inclusion_proof: _, ...entry }) => entry);
    expect(stripped).to.deep.equal(plain.body.data);
    expect(proven.body.pagination).to.deep.equal(plain.body.pagination);
  });

  it('refuses proofs to roles that may not read them (403) and bad values of the parameter (422)', async () => {
    for (const token of [provider, readonly]) {
      const refused = await get(`/patients/${patientId}/history?${PROOFS}`, token);
      expect(refused.status).to.equal(403);
      expect(refused.body.code).to.equal('INSUFFICIENT_ROLE');
      expect((await get(`/patients/${patientId}/history`, token)).status).to.equal(200);
    }
    for (const query of ['include=proofs', 'include=', `${PROOFS}&${PROOFS}`]) {
      const bad = await get(`/patients/${patientId}/history?${query}`);
      expect(bad.status, query).to.equal(422);
      expect(bad.body.code).to.equal('VALIDATION_ERROR');
      expect(bad.body.details[0].field).to.equal('include');
    }
  });
});
