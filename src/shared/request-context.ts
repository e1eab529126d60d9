import type { Role } from './roles';

/** Who a request acts for, once authenticated. */
export interface Actor {
  userId: string;
  role: Role;
  organizationId: string;
}
