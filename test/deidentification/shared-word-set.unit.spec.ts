import { Worker } from 'node:worker_threads';
import { expect } from 'chai';
import { SharedWordSet } from '../../src/deidentification/shared-word-set';
import { getLexicon, lexiconTables } from '../../src/deidentification/lexicon';

describe('SharedWordSet: a word set in one shared buffer', () => {
  const words = ['ann', 'anne', 'annette', 'o connor', 'josé', 'zoë', 'a', 'ab', 'ba'];

  it('holds exactly its words: no prefix, extension, case variant or neighbour of one', () => {
    const set = SharedWordSet.of(words);
    for (const word of words) expect(set.has(word), word).to.equal(true);
    for (const other of ['', 'an', 'annet', 'annettes', 'Ann', 'jose', 'zoe', 'o', 'o connor ', 'b', 'aab'])
      expect(set.has(other), JSON.stringify(other)).to.equal(false);
  });

  it('counts a repeated word once, and an empty list holds nothing', () => {
    expect(SharedWordSet.of(['mark', 'grace', 'mark', 'hope', 'grace']).size).to.equal(3);
    const empty = SharedWordSet.of([]);
    expect(empty.size).to.equal(0);
    expect(empty.has('anything')).to.equal(false);
  });

  it('answers like a Set over a large list, members and non-members alike', () => {
    const many = Array.from({ length: 50_000 }, (_, i) => `w${(i * 7919) % 100_003}x`);
    const set = SharedWordSet.of(many);
    const reference = new Set(many);
    for (let i = 0; i < 100_003; i += 3) {
      const word = `w${i}x`;
      expect(set.has(word), word).to.equal(reference.has(word));
    }
  });

  it('is read in place by another thread from the same buffer', async () => {
    const set = SharedWordSet.of(words);
    const source = `
      const { parentPort, workerData } = require('node:worker_threads');
      const { buffer } = workerData;
      parentPort.postMessage({ shared: buffer instanceof SharedArrayBuffer, words: new Uint32Array(buffer, 0, 1)[0] });
    `;
    const worker = new Worker(source, { eval: true, workerData: { buffer: set.buffer } });
    const answer = await new Promise<{ shared: boolean; words: number }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(answer).to.deep.equal({ shared: true, words: words.length });
    expect(SharedWordSet.over(set.buffer).has('annette')).to.equal(true);
  });

  it("the detector's lexicon reads the tables it hands to row threads", () => {
    const tables = lexiconTables();
    const lexicon = getLexicon();
    const name = 'margaret';
    expect(lexicon.firstNames.has(name)).to.equal(true);
    expect(SharedWordSet.over(tables.firstNames).has(name)).to.equal(true);
    expect(lexicon.commonWords.has('the')).to.equal(true);
    expect(lexicon.places.has('new york')).to.equal(true);
    expect(lexicon.names.has('zzzzqx')).to.equal(false);
  });
});
