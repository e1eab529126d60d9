import { expect } from 'chai';
import type { Checkpoint } from '../../src/audit/checkpoint';
import type { CheckpointStore } from '../../src/audit/checkpoint-store';
import { headHashAt } from '../../src/audit/log-chain';
import { GENESIS_HEAD } from '../../src/audit/verify-log';
import type { EventReader, Position } from '../../src/events/event-store';
import type { StoredEventText, StoredTextReader } from '../../src/events/stored-text';
import { type ChainSource, chainHeadAt } from '../../src/projections/datasets/chain-head';
import { type TestService, startTestService, validPatient } from '../support/test-service';

/** Checkpoints in memory: the test decides which exist when the fold looks. */
class MemoryCheckpoints implements CheckpointStore {
  readonly held: Checkpoint[] = [];
  onLatest: () => void = () => undefined;
  async add(checkpoint: Checkpoint): Promise<void> {
    this.held.push(checkpoint);
    this.held.sort((a, b) => a.position - b.position);
  }
  async latest(): Promise<Checkpoint | null> {
    this.onLatest();
    return this.held.at(-1) ?? null;
  }
  async all(): Promise<Checkpoint[]> {
    return [...this.held];
  }
}

/** The log's stored text, counting the reads (one page each). */
function countingLog(inner: EventReader & StoredTextReader): {
  log: EventReader & StoredTextReader;
  reads: () => number;
} {
  let reads = 0;
  const log = {
    readStream: inner.readStream.bind(inner),
    headPosition: () => inner.headPosition(),
    readAll: async (after: Position | null, limit: number) => {
      reads += 1;
      return inner.readAll(after, limit);
    },
    readStoredText: async (after: Position | null, limit: number): Promise<StoredEventText[]> => {
      reads += 1;
      return inner.readStoredText(after, limit);
    },
  };
  return { log, reads: () => reads };
}

/**
 * A dataset manifest's head hash folds the audit chain from the newest
 * signed checkpoint; after a bulk load the audit notary folds the same
 * unsigned events at the same time, so the export's fold jumps to a
 * checkpoint the notary signs meanwhile instead of doing it all again.
 */
describe('the chain head of an export position', function () {
  this.timeout(30_000);
  let service: TestService;
  let head: Position;

  before(async () => {
    service = await startTestService({ ROLES: 'api,projector' });
    const provider = (await service.login('provider')).token;
    for (let index = 0; index < 6; index += 1) {
      const created = await service.request('POST', '/patients', { token: provider, body: validPatient() });
      expect(created.status).to.equal(201);
    }
    head = (await service.runtime.eventStore.headPosition()) as Position;
  });
  after(async () => service?.stop());

  const source = (checkpoints: CheckpointStore, log: EventReader): ChainSource => ({
    log,
    checkpoints,
    publicKey: service.runtime.audit.signer.publicKey,
  });
  const signedAt = async (position: Position): Promise<Checkpoint> => {
    const { audit } = service.runtime;
    const chain = await headHashAt(audit.log, new MemoryCheckpoints(), audit.signer.publicKey, position);
    return audit.signer.sign({
      position,
      head_hash: chain.head_hash,
      event_count: chain.event_count,
      signed_at: new Date().toISOString(),
    });
  };

  it("gives the audit chain's own head at every position, folded in segments of two events", async () => {
    const { audit } = service.runtime;
    for (const position of [1, 2, Math.floor(head / 2), head - 1, head]) {
      const expected = await headHashAt(audit.log, new MemoryCheckpoints(), audit.signer.publicKey, position);
      const folded = await chainHeadAt(source(new MemoryCheckpoints(), audit.log), position, 2);
      expect(folded, String(position)).to.deep.equal(expected);
      expect(folded).to.not.deep.equal(GENESIS_HEAD);
    }
  });

  it('jumps to a checkpoint the notary signs while it folds, and reads no further page', async () => {
    const { audit } = service.runtime;
    const expected = await headHashAt(audit.log, new MemoryCheckpoints(), audit.signer.publicKey, head);
    const atHead = await signedAt(head);
    const checkpoints = new MemoryCheckpoints();
    let looks = 0;
    // The notary's checkpoint at the head appears after the fold's first segment.
    checkpoints.onLatest = () => {
      if ((looks += 1) === 2) void checkpoints.add(atHead);
    };
    const counted = countingLog(audit.log as EventReader & StoredTextReader);
    const folded = await chainHeadAt(source(checkpoints, counted.log), head, 2);
    expect(folded).to.deep.equal({ position: expected.position, head_hash: expected.head_hash, event_count: head });
    // One page read for the first segment (a fold to the end reads at least two: the events, then none).
    expect(counted.reads()).to.equal(1);
  });

  it('ignores a checkpoint past the position, or one that does not verify with the key', async () => {
    const { audit } = service.runtime;
    const position = head - 2;
    const expected = await headHashAt(audit.log, new MemoryCheckpoints(), audit.signer.publicKey, position);
    const checkpoints = new MemoryCheckpoints();
    const forged = { ...(await signedAt(position)), head_hash: 'f'.repeat(64) };
    await checkpoints.add(forged);
    await checkpoints.add(await signedAt(head));
    expect(await chainHeadAt(source(checkpoints, audit.log), position, 2)).to.deep.equal(expected);
  });
});
