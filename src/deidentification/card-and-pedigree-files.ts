/**
 * The structure of contact cards and family-tree files (issue 49, eighteenth round, tuned on the tideline set, by
 * class): address-book exports and genealogy files pasted into notes carry property names and tags in capitals,
 * which the name rule read as surnames ("ORG", "LANG", "KIND:org") and the date rule read as dates across a line
 * break ("2 VERS 5.5.1" then "1 GEDC").
 * - a vCard property name at the start of its line, with its parameters, up to the colon (the property names of RFC
 *   6350 §6 and the older ones of RFC 2426: `ORG:`, `LANG:`, `TEL;TYPE=WORK,VOICE:`), and the value of a property
 *   whose values are a closed list or a code (`KIND:org`, `LANG:cy`, `TZ:Europe/London`, `VERSION:4.0`); the
 *   values of `FN`, `N`, `ADR`, `TEL`, `EMAIL`, `NOTE` and the rest keep every rule (`FN:Ruth Okafor` stays a name);
 * - a GEDCOM 5.5.1 line of structure only, a level number and a tag of the header or trailer (`0 HEAD`, `1 GEDC`,
 *   `2 VERS 5.5.1`, `2 FORM LINEAGE-LINKED`, `1 CHAR UTF-8`, `0 TRLR`), with the level number of the next line, as a
 *   version may run on over the break; `NAME`, `DATE`, `PLAC`, `ADDR` and the other record tags keep every rule
 *   (`1 NAME Ruth /Okafor/`, `2 DATE 12 MAR 1948`).
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';

/** vCard property names (RFC 6350 §6, RFC 2426 §3), in capitals as the files write them. */
const VCARD_PROPERTY =
  String.raw`BEGIN|END|VERSION|SOURCE|KIND|XML|FN|N|NICKNAME|PHOTO|BDAY|ANNIVERSARY|GENDER|SEX|ADR|LABEL|TEL|EMAIL|` +
  String.raw`IMPP|LANG|TZ|GEO|TITLE|ROLE|LOGO|ORG|MEMBER|RELATED|CATEGORIES|NOTE|PRODID|REV|SOUND|UID|CLIENTPIDMAP|` +
  String.raw`URL|KEY|FBURL|CALADRURI|CALURI|MAILER|CLASS|NAME|PROFILE|SORT-STRING|AGENT|X-[A-Z0-9-]+`;
/** A property name and its parameters ("TEL;TYPE=WORK,VOICE"), up to the colon, at the start of a line. */
const PROPERTY_LINE = new RegExp(String.raw`^(?:item\d+\.)?(?:${VCARD_PROPERTY})(?:;[^:\n]{1,80})?:`, 'gm');
/** Properties whose value is a closed list or a code, never a person or a place. */
const CODED_VALUE =
  /^(?:BEGIN|END):VCARD$|^VERSION:\d\.\d$|^KIND:(?:individual|group|org|location|application|device)$|^LANG(?:;[^:\n]*)?:[a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{2,8})*$|^TZ(?:;[^:\n]*)?:(?:[A-Z][A-Za-z_]+\/[A-Za-z_/+-]+|[+-]\d{2}:?\d{2}|UTC[+-]?\d{0,2})$|^GENDER:[MFONU]?$/gm;
/** A card is there: the begin line, or two property lines in a row. */
const MAY_CARD = /^BEGIN:VCARD$|^(?:[A-Z]{1,12}(?:;[^:\n]*)?:[^\n]*\n){2}/m;

/** GEDCOM 5.5.1 header and trailer tags (the standard's HEADER and TRAILER structures). */
const GEDCOM_STRUCTURE = String.raw`HEAD|TRLR|SOUR|VERS|GEDC|FORM|CHAR|DEST|LANG|SUBM|SUBN`;
/**
 * A structure line: its level, its tag and a value of capitals, figures and punctuation only ("5.5.1", "UTF-8").
 * The normalised view joins a line ending in a figure to the next line's level and reads the dots as a date's
 * ("5/5/11 GEDC"), so a slash is taken as the dot and the next level as part of the value.
 */
const GEDCOM_LINE = new RegExp(
  String.raw`^\d{1,2}[^\S\n]+(?:${GEDCOM_STRUCTURE})(?:[^\S\n]+[A-Z0-9][A-Z0-9._/-]*)?[^\S\n]*` +
    String.raw`(?:\n\d{1,2}(?=[^\S\n]))?`,
  'gm',
);
/** A file is there: its header line, or a level-1 "GEDC" line. */
const MAY_GEDCOM = /^0[^\S\n]+HEAD\b|^1[^\S\n]+GEDC\b/m;

export function cardAndPedigreeSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (MAY_CARD.test(text)) {
    for (const m of allMatches(PROPERTY_LINE, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
    for (const m of allMatches(CODED_VALUE, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  }
  if (MAY_GEDCOM.test(text))
    for (const m of allMatches(GEDCOM_LINE, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  return spans;
}
