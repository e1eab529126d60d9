import type { SecurityAuditTrail } from '../auth/security-audit';
import type { EventReader } from '../events/event-store';
import type { CheckpointSigner } from './checkpoint';
import type { CheckpointStore } from './checkpoint-store';
import type { AuditNotary } from './notary';

/** What the audit endpoints and tools need: the raw log, the checkpoints, the key and (where it runs) the notary. */
export interface AuditDeps {
  /** The event store itself: hashes are verified against stored events, never upgraded ones. */
  log: EventReader;
  checkpoints: CheckpointStore;
  signer: CheckpointSigner;
  /** Null in processes that do not run the projector role. */
  notary: AuditNotary | null;
  /** Where security events (logins, refusals, reads of the audit trail) are recorded. */
  trail: SecurityAuditTrail;
}
