/**
 * Festivals, health campaigns, countries in their own languages and regional dialects (issue 49, fifteenth round,
 * tuned on the headwaters set, by class):
 * - festivals and fasts of many calendars whose names are also given names or read as one ("Ramazan", "Bayram",
 *   "Kurban Bayramı", "Diwali", "Vaisakhi", "Nowruz", "Pesach", "Chuseok", "Songkran"), when the text says they are
 *   a time: after "during", "over", "throughout", "month of", "fast(s/ing) in/for", or before "holiday(s)",
 *   "festival", "fast", "period", "celebrations", "break" ("Bayram holidays", "fasts during Ramazan"); "Bayram
 *   rang" keeps its person; issue 49's seventeenth round added the feasts and observances of the Christian,
 *   Islamic, Hindu, Jewish, Buddhist and Sikh calendars not yet listed ("Simbang Gabi", "Misa de Gallo", "Corpus
 *   Christi", "Makar Sankranti", "Lag BaOmer", "Magha Puja", "Hola Mohalla") and "attends" or "celebrates" before one;
 * - health awareness campaigns by their coined names ("Movember", "Stoptober", "Dry January", "Veganuary",
 *   "Sober October", "Decembeard"), and any "World … Day/Week/Month" or "… Awareness Day/Week/Month";
 * - countries by their names in their own languages ("Türkiye", "Deutschland", "Österreich", "España", "Polska",
 *   "Sverige", "Éire", "Cymru", "Brasil", "México"): a country is wider than Safe Harbor's geography;
 * - regional dialects and minority languages in a text about speech or language ("Swabian", "Bavarian",
 *   "Plattdeutsch", "Alsatian", "Occitan", "Kurmanji", "Sorani", "Shanghainese", "Geordie"), which the lists hold
 *   as no people.
 * From the thirty-third round (false refusals lagoon, sandbar and shallows share), a festival or a fast day no list
 * holds, by the grammar around it ("Midsummer Jāņi festival", "fasting on Ekadashi", "the fiestas (Inti Raymi,
 * Carnaval)"): one or two capitalised words right before "festival", "fiesta", "feast" or "fast day"; after a verb
 * of fasting and "on"; or the items in brackets after "festivals", "fiestas" or "feasts". No word of it may be a
 * listed given name, surname or place: "the Glastonbury festival" is a town's and "fasting on Maria's advice" hers.
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';

const S = String.raw`[^\S\n]+`;
const FESTIVALS =
  String.raw`Rama[zd]h?an|Ramzan|Ramadhan|(?:Kurban|Şeker|Seker|Ramazan)${S}Bayram[ıi]?|Bayram[ıi]?|Kurban|` +
  String.raw`Diwali|Deepavali|Navratri|Vaisakhi|Baisakhi|Holi|Onam|Pongal|Lohri|Chhath|Durga${S}Puja|Dussehra|` +
  String.raw`Janmashtami|Ganesh${S}Chaturthi|Raksha${S}Bandhan|Karva${S}Chauth|Thaipusam|Passover|Pesach|` +
  String.raw`Hanukk?ah|Chanukk?ah|Purim|Sukkot|Shavuot|Nowruz|Norouz|Navruz|Muharram|Ashura|Mawlid|Lent|Advent|` +
  String.raw`Easter|Christmas|Chuseok|Seollal|Songkran|Vesak|Wesak|Obon|Tết|Tet|Qingming|Mid-Autumn(?:${S}Festival)?|` +
  String.raw`Spring${S}Festival|Dragon${S}Boat${S}Festival|Losar|Meskel|Timkat|Enkutatash|Kwanzaa|` +
  // Issue 49's seventeenth round: feasts and observances of Wikipedia's "List of Christian feasts", "Islamic
  // holidays", "List of Hindu festivals", "Jewish holidays", "Buddhist holidays" and "Sikh festivals" pages.
  String.raw`Simbang${S}Gabi|Misa${S}de${S}Gallo|Sinulog|Flores${S}de${S}Mayo|Santacruzan|Undas|Semana${S}Santa|` +
  String.raw`Las${S}Posadas|Noche${S}?[Bb]uena|D[ií]a${S}de${S}(?:los${S})?Muertos|Pentecost|Whitsun|Epiphany|` +
  String.raw`Candlemas|Corpus${S}Christi|Michaelmas|Pascha|Theophany|Palm${S}Sunday|Maundy${S}Thursday|` +
  String.raw`Shrove${S}Tuesday|Lailat${S}al[-\s]Miraj|Isra${S}(?:and|wal)${S}Mi'?raj|Shab-e-(?:Barat|Qadr|Miraj)|` +
  String.raw`Milad[-\s]un[-\s]Nabi|Arba'?een|Hajj|Umrah|Ram${S}Navami|Hanuman${S}Jayanti|Makar${S}Sankranti|Ugadi|` +
  String.raw`Gudi${S}Padwa|Bihu|Teej|Tihar|Dashain|Rath${S}Yatra|Kumbh${S}Mela|Vishu|Mahalaya|Saraswati${S}Puja|` +
  String.raw`Kali${S}Puja|Navaratri|Lag${S}B[''’]?a?Omer|Tu${S}B[''’]?i?Shvat|Shemini${S}Atzeret|Yom${S}HaShoah|` +
  String.raw`Asalha${S}Puja|Magha${S}Puja|Kathina|Bodhi${S}Day|Uposatha|Ullambana|Hola${S}Mohalla|` +
  String.raw`Bandi${S}Chhor${S}Divas|Maghi`;
const FESTIVAL_TIME = new RegExp(
  String.raw`(?:\b(?:during|over|throughout|month${S}of|fasts?${S}(?:in|for|during)|fasting${S}(?:in|for|during)|` +
    String.raw`keeps?|observes?|observing|[Aa]ttends?|[Aa]ttending|[Aa]ttended|[Cc]elebrates?|[Cc]elebrating|` +
    String.raw`[Cc]elebrated)${S})` +
    String.raw`(${FESTIVALS})\b|` +
    String.raw`\b(${FESTIVALS})(?=${S}(?:holidays?|festival|fast(?:ing)?|period|celebrations?|break|feast|` +
    String.raw`month|week|season|greetings)\b)`,
  'gu',
);
const MAY_FESTIVAL =
  /Rama|Ramzan|Bayram|Kurban|Diwali|Deepavali|Navratri|akhi|Holi|Onam|Pongal|Lohri|Chhath|Puja|Dussehra|Janmashtami|Chaturthi|Bandhan|Chauth|Thaipusam|Passover|Pesach|nukk?ah|Purim|Sukkot|Shavuot|Nowruz|Norouz|Navruz|Muharram|Ashura|Mawlid|Lent|Advent|Easter|Christmas|Chuseok|Seollal|Songkran|[VW]esak|Obon|Tết|Tet|Qingming|Autumn|Spring|Dragon|Losar|Meskel|Timkat|Enkutatash|Kwanzaa|Gabi|Gallo|Sinulog|Mayo|Santacruzan|Undas|Santa|Posadas|uena|Muertos|Pentecost|Whitsun|Epiphany|Candlemas|Christi|Michaelmas|Pascha|Theophany|Sunday|Thursday|Tuesday|Miraj|Mi'?raj|Shab|Nabi|Arba|Hajj|Umrah|Navami|Jayanti|Sankranti|Ugadi|Padwa|Bihu|Teej|Tihar|Dashain|Yatra|Mela|Vishu|Mahalaya|Puja|Navaratri|Omer|Shvat|Atzeret|HaShoah|Kathina|Bodhi|Uposatha|Ullambana|Mohalla|Divas|Maghi/;
const CAMPAIGNS = new RegExp(
  String.raw`\b(?:Movember|Stoptober|Dry${S}(?:January|July)|Veganuary|Sober${S}October|Go${S}Sober(?:${S}for${S}` +
    String.raw`October)?|Ocsober|Dryathlon|Decembeard|Walktober|Janathon|FebFast|Febfast|Pinktober|Red${S}January|` +
    String.raw`Wear${S}It${S}Pink|Race${S}for${S}Life|Couch${S}to${S}5[Kk]|` +
    String.raw`World(?:${S}\p{Lu}[\p{L}'’-]*){1,4}${S}(?:Day|Week|Month)|` +
    String.raw`(?:\p{Lu}[\p{L}'’-]*${S}){1,4}Awareness${S}(?:Day|Week|Month))`,
  'gu',
);
const MAY_CAMPAIGN =
  /Movember|Stoptober|Dry|Veganuary|Sober|Ocsober|Dryathlon|Decembeard|Walktober|Janathon|Feb[Ff]ast|Pinktober|Red|Pink|Race|Couch|World|Awareness/;
const NATIVE_COUNTRIES = new RegExp(
  String.raw`(?<![\p{L}])(?:Türkiye|Deutschland|Österreich|España|Polska|Schweiz|Suisse|Svizzera|Sverige|Norge|` +
    String.raw`Danmark|Suomi|Nederland|België|Belgique|Éire|Cymru|Magyarország|Česko|Česká${S}republika|Slovensko|` +
    String.raw`România|Hrvatska|Srbija|Slovenija|Lietuva|Latvija|Eesti|Brasil|México|Perú|Pilipinas|` +
    String.raw`Ελλάδα|Україна|Россия|中国|中华人民共和国|日本|대한민국|ประเทศไทย|Việt${S}Nam)(?![\p{L}])`,
  'gu',
);
const MAY_NATIVE =
  /[^\t-~]|Deutschland|Polska|Schweiz|Suisse|Svizzera|Sverige|Norge|Danmark|Suomi|Nederland|Belgique|Cymru|Slovensko|Hrvatska|Srbija|Slovenija|Lietuva|Latvija|Eesti|Brasil|Pilipinas/;
const DIALECTS = new RegExp(
  String.raw`\b(?:Swabian|Schwäbisch|Bavarian|Bairisch|Alemannic|Franconian|Hessian|Palatine|Plattdeutsch|` +
    String.raw`Low${S}German|Swiss${S}German|Schwyzerdütsch|Alsatian|Occitan|Provençal|Walloon|Picard|Corsican|` +
    String.raw`Friulian|Sardinian|Neapolitan|Sicilian|Ladino|Kurmanji|Sorani|Zazaki|Zaza|Laz|Shanghainese|` +
    String.raw`Sichuanese|Minnan|Hokkien|Teochew|Hakka|Geordie|Scouse|Brummie|Valencian|Asturian|Aragonese|` +
    String.raw`Luxembourgish|Frisian|Faroese|Romansh|Sorbian|Kashubian|Silesian|Rusyn|Gagauz|Tatar|Bashkir|` +
    String.raw`Chechen|Avar|Ossetian|Abkhaz|Circassian)\b`,
  'g',
);
const SPEECH_TEXT = /dialect|speak|spoke|language|accent|interpret|tongue|fluent/i;

/** One or two capitalised words, letters of any script past the first. */
const FEAST_NAME = String.raw`\p{Lu}[\p{L}\p{M}'’-]*(?:${S}\p{Lu}[\p{L}\p{M}'’-]*)?`;
/** An unlisted festival's name before the noun of a feast, or a fast day's after a verb of fasting and "on". */
const UNLISTED_FEAST = new RegExp(
  String.raw`(?<![\p{L}\p{M}'’-])(${FEAST_NAME})(?<!['’]s?)(?=${S}(?:festival|fiesta|feast|fast${S}day)s?\b)|` +
    // A name in the possessive is someone's ("fasting on Okafor's advice"), no day's.
    String.raw`\b(?:[Ff]ast(?:s|ed|ing)?|[Kk]eeps?${S}a${S}fast)${S}on${S}` +
    String.raw`(${FEAST_NAME})(?![\p{L}\p{M}'’-])(?<!['’]s?)`,
  'gu',
);
/** The items in brackets after the plural noun of feasts: "the fiestas (Inti Raymi, Carnaval)". */
const FEASTS_BRACKETED = /\b(?:festivals|fiestas|feasts|fiestas patronales)[^\S\n]*\(([^()\n]{2,80})\)/gu;
const FEAST_ITEM = new RegExp(String.raw`^${FEAST_NAME}$`, 'u');
const MAY_FEAST = /festival|fiesta|feast|[Ff]ast/;
const WORD = /\p{L}[\p{L}\p{M}'’-]*/gu;

function unlistedFeastSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const nobody = (name: string): boolean =>
    (name.match(WORD) ?? []).every((w) => {
      const lower = w.toLowerCase().replace(/['’]s?$/u, '');
      return !words.isName(lower) && !words.isPlace(lower);
    });
  for (const m of allMatches(UNLISTED_FEAST, text)) {
    if (nobody(m[1] ?? m[2])) spans.push(groupSpan(m));
  }
  for (const m of allMatches(FEASTS_BRACKETED, text)) {
    let at = (m.index ?? 0) + m[0].indexOf('(') + 1;
    for (const part of m[1].split(',')) {
      const item = part.trim();
      const start = at + part.indexOf(item);
      at += part.length + 1;
      if (FEAST_ITEM.test(item) && nobody(item)) spans.push([start, start + item.length]);
    }
  }
  return spans;
}

function groupSpan(m: RegExpExecArray): [number, number] {
  const found = m[1] ?? m[2];
  const start = (m.index ?? 0) + m[0].lastIndexOf(found);
  return [start, start + found.length];
}

export function calendarAndCampaignSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const add = (re: RegExp): void => {
    for (const m of allMatches(re, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  };
  if (MAY_FESTIVAL.test(text)) for (const m of allMatches(FESTIVAL_TIME, text)) spans.push(groupSpan(m));
  if (MAY_CAMPAIGN.test(text)) add(CAMPAIGNS);
  if (MAY_NATIVE.test(text)) add(NATIVE_COUNTRIES);
  if (SPEECH_TEXT.test(text)) add(DIALECTS);
  if (MAY_FEAST.test(text)) spans.push(...unlistedFeastSpans(text, words));
  return spans;
}
