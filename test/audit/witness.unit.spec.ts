import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { CheckpointSigner } from '../../src/audit/checkpoint';
import { leafHash } from '../../src/audit/merkle/merkle-hash';
import { MerkleProofs } from '../../src/audit/merkle/merkle-proofs';
import {
  checkpointText,
  parseNote,
  verifiedSigners,
  verifierKey,
  parseVerifierKey,
} from '../../src/audit/merkle/signed-note';
import { cosignerVerifierKey, parseCosignerKey, verifiedCosignatures } from '../../src/audit/merkle/cosignature';
import { pushLeaf } from '../../src/audit/merkle/tree-builder';
import type { TreeNode } from '../../src/audit/merkle/tree-store';
import { type WitnessedLog, witnessOnce } from '../../src/audit/merkle/witness';
import { MemoryTreeStore } from './memory-tree-store';

const ORIGIN = 'example.test/log';

/** A log served by someone holding the signing key, who can show each witness what it likes. */
class ServedLog implements WitnessedLog {
  readonly store = new MemoryTreeStore();
  private readonly frontier: TreeNode[] = [];
  readonly cosigned: string[] = [];
  constructor(private readonly signer: CheckpointSigner) {}

  async add(...leaves: string[]): Promise<void> {
    for (const leaf of leaves) {
      const index = this.store.leaves.length;
      const hash = leafHash(leaf);
      await this.store.append(
        [{ index, position: index + 1, hash }],
        pushLeaf(this.frontier, { level: 0, index, hash }),
      );
    }
  }
  async latestNote(): Promise<string> {
    const size = this.store.leaves.length;
    const text = checkpointText(ORIGIN, size, await new MerkleProofs(this.store).root(size));
    return `${text}\n${this.signer.signNote(ORIGIN, text)}`;
  }
  consistency(from: number, to: number): Promise<Buffer[]> {
    return new MerkleProofs(this.store).consistency(from, to);
  }
  async cosign(note: string): Promise<void> {
    this.cosigned.push(note);
  }
}

describe('witness', () => {
  const signer = CheckpointSigner.fromSeed(randomBytes(32).toString('base64url'));
  const logKey = parseVerifierKey(verifierKey(ORIGIN, signer.publicKey));
  const witnessKeys = generateKeyPairSync('ed25519');
  const witness = { name: 'witness.test/one', key: witnessKeys.privateKey };
  const events = Array.from({ length: 20 }, (_, i) => `event ${i}`);

  it('cosigns a head that extends the one it accepted before, with a signature the log can check', async () => {
    const log = new ServedLog(signer);
    await log.add(...events.slice(0, 7));
    const first = await witnessOnce(log, logKey, null, witness);
    expect(first.ok).to.equal(true);
    await log.add(...events.slice(7));
    const second = await witnessOnce(log, logKey, { note: (first as { cosigned: string }).cosigned }, witness);
    expect(second.ok, second.message).to.equal(true);
    const note = parseNote(log.cosigned[1])!;
    expect(verifiedSigners(note, [logKey])).to.have.length(1);
    const cosigner = parseCosignerKey(cosignerVerifierKey(witness.name, witnessKeys.publicKey));
    expect(verifiedCosignatures(note, [cosigner])).to.have.length(1);
    // Shown the note it cosigned, with its own line already on it, the witness replaces that line.
    const served: WitnessedLog = {
      latestNote: async () => log.cosigned[1],
      consistency: (from, to) => log.consistency(from, to),
      cosign: async (cosigned) => void log.cosigned.push(cosigned),
    };
    const third = await witnessOnce(served, logKey, { note: log.cosigned[1] }, witness);
    expect(third.ok, third.message).to.equal(true);
    const again = parseNote(log.cosigned[2])!;
    expect(again.signatures.map((s) => s.name)).to.deep.equal([ORIGIN, witness.name]);
    expect(verifiedCosignatures(again, [cosigner])).to.have.length(1);
  });

  it('refuses a fork: a second head, validly signed, that does not extend what it cosigned', async () => {
    const honest = new ServedLog(signer);
    await honest.add(...events.slice(0, 9));
    const seen = await witnessOnce(honest, logKey, null, witness);
    // The operator shows this witness another history from the same key: one event in the middle differs.
    const fork = new ServedLog(signer);
    await fork.add(...events.slice(0, 4), 'event 4, rewritten', ...events.slice(5, 12));
    const outcome = await witnessOnce(fork, logKey, { note: (seen as { cosigned: string }).cosigned }, witness);
    expect(outcome.ok).to.equal(false);
    expect(outcome.message).to.match(/forked or rewritten/);
    expect(fork.cosigned).to.have.length(0);
  });

  it('refuses a log that was cut back, and a head not signed by the log key', async () => {
    const log = new ServedLog(signer);
    await log.add(...events.slice(0, 9));
    const seen = (await witnessOnce(log, logKey, null, witness)) as { cosigned: string };
    const shorter = new ServedLog(signer);
    await shorter.add(...events.slice(0, 6));
    expect((await witnessOnce(shorter, logKey, { note: seen.cosigned }, witness)).message).to.match(/rollback/);
    const stranger = new ServedLog(CheckpointSigner.fromSeed(randomBytes(32).toString('base64url')));
    await stranger.add(...events);
    let refused = '';
    await witnessOnce(stranger, logKey, { note: seen.cosigned }, witness).catch((error: Error) => {
      refused = error.message;
    });
    expect(refused).to.match(/not signed by a key you trust/);
  });
});
