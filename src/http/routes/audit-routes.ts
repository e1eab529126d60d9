import type { Middleware } from 'koa';
import { verifyLog } from '../../audit/verify-log';
import { AppError } from '../../shared/app-error';
import type { AppDeps } from '../app-deps';
import { sendSuccess } from '../envelope';

export function auditHandlers(deps: AppDeps): Record<'publicKey' | 'latestCheckpoint' | 'verify', Middleware> {
  const { audit } = deps;
  return {
    /** Public: anyone holding a checkpoint must be able to check its signature without an account. */
    async publicKey(ctx) {
      sendSuccess(ctx, 200, {
        algorithm: 'Ed25519',
        key_id: audit.signer.keyId,
        public_key_pem: audit.signer.publicKeyPem(),
        signed_text: 'deid-audit-checkpoint-v1\\n<position>\\n<head_hash>\\n<event_count>\\n<signed_at>',
      });
    },
    async latestCheckpoint(ctx) {
      const latest = await audit.checkpoints.latest();
      if (!latest) throw new AppError(404, 'NOT_FOUND', 'No audit checkpoint has been signed yet', {});
      sendSuccess(ctx, 200, latest);
    },
    /** Recomputes every hash of the log and checks every checkpoint: its cost grows with the log. */
    async verify(ctx) {
      const report = await verifyLog(audit.log, await audit.checkpoints.all(), audit.signer.publicKey);
      sendSuccess(ctx, 200, report);
    },
  };
}
