/**
 * No pattern of the detector may hold a core on a crafted note. Lint (eslint-plugin-regexp) proves the literal
 * patterns in src/ free of super-linear backtracking, but many patterns are built at run time from word lists, which
 * lint cannot see; so here the whole default detector reads long runs of every character class and of alternations
 * shaped like identifiers, bare and between real identifiers (a note with no hit skips the allowlist rules, which
 * then go unread), each at the longest note the API takes and at four times that, and each must finish well inside
 * a second. A pattern that backtracks super-linearly on such a run fails here long before a client could stall the
 * service (round 33's spoken-phone runs took 1.4 s at 24 digits; round 34's look-alike phone runs 0.5 s at 60).
 */
import { expect } from 'chai';
import { detectIdentifiers } from '../../src/deidentification';
import { FREE_TEXT_FIELDS } from '../../src/shared/free-text';

/** The longest free text the API accepts (the visit's provider notes). */
const LONGEST_NOTE = Math.max(...FREE_TEXT_FIELDS.map((f) => f.maxLength));
/** Generous on a loaded two-core machine: a clean note of this length reads in tens of milliseconds. */
const BOUND_MS = 1000;

interface Shape {
  name: string;
  /** Repeated to fill the run. */
  piece: string;
  /** Written once before the run, and once after it: what a pattern may need to start, and what makes it fail. */
  head?: string;
  tail?: string;
}

const SHAPES: Shape[] = [
  { name: 'digits', piece: '7' },
  { name: 'digits before a letter', piece: '4', tail: 'x' },
  { name: 'digits after a look-alike letter, before a letter', piece: '1', head: 'O', tail: 'x' },
  { name: 'look-alike letters and digits', piece: 'O1l0', tail: 'x' },
  { name: 'digits and spaces', piece: '7 ' },
  { name: 'digit pairs and spaces', piece: '12 ', tail: 'x' },
  { name: 'digits and dots', piece: '7.' },
  { name: 'digits and hyphens', piece: '7-' },
  { name: 'dates-ish', piece: '1/1/' },
  { name: 'digits and colons', piece: '12:' },
  { name: 'digits and commas', piece: '7, ' },
  { name: 'digits in brackets', piece: '(7)' },
  { name: 'digit words', piece: 'one two ' },
  { name: 'digit words before a letter', piece: 'five ', tail: 'x' },
  { name: 'digit words hyphenated', piece: 'one-' },
  { name: 'spoken doubles', piece: 'double ' },
  { name: 'oh and digits', piece: 'oh 7 ' },
  { name: 'lower-case letters', piece: 'a' },
  { name: 'upper-case letters', piece: 'A' },
  { name: 'mixed-case letters', piece: 'aB' },
  { name: 'letters and digits', piece: 'a1' },
  { name: 'upper-case letters and digits', piece: 'A1' },
  { name: 'initials', piece: 'A. ' },
  { name: 'initials unspaced', piece: 'A.' },
  { name: 'lower-case initials', piece: 'a. ' },
  { name: 'capitalised words', piece: 'Anna ' },
  { name: 'capitalised words unspaced', piece: 'Anna' },
  { name: 'capitalised words hyphenated', piece: 'Anna-' },
  { name: 'capitalised words and commas', piece: 'Anna, ' },
  { name: 'capitalised words with apostrophes', piece: "A'" },
  { name: 'titles and names', piece: 'Dr Anna ' },
  { name: 'lower-case words', piece: 'anna ' },
  { name: 'lower-case words hyphenated', piece: 'anna-' },
  { name: 'upper-case words', piece: 'ANNA ' },
  { name: 'e-mail-ish', piece: 'a@b.' },
  { name: 'at signs', piece: '@' },
  { name: 'URL-ish', piece: 'http://a.' },
  { name: 'host-ish', piece: 'www.a.' },
  { name: 'dotted letters', piece: 'a.b.' },
  { name: 'dots', piece: '.' },
  { name: 'slashes', piece: '/' },
  { name: 'hyphens', piece: '-' },
  { name: 'underscores', piece: '_' },
  { name: 'commas', piece: ',' },
  { name: 'quotes', piece: '"' },
  { name: 'brackets', piece: '(' },
  { name: 'spaces', piece: ' ' },
  { name: 'spaces after a label', piece: ' ', head: 'Lot', tail: '!' },
  { name: 'spaces after a name', piece: ' ', head: 'Anna', tail: '\u0000' },
  { name: 'tabs', piece: '\t' },
  { name: 'newlines', piece: '\n' },
  { name: 'spaces and newlines', piece: ' \n' },
  { name: 'no-break spaces', piece: '\u00A0' },
  { name: 'labels', piece: 'Name: ' },
  { name: 'combining marks on letters', piece: 'a\u0301' },
  { name: 'combining marks alone', piece: '\u0301' },
  { name: 'zero-width spaces', piece: '\u200B' },
  { name: 'zero-width spaces in digits', piece: '7\u200B' },
  { name: 'zero-width joiners in letters', piece: 'A\u200D' },
  { name: 'full-width digits', piece: '\uFF17' },
  { name: 'full-width letters', piece: '\uFF21' },
  { name: 'full-width words', piece: '\uFF21\uFF4E\uFF4E\uFF41 ' },
  { name: 'Greek words', piece: '\u0391\u03BD\u03BD\u03B1 ' },
  { name: 'Cyrillic words', piece: '\u0410\u043D\u043D\u0430 ' },
  { name: 'Arabic words', piece: '\u0622\u0646\u0627 ' },
  { name: 'Han characters', piece: '\u5B89\u5A1C' },
  { name: 'Arabic-Indic digits', piece: '\u0663' },
  { name: 'emoji', piece: '\u{1F600}' },
  { name: 'postcode-ish', piece: 'SW1A 1AA ' },
  { name: 'month names', piece: 'March ' },
  { name: 'days and months', piece: '1 March ' },
  { name: 'ages', piece: '45 years ' },
  { name: 'doses', piece: '10 mg ' },
  { name: 'street-ish', piece: '12 High Street ' },
  { name: 'phone-ish', piece: '07700 900' },
  { name: 'Roman numerals', piece: 'IV ' },
  { name: 'ordinals', piece: '1st ' },
  { name: 'kin', piece: 'her mother ' },
  { name: 'capitals after a voice command', piece: `Alexa play ${'A'.repeat(80)}\n` },
];

/**
 * Labels and cues many patterns start from ("DOB:", "aged", "Lot", "Alexa"), each before a run of spaces or of
 * digits and a character that refuses the match: where two quantifiers of such a pattern can trade the same spaces
 * or digits, the trade is tried in every way before the refusal.
 */
const CUES = [
  ...['dob', 'DOB:', 'born', 'aged', 'Lot', 'NHS', 'SSN', 'ICD', 'Index', 'login', 'ref', 'tel', 'fax O', 'Mr', 'Apt'],
  ...['Route', 'fonts', 'A =', 'Smith v. Jones', 'Alexa,', 'wake word', 'play'],
];
for (const cue of CUES) {
  SHAPES.push({ name: `spaces after "${cue}"`, head: cue, piece: ' ', tail: '!' });
  SHAPES.push({ name: `digits after "${cue}"`, head: `${cue} `, piece: '1', tail: 'x' });
}

/** Real identifiers around the run, so every rule, the allowlist rules too, reads it. */
const AMONG_HITS = { head: 'Seen by Dr Anna Smith, tel 07700 900123: ', tail: ' ~ Anna Smith!' };

function note(shape: Shape, length: number, around = { head: '', tail: '' }): string {
  const head = around.head + (shape.head ?? '');
  const tail = (shape.tail ?? '') + around.tail;
  const room = length - head.length - tail.length;
  return head + shape.piece.repeat(Math.ceil(room / shape.piece.length)).slice(0, room) + tail;
}

function elapsed(text: string): number {
  const started = performance.now();
  detectIdentifiers(text);
  return performance.now() - started;
}

describe('adversarial runs: the detector reads long runs of any shape in well under a second', function () {
  this.timeout(120_000);

  before(() => {
    // The word lists load on first use, and V8 compiles each pattern anew for two-byte text: not the costs asked
    // about here.
    detectIdentifiers('Seen by Dr Anna Smith at 12 High Street, London, on 3 March 2024; tel 07700 900123.');
    detectIdentifiers('Seen by Dr Anna Sm\u0301ith, \u0391\u03BD\u03BD\u03B1, tel 07700 900123, one two three.');
  });

  for (const length of [LONGEST_NOTE, 4 * LONGEST_NOTE]) {
    it(`reads each run of ${length} characters, bare and between identifiers, in under ${BOUND_MS} ms`, () => {
      const slow: string[] = [];
      for (const shape of SHAPES) {
        for (const text of [note(shape, length), note(shape, length, AMONG_HITS)]) {
          expect(text).to.have.length(length);
          const ms = elapsed(text);
          if (ms >= BOUND_MS) slow.push(`${shape.name}: ${ms.toFixed(0)} ms on ${JSON.stringify(text.slice(0, 60))}…`);
        }
      }
      expect(slow).to.deep.equal([]);
    });
  }

  it('finds the identifiers around a long run as it finds them alone', () => {
    const run = note({ name: 'digits before a letter', piece: '4', tail: 'x' }, LONGEST_NOTE / 2);
    const text = `Seen by Dr Anna Smith ${run} tel 07700 900123.`;
    const found = detectIdentifiers(text).map((h) => text.slice(h.start, h.end));
    expect(found).to.include('Anna Smith');
    expect(found.some((f) => f.includes('07700 900123'))).to.equal(true);
  });
});
