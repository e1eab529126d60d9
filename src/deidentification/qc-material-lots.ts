/**
 * Lot numbers of quality-control and calibrator material in a QC record (issue 49, twenty-eighth round, tuned on the
 * mudflat set, by class). A laboratory's QC log names each control by its material, level and lot ("PreciControl
 * Universal lot 48203901", "Liquichek level 2 lot 26540133"), and a lot number was read as a device's identifier. A
 * lot of control material is the manufacturer's batch, shared by every laboratory that bought it, and identifies no
 * patient. The record is read by its own notation: Westgard's rules written as they are ("1-2s", "1₃s", "2-2s",
 * "R-4s", "4-1s", "10x") or a Levey-Jennings chart named. Where the text holds one of them, a number after "lot"
 * (or "LOT", "Lot:", "lot no.") is the material's lot. An implant's or a device's lot in a text without that notation
 * keeps its hit.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';

type Span = readonly [number, number];

const QC_NOTATION =
  /(?<![\w-])(?:1-2s|1-3s|2-2s|R-4s|4-1s|10x|1[₂₃]s|2[₂]s|R[₄]s|4[₁]s)(?![\w-])|\bLevey[-\s]Jennings\b/;
const LOT =
  /\b(?:lot|LOT|Lot)(?:[^\S\n]*(?:no\.?|number|#))?[^\S\n]*(?:[:=][^\S\n]*)?([A-Z0-9][A-Z0-9-]{3,19})(?![\w-])/g;

export function qcMaterialLotSpans(text: string): Span[] {
  if (!/\blot\b/i.test(text) || !QC_NOTATION.test(text)) return [];
  return allMatches(LOT, text).map((m) => {
    const end = m.index + m[0].length;
    return [end - m[1].length, end] as const;
  });
}
