import type { Middleware } from 'koa';
import { proveEvents } from '../../audit/merkle/event-proofs';
import { checkpointOutput } from '../../audit/merkle/tree-checkpoints';
import type { QueryInput } from '../../queries/list-params';
import { type RecordKind, recordHistory } from '../../queries/record-history';
import { validationError } from '../../shared/app-error';
import type { AppDeps } from '../app-deps';
import { sendSuccess } from '../envelope';
import { actorOf } from '../middleware/authentication';
import { param } from './handler-helpers';

/** `?include=inclusion_proof` on a history answer: each entry carries its proof into one signed head. */
export const INCLUDE_PARAMETER = 'include';
export const INCLUSION_PROOF = 'inclusion_proof';

/** How long an API process without the notary waits for a signed head to cover the page. */
const PROOF_WAIT_MS = 5_000;

/** True when the caller asked for inclusion proofs; any other value of the parameter is a 422. */
export function wantsInclusionProofs(query: QueryInput): boolean {
  const value = query[INCLUDE_PARAMETER];
  if (value === undefined) return false;
  if (value !== INCLUSION_PROOF)
    throw validationError(
      [{ field: INCLUDE_PARAMETER, message: `must be ${INCLUSION_PROOF}, given once` }],
      'Invalid query parameters',
    );
  return true;
}

/** Runs `guard` (the auditors' role check) only for a request that asks for proofs: plain history stays open. */
export function whenProofsAsked(guard: Middleware): Middleware {
  return (ctx, next) => (ctx.query[INCLUDE_PARAMETER] === undefined ? next() : guard(ctx, next));
}

/** GET /patients/{id}/history and /visits/{id}/history; without the parameter exactly the answer it always was. */
export function historyHandler(deps: AppDeps, kind: RecordKind): Middleware {
  const { audit } = deps;
  return async (ctx) => {
    const query = ctx.query as QueryInput;
    const proofs = wantsInclusionProofs(query);
    const reader = { actor: actorOf(ctx), pseudonyms: deps.pseudonyms };
    const { data, pagination, positions } = await recordHistory(
      deps.commands.events,
      kind,
      param(ctx, 'id'),
      query,
      reader,
    );
    if (!proofs) {
      sendSuccess(ctx, 200, data, { pagination });
      return;
    }
    const { head, proofs: proven } = await proveEvents(audit.tree, audit.notary, positions, PROOF_WAIT_MS);
    // Proofs are part of the audit trail: who read them is recorded like any other audit read.
    await audit.trail.record(
      {
        kind: 'audit_read',
        actor: actorOf(ctx),
        endpoint: `GET /${kind}s/{id}/history`,
        query: { include: INCLUSION_PROOF },
      },
      String(ctx.state.requestId),
    );
    const entries = data.map((entry, index) => ({ ...entry, inclusion_proof: proven[index] }));
    sendSuccess(ctx, 200, entries, { pagination, checkpoint: await checkpointOutput(audit.tree, head) });
  };
}
