/**
 * Mixed languages, creoles and pidgins by name (issue 49, seventeenth round, a lexicon of the kind: "Pt prefers
 * Tagalog/Taglish"), from Wikipedia's "Mixed language", "List of creole languages" and "Macaronic language" articles
 * and Glottolog's "mixed language" and "pidgin" classes: "Taglish", "Spanglish", "Hinglish", "Singlish",
 * "Manglish", "Franglais", "Konglish", "Camfranglais", "Sheng", "Krio", "Chavacano", "Papiamento". None is in the
 * language list of allowlist-general.ts, and words like "Sheng" or "Krio" are also surnames, so the word is read
 * as the language only after a verb of speaking or preferring ("speaks Spanglish", "prefers Hinglish"), before a word
 * of speech ("Singlish speaker", "Krio-speaking"), or joined
 * to a listed language by a slash, a comma or "and"/"or" ("Tagalog/Taglish", "English or Singlish").
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';

const MIXED =
  String.raw`Taglish|Englog|Bislish|Hokaglish|Spanglish|Hinglish|Hindlish|Benglish|Banglish|Tanglish|Tamlish|` +
  String.raw`Kanglish|Manglish|Minglish|Urdish|Punglish|Singlish|Chinglish|Konglish|Japlish|Janglish|Franglais|` +
  String.raw`Frenglish|Denglisch|Denglish|Dunglish|Swenglish|Porglish|Portuñol|Portunhol|Greeklish|Arabizi|` +
  String.raw`Arabish|Runglish|Ponglish|Poglish|Czenglish|Yinglish|Wenglish|Camfranglais|Sheng|Engsh|Tsotsitaal|` +
  String.raw`Fanagalo|Chavacano|Krio|Kriolu|Kriol|Bislama|Papiamento|Papiamentu|Sranan(?:[^\S\n]+Tongo)?|Gullah|` +
  String.raw`Michif|Llanito|Pidgin|Naija|Jamaican[^\S\n]+Patois|Patwa|Kreyòl|Kreyol|Seychellois|Morisyen|` +
  String.raw`Chabacano|Taglish-English|Cantonglish|Kiezdeutsch`;
const S = String.raw`[^\S\n]+`;
/** A verb of speaking or preferring before it, maybe with a word of degree: "speaks mostly Spanglish". */
const SPOKEN_BEFORE = new RegExp(
  String.raw`\b(?:[Ss]peaks?|[Ss]poke|[Ss]peaking|[Ss]poken|[Pp]refers?|[Pp]referred|[Ff]luent${S}in|[Ww]rites|` +
    String.raw`[Mm]ixes|[Uu]ses)${S}(?:(?:mostly|mainly|some|only|a${S}mix${S}of)${S})?(?:${MIXED})(?![\p{L}'’])`,
  'gu',
);
/** A word of speech after it: "Singlish speaker", "Krio-speaking", "Taglish interpreter". */
const SPEECH_AFTER = new RegExp(
  String.raw`(?<![\p{L}])(?:${MIXED})(?=-speaking|${S}(?:speakers?|interpreter|dialect|language|phrases?|words?)\b)`,
  'gu',
);
/** The languages a mixed one is most often listed after. */
const LANGUAGES =
  'English|Tagalog|Filipino|Spanish|Hindi|Malay|Mandarin|Korean|Japanese|French|German|Arabic|Swahili|Creole|Urdu|' +
  'Tamil|Bengali|Punjabi';
/** A slash, a comma, "and" or "or" between two languages. */
const JOIN = String.raw`[^\S\n]*(?:/|,|[^\S\n]and[^\S\n]|[^\S\n]or[^\S\n])[^\S\n]*`;
/** Joined to a language: "Tagalog/Taglish", "Singlish or English". */
const JOINED = new RegExp(
  String.raw`(?<![\p{L}])(?:${LANGUAGES})${JOIN}(?:${MIXED})(?![\p{L}])|` +
    String.raw`(?<![\p{L}])(?:${MIXED})${JOIN}(?:${LANGUAGES})(?![\p{L}])`,
  'gu',
);
const MAY_NAME_MIXED = new RegExp(MIXED);

export function mixedLanguageSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (!MAY_NAME_MIXED.test(text)) return spans;
  for (const re of [SPOKEN_BEFORE, SPEECH_AFTER, JOINED])
    for (const m of allMatches(re, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  return spans;
}
