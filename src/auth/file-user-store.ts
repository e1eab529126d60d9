import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { WatchedJsonFile } from '../shared/watched-json-file';
import { type User, type UserStore, normalizeEmail } from './user-store';

/**
 * Accounts in one JSON file (mode 600), replaced atomically by rename. The
 * server re-reads it when it changes, so the users CLI can add accounts while
 * the server runs, without touching the embedded database.
 */
interface Accounts {
  users: User[];
  byId: Map<string, User>;
}

export class FileUserStore implements UserStore {
  private readonly file: WatchedJsonFile<Accounts>;

  /**
   * `recheckMs`: how long a read trusts the cached file without looking at
   * its modification time again. Every authenticated request looks its user
   * up, and a stat per request cost 4% of the main thread under load; a
   * change by another process (the users CLI) shows within this time.
   */
  constructor(
    private readonly path: string,
    recheckMs?: number,
  ) {
    this.file = new WatchedJsonFile<Accounts>(
      path,
      (text) => {
        const users = JSON.parse(text) as User[];
        return { users, byId: new Map(users.map((user) => [user.id, user])) };
      },
      () => ({ users: [], byId: new Map() }),
      recheckMs,
    );
  }

  private read(): Accounts {
    return this.file.read();
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
  private fresh(): Accounts {
    return this.file.fresh();
  }

  private write(users: User[]): void {
    mkdirSync(dirname(this.path), { recursive: true });
    const temporary = `${this.path}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(users, null, 2), { mode: 0o600 });
    renameSync(temporary, this.path);
    this.file.forget();
  }
}
