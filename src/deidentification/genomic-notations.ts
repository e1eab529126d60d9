/**
 * The notations of genomic reports (issue 49, sixteenth round, tuned on the estuary set, by class):
 * - HGVS variant descriptions at the protein, coding and genomic levels ("p.(Leu939Trp)", "p.Arg1443Ter",
 *   "p.Gln1756ProfsTer74", "c.2816T>G", "c.68_69delAG", "g.43045712A>G"): three-letter amino-acid codes ("Leu",
 *   "Trp", "Val", "Ser") read as given names otherwise;
 * - dbSNP identifiers ("rs80357906", "rs429358") and genomic positions ("chr17:43045712", "17:g.43045712"): a place
 *   on the human genome, the same for everyone;
 * - the data lines of a VCF file (chromosome, position, ID, reference and alternate alleles, tab-separated): the
 *   position and ID of a variant, where sample IDs stand in the "#CHROM" header line, which this rule leaves alone.
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';

const AMINO =
  String.raw`(?:Ala|Arg|Asn|Asp|Cys|Gln|Glu|Gly|His|Ile|Leu|Lys|Met|Phe|Pro|Ser|Thr|` +
  String.raw`Trp|Tyr|Val|Sec|Pyl|Ter|Xaa)`;
const PROTEIN = new RegExp(
  String.raw`\bp\.\(?${AMINO}\d+(?:_${AMINO}\d+)?(?:${AMINO}|\*|=|\?|fs|del|dup|ins|ext|delins|[A-Za-z0-9*])*\)?`,
  'g',
);
const NUCLEOTIDE =
  /\b[cgmnr]\.[-*]?\d+(?:[+-]\d+)?(?:_[-*]?\d+(?:[+-]\d+)?)?(?:[ACGTacgu]>[ACGTacgu]|(?:del|dup|ins|delins|inv)[ACGTN\d]*|=)?/g;
const SNP_ID = /\brs\d{3,12}\b/g;
const GENOMIC_POSITION = /\b(?:chr[\p{L}\d]{1,2}|[1-9]|1\d|2[0-2]|X|Y|MT?):(?:g\.)?\d{3,10}(?:[-_]\d{3,10})?\b/gu;
/** The chromosome field is taken as any word: the normalised view may have read "chr17" as "chrit". */
const VCF_LINE = /^[^\S\n]*[\w.-]{1,12}\t\d+\t[^\t\n]+\t[ACGTN]+\t[ACGTN.,<>*[\]:\w]+\t.*$/gm;
const MAY_GENOMIC = /p\.|[cgmnr]\.[-*\d]|rs\d|chr|:g\.|\t/;

export function genomicNotationSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (!MAY_GENOMIC.test(text)) return spans;
  for (const re of [PROTEIN, NUCLEOTIDE, SNP_ID, GENOMIC_POSITION, VCF_LINE])
    for (const m of allMatches(re, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  return spans;
}
