import type { AuditTreeDeps } from '../audit/audit-deps';
import { CheckpointSigner } from '../audit/checkpoint';
import { MongoTreeStore } from '../audit/merkle/mongo-tree-store';
import { SqlTreeStore } from '../audit/merkle/sql-tree-store';
import { SqliteTreeStore } from '../audit/merkle/sqlite-tree-store';
import { parseCosignerKey } from '../audit/merkle/cosignature';
import { parseVerifierKey, validKeyName } from '../audit/merkle/signed-note';
import type { TreeStore } from '../audit/merkle/tree-store';
import type { ServiceConfig } from '../config/config';
import type { Logger } from '../shared/logger';
import type { MongoConnection } from '../projections/mongo/mongo-connection';
import type { SqlClients } from './adapters';

/** The signing key where this process signs; elsewhere the first of AUDIT_VERIFIER_KEYS, public only. */
export function openAuditSigner(config: ServiceConfig): CheckpointSigner {
  if (config.auditSigningKey !== '') return CheckpointSigner.fromSeed(config.auditSigningKey);
  return CheckpointSigner.verifyOnly(parseVerifierKey(config.auditVerifierKeys[0]).publicKey);
}

/**
 * The Merkle tree lives beside the log in the same database. EventStoreDB
 * keeps no side tables, so with it the tree lives beside the read models,
 * as the checkpoints do, and keeps each leaf's event id.
 */
export async function openTreeStore(
  config: ServiceConfig,
  sql: SqlClients,
  mongo: MongoConnection | null,
): Promise<TreeStore> {
  switch (config.eventStore) {
    case 'sqlite':
      return SqliteTreeStore.open(sql.embedded());
    case 'postgres':
      return SqlTreeStore.open(await sql.server());
    case 'eventstoredb':
      if (config.readStore === 'postgres') return SqlTreeStore.open(await sql.server(), false);
      if (config.readStore === 'mongodb' && mongo) return MongoTreeStore.open(await mongo.db());
      return SqliteTreeStore.open(sql.embedded(), false);
  }
}

export async function openAuditTree(
  config: ServiceConfig,
  sql: SqlClients,
  mongo: MongoConnection | null,
  signer: CheckpointSigner,
  logger: Logger,
): Promise<AuditTreeDeps> {
  if (!validKeyName(config.auditLogOrigin)) throw new Error('AUDIT_LOG_ORIGIN must have no spaces and no +');
  const store = await openTreeStore(config, sql, mongo);
  if (config.auditSigningKeySource.insideDataDir) {
    logger.warn(
      { file: config.auditSigningKeySource.path },
      'the audit signing key is inside DATA_DIR: whoever can rewrite the log can also re-sign it; ' +
        'set AUDIT_SIGNING_KEY_FILE to a file elsewhere and keep checkpoints with witnesses',
    );
  }
  return {
    store,
    origin: config.auditLogOrigin,
    verifiers: [signer.noteVerifier(config.auditLogOrigin), ...config.auditVerifierKeys.map(parseVerifierKey)],
    witnesses: config.auditWitnessKeys.map(parseCosignerKey),
  };
}
