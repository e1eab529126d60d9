import { expect } from 'chai';
import { defaultDetector } from '../../src/deidentification';
import { evaluate, loadCases, type EvalReport } from '../../scripts/deid-metrics';
import { committedSets, loadEvalSets } from '../../scripts/deid-sets';

/** The figures: recall on every set, specificity by domain. */
const RECALL_FLOOR = 0.98;
const SPECIFICITY_FLOOR = { clinical: 0.98, general: 0.95 };

describe('de-identification detector on the labelled evaluation set', () => {
  let report: EvalReport;

  before(() => {
    report = evaluate(defaultDetector, loadCases());
  });

  it('has a realistic, balanced set of at least 300 cases', () => {
    expect(report.total).to.be.at.least(300);
    expect(report.negatives / report.total).to.be.within(0.4, 0.6);
  });

  it('refuses >= 97% of texts with a personal name', () => {
    expect(report.recallNames).to.be.at.least(0.97);
  });

  it('refuses >= 97% of texts with a specific location', () => {
    expect(report.recallLocations).to.be.at.least(0.97);
  });

  it('refuses >= 99% of texts with a pattern identifier (dates, phones, numbers...)', () => {
    expect(report.recallPatterns).to.be.at.least(0.99);
  });

  it('overlaps >= 95% of gold spans with a reported hit', () => {
    expect(report.spanRecall).to.be.at.least(0.95);
  });
});

describe('de-identification floors on every committed evaluation set', () => {
  // A held-out set measures what tuning on the others did not see; a floor on it would invite tuning on it.
  for (const set of committedSets().filter((s) => !s.heldOut)) {
    describe(`${set.name} (${set.domain}, ${set.cases.length} texts)`, () => {
      const result = evaluate(defaultDetector, set.cases);

      if (result.positives > 0)
        it(`refuses >= ${RECALL_FLOOR * 100}% of texts with an identifier`, () => {
          const missed = result.falseNegatives.filter((m) => m.detail.endsWith('(text NOT refused)'));
          expect(result.recallOverall, missed.map((m) => m.text).join('\n')).to.be.at.least(RECALL_FLOOR);
        });

      const specificityFloor = set.specificityFloor ?? SPECIFICITY_FLOOR[set.domain];
      if (result.negatives > 0)
        it(`lets >= ${specificityFloor * 100}% of clean texts through`, () => {
          const refused = result.falsePositives.map((m) => `${m.detail}: ${m.text}`).join('\n');
          expect(result.specificity, refused).to.be.at.least(specificityFloor);
        });
    });
  }

  it('the synthetic set is the generator output described in its licence note (1,000 sentences)', () => {
    const presidio = committedSets().find((s) => s.name === 'presidio');
    expect(presidio?.cases).to.have.length(1000);
    expect(presidio?.cases.filter((c) => c.spans.length === 0).length).to.be.at.least(150);
  });

  it('meets the same floors on the i2b2 notes of philter-lite when its venv is present', function () {
    const i2b2 = loadEvalSets().sets.find((s) => s.name === 'i2b2');
    if (!i2b2) this.skip();
    const result = evaluate(defaultDetector, i2b2.cases);
    expect(result.recallOverall).to.be.at.least(RECALL_FLOOR);
    expect(result.specificity).to.be.at.least(SPECIFICITY_FLOOR.clinical);
  });
});
