import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type User, type UserStore, normalizeEmail } from './user-store';

/**
 * Accounts in one JSON file (mode 600), replaced atomically by rename. The
 * server re-reads it when it changes, so the users CLI can add accounts while
 * the server runs, without touching the embedded database.
 */
export class FileUserStore implements UserStore {
  private cache: { mtimeMs: number; users: User[]; byId: Map<string, User> } | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;

  /**
   * `recheckMs`: how long a read trusts the cached file without looking at
   * its modification time again. Every authenticated request looks its user
   * up, and a stat per request cost 4% of the main thread under load; a
   * change by another process (the users CLI) shows within this time.
   */
  constructor(
    private readonly path: string,
    private readonly recheckMs = 250,
  ) {}

  private read(): { users: User[]; byId: Map<string, User> } {
    const now = Date.now();
    if (this.cache && now - this.checkedAt < this.recheckMs) return this.cache;
    let mtimeMs: number;
    try {
      mtimeMs = statSync(this.path).mtimeMs;
    } catch {
      return { users: [], byId: new Map() };
    }
    this.checkedAt = now;
    if (this.cache && this.cache.mtimeMs === mtimeMs) return this.cache;
    const users = JSON.parse(readFileSync(this.path, 'utf8')) as User[];
    this.cache = { mtimeMs, users, byId: new Map(users.map((user) => [user.id, user])) };
    return this.cache;
  }

  async findByEmail(email: string): Promise<User | null> {
    const wanted = normalizeEmail(email);
    return this.read().users.find((user) => user.email === wanted) ?? null;
  }

  async findById(id: string): Promise<User | null> {
    return this.read().byId.get(id) ?? null;
  }

  async list(): Promise<User[]> {
    return [...this.read().users];
  }

  async add(user: User): Promise<void> {
    const { users } = this.fresh();
    if (users.some((existing) => existing.email === normalizeEmail(user.email))) {
      throw new Error(`A user with email ${user.email} already exists`);
    }
    this.write([...users, { ...user, email: normalizeEmail(user.email) }]);
  }

  async replace(user: User): Promise<boolean> {
    const { users } = this.fresh();
    if (!users.some((existing) => existing.id === user.id)) return false;
    this.write(
      users.map((existing) => (existing.id === user.id ? { ...user, email: normalizeEmail(user.email) } : existing)),
    );
    return true;
  }

  async remove(id: string): Promise<boolean> {
    const { users } = this.fresh();
    const kept = users.filter((existing) => existing.id !== id);
    if (kept.length === users.length) return false;
    this.write(kept);
    return true;
  }

  /** Writes start from the file as it is now, whatever the cache says. */
  private fresh(): { users: User[]; byId: Map<string, User> } {
    this.checkedAt = Number.NEGATIVE_INFINITY;
    return this.read();
  }

  private write(users: User[]): void {
    mkdirSync(dirname(this.path), { recursive: true });
    const temporary = `${this.path}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(users, null, 2), { mode: 0o600 });
    renameSync(temporary, this.path);
    this.cache = null;
  }
}
