/**
 * Instruments, aids and teaching models named after their makers or authors (issue 49, eighteenth round, tuned on
 * the tideline set, by class): theatre lists, sterile-services tray sheets, therapists' equipment lists and
 * reflective portfolios name the thing by a surname or a place ("Hegar dilators", "Doyen retractor", "Bryant
 * traction", "Oxford stool", "Johns' model of reflection", "Bloom's taxonomy").
 * - a capitalised word or two, maybe with a possessive and a model number, then up to two lower-case words and the
 *   head noun of an instrument, an aid or a model: the heads are the device-type words of the NHS Supply Chain
 *   catalogue and the Global Medical Device Nomenclature (speculum, forceps, retractor, clips, stirrups, frame, stool,
 *   mat, tray, counter, brush, reader, brace...), and the nouns of the educational models a portfolio cites (cycle,
 *   taxonomy, pyramid, hierarchy, model of...);
 * - the siblings of such instruments in one list: an item of one or two capitalised words with no head ("Cusco"
 *   between "Sims speculum" and "Hegar dilators"), when two or more items of the list end in an instrument's head
 *   (three when the item starts with a given name: "Spencer Wells" among forceps and dilators).
 * - a pharmacokinetic model of target-controlled infusion after its drug ("propofol Schnider", TCI below);
 * - the author of a formula in brackets after it ("208 - 0.7 x age (Tanaka)", FORMULA_AUTHOR below);
 * - a scale named by its author or place and the acronym of what it rates, before a score ("Lawton IADL 6/8").
 * A title or a given name before keeps the person ("Mrs Hegar's frame", "Linda's frame", "Visitors: Linda, Sims
 * speculum, Hegar dilators"), and so does a word after that reads the head as a verb ("Allen clips her nails").
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';

/** Device-type and aid nouns (NHS Supply Chain catalogue, GMDN term heads), singular and plural. */
const INSTRUMENT =
  String.raw`speculum|specula|forceps|scissors|retractors?|dilators?|clips?|clamps?|stirrups|needles?|trocars?|` +
  String.raw`cannulae?|catheters?|curettes?|tenaculum|sounds|elevators?|spatulae?|hooks?|rongeurs?|osteotomes?|` +
  String.raw`holders?|knots?|sutures?|staplers?|frames?|stools?|seats?|rails?|mats?|trays?|boards?|chairs?|` +
  String.raw`commodes?|hoists?|cushions?|mattress(?:es)?|walkers?|reachers?|splints?|collars?|slings?|` +
  String.raw`bandag(?:e|ing)|stockings|sleeves?|garments?|wraps?|exercises|traction|positions?|stretch(?:es)?|` +
  // Issue 49, twenty-third round: the GMDN heads of measuring, sampling and orthotic devices ("Geiger counter",
  // "Tao brush", "Harshaw 6600 reader", "Jewett hyperextension brace").
  String.raw`counters?|brush(?:es)?|readers?|meters?|pumps?|scanners?|analy[sz]ers?|calibrators?|dosimeters?|` +
  String.raw`probes?|braces?|insoles?`;
/** Nouns of the models and methods a reflective or teaching portfolio cites. */
const MODEL = String.raw`cycle|taxonomy|pyramid|hierarchy|triangle|ladder|reflection(?:-in-action|-on-action)?`;
const HEAD = String.raw`(?:${INSTRUMENT}|${MODEL})`;

/** A maker's model number between the name and the head: a token with a digit ("6600", "CRC-55tR", "Mk2"). */
const MODEL_NUMBER = String.raw`(?:[^\S\n]+[\p{Lu}\d][\p{L}.-]*\d[\p{L}\d.-]*)?`;
const CAP = String.raw`\p{Lu}[\p{Ll}\p{Lu}]*(?:['’]\p{Lu}\p{Ll}+)?(?:-\p{Lu}\p{Ll}+)?`;
/** One or two capitalised words, a possessive maybe, up to two lower-case words, the head. */
/**
 * The head is found first (few positions of a note hold one), then the name before it: one or two capitalised
 * words, a possessive maybe, up to two lower-case words (or an acronym) between.
 */
const HEAD_AT = new RegExp(String.raw`(?<=[^\S\n])(?:${HEAD})(?![A-Za-z0-9-])`, 'g');
export const NAME_BEFORE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${CAP}(?:[^\S\n]+${CAP})?)(?:['’]s|s?['’])?${MODEL_NUMBER}` +
    String.raw`(?:[^\S\n]+(?:[\p{Ll}][\p{Ll}-]+|\p{Lu}{2,5}))?(?:[^\S\n]+[\p{Ll}][\p{Ll}-]+)?[^\S\n]+$`,
  'u',
);
/** A word after the head that makes it a verb with its object or adverb ("Allen clips her nails"). */
const OBJECT_AFTER =
  /^[^\S\n]+(?:her|his|their|them|him|it|me|us|my|your|our|the|a|an|daily|regularly|every|twice|once|up|off|out|down|back|with)\b/;
// The heads are ASCII: the cheap test needs no Unicode mode.
const MAY_HEAD = new RegExp(String.raw`(?:${HEAD})(?![A-Za-z])`);
/** Siblings need two items ending in an instrument's head: two such words somewhere first. */
const INSTRUMENT_WORD = new RegExp(String.raw`(?<![A-Za-z])(?:${INSTRUMENT})(?![A-Za-z])`, 'g');
const TITLE_BEFORE = /\b(?:Mrs?|Ms|Miss|Mx|Dr|Prof|Nurse|Sister|Sr|Mr)\.?[^\S\n]+$/;
/** The lower-case words between the name and the head: function words would join a person to a verb. */
const FUNCTION_WORDS = /^(?:and|or|of|to|for|in|on|at|with|has|had|was|is|will|can|may|did|does)$/;

/**
 * A scale named by its author or place and the acronym of what it rates, before a score ("Borg CR10 5", "Lawton
 * IADL 6/8", "Barthel ADL 18"): the rated domains of the outcome measures the Chartered Society of Physiotherapy
 * and the Royal College of Occupational Therapists list (daily living, exertion, quality of life, pain ratings).
 */
const RATED_DOMAIN = String.raw`(?:ADL|IADL|EADL|PADL|RPE|CR-?10|QoL|QOL|HRQoL|HRQOL|VAS|NRS|VRS)`;
const NAMED_SCALE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${CAP}(?:[^\S\n]+${CAP})?)[^\S\n]+${RATED_DOMAIN}(?=[^\S\n]*(?::[^\S\n]*)?\d)`,
  'gu',
);
const MAY_RATE = new RegExp(RATED_DOMAIN);

/**
 * The author of a formula in brackets straight after it ("220 - age (Fox)", "0.6 x weight + 3 (Smith and Jones,
 * 1998)"): an expression of two or more terms (figures, age, weight, height) joined by arithmetic signs names its
 * source in brackets, as prediction equations are cited.
 */
const TERM = String.raw`(?:\d+(?:\.\d+)?|age|weight|height|BMI)`;
const FORMULA_AUTHOR = new RegExp(
  String.raw`${TERM}(?:[^\S\n]*[-+×x*/÷][^\S\n]*${TERM})+[^\S\n]*\((${CAP}(?:[^\S\n]+(?:and|&)[^\S\n]+${CAP})?` +
    String.raw`(?:[^\S\n]+et[^\S\n]+al\.?)?(?:,?[^\S\n]+(?:19|20)\d\d)?)\)`,
  'gu',
);
const MAY_FORMULA = /[-+×x*/÷][^\S\n]*(?:\d|age|weight|height|BMI)[^()\n]{0,40}\([A-Z]/;

/**
 * The pharmacokinetic models of target-controlled infusion pumps (the Diprifusor's and Alaris PK's model lists:
 * Marsh, Schnider, Eleveld, Paedfusor, Kataria, Minto, Gepts, Shafer, Maitre, Dyck), after a drug given by TCI or
 * "TCI" itself ("remifentanil Minto", "TCI Schnider") or before "model": the model, not the patient's anaesthetist.
 */
const TCI_MODEL = String.raw`(?:Marsh|Schnider|Eleveld|Paedfusor|Kataria|Minto|Gepts|Shafer|Maitre|Dyck|Hannivoort)`;
const TCI = new RegExp(
  String.raw`\b(?:(?:propofol|remifentanil|sufentanil|alfentanil|dexmedetomidine|TCI)` +
    String.raw`(?:[^\S\n]+(?:TCI|Ce|Cp|effect-site|plasma))?[^\S\n]+${TCI_MODEL}|` +
    String.raw`${TCI_MODEL}[^\S\n]+(?:model|PK|Ce|Cp))\b`,
  'gi',
);
const MAY_TCI = /TCI|propofol|remifentanil|sufentanil|alfentanil|dexmedetomidine/i;

/** An item of a list: text between commas, brackets, semicolons or colons. */
const LIST_ITEM = /[^,;:()\n]+(?:\n(?![^\S\n]*\n)[^,;:()\n]*)?/g;
const HEAD_ENDING = new RegExp(String.raw`(?:${INSTRUMENT})(?:[^\S\n]+[\d-]+(?:[^\S\n]*(?:mm|cm|Fr|G))?)?$`, 'u');
const BARE_ITEM = /^[^\S\n]*(\p{Lu}[\p{Ll}]+(?:[^\S\n]+\p{Lu}[\p{Ll}]+)?)[^\S\n]*$/u;

/**
 * Heads that are no verb and take no possessive in a list of kit: a given name straight before one is the eponym
 * ("Allen stirrups", "Kelly forceps"), where before a verb-like head it may be the person ("Allen clips").
 */
const NOUN_ONLY = new RegExp(
  String.raw`[^\S\n](?:speculum|specula|forceps|scissors|retractors?|dilators?|stirrups|trocars?|cannulae?|` +
    String.raw`catheters?|curettes?|tenaculum|rongeurs?|osteotomes?|commodes?|splints?)$`,
);

function titled(text: string, start: number): boolean {
  return TITLE_BEFORE.test(text.slice(Math.max(0, start - 8), start));
}

function personBefore(text: string, start: number, name: string, words: WordClasses, whole = ''): boolean {
  if (TITLE_BEFORE.test(text.slice(Math.max(0, start - 8), start))) return true;
  if (!words.isPersonalFirstName(name.split(/[^\S\n]+/)[0].toLowerCase())) return false;
  return !(whole.startsWith(`${name} `) && NOUN_ONLY.test(whole));
}

export function eponymousEquipmentSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (MAY_RATE.test(text))
    for (const m of allMatches(NAMED_SCALE, text))
      // The rated domain and the score are the evidence: only a title keeps a person ("Mrs Borg RPE 12").
      if (!TITLE_BEFORE.test(text.slice(Math.max(0, (m.index ?? 0) - 8), m.index ?? 0)))
        spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  if (MAY_TCI.test(text))
    for (const m of allMatches(TCI, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  if (MAY_FORMULA.test(text))
    for (const m of allMatches(FORMULA_AUTHOR, text)) {
      const start = (m.index ?? 0) + m[0].length - m[1].length - 1;
      if (!words.isPersonalFirstName(m[1].split(/[^\S\n]+/)[0].toLowerCase())) spans.push([start, start + m[1].length]);
    }
  if (!MAY_HEAD.test(text)) return spans;
  for (const h of allMatches(HEAD_AT, text)) {
    const headEnd = (h.index ?? 0) + h[0].length;
    if (OBJECT_AFTER.test(text.slice(headEnd, headEnd + 12))) continue;
    const before = text.slice(Math.max(0, (h.index ?? 0) - 80), h.index ?? 0);
    const m = NAME_BEFORE.exec(before);
    if (m === null) continue;
    const start = (h.index ?? 0) - before.length + (m.index ?? 0);
    const whole = text.slice(start, headEnd);
    const between = whole
      .slice(m[1].length)
      .split(/[^\S\n]+/)
      .slice(1, -1);
    if (between.some((w) => FUNCTION_WORDS.test(w))) continue;
    if (personBefore(text, start, m[1], words, whole)) continue;
    spans.push([start, headEnd]);
  }
  if (allMatches(INSTRUMENT_WORD, text).length >= 2) siblingSpans(text, words, spans);
  return spans;
}

/** Items of one list with no head, beside two or more items that end in an instrument's head. */
function siblingSpans(text: string, words: WordClasses, spans: Array<[number, number]>): void {
  let run: RegExpExecArray[] = [];
  const flush = (): void => {
    const headed = run.filter((i) => HEAD_ENDING.test(i[0].trim())).length;
    if (headed >= 2)
      for (const i of run) {
        const bare = BARE_ITEM.exec(i[0]);
        if (bare === null) continue;
        // Three instruments around it outweigh a given name ("Spencer Wells" among forceps); two do not.
        if (headed < 3 ? personBefore(text, i.index ?? 0, bare[1], words) : titled(text, i.index ?? 0)) continue;
        const start = (i.index ?? 0) + i[0].indexOf(bare[1]);
        spans.push([start, start + bare[1].length]);
      }
    run = [];
  };
  // Siblings are read within one list: items joined by commas with nothing else between.
  for (const item of allMatches(LIST_ITEM, text)) {
    const last = run[run.length - 1];
    if (last !== undefined && text[(last.index ?? 0) + last[0].length] !== ',') flush();
    run.push(item);
  }
  flush();
}
