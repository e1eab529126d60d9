import type { ReadModelStore } from '../projections/read-model-store';
import { assertOrganizationAccess } from '../auth/organization-access';
import type { Actor } from '../shared/request-context';
import { assertPlausibleId, batchNotFound } from '../shared/not-found';
import { batchOutputJson } from './output';

/**
 * The batch's status as the API shows it, as JSON text in pieces (see batchOutputJson); an unknown batch or
 * another organization's is refused before any piece is read.
 */
export async function batchStatusJson(
  store: ReadModelStore,
  batchId: string,
  reader: Actor,
): Promise<AsyncIterable<string>> {
  assertPlausibleId(batchId, 'batch', batchNotFound);
  const view = await store.getBatch(batchId);
  // An upload still streaming or aborted was never acknowledged with a batch id: it does not exist for clients.
  if (!view || view.phase === 'uploading' || view.phase === 'aborted') {
    throw batchNotFound(batchId);
  }
  assertOrganizationAccess(reader, 'read', view.organization_id, `batches/${batchId}`);
  return batchOutputJson(view, store.batchErrorItemChunks(batchId));
}
