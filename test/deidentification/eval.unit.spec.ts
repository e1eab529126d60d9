import { expect } from 'chai';
import { defaultDetector } from '../../src/commands/deidentification';
import { evaluate, loadCases, type EvalReport } from '../../scripts/deid-metrics';

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

  it('lets >= 97% of clean texts through', () => {
    expect(report.specificity).to.be.at.least(0.97);
  });

  it('overlaps >= 95% of gold spans with a reported hit', () => {
    expect(report.spanRecall).to.be.at.least(0.95);
  });
});
