/**
 * Medical gases and over-the-counter brands by what is done with them (issue 49, seventeenth round, lexicons of a
 * kind: "Pain 6/10 → 3/10 after Entonox", "Took Biogesic 500 mg, Ceelin Plus, and Myra E"):
 * - medical gases and inhaled analgesics by their brand names, from the medical gas ranges of BOC, Air Liquide and
 *   Linde and Wikipedia's "Entonox" and "Methoxyflurane" articles ("Entonox", "Equanox", "Kalinox", "Livopan",
 *   "Penthrox", "Heliox", "INOmax"), in a text about pain, labour or a procedure, or beside a word of how the gas is
 *   given ("via mask", "Entonox cylinder", "self-administered");
 * - over-the-counter brands of the Philippines and of Turkey, from Unilab's and the Philippine FDA's product lists
 *   and the Turkish Medicines Agency's register ("Biogesic", "Neozep", "Ceelin", "Myra E", "Enervon", "Alaxan",
 *   "Devit-3", "Parol", "Majezik") and the UK's and Australia's best-known ones ("Lemsip", "Berocca"), in a line that
 *   says something was taken ("took", "taking", a dose): "Myra E" holds a given name, so the line must say so.
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';

const S = String.raw`[^\S\n]+`;
const GASES = String.raw`Entonox|Equanox|Nitronox|Kalinox|Livopan|Penthrox|Heliox|INOmax|Carbogen|Medical${S}Air`;
const GAS = new RegExp(String.raw`(?<![\p{L}])(?:${GASES})(?![\p{L}])`, 'gu');
/** A text about pain, labour or a procedure, or a word of how a gas is given. */
const GAS_TEXT =
  /\b(?:pain|analgesi[ac]|labou?r|contractions?|inhal\w*|gas|cylinder|mask|mouthpiece|self-administer\w*|procedure|cannulation|dressing|sutur\w*|fracture|reduction|IUD|coil|hysteroscopy|colposcopy|biopsy|oxygen|l\/min|litres?)\b/i;

const COUNTER_BRANDS =
  String.raw`Biogesic|Neozep(?:${S}Forte)?|Bioflu|Decolgen|Alaxan(?:${S}FR)?|Medicol|Ceelin(?:${S}Plus)?|` +
  String.raw`Enervon(?:-?C)?|Myra${S}E|Myra${S}300|Conzace|Solmux|Kremil-S|Diatabs|Tuseran|Dolfenal|Ritemed|` +
  String.raw`Appebon|Cecon|Poten-Cee|Stresstabs|Propan${S}TLC|Tempra|Sangobion|Immunpro|Revicon|Ascof|Skelan|` +
  String.raw`Flanax|Lagundi|Devit-3|Dekort|Parol|Majezik|Arveles|Apranax|Minoset|Vermidon|Gripin|Theraflu|` +
  String.raw`Nurofen|Panadol|Calpol|Lemsip|Beechams|Gaviscon|Rennie|Berocca|Redoxon|Centrum|Seven${S}Seas|` +
  String.raw`Pregnacare|Menopace|Feroglobin|Floradix`;
const COUNTER_BRAND = new RegExp(String.raw`(?<![\p{L}])(?:${COUNTER_BRANDS})(?![\p{L}])`, 'gu');
/** A line that says something was taken: a verb of taking or a dose. */
const TAKEN_LINE =
  /\b(?:took|take|takes|taking|tried|trying|using|uses|used|bought|buys|given|started|on)\b|\d[^\S\n]*(?:mg|mcg|µg|g|ml|mL|IU|units?|tabs?|tablets?|caps?|capsules?|sachets?)\b/;
const MAY_NAME_PRODUCT = new RegExp(String.raw`${GASES}|${COUNTER_BRANDS}`);

function lineAround(text: string, start: number, end: number): string {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const to = text.indexOf('\n', end);
  return text.slice(from, to < 0 ? text.length : to);
}

export function gasAndCounterBrandSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (!MAY_NAME_PRODUCT.test(text)) return spans;
  if (GAS_TEXT.test(text))
    for (const m of allMatches(GAS, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  for (const m of allMatches(COUNTER_BRAND, text)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (TAKEN_LINE.test(lineAround(text, start, end))) spans.push([start, end]);
  }
  return spans;
}
