import type { Role } from '../shared/roles';

export interface User {
  id: string;
  email: string;
  passwordHash: string;
  role: Role;
  organizationId: string;
  createdAt: string;
  /** A disabled account cannot log in or refresh; files written before this field existed read as enabled. */
  disabled?: boolean;
  /** Set by a password reset: sessions started before it are refused. */
  passwordChangedAt?: string;
}

/** Where accounts live. Emails compare case-insensitively. */
export interface UserStore {
  findByEmail(email: string): Promise<User | null>;
  findById(id: string): Promise<User | null>;
  add(user: User): Promise<void>;
  /** Replaces the account with the same id; false when there is none. */
  replace(user: User): Promise<boolean>;
  remove(id: string): Promise<boolean>;
  list(): Promise<User[]>;
}

export const isActive = (user: User | null): user is User => user !== null && user.disabled !== true;

/** Whether a session that started at `startedAtMs` predates the user's last password reset. */
export function startedBeforePasswordReset(user: User, startedAtMs: number): boolean {
  return user.passwordChangedAt !== undefined && startedAtMs < Date.parse(user.passwordChangedAt);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
