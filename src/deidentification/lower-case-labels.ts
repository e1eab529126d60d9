/**
 * Identifiers in lower case found by the field they fill, where capitals say nothing (issue 49, ninth round,
 * tuned on the community set):
 * - a person's name after a label that asks for one ("Patient: zhang, meiling", "Employee: wittering, bozena",
 *   "Facilitators: hazel quartey-brook", "Reporter:", "cc:", a trial's or a service's post: "CRA:",
 *   "Interpreter:") or after a time opening a line of a clinic list ("09:00  prendergast, aoife   F  12/11/1970");
 * - a UK postcode in lower case ending its field ("Bristol bs6 7qp", "|ls6 2qb|"), its outward code one of the
 *   postcode areas, so "t4 5pm" or "q4 6hr" never match.
 * A word counts towards a name when it is a listed name or place that is no everyday word, or no English word
 * at all, and on no clinical or general list; a hyphenated word needs one such part ("quartey-brook").
 */
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';
import { allMatches } from './all-matches';
import { isRoleWord } from './community-lexicons';

/**
 * Labels of a form or a report's header that name one person by their part (twenty-first round): the detained or
 * applying person, the clinician of a sign-off, the one who took or reviewed a message.
 */
const PERSON_POSTS =
  String.raw`detainee|applicant|claimant|consultant|nurse|surgeon|clinician|midwife|` +
  String.raw`taken[^\S\n]+by|seen[^\S\n]+by|reviewed[^\S\n]+by|signed[^\S\n]+by`;
export const PERSON_LABEL = new RegExp(
  String.raw`(?:^|\n)[^\S\n]*(?:(?:(?:patient|pt|employee|subject|client|resident|participant)` +
    String.raw`(?:[^\S\n]+(?:label|name|details))?(?:[^\S\n]*:)?|(?:reporter|carer|cra|investigator|photographer|` +
    String.raw`practitioner|pharmacist|interpreter|chaperone|next[^\S\n]+of[^\S\n]+kin|nok|` +
    String.raw`surname|forenames?|full[^\S\n]+name|name|${PERSON_POSTS})[^\S\n]*:)|\d{1,2}[:.]\d{2})[^\S\n]+` +
    String.raw`(\p{Ll}[\p{Ll}'’-]+(?:,?[^\S\n]+\p{Ll}[\p{Ll}'’-]*\.?){0,2})`,
  'giu',
);
/**
 * A field of a person's name written as data anywhere on a line ("given=oona family=...", "surname='ní fhloinn'",
 * "name.family: mac aodha", "patient_forename = 'brona'"): the key names the part of a name it holds.
 */
const NAME_FIELD = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:[\w]+[._])?(?:given|family|forenames?|surname|first_?name|last_?name|given_?name|` +
    String.raw`family_?name)[^\S\n]*[=:][^\S\n]*(['"]?)` +
    String.raw`(\p{Ll}[\p{Ll}\p{M}'’-]+(?:[^\S\n]\p{Ll}[\p{Ll}\p{M}'’-]+)?)\1(?![\p{L}\p{N}])`,
  'giu',
);
/** Labels of a list of people, one to an item: attendance, copies, a rota's sessions ("Tue PM:"). */
const PEOPLE_LIST = new RegExp(
  String.raw`(?:^|\n)[^\S\n]*(?:attendance|attendees?|present|apologies|facilitators?|cc|copy[^\S\n]+to|` +
    String.raw`(?:distribution|circulation|cc)[^\S\n]+list|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*[^\S\n]+(?:am|pm))` +
    String.raw`[^\S\n]*:([^\n]+)`,
  'giu',
);
/** The postcode areas of the UK, lower case, as alternatives of a pattern. */
export const POSTCODE_AREAS =
  'ab|al|b|ba|bb|bd|bh|bl|bn|br|bs|bt|ca|cb|cf|ch|cm|co|cr|ct|cv|cw|da|dd|de|dg|dh|dl|dn|dt|dy|e|ec|eh|en|ex|' +
  'fk|fy|g|gl|gu|gy|ha|hd|hg|hp|hr|hs|hu|hx|ig|im|ip|iv|je|ka|kt|kw|ky|l|la|ld|le|ll|ln|ls|lu|m|me|mk|ml|n|ne|' +
  'ng|nn|np|nr|nw|ol|ox|pa|pe|ph|pl|po|pr|rg|rh|rm|s|sa|se|sg|sk|sl|sm|sn|so|sp|sr|ss|st|sw|sy|ta|td|tf|tn|tq|' +
  'tr|ts|tw|ub|w|wa|wc|wd|wf|wn|wr|ws|wv|yo|ze';
/**
 * Inward codes never use C, I, K, M, O or V: "5pm", "2mg" and "3ml" are no postcodes. A postcode ends its line,
 * field or sentence (a closing quote or bracket may follow its full stop), a column of a table (a wide gap after
 * it), an element of markup or a component of a delimited record (`<`, `^`), or follows a comma as the last part
 * of an address ("Halifax, hx1 9qp   Tel ...").
 */
const LOWER_POSTCODE = new RegExp(
  String.raw`(?<![\p{L}\d-])(?:${POSTCODE_AREAS})\d[a-z\d]?[^\S\n]\d[abd-hjlnp-uw-z]{2}(?![\p{L}\p{N}])`,
  'gu',
);
const POSTCODE_END = /^(?:[^\S\n]*(?:$|[\n,;|"'’”)<^]|\.(?![^\s"'’”)]))|[^\S\n]{2,})/;
/** A comma, or a capitalised word, its town, before the postcode ("..., ls6 2qb", "Leeds ls6 2qb"). */
const COMMA_BEFORE = /(?:,|(?<![\p{L}\p{N}])\p{Lu}[\p{L}'’-]+)[^\S\n]*$/u;
/** A lower-case letter, a digit, a space and a digit: what LOWER_POSTCODE needs. */
const POSTCODE_SHAPE = /[a-z]\d[a-z\d]?[^\S\n]\d[a-z]/;

/**
 * A speaker's turn opening a line of a chat or a transcript ("Patient: ok and …", "Clinician: we can't …"). Two or
 * more such lines under different speakers make the text a dialogue (issue 49, thirty-sixth round, tuned on the
 * machair set): what follows a speaker's label there is what was said, not a name filled into a field, so the label
 * reading below leaves it to the name rules, which still read a listed name in it ("Patient: sunita here").
 */
const SPEAKER_TURN =
  /^(patient|pt|client|clinician|doctor|dr|gp|nurse|midwife|pharmacist|consultant|bot|agent|user|me|staff)[^\S\n]*:/gimu;

function isDialogue(text: string): boolean {
  const speakers = new Set<string>();
  let turns = 0;
  for (const m of allMatches(SPEAKER_TURN, text)) {
    speakers.add(m[1].toLowerCase());
    turns++;
  }
  return turns >= 2 && speakers.size >= 2;
}

export function findLowerCaseLabels(text: string, words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  const nameLike = (part: string): boolean =>
    part.length >= 2 &&
    (!words.isAnyEnglishWord(part) || ((words.isName(part) || words.isPlace(part)) && !words.isCommonWord(part)));
  const usable = (part: string): boolean =>
    !words.isFunctionWord(part) &&
    !words.isAllowed(part) &&
    !words.isTitle(part) &&
    !words.isRelation(part) &&
    !isRoleWord(part);
  /** Each lower-case word of a phrase that reads as part of a name, hit on its own. */
  const namesIn = (phrase: string, from: number): void => {
    let at = from;
    for (const w of phrase.split(/([,;()]*[^\S\n]+|[,;()]+)/)) {
      const word = w.replace(/\.$/, '');
      const parts = word.split('-').filter(Boolean);
      if (/^\p{Ll}/u.test(word) && parts.every(usable) && parts.some(nameLike))
        hits.push(hit('name', at, at + word.length, WARNINGS.name));
      at += w.length;
    }
  };
  // Amid mixed case, a name in capitals after the label is read as its lower-case form ("Patient: IDA KERR").
  const mixed = /\p{Ll}/u.test(text);
  const caseless = (phrase: string): string => {
    if (!mixed) return phrase;
    // Two vowels or more: a name, not a short form in capitals ("CNS", "MRN").
    const lowered = phrase.replace(/\p{Lu}[\p{Lu}'’-]{2,}/gu, (w) =>
      (w.match(/[AEIOUY]/g)?.length ?? 0) >= 2 ? w.toLowerCase() : w,
    );
    return lowered.length === phrase.length ? lowered : phrase;
  };
  const dialogue = /:/.test(text) && isDialogue(text);
  for (const m of allMatches(PERSON_LABEL, text)) {
    if (dialogue && /^[^\S\n]*\p{L}+[^\S\n]*:/u.test(m[0].replace(/^\n/, ''))) continue;
    namesIn(caseless(m[1]), (m.index ?? 0) + m[0].length - m[1].length);
  }
  for (const m of allMatches(PEOPLE_LIST, text)) namesIn(caseless(m[1]), (m.index ?? 0) + m[0].length - m[1].length);
  if (/(?:given|family|name)[^\S\n]*[=:]/i.test(text))
    for (const m of allMatches(NAME_FIELD, text)) {
      const at = (m.index ?? 0) + m[0].length - m[2].length - m[1].length;
      namesIn(m[2], at);
    }
  return hits;
}

/** Lower-case postcodes, read in the original text: the normalised view reads "bn3" as leetspeak ("bne"). */
export function findLowerCasePostcodes(text: string): IdentifierHit[] {
  if (!POSTCODE_SHAPE.test(text)) return [];
  const hits: IdentifierHit[] = [];
  for (const m of allMatches(LOWER_POSTCODE, text)) {
    const [start, end] = [m.index ?? 0, (m.index ?? 0) + m[0].length];
    if (POSTCODE_END.test(text.slice(end)) || COMMA_BEFORE.test(text.slice(Math.max(0, start - 40), start)))
      hits.push(hit('location', start, end, WARNINGS.zip));
  }
  return hits;
}
