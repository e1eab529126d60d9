import { createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';
import { createHash } from 'node:crypto';
import { type NoteVerifier, noteKeyHash, signatureLine } from './merkle/signed-note';

/** A signed statement that the log had `event_count` events up to `position` with this running hash. */
export interface Checkpoint {
  position: number;
  head_hash: string;
  event_count: number;
  signed_at: string;
  /** The first 16 hex digits of SHA-256 over the public key (DER): which key signed. */
  key_id: string;
  /** Ed25519 over `signedText(checkpoint)`, base64. */
  signature: string;
}

export type UnsignedCheckpoint = Pick<Checkpoint, 'position' | 'head_hash' | 'event_count' | 'signed_at'>;

/** The exact bytes signed: a fixed label, so the signature cannot be replayed as anything else. */
export function signedText(checkpoint: UnsignedCheckpoint): string {
  return [
    'deid-audit-checkpoint-v1',
    String(checkpoint.position),
    checkpoint.head_hash,
    String(checkpoint.event_count),
    checkpoint.signed_at,
  ].join('\n');
}

/** PKCS#8 DER of an Ed25519 key is a fixed 16-byte header followed by the 32-byte seed. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** The signing key and what verifiers need: the public key and its id. */
export class CheckpointSigner {
  readonly publicKey: KeyObject;
  readonly keyId: string;

  private constructor(
    private readonly privateKey: KeyObject | null,
    publicKey?: KeyObject,
  ) {
    this.publicKey = publicKey ?? createPublicKey(privateKey as KeyObject);
    this.keyId = keyIdOf(this.publicKey);
  }

  /** A process that only serves the API: it checks and publishes, and holds no private key to leak. */
  static verifyOnly(publicKey: KeyObject): CheckpointSigner {
    return new CheckpointSigner(null, publicKey);
  }

  private key(): KeyObject {
    if (this.privateKey === null) throw new Error('This process holds only the public audit key; it cannot sign');
    return this.privateKey;
  }

  /** From the base64url 32-byte seed (AUDIT_SIGNING_KEY or DATA_DIR/audit-signing-key). */
  static fromSeed(seedBase64Url: string): CheckpointSigner {
    const seed = Buffer.from(seedBase64Url, 'base64url');
    if (seed.length !== 32) throw new Error('The audit signing key must be a 32-byte Ed25519 seed in base64url');
    const der = Buffer.concat([PKCS8_ED25519_PREFIX, seed]);
    return new CheckpointSigner(createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }));
  }

  sign(checkpoint: UnsignedCheckpoint): Checkpoint {
    const signature = sign(null, Buffer.from(signedText(checkpoint)), this.key()).toString('base64');
    return { ...checkpoint, key_id: this.keyId, signature };
  }

  /** A signed-note signature line over `text` under the key name `name` (the log's origin). */
  signNote(name: string, text: string): string {
    return signatureLine(name, this.key(), text);
  }

  noteVerifier(name: string): NoteVerifier {
    return { name, keyHash: noteKeyHash(name, this.publicKey), publicKey: this.publicKey };
  }

  publicKeyPem(): string {
    return this.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  }
}

export function keyIdOf(publicKey: KeyObject): string {
  return createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16);
}

export function publicKeyFromPem(pem: string): KeyObject {
  return createPublicKey(pem);
}

/** True when the checkpoint was signed by this key and not changed since. */
export function signatureValid(checkpoint: Checkpoint, publicKey: KeyObject): boolean {
  try {
    return verify(null, Buffer.from(signedText(checkpoint)), publicKey, Buffer.from(checkpoint.signature, 'base64'));
  } catch {
    return false;
  }
}

/** A checkpoint read from a file or a request: the shape checked before anything trusts it. */
export function isCheckpoint(value: unknown): value is Checkpoint {
  if (value === null || typeof value !== 'object') return false;
  const c = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(c.position) &&
    typeof c.head_hash === 'string' &&
    /^[0-9a-f]{64}$/.test(c.head_hash) &&
    Number.isSafeInteger(c.event_count) &&
    typeof c.signed_at === 'string' &&
    typeof c.key_id === 'string' &&
    typeof c.signature === 'string'
  );
}
