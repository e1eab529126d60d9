import { createHash, generateKeyPairSync, verify } from 'node:crypto';
import { expect } from 'chai';
import {
  cosignatureLine,
  cosignerKeyHash,
  cosignerVerifierKey,
  parseCosignerKey,
  verifiedCosignatures,
} from '../../src/audit/merkle/cosignature';
import { parseNote, rawPublicKey, signatureLine, verifierKey } from '../../src/audit/merkle/signed-note';

const NAME = 'witness.test/w1';
const TEXT = 'example.test/log\n42\nCsUYapGGPo4dkMgIAUqom/Xajj7h2fB2MPA3j2jxq2I=\n';
const LOG_LINE = `\u2014 example.test/log ${Buffer.alloc(68, 1).toString('base64')}\n`;
const AT = new Date('2026-11-28T12:34:56.789Z');

describe('C2SP cosignature/v1 lines', () => {
  const witness = generateKeyPairSync('ed25519');
  const cosigner = parseCosignerKey(cosignerVerifierKey(NAME, witness.publicKey));
  const noteWith = (line: string) => parseNote(`${TEXT}\n${LOG_LINE}${line}`)!;

  it('is keyhash(4) || big-endian seconds(8) || Ed25519 over "cosignature/v1\\ntime T\\n" and the body', () => {
    const line = cosignatureLine(NAME, witness.privateKey, TEXT, AT);
    expect(line.startsWith(`\u2014 ${NAME} `)).to.equal(true);
    const blob = Buffer.from(line.trim().split(' ')[2], 'base64');
    expect(blob).to.have.length(4 + 8 + 64);
    const keyId = createHash('sha256')
      .update(`${NAME}\n`)
      .update(Buffer.from([0x04]))
      .update(rawPublicKey(witness.publicKey))
      .digest()
      .subarray(0, 4);
    expect(blob.subarray(0, 4).equals(keyId)).to.equal(true);
    expect(blob.readBigUInt64BE(4)).to.equal(BigInt(Math.floor(AT.getTime() / 1000)));
    const message = Buffer.from(`cosignature/v1\ntime ${Math.floor(AT.getTime() / 1000)}\n${TEXT}`);
    expect(verify(null, message, witness.publicKey, blob.subarray(12))).to.equal(true);
    const [found] = verifiedCosignatures(noteWith(line), [cosigner]);
    expect(found.witness.name).to.equal(NAME);
    expect(found.cosigned_at.toISOString()).to.equal('2026-11-28T12:34:56.000Z');
  });

  it('refuses a cosignature by another key, over another body, with a changed time, or a plain note signature', () => {
    const stranger = generateKeyPairSync('ed25519');
    expect(verifiedCosignatures(noteWith(cosignatureLine(NAME, stranger.privateKey, TEXT, AT)), [cosigner])).to.be
      .empty;
    const otherBody = TEXT.replace('42', '43');
    expect(verifiedCosignatures(noteWith(cosignatureLine(NAME, witness.privateKey, otherBody, AT)), [cosigner])).to.be
      .empty;
    const blob = Buffer.from(cosignatureLine(NAME, witness.privateKey, TEXT, AT).trim().split(' ')[2], 'base64');
    blob.writeBigUInt64BE(blob.readBigUInt64BE(4) + 1n, 4);
    expect(verifiedCosignatures(noteWith(`\u2014 ${NAME} ${blob.toString('base64')}\n`), [cosigner])).to.be.empty;
    expect(verifiedCosignatures(noteWith(signatureLine(NAME, witness.privateKey, TEXT)), [cosigner])).to.be.empty;
  });

  it('reads a witness key given as cosignature/v1 (0x04) or as a plain Ed25519 note key (0x01)', () => {
    expect(cosigner.keyHash).to.equal(cosignerKeyHash(NAME, witness.publicKey));
    const fromPlain = parseCosignerKey(verifierKey(NAME, witness.publicKey));
    expect(fromPlain.keyHash).to.equal(cosigner.keyHash);
    const [name, hash, ...key] = cosignerVerifierKey(NAME, witness.publicKey).split('+');
    const wrongHash = ((parseInt(hash, 16) ^ 1) >>> 0).toString(16).padStart(8, '0');
    expect(() => parseCosignerKey(`${name}+${wrongHash}+${key.join('+')}`)).to.throw(/key hash/);
    expect(() => parseCosignerKey(`${name}+${hash}`)).to.throw(/witness key/);
  });
});
