/**
 * Faith, festivals and languages named in social history and pastoral notes (issue 49, fourteenth round, tuned on
 * the backwaters set, by class):
 * - holy days, fasts and festivals of many faiths, and the churches named by their denomination ("Yom Kippur",
 *   "Eid al-Adha", "Hari Raya Puasa", "Guru Nanak Gurpurab", "Free Church", "Church of England", "Greek Orthodox
 *   Church"), and languages named in two words ("Bahasa Melayu", "Tok Pisin", "Haitian Creole");
 * - "Christian" as a faith rather than a given name after an article ("a Christian", "is Christian"), before a
 *   bracketed denomination ("Christian (Methodist)", "Christian (AIC)") or beside another descriptor in a list
 *   ("Akan-speaking,
 *   Christian", "Muslim, Christian"; a form's tick boxes, "[x] Christian [ ] Muslim"), and a bracket naming a church
 *   after it is the denomination's name ("Christian (Shembe church)"): a name missed costs more than a refusal, so it
 *   needs such evidence;
 * - peoples of East and West Africa and South-East Asia before a kin or people noun ("Luhya mother", "Ewe family");
 * - an act of worship named by a word that is also a name, with a verb of saying, in a text about worship ("Grace
 *   said at her request", "said grace", "Kaddish recited", "the Rosary said with her daughter");
 * - a country that is also a given name after "in" ("In Jordan the doctor gave me", "grew up in Georgia"): a
 *   country is wider than Safe Harbor's geography, and people are seldom "in" someone;
 * - a word of kin used as an address after "called" or "known as" ("prefers to be called Aunty", "known as
 *   Uncle", "calls her Nana"): it is how she is addressed, not who she is.
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';
import { ANCESTRY, RELIGIOUS_COMMUNITIES } from './clinical-lexicons';

const OBSERVANCES = new RegExp(
  String.raw`\b(?:Yom[^\S\n]+Kippur|Rosh[^\S\n]+Hashan?ah|Simchat[^\S\n]+Torah|Tisha[^\S\n]+B'?[Aa]v|` +
    String.raw`Eid(?:[^\S\n]+(?:al|ul)[-\s](?:Fitr|Adha))?|Hari[^\S\n]+Raya(?:[^\S\n]+(?:Puasa|Haji|Aidilfitri))?|` +
    String.raw`Laylat[^\S\n]+al[-\s]Qadr|Guru[^\S\n]+Nanak(?:[^\S\n]+(?:Jayanti|Gurpurab|Dev))?|` +
    String.raw`Maha[^\S\n]+Shivaratri|Good[^\S\n]+Friday|Ash[^\S\n]+Wednesday|Holy[^\S\n]+(?:Week|Communion)|` +
    String.raw`(?:Lunar|Chinese)[^\S\n]+New[^\S\n]+Year|Day[^\S\n]+of[^\S\n]+Atonement|` +
    String.raw`(?:Free|Methodist|Baptist|Catholic|Pentecostal|(?:United[^\S\n]+)?Reformed|Evangelical|Apostolic|` +
    String.raw`(?:Greek|Russian|Coptic|Ethiopian|Eritrean|Serbian|Romanian)?[^\S\n]*Orthodox|Anglican|Adventist|` +
    String.raw`Presbyterian|Lutheran|Elim|Quaker)[^\S\n]+Church(?:es)?|` +
    String.raw`Church[^\S\n]+of[^\S\n]+(?:England|Scotland|Ireland|Wales|God|Christ|` +
    String.raw`Jesus[^\S\n]+Christ[\w\s-]*?Saints)|` +
    String.raw`Salvation[^\S\n]+Army|Jehovah'?’?s[^\S\n]+Witness(?:es)?|Seventh[-\s]day[^\S\n]+Adventists?|` +
    String.raw`Bahasa[^\S\n]+(?:Melayu|Malaysia|Indonesia)|Tok[^\S\n]+Pisin|(?:Haitian|Mauritian|Cape[^\S\n]+` +
    String.raw`Verdean|Jamaican)[^\S\n]+(?:Creole|Patois)|British[^\S\n]+Sign[^\S\n]+Language)\b`,
  'g',
);
const MAY_OBSERVE =
  /Kippur|Hashan|Torah|Eid|Raya|Laylat|Guru|Shivaratri|Friday|Wednesday|Holy|New Year|Atonement|Church|Army|Jehovah|Adventist|Bahasa|Pisin|Creole|Patois|Sign/;

const ARTICLE_CHRISTIAN = /\b(?:an?|is|was|as|devout|practising|practicing|born-again)[^\S\n]+(Christian)\b/gi;
const BRACKETED_CHRISTIAN = /\b(Christian)[^\S\n]*\(([^)\n]{2,30})\)/gu;
/** A denomination in the brackets: an acronym ("AIC", "CSI") or a word of the communities' list. */
const DENOMINATION = /^\p{Lu}{2,6}$/u;
/**
 * Peoples of East and West Africa and South-East Asia named before a kin or people noun or "-speaking" ("Luhya
 * mother", "Kalenjin father", "Ewe family", "Hakka-speaking"), where alone several are also surnames.
 */
const PEOPLES =
  String.raw`Kikuyu|Gikuyu|Kalenjin|Luhya|Luo|Kamba|Kisii|Meru|Maasai|Masai|Samburu|Turkana|Swahili|Chagga|Sukuma|` +
  String.raw`Haya|Baganda|Ganda|Acholi|Lango|Banyankole|Hutu|Tutsi|Shona|Ndebele|Sotho|Tswana|Venda|Tsonga|Pedi|` +
  String.raw`Ewe|Fante|Fanti|Ga|Dagomba|Wolof|Mandinka|Serer|Bambara|Dogon|Kongo|Luba|Lingala|Malay|Javanese|` +
  String.raw`Sundanese|Bugis|Minangkabau|Dayak|Iban|Kadazan|Hakka|Hokkien|Teochew|Cantonese|Tagalog|Visayan|` +
  String.raw`Ilocano|Cebuano|Tamil|Telugu|Malayali|Kannada|Mirpuri|Pahari|Sylheti|Pathan|Baloch|Sindhi`;
const PEOPLE_NOUN =
  String.raw`mother|father|mum|dad|parents?|family|families|husband|wife|partner|grandmother|grandfather|woman|` +
  String.raw`women|man|men|community|heritage|descent|origin|background|speakers?|elders?|household`;
const PEOPLE_BEFORE_NOUN = new RegExp(
  String.raw`\b(?:${PEOPLES})(?=(?:[^\S\n]+(?:${PEOPLE_NOUN})\b|-speaking\b))`,
  'g',
);
/**
 * "Christian" beside another descriptor: both sides of a comma, "and" or "/", or (thirtieth round, dunes) of a form's
 * tick box ("[ ] None [x] Christian [ ] Muslim"), which sets the options of one question apart.
 */
const LISTED_CHRISTIAN =
  /([\p{L}-]+)[^\S\n]*(?:,|\/|\band\b|\[[^\]\n]?\])[^\S\n]*(Christian)\b|\b(Christian)[^\S\n]*(?:,|\/|\band\b|\[[^\]\n]?\])[^\S\n]*([\p{L}-]+)/gu;
/** The descriptor after "Christian" where the word before it was none ("None [x] Christian [ ] Muslim"). */
const DESCRIPTOR_AFTER = /[^\S\n]*(?:,|\/|\band\b|\[[^\]\n]?\])[^\S\n]*([\p{L}-]+)/uy;
/** A church named in the brackets after "Christian" ("Christian (Shembe church)"): the bracket is its denomination. */
const CHURCH_NAMED = /\b(?:church|chapel|mission|congregation|fellowship|assembly|tabernacle)\b/i;

/**
 * Acts of worship named by a word that is also a given name or a surname, before a verb of saying and a preposition
 * ("Grace said before lunch", "Kaddish recited at the graveside", "Mass said for her") or after one ("said grace"),
 * in a text about worship.
 */
const WORSHIP =
  String.raw`Grace|Kaddish|Compline|Vespers|Matins|Evensong|Angelus|Rosary|Mass|Shema|` +
  String.raw`Kiddush|Havdalah|Jummah|Salah|Salat|Dua|Blessing`;
const WORSHIP_SAID = new RegExp(
  String.raw`\b(?:(?:${WORSHIP})[^\S
]+(?:was[^\S
]+)?(?:said|sung|recited|prayed|read|offered|led)[^\S
]+` +
    String.raw`(?:at|before|after|with|for|by|over|in)\b|(?:said|say|saying|sang|recited|led)[^\S
]+(?:the[^\S
]+)?(?:${WORSHIP})\b)`,
  'gi',
);
const WORSHIP_TEXT =
  /\b(?:psalms?|prayers?|pray(?:ed|ing)?|chaplain(?:cy)?|pastoral|blessing|communion|hymns?|scripture|bible|qur'?an|koran|torah|rosary|worship|faith|spiritual)\b/i;

/** Countries that are also given names, after "in" ("In Jordan the doctor gave", "lived in Georgia"). */
const COUNTRY_NAMED =
  /\b[Ii]n[^\S\n]+(Jordan|Chad|Georgia|India|Israel|Kenya|Niger|Iran|Lebanon|Malta|Cuba|Peru|Chile|America|Ireland|Jamaica|Dominica|Guinea|Sudan|Mali|Oman)\b(?!['’])/g;
const KIN_ADDRESS =
  /\b(?:called|call(?:s|ed)?[^\S\n]+(?:her|him|them)|known[^\S\n]+as)[^\S\n]+["'“‘]?(Aunty|Auntie|Aunt|Uncle|Nana|Nan|Nanna|Gran|Granny|Grandma|Grandpa|Mama|Mum|Mom|Papa|Baba|Ammi|Abba|Ama|Oma|Opa|Didi|Bhaiya|Bibi|Khala|Chacha|Mami|Mamu|Sister|Mother|Father|Brother)\b/g;

function isDescriptor(word: string): boolean {
  const lower = word.toLowerCase();
  return RELIGIOUS_COMMUNITIES.has(lower) || ANCESTRY.has(lower) || /-speaking$|-born$|-heritage$/.test(lower);
}

function groupSpan(m: RegExpExecArray, group: number): [number, number] {
  const start = (m.index ?? 0) + m[0].indexOf(m[group]);
  return [start, start + m[group].length];
}

export function faithAndLanguageSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (MAY_OBSERVE.test(text))
    for (const m of allMatches(OBSERVANCES, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  if (text.includes('Christian')) {
    for (const m of allMatches(ARTICLE_CHRISTIAN, text)) spans.push(groupSpan(m, 1));
    for (const m of allMatches(BRACKETED_CHRISTIAN, text))
      if (CHURCH_NAMED.test(m[2])) spans.push([m.index, m.index + m[0].length]);
      else if (
        DENOMINATION.test(m[2]) ||
        m[2].split(/[^\p{L}-]+/u).some((w) => RELIGIOUS_COMMUNITIES.has(w.toLowerCase()))
      )
        spans.push(groupSpan(m, 1));
    for (const m of allMatches(LISTED_CHRISTIAN, text)) {
      const end = m.index + m[0].length;
      DESCRIPTOR_AFTER.lastIndex = end;
      const after = m[2] ? DESCRIPTOR_AFTER.exec(text) : null;
      if (m[2] && (isDescriptor(m[1]) || (after !== null && isDescriptor(after[1])))) {
        spans.push([end - m[2].length, end]);
      } else if (m[3] && isDescriptor(m[4])) spans.push([m.index ?? 0, (m.index ?? 0) + m[3].length]);
    }
  }
  for (const m of allMatches(PEOPLE_BEFORE_NOUN, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  if (WORSHIP_TEXT.test(text))
    for (const m of allMatches(WORSHIP_SAID, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  for (const m of allMatches(COUNTRY_NAMED, text)) spans.push(groupSpan(m, 1));
  if (/called|call|known/.test(text)) for (const m of allMatches(KIN_ADDRESS, text)) spans.push(groupSpan(m, 1));
  return spans;
}
