/**
 * The patterns round 35 rewrote so that no run is cut between two quantifiers in every way, each with the pieces of
 * its source that changed (now, as it was), words for random texts, where its callers slice the text, and a crafted
 * note the old pattern tried in every way: linear-backtracking-runs.unit.spec.ts holds each to its old answers and
 * times the note, and the same table lets the old and new be timed side by side.
 */
import { expect } from 'chai';
import { AFTER_NAME } from '../../src/deidentification/ages-beside-names';
import { OPENING_LABEL_AFTER } from '../../src/deidentification/cells-across-rows';
import { ITEM as LEGEND_ITEM } from '../../src/deidentification/code-legends';
import { AFTER_INDEX } from '../../src/deidentification/counts-and-scores';
import { CAPITAL_WORD } from '../../src/deidentification/capital-names-after-ties';
import { AGE_OVER_89, AGE_WORDED } from '../../src/deidentification/dates';
import { MAY_HAVE } from '../../src/deidentification/dotted-codes';
import { RANGE } from '../../src/deidentification/device-ranges';
import { CLAUSE, ITEM as DOSED_ITEM, MAY_BE_DOSED } from '../../src/deidentification/dosed-brand-lists';
import { ROMAN_GRADE } from '../../src/deidentification/eponym-contexts';
import { ATTRIBUTE_NAME } from '../../src/deidentification/format-grammars';
import { NAME_BEFORE } from '../../src/deidentification/eponymous-equipment';
import { LAST_LABEL_COLON } from '../../src/deidentification/foreign-list-siblings';
import { LAST_SENTENCE_BREAK } from '../../src/deidentification/language-labelled-lists';
import { REPORTED_CASE } from '../../src/deidentification/legal-citations';
import { FIELD_LINE } from '../../src/deidentification/literature-references';
import { LONE_NAME } from '../../src/deidentification/lone-first-names';
import { PERSON_AFTER } from '../../src/deidentification/lower-case-cues';
import { OPENING_POSSESSIVE } from '../../src/deidentification/lower-case-kin-names';
import { PERSON_LABEL } from '../../src/deidentification/lower-case-labels';
import { NOW_TOWN } from '../../src/deidentification/lower-case-place-frames';
import { LOGIN } from '../../src/deidentification/machine-written-identifiers';
import { JOIN, JOIN_DOSED } from '../../src/deidentification/name-neighbours';
import { SENTENCE_STOP } from '../../src/deidentification/named-language-quotes';
import { RELATION_NOTE } from '../../src/deidentification/names';
import { LABELLED, PLATE } from '../../src/deidentification/national-numbers';
import { NUMBER_RUN } from '../../src/deidentification/number-words';
import { CUED_SPACED_ROMAN_SHORT_YEAR, CUED_SPACED_SHORT_YEAR } from '../../src/deidentification/odd-separator-dates';
import { CUE_BEFORE } from '../../src/deidentification/other-language-runs';
import { CUE, HEADING } from '../../src/deidentification/screenplay-elements';
import { UNDERSCORED } from '../../src/deidentification/spaced-identifiers';
import { LABELLED_RUN } from '../../src/deidentification/vocabulary-lists';
import { FEATURE } from '../../src/deidentification/voice-assistant-commands';

/** The pattern as it was: the rewritten pieces of `now`'s source put back, each found exactly once. */
export function asWas(now: RegExp, pieces: ReadonlyArray<readonly [string, string]>): RegExp {
  let source = now.source;
  for (const [rewritten, old] of pieces) {
    expect(source.split(rewritten).length - 1, rewritten).to.equal(1);
    source = source.replace(rewritten, () => old);
  }
  return new RegExp(source, now.flags);
}

/** What every random text may hold: the white space a pattern cuts, line breaks, punctuation, digits and letters. */
export const BASE = [
  ' ',
  ' ',
  '  ',
  '\t',
  '\u00A0',
  '\n',
  '\r',
  ',',
  '.',
  ':',
  ';',
  '(',
  ')',
  '-',
  '1',
  '12',
  'a',
  'A',
  'Ab',
];

export interface Case {
  name: string;
  now: RegExp;
  pieces: ReadonlyArray<readonly [string, string]>;
  /** Words of the pattern's own for the random texts. */
  words: readonly string[];
  /** Where the pattern reads a slice beside a hit: after it (from a word's start) or before it (to a word's end). */
  side?: 'after' | 'before';
  /** Least number of texts the old pattern matched, so the comparison is not empty. */
  least: number;
  /** The texts a caller gives it, when it is fewer than every text (trimmed items). */
  only?: (text: string) => string;
  /** A text of about 1,000 characters (a note's most) that makes the old pattern try a run in every way, and fail. */
  attack: string;
  /** What the caller reads of the answer, when it is less than the whole match: a position, or whether it matches. */
  answer?: (pattern: RegExp, text: string) => string;
}

const S = String.raw`[^\S\n]`;
/** A run of `n` copies of `piece` between `before` and `after`, about 1,000 characters in all. */
const run = (before: string, piece: string, after: string): string =>
  before + piece.repeat(Math.floor((1000 - before.length - after.length) / piece.length)) + after;
const HOLDER = String.raw`(?:pt['’]?s|patient['’]?s|her|his)`;
const UNIT = String.raw`(?:mg|mcg|µg|g|ml|mL|iu|IU|units?|%)`;

export const CASES: Case[] = [
  {
    name: 'an age beside a name (ages-beside-names.ts)',
    now: AFTER_NAME,
    pieces: [
      [String.raw`^${S}*(?:\)${S}*)?[(,]`, String.raw`^${S}*\)?${S}*[(,]`],
      [
        String.raw`${S}*(?:(?:y|yo|yrs?|years?(?:${S}+old)?)${S}*)?(?:\)|,|;|$)`,
        String.raw`(?:${S}*(?:y|yo|yrs?|years?(?:${S}+old)?))?${S}*(?:\)|,|;|$)`,
      ],
    ],
    words: ['94', '101', '092', 'bed', 'room', 'y', 'yo', 'yrs', 'years', ' old', 'x', '(', ','],
    side: 'after',
    least: 200,
    attack: run('', ' ', 'x'),
  },
  {
    name: "a cell's label before a column gap (cells-across-rows.ts)",
    now: OPENING_LABEL_AFTER,
    pieces: [[String.raw`(?:\t|${S}{2})`, String.raw`(?:\t|${S}{2,})`]],
    words: ['Name', ':', '\t\t', '   '],
    side: 'after',
    least: 20_000,
    attack: run('\t', ' ', '\n'),
  },
  {
    name: "a code legend's meaning (code-legends.ts)",
    now: LEGEND_ITEM,
    pieces: [[String.raw`((?:[^,;=\s][^,;=\n]*)?[^,;=\s.])`, String.raw`([^,;=\n]*[^,;=\n\s.])`]],
    words: ['=', ' = ', 'B1', 'X', 'word', 'Mrs'],
    least: 2500,
    attack: run('A=', ' ', '.'),
  },
  {
    name: "a score after a scale's name (counts-and-scores.ts)",
    now: AFTER_INDEX,
    pieces: [
      [
        String.raw`(?:(?:score|total)${S}*)?(?::${S}*)?(\d{1,3})`,
        String.raw`(?:(?:score|total)${S}*)?:?${S}*(\d{1,3})`,
      ],
    ],
    words: ['Index', 'Scale', 'SCORE', 'score', 'total', '/', '12/30', '3/'],
    least: 1000,
    attack: run('Index', ' ', 'x'),
  },
  {
    name: 'an age after "age" (dates.ts)',
    now: AGE_WORDED,
    pieces: [[String.raw`\s*(?:[:=]\s*)?(?:["']\s*)?(?:of\s+)?`, String.raw`\s*(?:[:=]\s*)?["']?\s*(?:of\s+)?`]],
    words: ['age', 'aged', 'ages', '"', "'", '=', 'of', '94', '101', '%'],
    least: 1000,
    attack: run('age', ' ', 'x'),
  },
  {
    name: 'an age over 89 before "years old" (dates.ts)',
    now: AGE_OVER_89,
    pieces: [[String.raw`\s*(?:-\s*)?(?:y`, String.raw`\s*(?:-|\s)?\s*(?:y`]],
    words: ['94', '101', 'yo', 'y/o', 'y.o.', 'years old', 'yr-old', 'year-old', '-'],
    least: 2500,
    attack: run('94', ' ', 'x'),
  },
  {
    name: "a maker's range and its model numbers (device-ranges.ts)",
    now: RANGE,
    pieces: [[String.raw`|\d[\p{L}\d+-]*)`, String.raw`|\d+[\p{L}\d+-]*)`]],
    words: ['Hologic', 'Medi', 'Jobst', 'Horizon', 'Affiniti', '70', '4500C', '+', 'APEX', '5.6.1', 'v13.2', 'Road'],
    least: 300,
    attack: run('Hologic Horizon ', '1', '\u00B2'),
  },
  {
    name: 'a clause that a comma carries over a line break (dosed-brand-lists.ts)',
    now: CLAUSE,
    pieces: [[String.raw`(?:[^,;:.\n]|,(?:${S}*\n)?|\.(?=\d))+`, String.raw`(?:[^;:.\n]|\.(?=\d)|(?<=,${S}*)\n)+`]],
    words: [',', ', \n', ',\t\n', '0.5', 'Estrogel'],
    least: 15_000,
    attack: run(',', ' ', ';'),
  },
  {
    name: 'a dosed brand in a list (dosed-brand-lists.ts)',
    now: DOSED_ITEM,
    pieces: [
      [
        String.raw`(?:${S}+\d+(?:[.,]\d+)?(?:${S}*${UNIT})?(?![\p{L}]))?`,
        String.raw`(?:${S}+\d+(?:[.,]\d+)?${S}*${UNIT}?(?![\p{L}]))?`,
      ],
    ],
    words: [
      'Estrogel',
      'Panadol',
      ' Osteo',
      ' 2',
      ' 600',
      ' 1.5',
      'mg',
      ' pumps',
      ' mane',
      ' BD',
      ' c ',
      ' with ',
      '+',
    ],
    least: 200,
    attack: run('Estrogel 2', ' ', 'x'),
  },
  {
    name: 'a dose before a comma (dosed-brand-lists.ts)',
    now: MAY_BE_DOSED,
    pieces: [[String.raw`[\d)](?:${S}*${UNIT})?|`, String.raw`[\d)]${S}*${UNIT}?|`]],
    words: ['2', '600', 'mg', 'ml', '%', 'nocte', 'OD', 'prn'],
    least: 4000,
    attack: run('2', ' ', 'x'),
  },
  {
    name: 'a Roman grade after a space (eponym-contexts.ts)',
    now: ROMAN_GRADE,
    pieces: [
      [String.raw`(?:[.,;:)]|$)|${S}+(?:at|`, String.raw`(?:[.,;:)]|$|${S}+(?:at|`],
      [String.raw`lesion)\b)`, String.raw`lesion)\b))`],
    ],
    words: ['I', 'II', 'III', 'IV', 'block', 'at', 'fracture', 'AV'],
    least: 1000,
    attack: run(' I', ' ', 'x'),
  },
  {
    name: "a maker's name before its model number and a device (eponymous-equipment.ts)",
    now: NAME_BEFORE,
    pieces: [[String.raw`[\p{Lu}\d][\p{L}.-]*\d[\p{L}\d.-]*`, String.raw`[\p{Lu}\d][\p{L}\d.-]*\d[\p{L}\d.-]*`]],
    words: ['Harshaw', 'Geiger', "'s", ' 6600', 'CRC-55tR', 'Mk2', 'x1.2', ' hyperextension', ' TLD'],
    side: 'before',
    least: 1500,
    attack: run('Harshaw 1', '1', 'x'),
  },
  {
    name: "a list's label colon (foreign-list-siblings.ts)",
    now: LAST_LABEL_COLON,
    pieces: [[String.raw`:(?=${S}[^:]*$)`, String.raw`:${S}+(?=[^:]*$)`]],
    words: [':', ': ', 'Remedies'],
    least: 9000,
    attack: run(':', ' ', ':'),
    answer: (pattern, text) => String(text.search(pattern)),
  },
  {
    name: "a label's sentence break (language-labelled-lists.ts)",
    now: LAST_SENTENCE_BREAK,
    pieces: [[String.raw`[.!?](?=${S}[^.!?]*$)${S}+`, String.raw`[.!?]${S}+(?=[^.!?]*$)`]],
    words: ['!', '?', '. ', 'Spanish'],
    side: 'before',
    least: 15_000,
    attack: run('.', ' ', '.'),
  },
  {
    name: 'a reported case and its law report (legal-citations.ts)',
    now: REPORTED_CASE,
    pieces: [[String.raw`(?:\d{1,2}${S}*)?(?:WLR|`, String.raw`\d{0,2}${S}*(?:WLR|`]],
    words: [
      'Smith v Jones',
      'Bolitho v City and Hackney HA',
      ' [2015]',
      '(1998) ',
      'UKSC',
      'WLR',
      'AC',
      ' 1 ',
      '232',
      'All ER',
    ],
    least: 900,
    attack: run('Smith v Jones [2015]', ' ', 'x'),
  },
  {
    name: "a literature manager's field line (literature-references.ts)",
    now: FIELD_LINE,
    pieces: [[String.raw`${S}+)(?![^\S\n])(.*)$`, String.raw`${S}+)(.*)$`]],
    words: ['JO  - ', 'T2  -', '%J ', '%B', 'Lancet', '\u2028'],
    least: 4000,
    attack: run('JO  -', ' ', '\n'),
  },
  {
    name: 'a lone first name and what says it is a person (lone-first-names.ts)',
    now: LONE_NAME,
    pieces: [
      [String.raw`(?:${S}*,|${S}+(?:attends`, String.raw`${S}*(?:,|${S}+(?:attends`],
      [
        String.raw`\((?:the${S}+(?:${HOLDER}${S}*)?|${HOLDER}?${S}*)(\p{L}+)\)`,
        String.raw`\((?:the${S}+)?${HOLDER}?${S}*(\p{L}+)\)`,
      ],
    ],
    words: ['Grace', 'hope', ' Smith', '54', '61', 'F', 'yo', 'attends', 'rang', '(', 'the ', "pt's", 'her', 'sister'],
    least: 500,
    attack: run('\nGrace 54 F', ' ', 'x'),
  },
  {
    name: 'a bracketed relation or a verb after lower-case initials (lower-case-cues.ts)',
    now: PERSON_AFTER,
    pieces: [
      [
        String.raw`\((?:the${S}+(?:${HOLDER}${S}*)?|${HOLDER}?${S}*)\p{L}+\)`,
        String.raw`\((?:the${S}+)?${HOLDER}?${S}*\p{L}+\)`,
      ],
    ],
    words: ['(', 'the ', "pt's", 'patient’s', 'her', 'his', 'sister', 'reports', 'said'],
    side: 'after',
    least: 800,
    attack: run('(the', ' ', '1'),
  },
  {
    name: 'a possessive opening a phrase (lower-case-kin-names.ts; no-super-linear-move)',
    now: OPENING_POSSESSIVE,
    pieces: [[String.raw`|(?=\p{Ll})(?<=\b(?:and|`, String.raw`|(?<=\b(?:and|`]],
    words: ['and', 'with', 'see', 'mother', "'s", '’s', ' room', 'ngozi', 'x'],
    least: 150,
    attack: run('and', ' ', 'x'),
  },
  {
    name: "a person's label in lower case (lower-case-labels.ts)",
    now: PERSON_LABEL,
    pieces: [
      [String.raw`(?:${S}+(?:label|name|details))?(?:${S}*:)?|`, String.raw`(?:${S}+(?:label|name|details))?${S}*:?|`],
    ],
    words: ['patient', 'pt', ' name', 'carer', 'nurse', '10:30', 'mary', 'jones', "o'neill"],
    least: 1400,
    attack: run('\npatient', ' ', '1'),
  },
  {
    name: 'a town after ", now" (lower-case-place-frames.ts)',
    now: NOW_TOWN,
    pieces: [
      [String.raw`(?=${S}*(?:$|[.,;:)\n])|${S}+[A-Z]{2,3}\b)`, String.raw`(?=${S}*(?:$|[.,;:)\n]|${S}+[A-Z]{2,3}\b))`],
    ],
    words: ['now', ', now ', 'ashford', 'penrith', 'NSW', 'leeds'],
    least: 2000,
    attack: run(', now ashford', ' ', 'x'),
  },
  {
    name: 'a login after its cue (machine-written-identifiers.ts)',
    now: LOGIN,
    pieces: [[String.raw`(?![\w-])(?![\w@.-]*@)`, String.raw`(?![\w@.-]*@)(?![\w-])`]],
    words: ['login', 'user', 'username', 'uid', 'logged in as', 'jsmith', 'J.SMITH', '@', '.', '_', 'x1'],
    least: 5000,
    attack: run('login ', 'a', '@'),
  },
  {
    name: 'what joins two names of a list (name-neighbours.ts)',
    now: JOIN,
    pieces: [[String.raw`(?:${S}*[,/&]${S}*|`, String.raw`${S}*(?:[,/&]${S}*|`]],
    words: [' 500', 'mg', ' bd', '/', '&', ' and ', ' or '],
    side: 'after',
    least: 700,
    attack: run('', ' ', 'x'),
  },
  {
    name: 'what joins two dosed names of a list (name-neighbours.ts)',
    now: JOIN_DOSED,
    pieces: [[String.raw`(?:${S}*[,/&]${S}*|`, String.raw`${S}*(?:[,/&]${S}*|`]],
    words: [' 500 mg', ' 0.05%', ' 1 g bd', ' 2mg', '/', '&', ', ', ' and ', ' or '],
    side: 'after',
    least: 300,
    attack: run(' 5 mg', ' ', 'x'),
  },
  {
    name: "a quote's sentence stop (named-language-quotes.ts)",
    now: SENTENCE_STOP,
    pieces: [[String.raw`|[.!?](?=${S}[^.!?]*$)${S}+`, String.raw`|[.!?]${S}+(?=[^.!?]*$)`]],
    words: ['!', '?', '. '],
    side: 'before',
    least: 15_000,
    attack: run('.', ' ', '.'),
  },
  {
    name: 'a relation noted in brackets after a name (names.ts)',
    now: RELATION_NOTE,
    pieces: [
      [
        String.raw`\((?:the\s+(?:(?:pt'?s|patient'?s|her|his)\s*)?|(?:pt'?s|patient'?s|her|his)?\s*)(`,
        String.raw`\((?:the\s+)?(?:pt'?s|patient'?s|her|his)?\s*(`,
      ],
    ],
    words: ['(', 'the ', "pt's", 'pts', 'patient', 'her', 'his', 'husband', 'sister', '-in-law'],
    side: 'after',
    least: 200,
    attack: run('(the', ' ', '1'),
  },
  {
    name: 'a labelled national number (national-numbers.ts)',
    now: LABELLED,
    pieces: [[String.raw`\.?${S}*(?:[:#]${S}*)?((?=`, String.raw`\.?${S}*[:#]?${S}*((?=`]],
    words: ['NOMIS', 'Service No', 'WeChat', 'QQ', '#', 'A1234', '123', ' 456', 'x-9'],
    least: 5000,
    attack: run('NOMIS', ' ', '-'),
  },
  {
    name: 'a plate after a vehicle label (national-numbers.ts)',
    now: PLATE,
    pieces: [
      [
        String.raw`\b${S}*(?::${S}*)?(?:([A-ZÄÖÜ]{1,3}(?:${S}*-(?:${S}*[A-Z]{1,2})?|${S}*[A-Z]{1,2})?${S}+`,
        String.raw`\b${S}*:?${S}*(?:([A-ZÄÖÜ]{1,3}${S}*-?${S}*[A-Z]{0,2}${S}+`,
      ],
    ],
    words: [
      'Car ',
      'vehicle pass ',
      'Plate: ',
      'Kennzeichen ',
      'M',
      'SL',
      'MÜ',
      'B',
      'AB',
      'm',
      'sl',
      ' 4471',
      'E',
      'h',
      ' - ',
    ],
    least: 200,
    attack: run('Car AB', ' ', 'x'),
  },
  {
    name: 'number words across line breaks (number-words.ts)',
    now: NUMBER_RUN,
    pieces: [[String.raw`|${S}*\n\s*|`, String.raw`|\s*\n\s*|`]],
    words: ['one', 'two', 'Seven', 'oh', 'ninety', '-', 'double', '\n\n', ' \n '],
    least: 2500,
    attack: run('one', '\n', 'x'),
  },
  {
    name: 'a spaced date with a two-digit year after a cue (odd-separator-dates.ts)',
    now: CUED_SPACED_SHORT_YEAR,
    pieces: [[String.raw`\b(?:${S}*:)?|\b[DT]:)`, String.raw`\b${S}*:?|\b[DT]:)`]],
    words: ['seen', 'dob', 'booked', ' on', 'D:', '16 11 26', '1 2 03', ' mg', '10:30'],
    least: 400,
    attack: run('seen', ' ', 'x'),
  },
  {
    name: 'a spaced date with a Roman month after a cue (odd-separator-dates.ts)',
    now: CUED_SPACED_ROMAN_SHORT_YEAR,
    pieces: [[String.raw`\b(?:${S}*:)?|\b[DT]:)`, String.raw`\b${S}*:?|\b[DT]:)`]],
    words: ['seen', 'sampled', 'dob', 'T:', '16 iii 26', '3 xii 99'],
    least: 600,
    attack: run('seen', ' ', 'x'),
  },
  {
    name: 'a cue before a run of another language (other-language-runs.ts)',
    now: CUE_BEFORE,
    pieces: [[String.raw`${S}*(?:[:,.\n]\s*)?["“(]?`, String.raw`${S}*[:,.]?\s*["“(]?`]],
    words: ['Dr', 'mrs', 'called', 'born', 'in', '"', '“', 'van', 'ní', 'der'],
    side: 'before',
    least: 8000,
    attack: run('Dr', ' ', '.x'),
  },
  {
    name: "a screenplay's scene heading (screenplay-elements.ts)",
    now: HEADING,
    pieces: [
      [String.raw`([A-Z0-9][A-Z0-9'’&/-]*(?: +[A-Z0-9'’&/-]+)*?)`, String.raw`([A-Z0-9][A-Z0-9 '’&/-]*?)`],
      [String.raw`\b[^\n]*|${S}*)$`, String.raw`\b[^\n]*)?${S}*$`],
    ],
    words: [
      '\nINT. ',
      '\nEXT ',
      'INT./EXT. ',
      'I/E ',
      'HOUSE',
      'KITCHEN',
      ' ',
      ' - ',
      ' – ',
      'NIGHT',
      'DAY',
      '&',
      "'",
      '/',
      'B2',
    ],
    least: 2000,
    attack: run('INT. A', ' ', '('),
  },
  {
    name: "a screenplay's character cue (screenplay-elements.ts)",
    now: CUE,
    pieces: [
      [String.raw`([A-Z][A-Z0-9'’.&-]*(?: +[A-Z0-9'’.&-]+)*?)${S}*(?:(`, String.raw`([A-Z][A-Z0-9 '’.&-]*?)(?:${S}*(`],
      [String.raw`\))${S}*)?(?=\n`, String.raw`\)))?${S}*(?=\n`],
    ],
    words: ['MARY', 'DR. JONES', '(V.O.)', '(CONT’D)', '\n\n', 'Hello.', 'O.S.', '&'],
    least: 300,
    attack: run('MARY', ' ', 'x'),
  },
  {
    name: "a card's label and its run of words, given a trimmed item (vocabulary-lists.ts)",
    now: LABELLED_RUN,
    pieces: [[String.raw`${S}+(?![^\S\n])(.+)$`, String.raw`${S}+(.+)$`]],
    words: ['Numbers', ':', 'unu', 'dos', ', '],
    least: 500,
    attack: run('Numbers:', ' ', ''),
    only: (text) => text.trim(),
  },
  {
    name: 'a wake word after "wake word" (voice-assistant-commands.ts)',
    now: FEATURE,
    pieces: [[String.raw`(?:(?:detected|heard|spoken)${S}*)?`, String.raw`(?:detected|heard|spoken)?${S}*`]],
    words: ['wake word', 'detected', 'heard', '[', '=', 'Alexa', 'siri', 'skills'],
    least: 1000,
    attack: run('wake word', ' ', 'x'),
  },
  {
    name: 'a word in capitals (capital-names-after-ties.ts; no-super-linear-move)',
    now: CAPITAL_WORD,
    pieces: [[String.raw`(?<!\p{Lu})\p{Lu}`, String.raw`\p{Lu}`]],
    words: ['ABC', 'O’NEILL', "D'ARCY", 'SMITH-JONES', 'É', '\u0301', 'Ab', 'b', '2'],
    least: 3000,
    attack: run('', 'A', 'b'),
  },
  {
    name: 'what every dotted code has (dotted-codes.ts; no-super-linear-move)',
    now: MAY_HAVE,
    pieces: [[String.raw`(?<![A-Z\d])\d*[A-Z][A-Z\d]*\.`, String.raw`[A-Z][A-Z\d]*\.`]],
    words: ['A', 'B2', '7', '.', 'C.1', 'x', 'Z9'],
    least: 3000,
    answer: (pattern, text) => String(pattern.test(text)),
    attack: run('', 'A', ''),
  },
  {
    name: 'a token with underscores (spaced-identifiers.ts; no-super-linear-move)',
    now: UNDERSCORED,
    pieces: [[String.raw`(?<![\p{L}\p{N}])[\p{L}\p{N}]+(?:_`, String.raw`[\p{L}\p{N}]+(?:_`]],
    words: ['_', 'ab', 'X1', '__', 'é', '\u0663', 'given_name'],
    least: 3000,
    attack: run('', 'a', ''),
  },
  {
    name: "an attribute's name in a tag (format-grammars.ts; no-super-linear-move)",
    now: ATTRIBUTE_NAME,
    pieces: [[String.raw`(?<![^\S\n])[^\S\n]+([A-Za-z_]`, String.raw`[^\S\n]+([A-Za-z_]`]],
    words: ['<a', 'href', '=', '"x"', 'data-id', 'x:y', '_n'],
    least: 1500,
    attack: run('<a', ' ', 'x'),
  },
];
