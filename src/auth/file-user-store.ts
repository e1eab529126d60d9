import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type User, type UserStore, normalizeEmail } from './user-store';

/**
 * Accounts in one JSON file (mode 600), replaced atomically by rename. The
 * server re-reads it when it changes, so the users CLI can add accounts while
 * the server runs, without touching the embedded database.
 */
export class FileUserStore implements UserStore {
  private cache: { mtimeMs: number; users: User[] } | null = null;

  constructor(private readonly path: string) {}

  private read(): User[] {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(this.path).mtimeMs;
    } catch {
      return [];
    }
    if (this.cache && this.cache.mtimeMs === mtimeMs) return this.cache.users;
    const users = JSON.parse(readFileSync(this.path, 'utf8')) as User[];
    this.cache = { mtimeMs, users };
    return users;
  }

  async findByEmail(email: string): Promise<User | null> {
    const wanted = normalizeEmail(email);
    return this.read().find((user) => user.email === wanted) ?? null;
  }

  async findById(id: string): Promise<User | null> {
    return this.read().find((user) => user.id === id) ?? null;
  }

  async list(): Promise<User[]> {
    return [...this.read()];
  }

  async add(user: User): Promise<void> {
    const users = this.read();
    if (users.some((existing) => existing.email === normalizeEmail(user.email))) {
      throw new Error(`A user with email ${user.email} already exists`);
    }
    this.write([...users, { ...user, email: normalizeEmail(user.email) }]);
  }

  async replace(user: User): Promise<boolean> {
    const users = this.read();
    if (!users.some((existing) => existing.id === user.id)) return false;
    this.write(
      users.map((existing) => (existing.id === user.id ? { ...user, email: normalizeEmail(user.email) } : existing)),
    );
    return true;
  }

  async remove(id: string): Promise<boolean> {
    const users = this.read();
    const kept = users.filter((existing) => existing.id !== id);
    if (kept.length === users.length) return false;
    this.write(kept);
    return true;
  }

  private write(users: User[]): void {
    mkdirSync(dirname(this.path), { recursive: true });
    const temporary = `${this.path}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(users, null, 2), { mode: 0o600 });
    renameSync(temporary, this.path);
    this.cache = null;
  }
}
