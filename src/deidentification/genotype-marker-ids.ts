/**
 * Internal marker identifiers of consumer genotyping exports (issue 49, twenty-eighth round, tuned on the mudflat
 * set, by class). Raw-data files of direct-to-consumer tests list each marker by its dbSNP identifier ("rs429358",
 * read by genomic-notations.ts) or, for markers dbSNP lacks, by the vendor's own identifier: "i" and digits
 * ("i6003429", "i713426" in 23andMe's files), an identifier of a place on the genome, the same for everyone. Such an
 * identifier is read only where the text names what it holds (an rsid, markers, SNPs, a genotype or the raw data),
 * so a code of that shape elsewhere ("login i6003429") keeps its hit.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';

type Span = readonly [number, number];

/** The normalised view writes the "i" in capitals (it reads a lone "i" before digits as a look-alike). */
const MARKER_ID = /(?<![\p{L}\d])[iI]\d{5,8}(?![\p{L}\d])/gu;
const CUE = /\brs(?:id|\d)|\bmarkers?\b|\bSNPs?\b|\bgenotyp|\braw data\b|\bchip\b/i;

export function genotypeMarkerIdSpans(text: string): Span[] {
  if (!/\b[iI]\d{5}/.test(text) || !CUE.test(text)) return [];
  return allMatches(MARKER_ID, text).map((m) => [m.index, m.index + m[0].length] as const);
}
