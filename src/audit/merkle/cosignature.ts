import { type KeyObject, createHash, createPublicKey, sign, verify } from 'node:crypto';
import { type NoteVerifier, type ParsedNote, rawPublicKey, validKeyName } from './signed-note';

/**
 * C2SP tlog-cosignature, Ed25519 `cosignature/v1`: a witness's note signature
 * line over "cosignature/v1\ntime <unix seconds>\n" and the checkpoint body,
 * carrying key hash (4 bytes), the time (8 bytes, big-endian) and the
 * Ed25519 signature (64 bytes). Its key hash uses algorithm byte 0x04, so a
 * cosignature can never be taken for the log's own plain note signature.
 */
const COSIGNATURE_V1_TYPE = 0x04;
/** A plain Ed25519 note key (0x01) names the same key; transparency-dev's verifiers accept it too. */
const ED25519_NOTE_TYPE = 0x01;
const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const MAX_TIMESTAMP = 2n ** 63n - 1n;
const SIGNATURE_BYTES = 4 + 8 + 64;

/** SHA-256(name || "\n" || 0x04 || key), first four bytes big-endian. */
export function cosignerKeyHash(name: string, publicKey: KeyObject): number {
  return createHash('sha256')
    .update(`${name}\n`)
    .update(Buffer.from([COSIGNATURE_V1_TYPE]))
    .update(rawPublicKey(publicKey))
    .digest()
    .readUInt32BE(0);
}

/** The witness's vkey, `name+keyhash+base64(0x04 || key)`, for AUDIT_WITNESS_KEYS. */
export function cosignerVerifierKey(name: string, publicKey: KeyObject): string {
  const hash = cosignerKeyHash(name, publicKey).toString(16).padStart(8, '0');
  const key = Buffer.concat([Buffer.from([COSIGNATURE_V1_TYPE]), rawPublicKey(publicKey)]).toString('base64');
  return `${name}+${hash}+${key}`;
}

/** A cosigner from its vkey: type 0x04, or a plain Ed25519 note key (0x01) of the same witness. */
export function parseCosignerKey(text: string): NoteVerifier {
  const [name = '', hash = '', ...rest] = text.trim().split('+');
  const key = Buffer.from(rest.join('+'), 'base64');
  const type = key[0];
  if (
    !validKeyName(name) ||
    !/^[0-9a-f]{8}$/.test(hash) ||
    key.length !== 33 ||
    (type !== COSIGNATURE_V1_TYPE && type !== ED25519_NOTE_TYPE)
  )
    throw new Error('A witness key is name+keyhash+base64 of an Ed25519 key (type 0x04 or 0x01)');
  const publicKey = createPublicKey({
    key: Buffer.concat([SPKI_ED25519_PREFIX, key.subarray(1)]),
    format: 'der',
    type: 'spki',
  });
  const expected = createHash('sha256').update(`${name}\n`).update(key).digest().readUInt32BE(0);
  if (parseInt(hash, 16) !== expected) throw new Error('The witness key hash is wrong');
  return { name, keyHash: cosignerKeyHash(name, publicKey), publicKey };
}

function signedMessage(timestamp: bigint, text: string): Buffer {
  return Buffer.from(`cosignature/v1\ntime ${timestamp}\n${text}`);
}

/** The cosignature line over a checkpoint body (`text` ends with a newline), timestamped in whole seconds. */
export function cosignatureLine(name: string, privateKey: KeyObject, text: string, at: Date): string {
  const timestamp = BigInt(Math.floor(at.getTime() / 1000));
  const blob = Buffer.alloc(12);
  blob.writeUInt32BE(cosignerKeyHash(name, createPublicKey(privateKey)), 0);
  blob.writeBigUInt64BE(timestamp, 4);
  const signature = sign(null, signedMessage(timestamp, text), privateKey);
  return `\u2014 ${name} ${Buffer.concat([blob, signature]).toString('base64')}\n`;
}

/** When the witness says it cosigned: the timestamp of a well-formed cosignature/v1 signature, else null. */
export function cosignatureTime(signature: Buffer): Date | null {
  if (signature.length !== SIGNATURE_BYTES - 4) return null;
  const timestamp = signature.readBigUInt64BE(0);
  const at = new Date(Number(timestamp) * 1000);
  // Beyond what a Date holds (year 275760) is as malformed as beyond 2^63 - 1.
  return timestamp > MAX_TIMESTAMP || Number.isNaN(at.getTime()) ? null : at;
}

export interface VerifiedCosignature {
  witness: NoteVerifier;
  line: string;
  cosigned_at: Date;
}

/** Each of `witnesses` that cosigned the note's body with a valid cosignature/v1 line. */
export function verifiedCosignatures(note: ParsedNote, witnesses: NoteVerifier[]): VerifiedCosignature[] {
  const found: VerifiedCosignature[] = [];
  for (const witness of witnesses) {
    const line = note.signatures.find((s) => {
      if (s.name !== witness.name || s.keyHash !== witness.keyHash) return false;
      const at = cosignatureTime(s.signature);
      if (at === null) return false;
      const message = signedMessage(s.signature.readBigUInt64BE(0), note.text);
      return verify(null, message, witness.publicKey, s.signature.subarray(8));
    });
    if (line) found.push({ witness, line: line.line, cosigned_at: cosignatureTime(line.signature) as Date });
  }
  return found;
}
