/**
 * The detector's shortcuts must decide exactly as the long way round would:
 * each test here runs both on awkward text (letters spaced apart, zero-width
 * and bidi characters, full-width digits, accents composed and decomposed,
 * case folding that only the u and i flags do) and compares.
 */
import { expect } from 'chai';
import { STREET_PREREQUISITES } from '../../src/deidentification/addresses';
import { PHRASE_PREREQUISITES } from '../../src/deidentification/allowlist-phrases';
import { PRODUCT_PREREQUISITES } from '../../src/deidentification/product-contexts';
import { NOTATION_PREREQUISITES } from '../../src/deidentification/clinical-notations';
import { WORD_SHAPE_PREREQUISITES } from '../../src/deidentification/word-shapes';
import { EVIDENCE_PREREQUISITES } from '../../src/deidentification/product-evidence';
import { SCORE_PREREQUISITES } from '../../src/deidentification/roles-and-scales';
import { COUNT_PREREQUISITES } from '../../src/deidentification/counts-and-scores';
import { MENTION_PREREQUISITES } from '../../src/deidentification/product-mentions';
import { ENDONYM_PREREQUISITES } from '../../src/deidentification/fasts-and-endonyms';
import { PRONOUN_CONTRACTIONS } from '../../src/deidentification/grammar-words';
import {
  BNF_BRANDS,
  CLINICAL_SYSTEMS,
  COMPUTING_ABBREVIATIONS,
  RELIGIOUS_OBSERVANCES,
} from '../../src/deidentification/community-lexicons';
import { ABBREVIATIONS, MEDICAL_WORDS } from '../../src/deidentification/allowlist-medical';
import {
  FUNCTION_WORDS,
  GENERAL_WORDS,
  GENERIC_PLACES,
  RELATIONS,
  TITLES,
} from '../../src/deidentification/allowlist-general';
import {
  ANCESTRY,
  CHARTING_ABBREVIATIONS,
  CONTINENTS,
  EPONYM_ADJECTIVES,
  LAB_SHORT_FORMS,
  RELIGIOUS_COMMUNITIES,
  SOCIAL_STATUS,
} from '../../src/deidentification/clinical-lexicons';
import { normalizeForDetection, normalizeFully } from '../../src/deidentification/normalize';
import { OBFUSCATED_PREREQUISITES } from '../../src/deidentification/obfuscated';
import { CODE_PREREQUISITES } from '../../src/deidentification/patterns';
import { DEFANGED_PREREQUISITES } from '../../src/deidentification/rejoin';
import { INITIALS_PREREQUISITES } from '../../src/deidentification/names';
import type { Prerequisite } from '../../src/deidentification/prerequisites';
import { NONE, residenceCue, STRONG, STRONG_CUE, WEAK, WEAK_CUE } from '../../src/deidentification/residence-cues';
import { LAID_OUT_PREREQUISITES } from '../../src/deidentification/signatures';
import { MACHINE_ADDRESS_PREREQUISITES } from '../../src/deidentification/spaced-machine-addresses';
import { adjacent, tokenize, type Token } from '../../src/deidentification/tokens';
import { DESCRIPTIVE_VOCABULARIES, WordClasses } from '../../src/deidentification/word-classes';
import { committedSets } from '../../scripts/deid-sets';
import { seededRandom } from './support/awkward-texts';

const TRICKY = [
  'Pt M a r i a  G o n z a l e z seen today',
  'Seen with M.a.r.i.a G.o.n.z.a.l.e.z today',
  'M_a_r_i_a and J-o-s-e',
  'M4ria G0nzalez reports hot flashes, GONZ4LEZ too',
  'HbA1c 5.6%, T4 1.2, CA125 normal, G2P2, PHQ9 of 4, B12 500',
  '1st visit, 3rd dose, 4th week, 5mg at 10am, 7th floor',
  'SSN 123-45\u200B-6789 on file',
  'Call 404\u200D555\u200D0134 after 5',
  'soft\u00ADhyphen and word\u2060joiner and \uFEFFbom',
  'SSN １２３-４５-６７８９ and Ｍａｒｉａ',
  'name \u202Ezelaznog airam\u202C and \u2067isolate\u2069',
  'Ana Lucía Ramírez-Ortega and Zoë Łukasz',
  'Ana Luci\u0301a Rami\u0301rez (decomposed)',
  'İstanbul, straße, ﬁnal ﬂight, m² and 5 µg',
  'curly ’quotes’ and “double” and non\u00A0breaking space',
  'B12 500 μg daily, β-hCG negative, α-blocker stopped',
  '患者 王芳 来访; زارت فاطمة العيادة; Мария',
  'Mаria with a Cyrillic a',
  'emoji 🙂 and a lone surrogate \uD800 here',
  'I V F and a b c d and x.y.z',
  'plain ascii note with nothing to see',
  // A dot before a short leetspeak word makes it read as an address's end: the fast path must read it so too.
  'archetype OBSERVATION.vitals.v1] of the record',
  '',
];

/** Characters that exercise every normalization step, for generated strings. */
const ALPHABET = [
  ...'aAbMGz019345 ._-,\n',
  '\u200B',
  '\u200D',
  '\u00AD',
  '\u202E',
  '１',
  'Ｍ',
  'é',
  'e\u0301',
  '\u0301',
  'ﬁ',
  '²',
  'µ',
  '\u00A0',
  'ß',
  'İ',
  'а',
  '🙂',
];

function generated(count: number, seed: number): string[] {
  const next = seededRandom(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let s = '';
    const length = Math.floor(next() * 24);
    for (let k = 0; k < length; k++) s += ALPHABET[Math.floor(next() * ALPHABET.length)];
    out.push(s);
  }
  return out;
}

const EVAL_TEXTS = committedSets().flatMap((set) => set.cases.map((c) => c.text));

describe('detector fast paths decide as the slow paths do', () => {
  it('normalization skips its steps only when running them would change nothing', () => {
    let changed = 0;
    for (const text of [...TRICKY, ...generated(3000, 7), ...EVAL_TEXTS]) {
      const fast = normalizeForDetection(text);
      const full = normalizeFully(text);
      expect(fast.changed, JSON.stringify(text)).to.equal(full.changed);
      if (full.changed) {
        expect(fast, JSON.stringify(text)).to.deep.equal(full);
        changed++;
      } else {
        expect(fast.text).to.equal(text);
        expect(full.text).to.equal(text);
      }
    }
    expect(changed, 'some inputs must take the slow path').to.be.greaterThan(100);
    for (const text of ['M a r i a', 'a\u200Bb', '１２３', 'M4ria', 'ﬁne', 'x\u202Ey']) {
      expect(normalizeForDetection(text).changed, JSON.stringify(text)).to.equal(true);
    }
    for (const text of ['B12 T4', 'Zoë’s', 'e\u0301', '5mg 1st', 'CA125']) {
      expect(normalizeForDetection(text).changed, JSON.stringify(text)).to.equal(false);
    }
  });

  it('tokens read possessives, capitals and case as the regexes say', () => {
    for (const text of [...TRICKY, ...EVAL_TEXTS.slice(0, 400), "O'Connor's Al-Khatib’s JAMES' Hye-jin ÉLODIE ǅemal"]) {
      for (const t of tokenize(text)) {
        const raw = text.slice(t.start, t.endWithPossessive);
        const possessive = /['’]s?$/u.test(raw) && raw.length > 2;
        expect(t.possessive, raw).to.equal(possessive);
        expect(t.text, raw).to.equal(possessive ? raw.replace(/['’]s?$/u, '') : raw);
        expect(t.capitalised, raw).to.equal(/^\p{Lu}/u.test(t.text));
        expect(t.allCaps, raw).to.equal(t.text.length > 1 && !/\p{Ll}/u.test(t.text));
        expect(t.dotted, raw).to.equal(text[t.endWithPossessive] === '.');
      }
    }
  });

  it('adjacent() accepts exactly the gaps its regexes accept', () => {
    const pieces = [' ', '.', ',', '-', '\t', '\n', '\u00A0', '\u2003', '\u3000', 'x', '\u200B', '\u0085', '\u180E'];
    const token = (start: number, end: number): Token =>
      ({ start, end, endWithPossessive: end, text: '', lower: '' }) as Token;
    const gaps: string[] = [''];
    for (let length = 1; length <= 4; length++)
      for (const g of gaps.filter((x) => x.length === length - 1)) for (const p of pieces) gaps.push(g + p);
    const differences: string[] = [];
    let accepted = 0;
    for (const gap of gaps) {
      const text = `ab${gap}cd`;
      const left = token(0, 2);
      const right = token(2 + gap.length, 4 + gap.length);
      const plain = gap.length <= 3 && (/^\.?\s+$/.test(gap) || gap === '-');
      const withComma = gap.length <= 3 && /^\.?,?\s+$/.test(gap);
      if (adjacent(text, left, right) !== plain) differences.push(`plain ${JSON.stringify(gap)}`);
      if (adjacent(text, left, right, true) !== withComma) differences.push(`comma ${JSON.stringify(gap)}`);
      if (plain) accepted++;
    }
    expect(differences).to.deep.equal([]);
    expect(accepted).to.be.greaterThan(50);
  });

  it('the residence cue is the two regexes over the 40 characters before the word', () => {
    const texts = [
      ...TRICKY,
      'She lives in Boston and moved from Paris to the Dayton area',
      'LIVES IN  THE Bronx; Moved\tFrom Lyon; works near the Mall',
      'within Boston, xin Boston, 5in Boston, _in Boston, in\u00A0Boston, in\u2003the\u3000Bronx',
      'grew up outside of Dayton, spends winters in Naples, originally from the Hague',
      'a very long sentence that pushes the cue word to the edge of the window in Boston',
      'travelling to, born in, is in, was at, visiting the the Bronx, into the, via Rome',
      ...EVAL_TEXTS.slice(0, 600),
    ];
    const differences: string[] = [];
    let strong = 0;
    let weak = 0;
    for (const text of texts) {
      for (let start = 0; start <= text.length; start++) {
        const before = text.slice(Math.max(0, start - 40), start);
        const expected = STRONG_CUE.test(before) ? STRONG : WEAK_CUE.test(before) ? WEAK : NONE;
        if (residenceCue(text, start) !== expected) differences.push(`${JSON.stringify(text)} at ${start}`);
        if (expected === STRONG) strong++;
        if (expected === WEAK) weak++;
      }
    }
    expect(differences).to.deep.equal([]);
    expect(strong).to.be.greaterThan(20);
    expect(weak).to.be.greaterThan(20);
  });

  it('no prerequisite rules out a text its pattern matches', () => {
    const pairs: Prerequisite[] = [
      ...STREET_PREREQUISITES,
      ...PHRASE_PREREQUISITES,
      ...PRODUCT_PREREQUISITES,
      ...OBFUSCATED_PREREQUISITES,
      ...CODE_PREREQUISITES,
      ...LAID_OUT_PREREQUISITES,
      ...INITIALS_PREREQUISITES,
      ...DEFANGED_PREREQUISITES,
      ...NOTATION_PREREQUISITES,
      ...WORD_SHAPE_PREREQUISITES,
      ...EVIDENCE_PREREQUISITES,
      ...SCORE_PREREQUISITES,
      ...ENDONYM_PREREQUISITES,
      ...COUNT_PREREQUISITES,
      ...MENTION_PREREQUISITES,
      ...MACHINE_ADDRESS_PREREQUISITES,
    ];
    const texts = [
      ...TRICKY,
      ...EVAL_TEXTS,
      '4821 Maple Avenue, 1509 W Pine St, Apt 12, 3307 Cedar Ridge Rd',
      'lives at 4421 n. elm ave; at 12 oak st apt 4b; LIVES AT 12 OAK ST',
      'lives at 4ſ oak st',
      'Gateway 172 16 8 41, ssh jo@10 31 7 44, 1 2 3 4 5, 10 20 30 40, 9 99 199 255',
      '12 main ſtreet, 12 main \u017Ft, 7 Oak Par\u212Away, 9 elm pi\u212Ae, 3 Elm STſ',
      '12 Elm st_x, 14 Oak Street9, 221b Baker Street',
      'Main Street, Sycamore Drive, 5th Avenue, Elm St. and Oak Ave.x',
      'Cook County, Orleans Parish, the Borough of Queens',
      'VIN 1HGCM82633A004352 and 1hgcm82633a004352',
      'see example.com, EXAMPLE.COM/path and www.example.org',
      'maria (at) gmail (dot) com, maria at gmail dot com, maria[at]gmail[.]com, MARIA AT GMAIL.COM',
      'maria at gmail dot \u017Fe? x at y dot u\u212A',
      'HXXPS[:]//x.org, hxxp://y.com, http ://z.com and HTTPs.www.example.com',
      'Pittsburgh Sleep Quality Index, Hamilton Anxiety Rating scale, Virchow triad',
      'Arlington Asset Investment Corp, Bajaj Finance Ltd, MBL Group plc, Acme CO',
      'Attending: YBARRA, Dictated by - FILBERT BRIGHT, M.D., Owen M Gallagher, MD',
      'Sue, can I please speak to your boss? Bob, thank you',
      'GPP/church/olinger and XGT:holmes',
      'LFTs due. -KM RN\nPlan agreed. — JS, NP.',
      'ip 10 0 4 17, HOST: 192 168 0 1 and from x%20 7 7 7 7',
      'a Foley 14 Fr, Keyes 4 mm, Pipelle 3.5mm; Melatonin MR (Circadin), seen by J. R. and A.B.C. Smith',
      'P.V. ATROPHIC, B.P. NAD, Ä.Ö. FINE; DROP-IN, Walk-\u017Fin, FOLLOW-UP; Spirometry, Colposcopy',
      'Julina tablet 0.5 mg, Divigel gel\u00A01 mg, Klimonorm TABLETS 2 mg; HADS 12/21, PHQ-9: 14/27, GAD-7 score 9/21',
      'speaks Cymraeg, Türkçe and Русский at home; Tiếng\u00A0Việt; 日本語',
      '3/5 patients, 12/12 (all) subjects; Menopause Rating Scale 14/44, INDEX: 3/9; VuAS\u00A0: 7/12, FaCeS 4/10',
      'Ciclosporin 0.1%\u00A0(Ikervis), Oestrogel 2 pumps, Vagifem 10mcg, Utrogestan 100 mg and\tEvorel, x + Evorel',
      'black cohosh (Remifemin), sage-\u2003(Menoforce), Rockwood CFS 3, Kurtzke EDSS:\u00A04',
    ];
    const matched = new Set<RegExp>();
    for (const [pattern, needs] of pairs) {
      const once = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
      for (const text of texts) {
        if (!once.test(text)) continue;
        matched.add(pattern);
        expect(needs.test(text), `${pattern.source.slice(0, 40)}... on ${JSON.stringify(text)}`).to.equal(true);
      }
    }
    // Every pair was tried on a text its pattern matches, so each check above could have failed.
    for (const [pattern] of pairs) expect(matched.has(pattern), pattern.source.slice(0, 60)).to.equal(true);
  });

  it('word classes answer the same for a token (remembered) and for its word, as the lists say', () => {
    const words = new WordClasses();
    const allowed = (w: string, mixedCase: boolean): boolean =>
      MEDICAL_WORDS.has(w) ||
      (!mixedCase && (ABBREVIATIONS.has(w) || CHARTING_ABBREVIATIONS.has(w) || COMPUTING_ABBREVIATIONS.has(w))) ||
      BNF_BRANDS.has(w) ||
      CLINICAL_SYSTEMS.has(w) ||
      RELIGIOUS_OBSERVANCES.has(w) ||
      EPONYM_ADJECTIVES.has(w) ||
      ANCESTRY.has(w) ||
      RELIGIOUS_COMMUNITIES.has(w) ||
      LAB_SHORT_FORMS.has(w) ||
      (w.endsWith('s') && !w.endsWith('ss') && RELATIONS.has(w.slice(0, -1))) ||
      CONTINENTS.has(w) ||
      SOCIAL_STATUS.has(w) ||
      DESCRIPTIVE_VOCABULARIES.some((list) => list.has(w)) ||
      GENERAL_WORDS.has(w) ||
      words.lex.broadGeography.has(w) ||
      GENERIC_PLACES.has(w) ||
      TITLES.has(w) ||
      RELATIONS.has(w);
    const listed = [
      ...FUNCTION_WORDS,
      ...MEDICAL_WORDS,
      ...ABBREVIATIONS,
      ...CHARTING_ABBREVIATIONS,
      ...EPONYM_ADJECTIVES,
      ...ANCESTRY,
      ...RELIGIOUS_COMMUNITIES,
      ...LAB_SHORT_FORMS,
      ...BNF_BRANDS,
      ...CLINICAL_SYSTEMS,
      ...COMPUTING_ABBREVIATIONS,
      ...RELIGIOUS_OBSERVANCES,
      ...[...RELATIONS].map((w) => `${w}s`),
      ...TITLES,
      ...RELATIONS,
      'wilkes-barre',
    ];
    const tokens = [...TRICKY, ...EVAL_TEXTS.slice(0, 500), listed.join(' ')].flatMap((text) => tokenize(text));
    const differences: string[] = [];
    const same = (question: string, actual: boolean, expected: boolean): void => {
      if (actual !== expected) differences.push(`${question}: ${actual} instead of ${expected}`);
    };
    for (const t of tokens) {
      const w = t.lower;
      // The second round reads the answers the token remembered in the first.
      for (let round = 0; round < 2; round++) {
        same(`isFunctionWord(${w})`, words.isFunctionWord(t), FUNCTION_WORDS.has(w) || PRONOUN_CONTRACTIONS.has(w));
        same(`isAllowed(${w})`, words.isAllowed(t), allowed(w, false));
        same(`isAllowed(${w}, mixed case)`, words.isAllowed(w, true), allowed(w, true));
        same(`isTitle(${w})`, words.isTitle(t), TITLES.has(w));
        same(`isRelation(${w})`, words.isRelation(t), RELATIONS.has(w));
        same(`isName(${w})`, words.isName(t), w.length >= 2 && words.lex.names.has(w));
        same(`isFirstName(${w})`, words.isFirstName(t), words.lex.firstNames.has(w));
        same(`isLastName(${w})`, words.isLastName(t), words.lex.lastNames.has(w));
        same(`isCommonWord(${w})`, words.isCommonWord(t), words.lex.commonWords.has(w));
        same(`isCoreWord(${w})`, words.isCoreWord(t), words.lex.coreWords.has(w));
        same(`isAnyEnglishWord(${w})`, words.isAnyEnglishWord(t), words.isAnyEnglishWord(w));
        same(
          `isAnyEnglishWord list (${w})`,
          words.isAnyEnglishWord(w),
          words.lex.commonWords.has(w) || words.lex.rareWords.has(w),
        );
        same(`isPlaceToken(${w})`, words.isPlaceToken(t), words.lex.places.has(w.replace(/-/g, ' ')));
        same(`isDistinctiveName(${w})`, words.isDistinctiveName(t), words.isDistinctiveName(w));
      }
    }
    expect(differences).to.deep.equal([]);
    expect(tokens.filter((t) => words.isAllowed(t)).length).to.be.greaterThan(100);
    expect(tokens.filter((t) => words.isName(t)).length).to.be.greaterThan(100);
  });
});
