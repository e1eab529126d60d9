/**
 * Statistical packages' output and the message types of clinical interchange (issue 49, twentieth round, tuned on
 * the lagoon set, by class): analysts paste SAS logs, Stata tables and interface notes into research records, and
 * their labels and variable names read as names.
 * - Stata's estimation tables: the header row of a coefficient table (a line with the column rule "|" and the labels
 *   the manuals print: "Coef.", "Std. Err.", "P>|z|", "[95% Conf. Interval]", "Odds Ratio"), and a test statistic
 *   named before its degrees of freedom ("Wald chi2(4) =", "LR chi2(2) =");
 * - SAS logs: on a line the log starts with NOTE, WARNING or ERROR, data set and variable names in capitals joined
 *   by underscores or a library's dot ("MENO_STAGE", "WORK.FLUSH_COHORT");
 * - a UN/EDIFACT message type after the word EDIFACT: the directory names every type with six capitals ("EDIFACT
 *   MEDRPT", "EDIFACT MEDRUC").
 * A name on such a line in any other shape ("NOTE: run by Margaret Okonjo") keeps its hit.
 */
const COEFFICIENT_HEADER =
  /Coef\.|Std\.[^\S\n]*Err\.|P>\|[zt]\||Conf\.[^\S\n]+Interval|Odds[^\S\n]+Ratio|Haz\.[^\S\n]+Ratio/;
const STATISTIC = /(?<![\p{L}])\p{Lu}[\p{L}-]*(?:[^\S\n]+\p{Lu}[\p{L}-]*)?[^\S\n]+chi2\(\d+\)[^\S\n]*=/gu;
const LOG_LINE = /^(?:NOTE|WARNING|ERROR|INFO):.*$/gm;
const SAS_NAME = /(?<![\p{L}\p{N}_.])[A-Z][A-Z0-9]*(?:[._][A-Z0-9]+)+(?![\p{L}\p{N}_])/gu;
const MESSAGE_TYPE = /\bEDIFACT[^\S\n]+[A-Z]{6}\b/g;
const MAY_BE_OUTPUT = /chi2|Coef|Err\.|NOTE:|WARNING:|ERROR:|INFO:|EDIFACT/;

export function statisticalOutputSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (!MAY_BE_OUTPUT.test(text)) return spans;
  if (text.includes('|'))
    for (const line of lines(text))
      if (line.text.includes('|') && COEFFICIENT_HEADER.test(line.text)) spans.push([line.start, line.end]);
  if (text.includes('chi2')) for (const m of text.matchAll(STATISTIC)) spans.push([m.index, m.index + m[0].length]);
  for (const line of text.matchAll(LOG_LINE))
    for (const m of line[0].matchAll(SAS_NAME)) spans.push([line.index + m.index, line.index + m.index + m[0].length]);
  for (const m of text.matchAll(MESSAGE_TYPE)) spans.push([m.index, m.index + m[0].length]);
  return spans;
}

function* lines(text: string): Generator<{ text: string; start: number; end: number }> {
  let start = 0;
  while (start <= text.length) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    yield { text: text.slice(start, end), start, end };
    if (nl < 0) return;
    start = nl + 1;
  }
}
