import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { CheckpointSigner } from '../audit/checkpoint';
import { cosignerVerifierKey } from '../audit/merkle/cosignature';
import { parseVerifierKey } from '../audit/merkle/signed-note';
import { type WitnessState, type WitnessedLog, witnessOnce } from '../audit/merkle/witness';
import { errorMessage } from '../shared/error-message';
import { type KeyObject, createPrivateKey, randomBytes } from 'node:crypto';

export const WITNESS_USAGE = `npm run audit -- witness --url BASE --state FILE --key FILE [--name NAME] [--log-key KEY]
  One witness round: fetches the newest checkpoint from BASE (https://host/v1), checks its signature
  and that it extends the checkpoint kept in --state (a consistency proof), cosigns it (a C2SP
  cosignature/v1 line) with the Ed25519 seed in --key (made on first use) and posts the cosignature.
  Logs in with AUDIT_EMAIL and AUDIT_PASSWORD (an auditor account). The log's verifier key is
  --log-key, else the one pinned in --state, else the one the service publishes (trusted on first use).
  NODE_EXTRA_CA_CERTS names a private CA.
  Exit status: 0 cosigned, 1 refused (fork, rewrite or rollback), 2 usage or connection error.
   or: npm run audit -- witness-key --key FILE [--name NAME]
  Makes the witness key when missing and prints its verifier key, for the operator's AUDIT_WITNESS_KEYS.`;

class HttpLog implements WitnessedLog {
  constructor(
    private readonly base: string,
    private readonly token: string,
  ) {}

  static async login(base: string): Promise<HttpLog> {
    const { AUDIT_EMAIL: email, AUDIT_PASSWORD: password } = process.env;
    if (!email || !password) throw new Error('Set AUDIT_EMAIL and AUDIT_PASSWORD (an auditor account)');
    const data = await call<{ access_token: string }>(`${base}/auth/login`, '', { email, password });
    return new HttpLog(base, data.access_token);
  }

  async latestNote(): Promise<string> {
    return (await call<{ note: string }>(`${this.base}/audit/checkpoints/latest`, this.token)).note;
  }

  async consistency(from: number, to: number): Promise<Buffer[]> {
    const url = `${this.base}/audit/proofs/consistency?from=${from}&to=${to}`;
    const proof = await call<{ consistency_path: string[] }>(url, this.token);
    return proof.consistency_path.map((hash) => Buffer.from(hash, 'base64'));
  }

  async cosign(note: string): Promise<void> {
    await call(`${this.base}/audit/checkpoints/cosignatures`, this.token, { note });
  }

  async publishedKey(): Promise<string> {
    return (await call<{ note_verifier_key: string }>(`${this.base}/audit/public-key`, this.token)).note_verifier_key;
  }
}

async function call<T>(url: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as { data?: T; message?: string };
  if (!response.ok || answer.data === undefined)
    throw new Error(`${new URL(url).pathname} answered ${response.status}: ${answer.message ?? 'no envelope'}`);
  return answer.data;
}

interface StateFile extends WitnessState {
  log_key: string;
}

/** The witness's own key: a 32-byte seed, base64url, like AUDIT_SIGNING_KEY; made on first use. */
function witnessKey(path: string): { privateKey: KeyObject; publicKey: KeyObject } {
  if (!existsSync(path)) writeFileSync(path, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  const seed = readFileSync(path, 'utf8').trim();
  const { publicKey } = CheckpointSigner.fromSeed(seed);
  const privateKey = createPrivateKey({
    key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.from(seed, 'base64url')]),
    format: 'der',
    type: 'pkcs8',
  });
  return { privateKey, publicKey };
}

export function witnessKeyCommand(options: Map<string, string>): number {
  const keyPath = options.get('--key');
  if (!keyPath) throw new Error('witness-key needs --key');
  const { publicKey } = witnessKey(keyPath);
  process.stdout.write(`${cosignerVerifierKey(options.get('--name') ?? 'witness', publicKey)}\n`);
  return 0;
}

export async function witnessCommand(options: Map<string, string>): Promise<number> {
  const [url, statePath, keyPath] = ['--url', '--state', '--key'].map((name) => options.get(name));
  if (!url || !statePath || !keyPath) throw new Error('witness needs --url, --state and --key');
  const name = options.get('--name') ?? 'witness';
  const { privateKey: key, publicKey } = witnessKey(keyPath);
  process.stdout.write(`witness verifier key: ${cosignerVerifierKey(name, publicKey)}\n`);
  const base = url.replace(/\/+$/, '');
  const log = await HttpLog.login(base);
  const state = existsSync(statePath) ? (JSON.parse(readFileSync(statePath, 'utf8')) as StateFile) : null;
  const logKey = options.get('--log-key') ?? state?.log_key ?? (await log.publishedKey());
  try {
    const outcome = await witnessOnce(log, parseVerifierKey(logKey), state, { name, key });
    process.stdout.write(`${outcome.message}\n`);
    if (!outcome.ok) return 1;
    const next: StateFile = { log_key: logKey, note: outcome.cosigned };
    writeFileSync(`${statePath}.tmp`, JSON.stringify(next, null, 2), { mode: 0o600 });
    renameSync(`${statePath}.tmp`, statePath);
    return 0;
  } catch (error) {
    process.stdout.write(`REFUSED: ${errorMessage(error)}\n`);
    return 1;
  }
}
