import type { ReadModelStore } from '../projections/read-model-store';
import { assertOrganizationAccess } from '../auth/organization-access';
import type { Actor } from '../shared/request-context';
import { assertPlausibleId, batchNotFound } from '../shared/not-found';
import { batchOutput } from './output';

export async function getBatch(
  store: ReadModelStore,
  batchId: string,
  reader: Actor,
): Promise<Record<string, unknown>> {
  assertPlausibleId(batchId, 'batch', batchNotFound);
  const view = await store.getBatch(batchId);
  // An upload still streaming or aborted was never acknowledged with a batch id: it does not exist for clients.
  if (!view || view.phase === 'uploading' || view.phase === 'aborted') {
    throw batchNotFound(batchId);
  }
  assertOrganizationAccess(reader, 'read', view.organization_id, `batches/${batchId}`);
  return batchOutput(view, await store.batchErrors(batchId));
}
