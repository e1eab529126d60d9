/**
 * Kampo medicines and romanised Japanese clinical words (issue 49, sixteenth round, tuned on the estuary set, by
 * class), as Japanese speakers write them in English:
 * - in a text that says "Kampo" (or "Kanpō", "kanpo"), the formulas named by their Sino-Japanese compounds, whose
 *   last syllables say the dosage form: -san (powder), -gan (pill), -tō/-to (decoction), -in (drink), -yu, -ko
 *   ("Kamishoyosan", "Keishibukuryogan", "Tokishakuyakusan", "Hochuekkito", "Yokukansan", "Goshajinkigan",
 *   "Shakuyakukanzoto"): words of nine letters or more so built, no name list holds them; "Kampo" itself;
 * - romanised Japanese words of menopause, clinics and insurance, with or without their macrons ("kōnenki
 *   shōgai", "kōnenki", "fujinka", "kenkō shindan", "ningen dokku", "hokenshō", "byōin", "iryō", "shohōsen",
 *   "sensei"), and any run of such words: the lexicon holds none a given name or surname also is.
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';

const KAMPO_WORD = /\bKamp[oō]\b|\bKanp[oō]\b|\bkamp[oō]\b|\bkanp[oō]\b/;
const KAMPO = /\b(?:Kamp|Kanp|kamp|kanp)[oō]\b/g;
const FORMULA = /(?<![\p{L}])\p{Lu}\p{Ll}{5,}(?:san|gan|t[oō]|in|yu|k[oō])(?![\p{L}])/gu;
const ROMANISED =
  String.raw`k[oō]nenki|sh[oō]gai|sh[oō]j[oō]|fujinka|sanfujinka|naika|ken[kc][oō]|shindan|` +
  String.raw`ningen|dokku|hokensh[oō]|hoken|by[oō]in|iry[oō]|shoh[oō]sen|yakkyoku|kusuri|kanja|shinry[oō]jo|` +
  String.raw`kurinikku|sensei|kangoshi|josanshi|ch[uū]sha|ketsueki|seiri|heikei|hotteri|nobose|kata-kori|` +
  String.raw`katakori|hiesh[oō]|fuan|fumin|my[uū]namb[aā]|nenkin|kaigo|kaigo-hoken|ninchish[oō]`;
const ROMANISED_RUN = new RegExp(
  String.raw`(?<![\p{L}])(?:${ROMANISED})(?:[^\S\n]+(?:${ROMANISED}))*(?![\p{L}])`,
  'giu',
);
const MAY_ROMANISED =
  /nenki|sh[oō]|fujin|naika|ken|ningen|hoken|by[oō]|iry[oō]|yakkyoku|kusuri|kanja|sensei|kango|josan|ch[uū]sha|ketsu|seiri|heikei|hotteri|nobose|kori|hie|fuan|fumin|my[uū]|nenkin|kaigo|ninchi/i;

export function kampoAndRomanisedSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (KAMPO_WORD.test(text)) {
    for (const m of allMatches(KAMPO, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
    for (const m of allMatches(FORMULA, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  }
  if (MAY_ROMANISED.test(text))
    for (const m of allMatches(ROMANISED_RUN, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  return spans;
}
