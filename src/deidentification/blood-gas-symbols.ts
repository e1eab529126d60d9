/**
 * The symbols of respiratory physiology (issue 49, twenty-second round, tuned on the mudflat set, by class). Blood
 * gas, ventilation and aviation-medicine notes write a gas's pressure, saturation or fraction as one word glued to
 * its formula (PaO2, PaCO2, PvO2, SpO2, SaO2, ScvO2, FiO2, EtCO2, PETCO2, PAO2), and the letters before the figure
 * ("PaO") were read as a surname. The symbols are read by their published form: a quantity (P, S, F, C, or Et and
 * PET for end-tidal), a site in one to three letters (a, A, v, c, cv, i, E, et, p, t) and the gas (O2, CO2, N2O),
 * as one word; a name glued to a figure in other letters keeps every rule.
 */
type Span = readonly [number, number];

const SYMBOL = /(?<![\p{L}\d])(?:P|S|F|C|Et|PET|Pet)(?:a|A|v|c|cv|i|I|E|et|ET|p|t)?(?:O2|CO2|N2O)(?![\p{L}\d])/gu;

export function bloodGasSymbolSpans(text: string): Span[] {
  if (!text.includes('O2')) return [];
  const spans: Span[] = [];
  for (const m of text.matchAll(SYMBOL)) spans.push([m.index, m.index + m[0].length]);
  return spans;
}
