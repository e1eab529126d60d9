import type { Role } from '../shared/roles';

export interface User {
  id: string;
  email: string;
  passwordHash: string;
  role: Role;
  organizationId: string;
  createdAt: string;
}

/** Where accounts live. Emails compare case-insensitively. */
export interface UserStore {
  findByEmail(email: string): Promise<User | null>;
  findById(id: string): Promise<User | null>;
  add(user: User): Promise<void>;
  list(): Promise<User[]>;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
