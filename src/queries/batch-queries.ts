import type { ReadModelStore } from '../projections/read-model-store';
import { assertOrganizationAccess } from '../auth/organization-access';
import type { Actor } from '../shared/request-context';
import { assertPlausibleId, batchNotFound } from '../shared/not-found';
import { batchErrorItemsJson, batchOutputJson } from './output';

/** The batch's status as the API shows it, as JSON text (see batchOutputJson). */
export async function getBatchJson(store: ReadModelStore, batchId: string, reader: Actor): Promise<string> {
  assertPlausibleId(batchId, 'batch', batchNotFound);
  const view = await store.getBatch(batchId);
  // An upload still streaming or aborted was never acknowledged with a batch id: it does not exist for clients.
  if (!view || view.phase === 'uploading' || view.phase === 'aborted') {
    throw batchNotFound(batchId);
  }
  assertOrganizationAccess(reader, 'read', view.organization_id, `batches/${batchId}`);
  const errorItems = store.batchErrorItemsJson
    ? await store.batchErrorItemsJson(batchId)
    : batchErrorItemsJson(await store.batchErrors(batchId));
  return batchOutputJson(view, errorItems);
}
