/**
 * The gates round 35 put before three patterns of the trade predicates (a product said to be licensed or sold, the
 * thing downloaded or ordered from, the words before "app" or "Edition") must never say no where their pattern
 * matches: each is run beside its pattern over every committed case, its normalised view, and random texts of
 * awkward pieces and the words the patterns read.
 */
import { expect } from 'chai';
import { allMatches } from '../../src/deidentification/all-matches';
import { GATED_PATTERNS } from '../../src/deidentification/trade-predicates';
import { casesAndRandomTexts } from './support/awkward-texts';

const PIECES = [
  'a',
  'é',
  'Ω',
  'Ж',
  '𝐀',
  '\u0301',
  '1',
  '.',
  ',',
  "'",
  '’',
  '-',
  ' ',
  '  ',
  '\t',
  '\n',
  '\u00a0',
  '\u3000',
  'Menoview',
  'Xonvea',
  'Hotnote',
  'Vaultra Server',
  'Éla',
  'Sarah',
  'is',
  'was',
  'are',
  'not',
  'no longer',
  'still',
  'licensed',
  'licenced to',
  'unlicensed',
  'prescription-only',
  'prescription only',
  'available over the counter',
  'sold',
  'marketed',
  'discontinued',
  'Downloaded',
  'reinstalled',
  'Un-install',
  'logged in to',
  'log on',
  'signed up for',
  'subscribed to',
  'Reordered from',
  'manufactured by',
  'brand of',
  'the',
  'app',
  'Apps',
  'tracker',
  'Subscriptions',
  'software',
  'plug-in',
  'Plugins',
  'add-on',
  'Edition',
  'appointment',
  'disorder',
];

describe('deidentification: the trade predicates gates of round 35', function () {
  this.timeout(120_000);
  const all = casesAndRandomTexts(PIECES, { seed: 35, spaceChance: 0.6, count: 20_000 });

  GATED_PATTERNS.forEach(([pattern, gate]) => {
    it(`says yes wherever ${pattern.source.slice(0, 60)}… matches`, () => {
      let found = 0;
      for (const text of all)
        if (allMatches(pattern, text).length > 0) {
          found++;
          expect(gate.test(text), text).to.equal(true);
        }
      expect(found).to.be.greaterThan(50);
    });
  });

  it('lets fresh sentences through to their pattern and spares the plain ones', () => {
    const [saidOf, afterVerb, beforeHead] = GATED_PATTERNS;
    expect(saidOf[1].test('Fembloom is not licensed in Scotland yet.')).to.equal(true);
    expect(allMatches(saidOf[0], 'Fembloom is not licensed in Scotland yet.')).to.have.length(1);
    expect(afterVerb[1].test('She reordered from Pharmacorp last week.')).to.equal(true);
    expect(allMatches(afterVerb[0], 'She reordered from Pharmacorp last week.')).to.have.length(1);
    expect(beforeHead[1].test('logs flushes in the Hotwave app daily')).to.equal(true);
    expect(allMatches(beforeHead[0], 'logs flushes in the Hotwave app daily')).to.have.length(1);
    const plain = 'Reviewed at the disorder clinic; appointment kept, encounter closed.';
    for (const [, gate] of GATED_PATTERNS) expect(gate.test(plain)).to.equal(false);
  });
});
