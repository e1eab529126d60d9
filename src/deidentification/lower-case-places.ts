/**
 * Places written in lower case, where capitals say nothing ("works at riverside general hospital", "lives in
 * orange county", "born in manila", "moved here from kumasi"). Evidence instead of capitals:
 * 1. a facility or street head ("hospital", "church", "street", "county") after words of which at least one is
 *    specific: a listed name or place, or no English word, and neither an everyday core word nor a generic
 *    qualifier ("the community health center" stays);
 * 2. a known health system by name ("mount sinai", "planned parenthood");
 * 3. a residence cue ("lives in", "born in", "moved to", "grew up in", "is from") before a listed place, or
 *    before a word no dictionary or clinical list knows; a bare "in", "at" or "from" before a listed place
 *    that is no English word ("in fresno"); "lives" or "resides" without a preposition ("Lives ruswarp.") before a
 *    listed place or a word no dictionary knows that closes its phrase. Verbs of travel count as residence
 *    ("drives from", "came via"), so do a place of care before "in" or "at" ("my GP in wetherby") and "formerly
 *    of"; after them a surname that is a town and a rare English word counts too ("from tilbury"); travel written
 *    without its preposition ("embarked southampton", "ETA felixstowe") reads a listed place or unknown word that
 *    is no English word. Being referred, transferred, admitted or discharged from a place counts as travel when
 *    the place is on the place or surname lists.
 */
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { FACILITY_HEADS, GENERIC_QUALIFIERS, KNOWN_FACILITIES, STRONG_HEADS } from './location-words';
import { HAS_LOWER, adjacent, caseSaysNothing as isLower, type Token } from './tokens';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';
import { wordSet } from './word-set';
import { COINED_ENDING } from './lower-case-place-frames';
import { isDrugLike } from './product-lexicons';
import { unknownWordShape } from './lower-case-names';
import { HOSPITAL_AREAS } from './hospital-areas';
import { isSpecialtyWord } from './kinds-of-place';

/** A text in capitals throughout is a header or a shout: its capitals are no disguise to read through. */

const STREET_HEADS = wordSet(`street avenue ave road drive lane boulevard blvd court parkway county reservation bridge
  terrace crescent embankment`);
/** Places of care that take the name of their street ("bridge street surgery", "green lanes medical practice"). */
const STREET_NAMED_HEADS = wordSet(`surgery practice centre center clinic`);
/** The street's head before such a place ("lane", "road"), fuller than STREET_HEADS: a surgery may be on a rise. */
const STREET_WORDS = wordSet(`street st road rd lane lanes avenue ave drive way hill rise row terrace crescent grove
  gardens parade square`);
/** Words between a street's name and the place of care ("medical centre", "health centre"). */
const SERVICE_QUALIFIERS = wordSet(`medical health`);
/** Verbs and phrases after which "in", "to" or "from" introduces where someone lives or comes from. */
const RESIDENCE_VERBS = wordSet(`
  lives live living lived born raised grew moved moving relocated relocating resides resided reside stays stayed
  staying visiting visited works worked working from up
  travel travels travelled traveled travelling traveling drive drives drove driving commute commutes commuting
  fly flies flew flying came comes coming arrived arriving returned returning`);
/**
 * Care moves from place to place as people do ("referred from batley", "transferred from dewsbury"), but wards and
 * teams follow these verbs more often ("referred from gynae"): after them only a listed place or a surname that is a
 * town reads as one, never a word merely unknown.
 */
const REFERRAL_VERBS = wordSet(`referred transferred discharged admitted`);
/**
 * Where someone is cared for stands before "in" or "at" as a residence verb does ("my GP in kettering", "a clinic
 * in chania", "the hospice at wetherby"): the word after is where that place of care is.
 */
const CARE_PLACES = wordSet(`gp gps clinic hospital hospice surgery practice pharmacy consultant doctor doctors`);
/** Words after which "of" says where someone lives or comes from ("formerly of strathpeffer", "native of"). */
const ORIGIN_OF = wordSet(`formerly originally native resident late`);
/**
 * "of" after a comma that closes a person's age or date of birth ("Mr Ivo Brankovic, 93, of hexham", "ninety-one, of
 * ballyclare", "born 4/II/1941, of ardara"): the word after says where the person lives, as after "formerly of".
 */
const AGE_THEN_OF =
  /(?:(?<![\p{L}\p{N}.,])\d{2,3}|\b\d{4}|\b(?:twen|thir|for|fif|six|seven|eigh|nine)ty(?:-[a-z]+)?)[^\S\n]*,[^\S\n]*$/iu;
/**
 * A person's age after "aged" or in words, then a comma and where she lives ("Mrs K., aged 92, tromsø)", "Mr d.
 * o'brien, ninety-one, ballyclare."): a listed place, or a surname that is a town, closing its phrase; a word merely
 * unknown there is as often a clinical shorthand ("aged 45, tachy.").
 */
const AGE_THEN_TOWN =
  /(?:\bage[d]?[^\S\n]+\d{2,3}|\b(?:twen|thir|for|fif|six|seven|eigh|nine)ty-[a-z]+)[^\S\n]*,[^\S\n]*$/iu;
/**
 * Travel written without its preposition, as logs and manifests do ("embarked southampton", "ETA felixstowe 1400",
 * "flying lagos to ..."): a listed place, or a word no dictionary or clinical list knows.
 */
const BARE_TRAVEL = wordSet(`embarked disembarked eta etd departed departing flying arrived referring mileage`);
/** Facility words that name a place in lower case too; weaker ones ("group", "therapy") need capitals. */
const HEADS = new Set([...STRONG_HEADS, 'center', 'centre', 'hospitals', 'medical center', 'building']);
const PLACE_PREPOSITIONS = new Set(['in', 'from', 'to', 'at', 'near', 'outside', 'via']);
/** Verbs of residence that notes write without their preposition ("Lives ruswarp.", "resides leeds."). */
const BARE_RESIDENCE = new Set(['lives', 'live', 'resides']);
/**
 * Words naming what kind of place follows, or that it is where someone lives, written without a preposition
 * ("village zennor.", "barrio lastarria,", "living morwenstow, Cornwall", "home trebetherick"): the word after
 * closes its phrase as after "lives", and is neither a drug nor a word coined from clinical parts, since clinical
 * words follow "community" and "home" far more often ("community physio.", "home nebs").
 */
const PLACE_KIND = new Set([
  'living',
  'home',
  'village',
  'hamlet',
  'township',
  'parish',
  'barrio',
  'colonia',
  'comuna',
  'kampung',
  'community',
]);
/**
 * A heading names the setting, then where it is, after a comma ("Private rooms, umhlanga", "Remote clinic,
 * yuendumu.", "GP letter, ealing.", "Hospice at home hand-over, rotherham:"): a place of care, a record or a person
 * seen there, written before the town as a letterhead writes it.
 */
const SETTING_NOUNS = wordSet(`
  clinic clinics rooms hospital hospitals hospice infirmary surgery practice pharmacy chemist centre center unit
  station service services site base camp branch office hub bay fair day session
  note notes letter record records visit call handover hand-over hand-off
  gp nurse midwife hygienist patient`);
/**
 * What a town names before it when a service has sites in many ("wembley branch", "fremantle rooms", "ilkley
 * community hub"): read after a town of the lists or the gazetteer that is no English word.
 */
const SITES_OF_A_SERVICE = wordSet(
  `branch branches hub site sites rooms practice surgery pharmacy office campus depot`,
);
/** The comma between a setting and its town, on one line. */
const SETTING_COMMA = /^,[^\S\n]*$/;
/** "native place jhansi": where someone comes from, in the English of South Asia. */
const NATIVE_PLACE = /\bnative[^\S\n]+place[^\S\n]*(?::[^\S\n]*)?$/i;
const MAX_MODIFIERS = 3;
/** A place's phrase ends: punctuation, a closing quote, a line end, an aside in brackets or "now". */
const PHRASE_END = /^(?:[.,;:)!?"”→]|[^\S\n]*(?:\n|$)|[^\S\n]+[(→–—]|[^\S\n]+-[^\S\n]|[^\S\n]+(?:now|by)\b)/;
/** After "lives", a district or area in capitals may follow the town ("lives kaohsiung Lingya district"). */
const TOWN_THEN_DISTRICT = /^[^\S\n]+\p{Lu}\p{Ll}+[^\S\n]+(?:district|area|province|region|county|oblast|township)\b/u;
/** A saint before her name, as places, churches and schools are named. */
const SAINTS = new Set(['st', 'saint', 'ste', 'sainte']);
/** The saint joined to the name by a hyphen, as French places are written ("saint-malo"). */
const SAINT_JOINED = /^(?:saint|sainte|st|ste)-(?=\p{L})/u;
/**
 * Facility and street heads that keep their capital when the name before them is written in lower case
 * ("colegate Surgery", "pontefract Infirmary", "treharris Street"): the head says a place is named.
 */
const CAPITAL_HEADS = new Set([...HEADS, ...STREET_HEADS, 'surgery', 'practice', 'district']);
/**
 * A place named by two names linked by a preposition or article, as English, French and German towns are
 * ("ashby-de-la-zouch", "bourton-on-the-water", "chalons-en-champagne", "weil-am-rhein").
 */
const LINKED_PLACE =
  /^(\p{Ll}{3,})-(?:under|upon|on|in|by|le|la|les|en|sur|sous|am|an|der|de|del|di)-(?:(?:the|la|le|les|de)-)?(\p{Ll}{3,})$/u;
/** The head of a named rule or classification right after a word ("criteria", "score", "classification"). */
const RULE_HEAD_AFTER =
  /^[^\S\n]+(?:[ivx]{1,3}[^\S\n]+)?(?:criteria|classification|score|scale|rules?|system|grades?|staging|consensus|protocol)\b/i;
const KNOWN = new Set(KNOWN_FACILITIES);
const KNOWN_FIRST = new Set(KNOWN_FACILITIES.map((f) => f.split(' ')[0]));

/** Whether a comma stands before a position, spaces aside: the cheap test before AGE_THEN_TOWN. */
function commaBefore(text: string, at: number): boolean {
  let k = at - 1;
  while (k >= 0 && (text.charCodeAt(k) === 0x20 || text.charCodeAt(k) === 0x09)) k--;
  return k >= 0 && text.charCodeAt(k) === 0x2c;
}

export class LowerCasePlaces {
  constructor(private readonly words: WordClasses) {}

  find(text: string, tokens: Token[]): IdentifierHit[] {
    const hits: IdentifierHit[] = [];
    if (!HAS_LOWER.test(text)) return hits;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      if (!isLower(t)) {
        if (t.capitalised && !t.allCaps && CAPITAL_HEADS.has(t.lower) && this.nameBeforeHead(text, tokens, i))
          hits.push(hit('location', tokens[i - 1].start, t.end, WARNINGS.facility));
        continue;
      }
      if (t.lower.includes('-') && this.linkedPlaceName(t)) {
        hits.push(hit('location', t.start, t.end, WARNINGS.city));
        continue;
      }
      const known = this.knownEnd(text, tokens, i);
      if (known >= 0) {
        hits.push(hit('location', t.start, tokens[known].end, WARNINGS.facility));
        i = known;
        continue;
      }
      const saint = this.saintEnd(text, tokens, i);
      if (saint >= 0) {
        hits.push(hit('location', t.start, tokens[saint].endWithPossessive, WARNINGS.city));
        i = saint;
        continue;
      }
      if (STREET_NAMED_HEADS.has(t.lower)) {
        const street = this.streetBeforeHead(text, tokens, i);
        if (street >= 0) {
          hits.push(hit('location', tokens[street].start, t.end, WARNINGS.facility));
          continue;
        }
      }
      if (HEADS.has(t.lower) || STREET_HEADS.has(t.lower)) {
        const first = this.specificModifiers(text, tokens, i);
        if (first >= 0) hits.push(hit('location', tokens[first].start, t.end, WARNINGS.facility));
        else if (HEADS.has(t.lower) && this.placeAfterHead(text, tokens, i)) {
          hits.push(hit('location', t.start, tokens[i + 1].end, WARNINGS.facility));
          i++;
        }
        continue;
      }
      const end = this.cuedPlaceEnd(text, tokens, i);
      if (end >= 0) {
        hits.push(hit('location', t.start, tokens[end].end, WARNINGS.city));
        i = end;
      } else if (this.townBeforeSite(text, tokens, i) || this.listedPlaceAlone(text, t))
        hits.push(hit('location', t.start, t.end, WARNINGS.city));
    }
    return hits;
  }

  /**
   * "seen at the exeter clinic", "stockport group": a world city or a US place of the detector's own lists that is no
   * name, no English word, no drug and no allowed word, of five letters or more, is the place in lower case as it is
   * capitalised (issue 49, thirty-fifth round, from the bypass fuzzer's lower-case disguise). The gazetteer's towns,
   * rare words and surnames of other languages as often, still need a frame.
   */
  private listedPlaceAlone(text: string, t: Token): boolean {
    // Lower case as written: in capitals such a word is as often an acronym ("ALCOA+ principles").
    if (t.text !== t.lower || t.lower.length < 5 || t.possessive || !this.words.isPlaceToken(t)) return false;
    if (this.words.isName(t) || this.words.isAnyEnglishWord(t) || this.words.isAllowed(t)) return false;
    // A city names a rule or a classification ("rotterdam criteria", "vienna classification"), as capitalised
    // (named-criteria.ts): no one's place.
    if (RULE_HEAD_AFTER.test(text.slice(t.end, t.end + 24))) return false;
    return !this.words.isFunctionWord(t) && !isDrugLike(t.lower, this.words);
  }

  /**
   * "st ives", "st. fillan's", "saint-malo": a saint's place, church or school in lower case, the saint's name a
   * listed name or place, or a word shaped like a name, that no dictionary or clinical list knows. Clinical
   * writing's "st" is a segment of the ECG ("st elevation", "st depression") and the herb's saint is an everyday
   * name ("st john's wort"): English words after "st" are left. The index of the name's token, or -1.
   */
  private saintEnd(text: string, tokens: Token[], i: number): number {
    const t = tokens[i];
    if (SAINT_JOINED.test(t.lower)) return this.saintName(t.lower.replace(SAINT_JOINED, '')) ? i : -1;
    if (!SAINTS.has(t.lower) || t.possessive) return -1;
    const name = tokens[i + 1];
    if (name === undefined || !isLower(name) || !adjacent(text, t, name)) return -1;
    return this.saintName(name.text.toLowerCase()) ? i + 1 : -1;
  }

  private saintName(word: string): boolean {
    if (word.length < 3 || this.words.isFunctionWord(word) || this.words.isAllowed(word)) return false;
    if (isDrugLike(word, this.words) || word.split('-').some((p) => p.length > 3 && this.words.isAnyEnglishWord(p)))
      return false;
    if (this.words.isAnyEnglishWord(word) && !this.rareNameWord(word)) return false;
    return this.words.isName(word) || this.words.isTown(word) || unknownWordShape(word);
  }

  /**
   * "bridge street surgery", "lordship lane medical centre": a place of care named after the street it stands in, a
   * word then a street's head, maybe with "medical" or "health" between; however everyday the street's words, no
   * generic place of care is named so (issue 49, thirty-fifth round, from the bypass fuzzer's lower-case disguise).
   * The index of the street name's first token, or -1.
   */
  private streetBeforeHead(text: string, tokens: Token[], head: number): number {
    let k = head - 1;
    if (tokens[k] && SERVICE_QUALIFIERS.has(tokens[k].lower) && adjacent(text, tokens[k], tokens[k + 1])) k--;
    const street = tokens[k];
    const name = tokens[k - 1];
    if (!street || !name || !STREET_WORDS.has(street.lower) || !isLower(street) || !isLower(name)) return -1;
    if (!adjacent(text, street, tokens[k + 1]) || !adjacent(text, name, street) || name.possessive) return -1;
    if (name.lower.length < 3 || this.words.isFunctionWord(name) || GENERIC_QUALIFIERS.has(name.lower)) return -1;
    return k - 1;
  }

  /** The first of the lower-case words before a head, when one of them is specific; -1 otherwise. */
  private specificModifiers(text: string, tokens: Token[], head: number): number {
    let first = -1;
    let specific = false;
    for (let k = head - 1; k >= 0 && k >= head - MAX_MODIFIERS; k--) {
      const t = tokens[k];
      if (!isLower(t) || !adjacent(text, t, tokens[k + 1]) || this.words.isFunctionWord(t)) break;
      if (t.possessive && k !== head - 1 && !GENERIC_QUALIFIERS.has(t.lower)) break;
      first = k;
      if (this.isSpecific(t)) specific = true;
    }
    return specific ? first : -1;
  }

  /**
   * "university hospital wishaw", "general hospital, ikorodu" is read by the town rules; "hospital kuala lipis",
   * "hospice ardgowan.": a facility head followed by where it is, a listed place or a word no dictionary knows,
   * closing its phrase, and neither a drug nor a clinical word ("hospital pharmacy", "clinic oestrogel" stay).
   */
  private placeAfterHead(text: string, tokens: Token[], head: number): boolean {
    const next = tokens[head + 1];
    if (!next || !isLower(next) || next.possessive || !adjacent(text, tokens[head], next)) return false;
    if (!this.isSpecific(next) || isDrugLike(next.lower, this.words)) return false;
    // A listed place may be a rare English word too ("limerick"), never a common one ("hospital bath").
    const place = this.words.isTown(next) && !this.words.isCommonWord(next) && !this.words.isCoreWord(next);
    if (!place && this.words.isAnyEnglishWord(next)) return false;
    if (next.lower.length < 4 || COINED_ENDING.test(next.lower)) return false;
    return PHRASE_END.test(text.slice(next.end, next.end + 5));
  }

  /**
   * The one word before a capitalised head, in lower case: a listed place that is no common word, a surname that is
   * a town, or a name-shaped word no dictionary knows; never a drug, a coined clinical word or an allowlisted term
   * ("the Surgery", "local Hospital", "gynae Clinic" stay).
   */
  private nameBeforeHead(text: string, tokens: Token[], head: number): boolean {
    const w = tokens[head - 1];
    if (!w || !isLower(w) || w.possessive || w.dotted || w.lower.length < 4 || !adjacent(text, w, tokens[head]))
      return false;
    if (this.words.isFunctionWord(w) || this.words.isAllowed(w) || this.words.isCoreWord(w)) return false;
    if (isDrugLike(w.lower, this.words) || COINED_ENDING.test(w.lower)) return false;
    if (this.words.isTown(w) && !this.words.isCommonWord(w)) return true;
    if (this.rareName(w)) return true;
    return unknownWordShape(w.lower) && !this.words.isAnyEnglishWord(w);
  }

  /**
   * A linked place name in lower case ("bradford-on-avon"): one of its two names a listed place or a word no
   * dictionary knows, of four letters or more; compounds of everyday words keep the same shape ("mother-in-law",
   * "hand-in-hand", "step-by-step") and stay.
   */
  private linkedPlaceName(t: Token): boolean {
    const m = LINKED_PLACE.exec(t.lower);
    if (!m) return false;
    return [m[1], m[2]].some(
      (p) =>
        p.length >= 4 &&
        !this.words.isAllowed(p) &&
        !isDrugLike(p, this.words) &&
        ((this.words.isTown(p) && !this.words.isCommonWord(p)) || !this.words.isAnyEnglishWord(p)),
    );
  }

  private isSpecific(t: Token): boolean {
    if (t.lower.length < 3 || GENERIC_QUALIFIERS.has(t.lower) || FACILITY_HEADS.has(t.lower)) return false;
    if (this.words.isCoreWord(t) || this.words.isAllowed(t)) return false;
    if (t.lower.includes('-') && t.lower.split('-').some((p) => this.words.isAnyEnglishWord(p))) return false;
    return this.words.isName(t) || this.words.isTown(t) || !this.words.isAnyEnglishWord(t);
  }

  private knownEnd(text: string, tokens: Token[], i: number): number {
    if (!KNOWN_FIRST.has(tokens[i].lower)) return -1;
    let key = tokens[i].lower;
    let found = KNOWN.has(key) && key.includes(' ') ? i : -1;
    for (let k = i + 1; k < tokens.length && k <= i + 3 && adjacent(text, tokens[k - 1], tokens[k]); k++) {
      if (!isLower(tokens[k])) break;
      key += ` ${tokens[k].lower}`;
      if (KNOWN.has(key)) found = k;
    }
    return found;
  }

  /** "lives in fresno", "born in manila", "from kumasi": the last token of the place, or -1. */
  private cuedPlaceEnd(text: string, tokens: Token[], i: number): number {
    const prep = tokens[i - 1];
    if (prep && BARE_RESIDENCE.has(prep.lower) && adjacent(text, prep, tokens[i]))
      return this.closedTown(text, tokens[i]) ? i : -1;
    if (prep && isLower(prep) && PLACE_KIND.has(prep.lower) && adjacent(text, prep, tokens[i]))
      return this.namedPlaceOfKind(text, tokens[i]) ? i : -1;
    if (prep?.lower === 'place' && NATIVE_PLACE.test(text.slice(Math.max(0, tokens[i].start - 20), tokens[i].start)))
      return this.namedPlaceOfKind(text, tokens[i]) ? i : -1;
    if (prep && BARE_TRAVEL.has(prep.lower) && adjacent(text, prep, tokens[i]))
      return this.travelledTo(tokens[i]) ? i : -1;
    if (
      commaBefore(text, tokens[i].start) &&
      !tokens[i].possessive &&
      AGE_THEN_TOWN.test(text.slice(Math.max(0, tokens[i].start - 24), tokens[i].start)) &&
      this.namedPlaceOfKind(text, tokens[i]) &&
      (this.words.isTown(tokens[i]) || this.rareName(tokens[i]))
    )
      return i;
    if (prep && SETTING_NOUNS.has(prep.lower) && SETTING_COMMA.test(text.slice(prep.end, tokens[i].start)))
      return this.townOfSetting(text, tokens, i);
    if (!prep || !adjacent(text, prep, tokens[i])) return -1;
    const before = tokens[i - 2];
    const ageOf =
      prep.lower === 'of' &&
      AGE_THEN_OF.test(text.slice(Math.max(0, prep.start - 24), prep.start)) &&
      this.namedPlaceOfKind(text, tokens[i]);
    const origin = prep.lower === 'of' && before !== undefined && ORIGIN_OF.has(before.lower);
    if (ageOf) return i;
    if (!PLACE_PREPOSITIONS.has(prep.lower) && !origin) return -1;
    const t = tokens[i];
    if (t.lower.length < 3 || this.words.isFunctionWord(t) || this.words.isAllowed(t)) return -1;
    const careIn = (prep.lower === 'in' || prep.lower === 'at') && CARE_PLACES.has(before?.lower ?? '');
    const residence =
      before !== undefined &&
      (origin || careIn || RESIDENCE_VERBS.has(before.lower) || (before.lower === 'here' && prep.lower === 'from')) &&
      adjacent(text, before, prep);
    const two = tokens[i + 1];
    if (two && isLower(two) && adjacent(text, t, two) && this.words.isTown(`${t.lower} ${two.lower}`)) {
      return residence || !this.words.isCoreWord(t) ? i + 1 : -1;
    }
    if (this.words.isTown(t)) return residence || !this.words.isAnyEnglishWord(t) ? i : -1;
    // "moved from resus", "came from paeds": a hospital's area or specialty by its short name, no town.
    if (HOSPITAL_AREAS.has(t.lower) || isSpecialtyWord(t.lower)) return -1;
    const referral = before !== undefined && REFERRAL_VERBS.has(before.lower) && adjacent(text, before, prep);
    if (referral && prep.lower !== 'to') return t.lower.length >= 4 && this.rareName(t) ? i : -1;
    // A town on the name lists only, rare as an English word ("travel from tain", "a driver from tilbury").
    if (residence) return t.lower.length >= 4 && (!this.words.isAnyEnglishWord(t) || this.rareName(t)) ? i : -1;
    return (prep.lower === 'in' || prep.lower === 'from') && this.surnameLikeTown(text, t) ? i : -1;
  }

  /**
   * "Private rooms, umhlanga", "health fair, new malden.": after a setting and its comma, a town of one or two words
   * closing its phrase: a listed town, or one word no dictionary, clinical or drug list knows. The index of its last
   * token, or -1.
   */
  private townOfSetting(text: string, tokens: Token[], i: number): number {
    const t = tokens[i];
    const two = tokens[i + 1];
    if (
      two &&
      isLower(two) &&
      adjacent(text, t, two) &&
      this.words.isTown(`${t.lower} ${two.lower}`) &&
      PHRASE_END.test(text.slice(two.end, two.end + 5))
    )
      return i + 1;
    if (t.lower.length < 4 || this.words.isCommonWord(t)) return -1;
    // A listed town may end as clinical coinages and drugs do ("ealing", "harrogate"); a word merely unknown may not.
    if (this.words.isTown(t)) return !this.words.isDrugWord(t.lower) && this.closedTown(text, t) ? i : -1;
    // A word in capitals that no list knows is as often a code or a specialty's short name ("CLINIC,UROGYNAE").
    return !t.allCaps && this.namedPlaceOfKind(text, t) ? i : -1;
  }

  /** "wembley branch", "ilkley community hub": a town that is no English word, before the site of a service. */
  private townBeforeSite(text: string, tokens: Token[], i: number): boolean {
    const t = tokens[i];
    let k = i + 1;
    if (tokens[k] && isLower(tokens[k]) && GENERIC_QUALIFIERS.has(tokens[k].lower) && adjacent(text, t, tokens[k])) k++;
    const site = tokens[k];
    if (!site || !SITES_OF_A_SERVICE.has(site.lower) || !adjacent(text, tokens[k - 1], site)) return false;
    if (t.lower.length < 4 || t.possessive || this.words.isAnyEnglishWord(t) || this.words.isAllowed(t)) return false;
    return this.words.isTown(t) && !this.words.isDrugWord(t.lower);
  }

  /** "embarked southampton": a listed place or a word of four letters or more, either unknown to the dictionaries. */
  private travelledTo(t: Token): boolean {
    if (!isLower(t) || t.possessive || this.words.isFunctionWord(t) || this.words.isAllowed(t)) return false;
    // "flying solo": a place that is also an English word is the word here.
    if (this.words.isAnyEnglishWord(t)) return false;
    return this.words.isTown(t) || (t.lower.length >= 4 && !this.words.isFirstName(t));
  }

  /** A listed name that no list calls common or core: rare as an English word ("ives", "austell"). */
  private rareNameWord(word: string): boolean {
    return this.words.isName(word) && !this.words.isCommonWord(word) && !this.words.isCoreWord(word);
  }

  /** A listed name no list calls common nor a first name: the surnames that are towns ("tilbury", "tain"). */
  private rareName(t: Token): boolean {
    return (
      this.words.isName(t) && !this.words.isCommonWord(t) && !this.words.isFirstName(t) && !this.words.isCoreWord(t)
    );
  }

  /** "Lives ruswarp.": a listed place, or a word no dictionary or clinical list knows, closing its phrase. */
  private closedTown(text: string, t: Token): boolean {
    if (t.lower.length < 4 || t.possessive || this.words.isFunctionWord(t) || this.words.isAllowed(t)) return false;
    if (!this.words.isTown(t) && this.words.isAnyEnglishWord(t)) return false;
    return PHRASE_END.test(text.slice(t.end, t.end + 5)) || TOWN_THEN_DISTRICT.test(text.slice(t.end, t.end + 40));
  }

  /** "village zennor.": a town closing its phrase, as after "lives", that no drug or clinical coinage could be. */
  private namedPlaceOfKind(text: string, t: Token): boolean {
    if (isDrugLike(t.lower, this.words) || COINED_ENDING.test(t.lower)) return false;
    return this.closedTown(text, t);
  }

  /**
   * "living with us in barnsley now", "a doctor in braga, ...", "will visit from peckham.": many towns are on the
   * surname list only, and people are not "in" a surname, nor come "from" one; the word closes its phrase (a
   * name's owner, "in okafor's clinic", is left).
   */
  private surnameLikeTown(text: string, t: Token): boolean {
    if (t.lower.length < 5 || t.possessive || !this.words.isName(t) || this.words.isFirstName(t)) return false;
    if (this.words.isAnyEnglishWord(t)) return false;
    return PHRASE_END.test(text.slice(t.end, t.end + 5));
  }
}
