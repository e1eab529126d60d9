import type { SecurityAuditTrail } from '../auth/security-audit';
import type { EventReader } from '../events/event-store';
import type { CheckpointSigner } from './checkpoint';
import type { CheckpointStore } from './checkpoint-store';
import type { AuditNotary } from './notary';
import type { NoteVerifier } from './merkle/signed-note';
import type { TreeStore } from './merkle/tree-store';

/** The Merkle tree over the log and what checks its heads. */
export interface AuditTreeDeps {
  store: TreeStore;
  /** Origin line of the checkpoints and name of the signing key. */
  origin: string;
  /** The current signing key first, then earlier ones still accepted. */
  verifiers: NoteVerifier[];
  /** Witnesses whose cosignatures are accepted. */
  witnesses: NoteVerifier[];
}

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
  tree: AuditTreeDeps;
}
