import { AppError } from '../shared/app-error';
import type { Actor } from '../shared/request-context';
import type { Role } from '../shared/roles';

/**
 * Which organizations' records a role may reach. Providers work inside their
 * own organization only; research readers (`readonly`) and auditors read every
 * organization's de-identified records; admins read and write everywhere.
 */
const READS_EVERY_ORGANIZATION: readonly Role[] = ['readonly', 'admin', 'auditor'];
const WRITES_EVERY_ORGANIZATION: readonly Role[] = ['admin'];

export type AccessKind = 'read' | 'write';

export function reachesEveryOrganization(actor: Actor, kind: AccessKind): boolean {
  return (kind === 'read' ? READS_EVERY_ORGANIZATION : WRITES_EVERY_ORGANIZATION).includes(actor.role);
}

/** The organization a list is narrowed to for this caller; undefined lists every organization. */
export function listedOrganization(actor: Actor): string | undefined {
  return reachesEveryOrganization(actor, 'read') ? undefined : actor.organizationId;
}

/**
 * The one organization check: every route that shows or changes a record
 * calls it with the organization the record belongs to. `resource` names the
 * record as `patients/pat_…`, `visits/vis_…` or `batches/batch_…`.
 */
export function assertOrganizationAccess(
  actor: Actor,
  kind: AccessKind,
  resourceOrganization: string,
  resource: string,
): void {
  if (resourceOrganization === actor.organizationId || reachesEveryOrganization(actor, kind)) return;
  throw new AppError(403, 'ORGANIZATION_ACCESS_DENIED', `The ${resource} belongs to another organization`, {
    organization_id: actor.organizationId,
    resource,
  });
}
