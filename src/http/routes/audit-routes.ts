import { Readable } from 'node:stream';
import type { Context, Middleware } from 'koa';
import { verifyLog } from '../../audit/verify-log';
import { auditPage, parseAuditQuery, scanAudit } from '../../queries/audit-events';
import type { QueryInput } from '../../queries/list-params';
import { AppError } from '../../shared/app-error';
import type { AppDeps } from '../app-deps';
import { sendSuccess } from '../envelope';
import { actorOf } from '../middleware/authentication';
import { guardedLines } from '../middleware/credential-guard';
import { streamGuard } from './event-routes';
import { treeCheckpointOf } from './audit-proof-routes';
import { verifierKey } from '../../audit/merkle/signed-note';
import { leafBytes, leafEventOf } from '../../audit/merkle/merkle-hash';

export const NDJSON = 'application/x-ndjson';

type AuditHandler = 'publicKey' | 'latestCheckpoint' | 'verify' | 'events';

export function auditHandlers(deps: AppDeps): Record<AuditHandler, Middleware> {
  const { audit } = deps;

  /** Who audited what: every read of the log's content is itself an event of the audit trail. */
  const recordRead = (ctx: Context, endpoint: string): Promise<void> => {
    const query = Object.fromEntries(Object.entries(ctx.query).map(([key, value]) => [key, String(value)]));
    return audit.trail.record(
      { kind: 'audit_read', actor: actorOf(ctx), endpoint, query },
      String(ctx.state.requestId),
    );
  };

  return {
    /** Public: anyone holding a checkpoint must be able to check its signature without an account. */
    async publicKey(ctx) {
      sendSuccess(ctx, 200, {
        algorithm: 'Ed25519',
        key_id: audit.signer.keyId,
        public_key_pem: audit.signer.publicKeyPem(),
        signed_text: 'deid-audit-checkpoint-v1\\n<position>\\n<head_hash>\\n<event_count>\\n<signed_at>',
        origin: audit.tree.origin,
        note_verifier_key: verifierKey(audit.tree.origin, audit.signer.publicKey),
        note_verifier_keys: audit.tree.verifiers.map((v) => verifierKey(v.name, v.publicKey)),
      });
    },
    /** Not recorded as an audit read: a head is hashes and a signature that witnesses poll. */
    async latestCheckpoint(ctx) {
      const tree = await treeCheckpointOf(deps);
      const latest = await audit.checkpoints.latest();
      if (!latest && !tree) throw new AppError(404, 'NOT_FOUND', 'No audit checkpoint has been signed yet', {});
      // The running-hash fields win: its signature covers its own signed_at.
      sendSuccess(ctx, 200, { ...tree, ...latest });
    },
    /** Recomputes every hash of the log and checks every checkpoint: its cost grows with the log. */
    async verify(ctx) {
      await recordRead(ctx, 'GET /audit/verify');
      const report = await verifyLog(audit.log, await audit.checkpoints.all(), audit.signer.publicKey);
      sendSuccess(ctx, 200, report);
    },
    /**
     * The log itself, filtered: a JSON page with a cursor, or with
     * `Accept: application/x-ndjson` the whole selection as one event per
     * line, read page by page while it is sent, never held in memory.
     */
    async events(ctx) {
      const ndjson = ctx.get('Accept').includes(NDJSON);
      const query = parseAuditQuery(ctx.query as QueryInput, ndjson);
      await recordRead(ctx, 'GET /audit/events');
      if (!ndjson) {
        const { data, cursor } = await auditPage(audit.log, query);
        sendSuccess(ctx, 200, data, { cursor });
        return;
      }
      async function* lines(): AsyncGenerator<string> {
        let left = query.limit ?? Number.POSITIVE_INFINITY;
        for await (const step of scanAudit(audit.log, query)) {
          for (const event of step.matched) {
            if (left-- <= 0) return;
            // In canonical form: each line is exactly the bytes of its Merkle leaf, so an export checks fast offline.
            yield `${leafBytes(leafEventOf(event))}\n`;
          }
        }
      }
      ctx.status = 200;
      ctx.type = NDJSON;
      ctx.body = Readable.from(guardedLines(lines(), streamGuard(deps, ctx)));
    },
  };
}
