import { createHmac, timingSafeEqual } from 'node:crypto';

/** The cookie a browser or client keeps after a successful login. */
export const DEVICE_COOKIE = 'deid_device';

/**
 * A device that logged in before carries a token naming the user and when it
 * was issued, signed with a key derived from the server secret, so it cannot
 * be forged or moved to another account. Such a device is not slowed when the
 * account is under attack.
 */
export class DeviceTrust {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly lifetimeMs: number,
  ) {
    this.key = createHmac('sha256', secret).update('login device trust v1').digest();
  }

  private mac(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest();
  }

  issue(userId: string, now: number): string {
    const payload = `${userId}|${now}`;
    return `${Buffer.from(payload).toString('base64url')}.${this.mac(payload).toString('base64url')}`;
  }

  trusts(token: string | undefined, userId: string, now: number): boolean {
    if (!token || token.length > 512) return false;
    const [encoded, signature, extra] = token.split('.');
    if (!encoded || !signature || extra !== undefined) return false;
    const payload = Buffer.from(encoded, 'base64url').toString();
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const [owner, issued] = payload.split('|');
    const issuedAt = Number(issued);
    return owner === userId && Number.isFinite(issuedAt) && issuedAt <= now && now - issuedAt < this.lifetimeMs;
  }
}
