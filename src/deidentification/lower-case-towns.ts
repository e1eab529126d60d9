/**
 * A town in lower case after a street address on its line ("19 Orchard Mews, loughborough", "Apartment 9,
 * Weaver's Wharf, todmorden"): the part after a comma that follows a numbered address, when its words are in no
 * dictionary, clinical list or name list; so are such words between a comma and a postcode ("..., stourbridge DY8
 * 4RT"). Capitalised, such a town is read by the place rules; in lower case, or in capitals amid mixed case
 * ("3 Mill Yard, STROUD"), the address before it is the evidence. Everyday words stay ("14 Mill Lane, upstairs
 * flat", "12 Oak Rd, URGENT"). A person or a named place found before the comma is such evidence too, for a town
 * in lower case ("Ms D. Fraser-Kinloch, aviemore;", "St Brigid's, kirkintilloch."), and so is a street written
 * before its house number ("Kungsgatan 44, nacka.").
 */
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { allMatches } from './all-matches';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';
import { isDrugLike } from './product-lexicons';

const CAPITAL = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
/** One word in capitals with two vowels or more: a town ("DUNOON"), not letters after a name ("FRCOG", "MRCP"). */
const ONE_CAPITAL_WORD = /^(?=(?:[^AEIOUY]*[AEIOUY]){2})[A-Z][A-Z'’-]{2,}$/;
/** What PARTS_AFTER needs right after an anchor: a comma, perhaps after a possessive. */
const COMMA_AFTER = /^(?:['’]s)?,/;
/** Up to two comma-separated parts after an address, on its line: each part's text and where it starts. */
const PARTS_AFTER = /^(?:['’]s)?(?:\\?,[^\S\n]*['"‘“]?([^,\n]*))(?:,[^\S\n]*['"‘“]?([^,\n]*))?/d;
/**
 * One or two words of a town where case says nothing: in lower case, or in capitals (a town in capitals after an
 * address in mixed case, "3 Mill Yard, STROUD", is read as its lower-case form is).
 */
const LOWER_TOWN = String.raw`[a-z][a-z'’-]{2,}(?:[^\S\n]+[a-z][a-z'’-]{2,})?`;
const CAPITAL_TOWN = String.raw`[A-Z][A-Z'’-]{2,}(?:[^\S\n]+[A-Z][A-Z'’-]{2,})?`;
const TOWN_WORDS = `(?:${LOWER_TOWN}|${CAPITAL_TOWN})`;
/**
 * What may follow a town: the end of its part, a postcode, a state or province and its code, a ZIP, a PIN, a
 * postcode of four digits ("mount colah 2079"), a state's code alone ("sudbury ON:"), or a dash spaced as a clause's
 * ("ballarat - pessary support").
 */
const TOWN_END =
  String.raw`(?:[^\S\n]+(?:[A-Z]{1,2}\d|[A-Z]{2,3}[^\S\n]+\d{4}\b)|[^\S\n]+\d{5}(?:-\d{4})?\b|` +
  String.raw`[^\S\n]*[-–][^\S\n]*\d{6}\b|[^\S\n]+\d{4,6}\b|[^\S\n]+[A-Z]{2}(?=[^\S\n]*(?:$|[.,;:)]))|` +
  String.raw`[^\S\n]+[-–—][^\S\n])`;
/** Such words between a comma and a postcode: "..., stourbridge DY8 4RT". */
const BEFORE_POSTCODE = new RegExp(String.raw`,[^\S\n]*(${TOWN_WORDS})[^\S\n]+$`, 'd');
/**
 * A quoted field closes a town's part as punctuation does: a code literal, an SQL row or a quoted CSV field
 * ("Tregenna Close, redruth\"", "'2 Quay Row', 'falmouth')").
 */
const CLOSING_QUOTE = String.raw`["”]|['’](?![\p{L}])|\\(?=,|$)`;
const TRAILING_QUOTES = /['’]+$/;
const LOWER_WORDS = new RegExp(String.raw`^${TOWN_WORDS}(?=[^\S\n]*(?:$|[.;:)]|${CLOSING_QUOTE})|${TOWN_END})`, 'u');
/**
 * A named facility up to a comma ("Hollybank Care Home,", "Brook Lodge care home,", "Mercer House,", "Dr Ahmed &
 * Partners,"): a town may follow it, as it follows a street. A care home's kind may be in lower case after its
 * capitalised name; a house, lodge or court names a building, and a practice its partners.
 */
const NAMED_FACILITY =
  /(?<![\p{L}\p{N}])\p{Lu}[\p{L}'’.-]*[^\S\n]+(?:(?:\p{Lu}[\p{L}'’.-]*|&)[^\S\n]+){0,2}(?:Home|Hospital|General|Infirmary|Surgery|Practice|Clinic|Centre|Center|House|Lodge|Court|Partners|(?:care|nursing)[^\S\n]+home)(?=,)/gu;
/**
 * A house number and capitalised words up to a comma ("3 Mill Yard,", "4/19 Banksia Pde,"): a street, whether or
 * not a place rule read it, as everyday words make many street names ("Orchard Mews").
 */
const NUMBERED_CAPITALS =
  /(?<![\p{L}\p{N}/.,:-])\d{1,4}(?:\/\d{1,4})?[A-Za-z]?[^\S\n]+(?:\p{Lu}[\p{L}'’-]+[^\S\n]+){0,3}\p{Lu}[\p{L}'’-]+(?=\\?,)/gu;

/**
 * A street written before its number, as much of Europe and Latin America writes it ("Hornsgatan 142,", "Via Carlo
 * Cattaneo 88,", "Jr. Los Olivos 417,"): capitalised words, the last a word with lower-case letters, then a house
 * number up to a comma. Its last word is asked below: an everyday one ("Ward 12,", "Level 2,", "Day 3,") is no street.
 */
const NAME_THEN_NUMBER =
  /(?<![\p{L}\p{N}])(?:\p{Lu}[\p{L}'’.-]*[^\S\n]+){0,3}\p{Lu}\p{Ll}[\p{L}'’-]+[^\S\n]+\d{1,4}[A-Za-z]?(?=,)/gu;
/**
 * Capitalised words up to a comma, whatever they name, unread by the place and name rules ("St Luke's General,",
 * "The Quadrant,", "Smile Dental Care,", "Northern College of Acupuncture,"): a firm, a building, a district or a
 * service, which a letterhead or an address follows with its town. Linking words may stand between them.
 */
const CAPITALISED_RUN =
  /(?<![\p{L}\p{N}'’.-])\p{Lu}[\p{L}'’.-]*(?:[^\S\n]+(?:\p{Lu}[\p{L}'’.-]*|of|the|and|&|de|del|da|do|van|von|der|la|le)){0,4}(?=,)/gu;
/** A house number glued to a comma, which every NAME_THEN_NUMBER match ends with: a cheap test first. */
const HOUSE_NUMBER_COMMA = /\d[A-Za-z]?,/;
/** The last word of a NAME_THEN_NUMBER match, before its number. */
const LAST_WORD = /([\p{L}'’-]+)[^\S\n]+\d{1,4}[A-Za-z]?$/u;

/** A comma, then a town's words ending a part of an address (LOWER_WORDS): where a town can stand. */
const AFTER_COMMA = new RegExp(
  String.raw`,[^\S\n]*['"‘“]?(${TOWN_WORDS})(?=[^\S\n]*(?:$|[,.;:)\n]|${CLOSING_QUOTE})|${TOWN_END})`,
  'gmu',
);

/**
 * Whether some comma is followed by words that could be a town, before the street and facility shapes are
 * looked for: most commas of a note are followed by everyday words, which one look-up each rules out.
 */
function mayHaveLowerTown(text: string, town: (words: string) => boolean): boolean {
  for (const m of allMatches(AFTER_COMMA, text)) if (town(m[1])) return true;
  return false;
}

/**
 * Whether a phrase of one or two words reads as a town: each word as `townWord` says, or, for two, a listed place
 * of two words, which may be made of everyday ones ("cedar rapids", "green bay").
 */
export function isTownPhrase(phrase: string, townWord: (lower: string) => boolean, words: WordClasses): boolean {
  const parts = phrase.toLowerCase().split(/[^\S\n]+/);
  return parts.every(townWord) || (parts.length > 1 && words.isTown(parts.join(' ')));
}

export function findLowerCaseTowns(text: string, found: IdentifierHit[], words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  // A name or a rare English word that is also a place ("loughborough", "stroud") reads as the town here.
  const unknown = (w: string): boolean =>
    !words.isAllowed(w) &&
    !words.isFunctionWord(w) &&
    !words.isCommonWord(w) &&
    (words.isTown(w) || !words.isAnyEnglishWord(w));
  const town = (phrase: string): boolean => isTownPhrase(phrase, unknown, words);
  // After capitalised words that no rule read, only a town of the gazetteer that is no English word, no drug and no
  // clinical term is read: such words open many a clause ("Dear Sir, thanks", "Vitamin D, adcal").
  // A drug's stem or ending is no evidence against a listed town ("harrogate"); the drug dictionary is.
  const listedTown = (w: string): boolean =>
    w.length >= 4 &&
    words.isTown(w) &&
    !words.isAllowed(w) &&
    !words.isFunctionWord(w) &&
    !words.isDrugWord(w) &&
    (!words.isAnyEnglishWord(w) || (words.isPlace(w) && !words.isCommonWord(w)));
  const gazetteerTown = (phrase: string): boolean => isTownPhrase(phrase, listedTown, words);
  // After a person, a drug is as likely as a town ("Mrs Bright, lansoprazole"): its stem or ending rules it out. One
  // word in capitals amid mixed case is read as its lower-case form ("Ms Ada Kerr, DUNOON;"); two may head a
  // letterhead's next line.
  const lowerTownAfterPerson = (part: string): boolean =>
    (LOWER.test(part) || (ONE_CAPITAL_WORD.test(part) && LOWER.test(text))) &&
    !part
      .toLowerCase()
      .split(/[^\S\n]+/)
      .some((w) => isDrugLike(w, words));
  const streets: { start: number; end: number; lowerOnly?: boolean; listedOnly?: boolean }[] = found.filter(
    (h) => h.kind === 'location' && /\d/.test(text.slice(h.start, h.end)),
  );
  // A person or a named place before the comma anchors a town in lower case ("Ms D. Fraser-Kinloch, aviemore;"), or
  // one word in capitals; more words in capitals after them may as well head the next line of a letterhead ("DR J.
  // KERR, THE SURGERY").
  // A person found in lower case anchors only a town of the gazetteer ("wife helen o'neill, mosgiel.").
  for (const h of found)
    if (COMMA_AFTER.test(text.slice(h.end, h.end + 3)) && (h.kind === 'name' || h.kind === 'location'))
      if (!streets.includes(h))
        streets.push({ start: h.start, end: h.end, lowerOnly: true, listedOnly: !CAPITAL.test(text[h.start]) });
  if (mayHaveLowerTown(text, town)) {
    for (const m of [...allMatches(NUMBERED_CAPITALS, text), ...allMatches(NAMED_FACILITY, text)])
      streets.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
    for (const m of allMatches(CAPITALISED_RUN, text))
      streets.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, lowerOnly: true, listedOnly: true });
    // A street before its number anchors a town in lower case only, as a person does: capitals after it may as
    // well open the next part of a letterhead.
    for (const m of HOUSE_NUMBER_COMMA.test(text) ? allMatches(NAME_THEN_NUMBER, text) : []) {
      const last = LAST_WORD.exec(m[0])?.[1].toLowerCase() ?? '';
      if (words.isCommonWord(last) || words.isAllowed(last) || words.isFunctionWord(last)) continue;
      streets.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, lowerOnly: true });
    }
  }
  for (const h of streets) {
    const m = PARTS_AFTER.exec(text.slice(h.end, h.end + 80));
    for (const k of [1, 2]) {
      const span = m?.indices?.[k];
      // A quote closing the field is no part of the town ("'falmouth')").
      const words = m?.[k] === undefined ? undefined : LOWER_WORDS.exec(m[k])?.[0].replace(TRAILING_QUOTES, '');
      if (!span || !words || !town(words)) continue;
      if (h.listedOnly ? !(LOWER.test(words) && gazetteerTown(words)) : h.lowerOnly && !lowerTownAfterPerson(words))
        continue;
      hits.push(hit('location', h.end + span[0], h.end + span[0] + words.length, WARNINGS.city));
    }
    if (h.lowerOnly) continue;
    const from = Math.max(0, h.start - 40);
    const before = BEFORE_POSTCODE.exec(text.slice(from, h.start));
    const span = before?.indices?.[1];
    if (before && span && town(before[1])) hits.push(hit('location', from + span[0], from + span[1], WARNINGS.city));
  }
  return hits;
}
