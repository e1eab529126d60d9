import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;

/** log2 of scrypt's N for new hashes: 2^17 with r=8, p=1, as OWASP suggests today. */
export const DEFAULT_PASSWORD_LOG_N = 17;
/** The cheapest and dearest a stored hash may ask for (older hashes used 2^14). */
const MIN_LOG_N = 14;
const MAX_LOG_N = 20;

interface Cost {
  N: number;
  r: number;
  p: number;
}

const costOf = (logN: number): Cost => ({ N: 2 ** logN, r: 8, p: 1 });

function derive(password: string, salt: Buffer, cost: Cost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; twice that leaves room for its own bookkeeping.
  const maxmem = 256 * cost.N * cost.r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Encoded as scrypt$N$r$p$salt$hash: each hash carries its cost, so raising it never breaks old hashes. */
export async function hashPassword(password: string, logN = DEFAULT_PASSWORD_LOG_N): Promise<string> {
  const cost = costOf(logN);
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** A stored cost within bounds: a tampered users file must not make a login take minutes or all memory. */
function storedCost(n: string, r: string, p: string): Cost | null {
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const logN = Math.log2(cost.N);
  if (!Number.isInteger(logN) || logN < MIN_LOG_N || logN > MAX_LOG_N) return null;
  return cost.r === 8 && cost.p >= 1 && cost.p <= 4 ? cost : null;
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = encoded.split('$');
  const cost = storedCost(n, r, p);
  if (scheme !== 'scrypt' || !salt || !hash || !cost) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Work of the same cost as a new hash for unknown emails, so response time does not reveal which emails exist. */
export function dummyPasswordHash(logN = DEFAULT_PASSWORD_LOG_N): string {
  return `scrypt$${2 ** logN}$8$1$AAAAAAAAAAAAAAAAAAAAAA==$${Buffer.alloc(KEY_LENGTH).toString('base64')}`;
}
