import { type KeyObject, createHash, createPublicKey, sign, verify } from 'node:crypto';

/** The C2SP signed-note key type byte for Ed25519. */
const ED25519_TYPE = 0x01;
const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
/** U+2014 EM DASH and a space start every signature line. */
const SIGNATURE_PREFIX = '\u2014 ';

/** A note verifier: a key name, the 4-byte key hash that signature lines carry, and the Ed25519 key. */
export interface NoteVerifier {
  name: string;
  keyHash: number;
  publicKey: KeyObject;
}

export function rawPublicKey(publicKey: KeyObject): Buffer {
  return publicKey.export({ type: 'spki', format: 'der' }).subarray(SPKI_ED25519_PREFIX.length);
}

/** SHA-256(name || "\n" || type || key), first four bytes big-endian, as the note format defines. */
export function noteKeyHash(name: string, publicKey: KeyObject): number {
  const digest = createHash('sha256')
    .update(`${name}\n`)
    .update(Buffer.from([ED25519_TYPE]))
    .update(rawPublicKey(publicKey))
    .digest();
  return digest.readUInt32BE(0);
}

export function validKeyName(name: string): boolean {
  return name.length > 0 && !/[\s+]/u.test(name);
}

/** `name+hex keyhash+base64(type || key)`: what golang.org/x/mod/sumdb/note calls a verifier key. */
export function verifierKey(name: string, publicKey: KeyObject): string {
  const hash = noteKeyHash(name, publicKey).toString(16).padStart(8, '0');
  const key = Buffer.concat([Buffer.from([ED25519_TYPE]), rawPublicKey(publicKey)]).toString('base64');
  return `${name}+${hash}+${key}`;
}

export function parseVerifierKey(text: string): NoteVerifier {
  // The base64 key may itself hold '+': only the first two separate fields.
  const [name = '', hash = '', ...rest] = text.trim().split('+');
  const parts = [name, hash, rest.join('+')];
  const key = Buffer.from(parts[2], 'base64');
  if (rest.length === 0 || !/^[0-9a-f]{8}$/.test(parts[1]) || key.length !== 33 || key[0] !== ED25519_TYPE)
    throw new Error('A verifier key is name+keyhash+base64 of an Ed25519 key');
  const publicKey = createPublicKey({
    key: Buffer.concat([SPKI_ED25519_PREFIX, key.subarray(1)]),
    format: 'der',
    type: 'spki',
  });
  const verifier = { name: parts[0], keyHash: parseInt(parts[1], 16), publicKey };
  if (noteKeyHash(verifier.name, publicKey) !== verifier.keyHash) throw new Error('The verifier key hash is wrong');
  return verifier;
}

/** One signature line over `text` (which ends with a newline). */
export function signatureLine(name: string, privateKey: KeyObject, text: string): string {
  const publicKey = createPublicKey(privateKey);
  const prefix = Buffer.alloc(4);
  prefix.writeUInt32BE(noteKeyHash(name, publicKey));
  const signature = sign(null, Buffer.from(text), privateKey);
  return `${SIGNATURE_PREFIX}${name} ${Buffer.concat([prefix, signature]).toString('base64')}\n`;
}

export interface ParsedNote {
  text: string;
  signatures: { name: string; keyHash: number; signature: Buffer; line: string }[];
}

/** Splits a signed note into its text and signature lines; null when it is not one. */
export function parseNote(note: string): ParsedNote | null {
  const split = note.lastIndexOf('\n\n');
  if (split < 0 || !note.endsWith('\n')) return null;
  const text = note.slice(0, split + 1);
  const signatures: ParsedNote['signatures'] = [];
  for (const line of note.slice(split + 2, -1).split('\n')) {
    const match = /^\u2014 (\S+) ([A-Za-z0-9+/=]+)$/u.exec(line);
    if (!match) return null;
    const blob = Buffer.from(match[2], 'base64');
    if (blob.length < 5) return null;
    signatures.push({ name: match[1], keyHash: blob.readUInt32BE(0), signature: blob.subarray(4), line: `${line}\n` });
  }
  return signatures.length > 0 ? { text, signatures } : null;
}

/** The verifiers among `known` that signed the note validly. */
export function verifiedSigners(note: ParsedNote, known: NoteVerifier[]): NoteVerifier[] {
  return known.filter((verifier) =>
    note.signatures.some(
      (s) =>
        s.name === verifier.name &&
        s.keyHash === verifier.keyHash &&
        verify(null, Buffer.from(note.text), verifier.publicKey, s.signature),
    ),
  );
}

/** The C2SP checkpoint body: origin, tree size, base64 root hash, each on its own line. */
export function checkpointText(origin: string, size: number, root: Buffer): string {
  return `${origin}\n${size}\n${root.toString('base64')}\n`;
}

export interface CheckpointBody {
  origin: string;
  size: number;
  root: Buffer;
}

export function parseCheckpointText(text: string): CheckpointBody | null {
  const lines = text.split('\n');
  if (lines.length < 4 || !/^(0|[1-9][0-9]*)$/.test(lines[1])) return null;
  const root = Buffer.from(lines[2], 'base64');
  if (root.length !== 32 || root.toString('base64') !== lines[2]) return null;
  return { origin: lines[0], size: Number(lines[1]), root };
}
