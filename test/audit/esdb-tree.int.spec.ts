import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { AuditTreeDeps } from '../../src/audit/audit-deps';
import { eventLeafHash } from '../../src/audit/merkle/merkle-hash';
import { verifyConsistency, verifyInclusion } from '../../src/audit/merkle/merkle-verify';
import { MongoTreeStore } from '../../src/audit/merkle/mongo-tree-store';
import { consistencyProof, inclusionProof } from '../../src/audit/merkle/proof-queries';
import { parseCheckpointText, parseNote, verifiedSigners } from '../../src/audit/merkle/signed-note';
import { SqlTreeStore } from '../../src/audit/merkle/sql-tree-store';
import { SqliteTreeStore } from '../../src/audit/merkle/sqlite-tree-store';
import { MerkleTreeBuilder } from '../../src/audit/merkle/tree-builder';
import { TreeNotary } from '../../src/audit/merkle/tree-notary';
import type { TreeStore } from '../../src/audit/merkle/tree-store';
import { EsdbEventStore } from '../../src/events/esdb/esdb-event-store';
import type { RecordedEvent } from '../../src/events/event-store';
import { openPgClient } from '../../src/storage/pg-client';
import { POSTGRES_URL, createPgTestSchema, isReachable, warnSkipped } from '../contracts/support/servers';
import { FakeEsdbClient } from '../events/support/fake-esdb-client';
import { openScratchMongo } from '../support/scratch-mongo';
import { openScratchSqlite } from '../support/scratch-sqlite';
import { testSigner, writeClinicalHistory } from './audit-fixtures';

/** `tamper`: an insider's direct change to the kept event ids, where the store has triggers to refuse it. */
type Opened = { store: TreeStore; tamper?: () => Promise<string | null>; close(): Promise<void> } | null;

/** Runs the change an insider would make to a kept event id; the error message, or null when it went through. */
async function refused(change: () => Promise<unknown> | unknown): Promise<string | null> {
  try {
    await change();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Where the tree lives when the log is EventStoreDB's: beside the read models of each kind. */
const beside: Record<string, () => Promise<Opened>> = {
  'SQLite read models': async () => {
    const { db, dispose } = openScratchSqlite('esdb-tree');
    return {
      store: SqliteTreeStore.open(db, false),
      tamper: () => refused(() => db.writer.exec('UPDATE audit_tree_event_ids SET position = position + 1')),
      close: dispose,
    };
  },
  'PostgreSQL read models': async () => {
    if (!(await isReachable(POSTGRES_URL, 5432))) return null;
    const schema = await createPgTestSchema();
    const sql = await openPgClient(schema.url, 2);
    return {
      store: await SqlTreeStore.open(sql, false),
      tamper: () => refused(() => sql.query('DELETE FROM audit_tree_event_ids')),
      close: async () => {
        await sql.close();
        await schema.drop();
      },
    };
  },
  'MongoDB read models': async () => {
    const scratch = await openScratchMongo('tree');
    return scratch && { store: await MongoTreeStore.open(scratch.db), close: scratch.dispose };
  },
};

const ORIGIN = 'clinical.example/esdb-log';

for (const [name, open] of Object.entries(beside)) {
  describe(`Merkle tree over an EventStoreDB log (in-memory double), kept beside ${name}`, function () {
    this.timeout(30_000);
    let opened: Opened = null;
    let log: EsdbEventStore;
    let tree: AuditTreeDeps;
    let notary: TreeNotary;
    const signer = testSigner();

    before(async function () {
      opened = await open();
      if (!opened) {
        warnSkipped(`EventStoreDB tree beside ${name}`, 'server not reachable');
        this.skip();
      }
      log = new EsdbEventStore(new FakeEsdbClient() as never);
      tree = { store: opened.store, origin: ORIGIN, verifiers: [signer.noteVerifier(ORIGIN)], witnesses: [] };
      notary = new TreeNotary(new MerkleTreeBuilder(log, opened.store), opened.store, signer, ORIGIN, {
        now: () => new Date(),
      });
    });
    after(async () => opened?.close());

    const signedRoot = async (): Promise<{ size: number; root: Buffer }> => {
      const head = await tree.store.latestHead();
      const note = parseNote(head?.note ?? '');
      expect(note, 'a signed note').to.not.equal(null);
      expect(verifiedSigners(note!, tree.verifiers)).to.have.length(1);
      const body = parseCheckpointText(note!.text);
      return { size: body!.size, root: body!.root };
    };

    it('proves every event, asked for by its id, against the signed head', async () => {
      await writeClinicalHistory(log, 4);
      await notary.signHead();
      const events: RecordedEvent[] = await log.readAll(null, 1_000);
      const { size, root } = await signedRoot();
      expect(size).to.equal(events.length);
      for (const event of events) {
        const proof = await inclusionProof(tree, { event_id: event.id });
        expect(proof.position).to.equal(event.position);
        const leaf = Buffer.from(proof.leaf_hash, 'base64');
        expect(leaf.equals(eventLeafHash(event)), 'the leaf is the event as stored').to.equal(true);
        const path = proof.inclusion_path.map((hash) => Buffer.from(hash, 'base64'));
        expect(verifyInclusion(proof.leaf_index, size, leaf, path, root)).to.equal(true);
      }
    });

    it('answers 404 for an id the log lacks, and proves the grown log consistent with the old head', async () => {
      const before = await signedRoot();
      let missing: unknown;
      await inclusionProof(tree, { event_id: randomUUID() }).catch((error: unknown) => (missing = error));
      expect(missing).to.include({ status: 404, code: 'NOT_FOUND' });
      await writeClinicalHistory(log, 2);
      await notary.signHead();
      const after = await signedRoot();
      expect(after.size).to.be.greaterThan(before.size);
      const proof = await consistencyProof(tree, { from: String(before.size), to: String(after.size) });
      const path = proof.consistency_path.map((hash) => Buffer.from(hash, 'base64'));
      expect(verifyConsistency(before.size, after.size, before.root, after.root, path)).to.equal(true);
    });

    it("takes a second notary's same page without a change, and refuses edits where it has triggers", async () => {
      const store = opened!.store;
      const extent = await store.extent();
      const events = await log.readAll(null, 1_000);
      const again = events.map((event, index) => ({
        index,
        position: event.position,
        hash: eventLeafHash(event),
        eventId: event.id,
      }));
      await store.append(again, []);
      expect(await store.extent()).to.deep.equal(extent);
      for (const event of events) expect(await store.positionOfEvent(event.id)).to.equal(event.position);
      if (opened!.tamper) expect(await opened!.tamper()).to.match(/append-only/);
    });
  });
}
