import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's 28th round: a class of false refusal studied on the mudflat set, in words of its own
// (none of these sentences is in the set).

describe("detector: consumer genotyping's internal marker identifiers (issue 49, 28th round)", () => {
  it('reads "i" and digits as a marker where the text names markers', () => {
    expectClean(
      'Raw data v3: rsid, chromosome, position, genotype; vendor-only markers such as i5012347 have no rsid.',
    );
    expectClean('Chip v5 SNPs not in dbSNP keep their own names (i7138842, i4000712); use the rs numbers where given.');
  });

  it('keeps the code with no cue of markers and a name beside the markers', () => {
    expectFound('Portal login i5012347 used from a shared laptop.', 'i5012347');
    expectFound('Raw data of Philippa Trengrouse, markers i5012347 and rs429358.', 'Philippa Trengrouse', 'name');
  });
});
