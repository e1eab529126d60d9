/**
 * Fasts of the Eastern churches, faith after a denomination, and languages named in their own words (issue 49,
 * sixteenth round, tuned on the estuary set, by class):
 * - the fasts and feasts of the Orthodox and Eastern churches, in English and transliterated from Russian ("Great
 *   Lent", "Velikiy Post", "Petrov Post", "Uspensky Post", "Rozhdestvensky Post", "Nativity Fast", "Dormition
 *   Fast", "Maslenitsa", "Pascha", "Radonitsa"): a time of year, as faith-and-language.ts's holy days are;
 * - "Christian" after a denomination or a word of faith ("Orthodox Christian", "Coptic Christian", "Catholic
 *   Christian", "Evangelical Christian", "practising Orthodox Christian"), where faith-and-language.ts takes it
 *   only after an article or before brackets: an adjective of faith before a given name is not written;
 * - languages named in their own words, as menus, leaflets and interpreters list them ("Cymraeg", "Gàidhlig",
 *   "Gaeilge", "Kernewek", "Français", "Türkçe", "Svenska", "Kiswahili", "isiZulu",
 *   "Nihongo", "Tiếng Việt"), none of them a given name or a surname in the name lists (the unit test keeps it so).
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';
import type { Prerequisite } from './prerequisites';

const S = String.raw`[^\S\n]+`;
const FASTS = new RegExp(
  String.raw`\b(?:Great${S}Lent|Veli[ck]i[yj]?${S}Post|Petrov${S}Post|Uspens[ck]i[yj]?${S}Post|` +
    String.raw`Rozhdestvens[ck]i[yj]?${S}Post|Nativity${S}Fast|Dormition${S}Fast|Apostles'?${S}Fast|` +
    String.raw`Maslenitsa|Pascha|Paskha|Radonitsa|Strastnaya${S}Nedelya|Clean${S}Monday|Forgiveness${S}Sunday|` +
    String.raw`Palm${S}Sunday|Orthodox${S}(?:Easter|Christmas|Lent))\b`,
  'g',
);
const MAY_FAST = /Lent|Post|Fast|Maslenitsa|Pascha|Paskha|Radonitsa|Nedelya|Monday|Sunday|Orthodox/;
const FAITH_BEFORE_CHRISTIAN =
  /\b(?:Orthodox|Coptic|Catholic|Roman[^\S\n]+Catholic|Evangelical|Pentecostal|Protestant|Syriac|Maronite|Armenian|Assyrian|Baptist|Methodist|Anglican|Lutheran|Reformed|Adventist|Apostolic|Old[^\S\n]+Believer)[^\S\n]+(Christian)s?\b/g;
/** The endonyms, each in the spelling written in its own language (and an ASCII one). */
const ENDONYM_NAMES =
  String.raw`Cymraeg|Gàidhlig|Gaidhlig|Gaeilge|Gaelg|Kernewek|Brezhoneg|Euskara|` +
  String.raw`Français|Francais|Nederlands|` +
  String.raw`Čeština|Cestina|Slovenčina|Türkçe|Turkce|Shqip|Hrvatski|Srpski|Slovenščina|` +
  String.raw`Lietuvių|Latviešu|Eesti|Svenska|Dansk|Norsk|Íslenska|Kiswahili|isiZulu|isiXhosa|Sesotho|` +
  String.raw`Setswana|Yorùbá|Soomaali|Af-Soomaali|Nihongo|Putonghua|Guoyu|Tiếng${S}Việt|Tieng${S}Viet|` +
  String.raw`Русский|Українська|Polszczyzna|Ελληνικά|日本語|中文|한국어|العربية|اردو|فارسی|বাংলা|ਪੰਜਾਬੀ|ગુજરાતી`;
const ENDONYMS = new RegExp(String.raw`(?<![\p{L}])(?:${ENDONYM_NAMES})(?![\p{L}])`, 'gu');
/** The names alone: with no lookbehind opening, the engine scans for their first characters. */
const MAY_ENDONYM = new RegExp(ENDONYM_NAMES, 'u');
export const ENDONYM_PREREQUISITES: readonly Prerequisite[] = [[ENDONYMS, MAY_ENDONYM]];

export function fastAndEndonymSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (MAY_FAST.test(text))
    for (const m of allMatches(FASTS, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  if (text.includes('Christian'))
    for (const m of allMatches(FAITH_BEFORE_CHRISTIAN, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  if (MAY_ENDONYM.test(text))
    for (const m of allMatches(ENDONYMS, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  return spans;
}
