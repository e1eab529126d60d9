import { newId } from '../shared/ids';
import type { Role } from '../shared/roles';
import { hashPassword } from './passwords';
import type { User, UserStore } from './user-store';

export interface NewUser {
  email: string;
  password: string;
  role: Role;
  organizationId: string;
}

/** The one way an account is made: a fresh id and a scrypt hash, never the password itself. */
export async function createUser(store: UserStore, input: NewUser, passwordLogN?: number): Promise<User> {
  const user: User = {
    id: newId('usr'),
    email: input.email,
    passwordHash: await hashPassword(input.password, passwordLogN),
    role: input.role,
    organizationId: input.organizationId,
    createdAt: new Date().toISOString(),
  };
  await store.add(user);
  return user;
}
