import type { Context, Middleware } from 'koa';
import { acceptCosignature, checkpointOutput } from '../../audit/merkle/tree-checkpoints';
import { consistencyProofJson, inclusionProofJson } from '../../audit/merkle/proof-json';
import { consistencyProof, inclusionProof } from '../../audit/merkle/proof-queries';
import type { TreeHead } from '../../audit/merkle/tree-store';
import { AppError, validationError } from '../../shared/app-error';
import type { AppDeps } from '../app-deps';
import { sendSuccess, sendSuccessJson } from '../envelope';

type ProofHandler = 'inclusion' | 'consistency' | 'cosign' | 'headOfSize';

/** The signed head to serve: the newest, signed on demand when none is yet (right after start). */
export async function latestTreeHead(deps: AppDeps): Promise<TreeHead | null> {
  const tree = deps.audit.tree;
  const latest = await tree.store.latestHead();
  if (latest !== null || deps.audit.notary === null) return latest;
  await deps.audit.notary.checkpointNow();
  return tree.store.latestHead();
}

/**
 * A proof is base64 of random-looking hashes: gzip saves about a fifth of its 1 KiB and costs more CPU than the rest
 * of the answer (clients such as Go's and Python's ask for gzip unprompted), so it is sent as it is.
 */
function sendUncompressed(ctx: Context, proofJson: string): void {
  ctx.compress = false;
  sendSuccessJson(ctx, 200, proofJson);
}

export function auditProofHandlers(deps: AppDeps): Record<ProofHandler, Middleware> {
  const { audit } = deps;
  const tree = audit.tree;
  // Only hashes and signatures here: not recorded as AuditTrailRead, so polling never grows the log.
  return {
    async inclusion(ctx) {
      sendUncompressed(ctx, inclusionProofJson(await inclusionProof(tree, ctx.query)));
    },
    async consistency(ctx) {
      sendUncompressed(ctx, consistencyProofJson(await consistencyProof(tree, ctx.query)));
    },
    /** The signed head of one size with the cosignatures it received: what a holder of that size checks. */
    async headOfSize(ctx) {
      const raw = ctx.query.tree_size;
      if (typeof raw !== 'string' || !/^[1-9][0-9]{0,14}$/.test(raw))
        throw validationError([{ field: 'tree_size', message: 'must be a whole number ≥ 1' }], 'Invalid query');
      const head = await tree.store.headOfSize(Number(raw));
      if (head === null) throw new AppError(404, 'NOT_FOUND', 'No checkpoint was signed at that tree size', {});
      sendSuccess(ctx, 200, await checkpointOutput(tree, head));
    },
    /** A witness posts the checkpoint note it cosigned; the log keeps and serves the cosignature. */
    async cosign(ctx) {
      sendSuccess(ctx, 201, await acceptCosignature(tree, ctx.request.body, new Date()));
    },
  };
}

export async function treeCheckpointOf(deps: AppDeps): Promise<Awaited<ReturnType<typeof checkpointOutput>> | null> {
  const head = await latestTreeHead(deps);
  return head ? checkpointOutput(deps.audit.tree, head) : null;
}
