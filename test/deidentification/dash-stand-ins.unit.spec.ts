/**
 * The detector reads en and em dashes as one-byte stand-ins (one-byte.ts), so every rule must treat a stand-in as it
 * treats its dash: the sources are read for patterns naming a dash without its stand-in, and the detector with the
 * stand-ins must find what it finds without them, on texts built from dashed pieces and on the committed cases with
 * their hyphens and spaced breaks turned into dashes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { RuleBasedDetector } from '../../src/deidentification';
import { withDashStandIns } from '../../src/deidentification/one-byte';
import { WordClasses } from '../../src/deidentification/word-classes';
import { committedSets } from '../../scripts/deid-sets';
import { generated } from './scan-corpus';

const SOURCES = join(__dirname, '../../src/deidentification');
const EN = /–|\\u2013/;
const EM = /—|\\u2014/;

/** A line of code, not of a comment (the modules' prose writes dashes freely). */
const isCode = (line: string): boolean => !/^\s*(?:\*|\/\/|\/\*)/.test(line);

/** Pieces written for this spec: each puts a dash where some rule reads one (ranges, asides, signatures, joins). */
const PIECES = [
  'Kaplan–Meier curve ',
  'Bland—Altman plot ',
  'Guillain–Barré ',
  'gestation 11–13/40 ',
  'scores 4–9 (n = 31) ',
  ' — TW, RN\n',
  ' –OB RM\n',
  'brother, ezra – 07700 900417 ',
  'Phoned Marisol —',
  '21.3. – 26.3. ',
  '05 06 24 — 19/06/24 ',
  '0161 – 496 0738 ',
  '020 – 7946 – 0311 ',
  ' – mobile ',
  ', 62 — ',
  'reviewed by nurse kettering — ',
  'at the old quarry – ',
  'drumcliffe – 551204 ',
  'Mrs Petronella Vasquez-Oyelaran ',
  'Ms Hallgrímsdóttir ',
  'St Aidan’s Ward ',
  'MRN 55-2091-7 ',
  '2024-11-02 ',
  'estradiol 2 mg – daily ',
  'Ingrid Solberg, ',
  'seen with ',
  'Dr Obuya ',
  '(',
  ')',
  ': ',
  '; ',
  '\n',
  ' ',
  '-',
  '–',
  '—',
  'ward 4 ',
  'Leighton Buzzard ',
];

/** Each `-` or spaced break of a text turned into an en or em dash at random, by a seeded generator. */
function dashed(text: string, seed: number): string {
  let s = seed >>> 0;
  const next = (): number => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  return text.replace(/-| (?=\S)/g, (c) => {
    const r = next();
    if (r < 0.5) return c;
    const dash = r < 0.8 ? '–' : '—';
    return c === ' ' ? ` ${dash} ` : dash;
  });
}

describe('dash stand-ins', () => {
  it('are written offset for offset, every one within Latin-1', () => {
    const text = 'Ward 7 – bay 3 — bed 2, 10–12/40, Kaplan–Meier';
    const out = withDashStandIns(text);
    expect(out).to.have.length(text.length);
    expect(out).to.match(/^[\0-\xff]*$/);
    expect(out.replace(/\x96/g, '–').replace(/\x97/g, '—')).to.equal(text);
  });

  it('are named beside the dash by every pattern that names one', () => {
    const missing: string[] = [];
    // one-byte.ts writes the dashes to their stand-ins.
    for (const file of readdirSync(SOURCES).filter((f) => f.endsWith('.ts') && f !== 'one-byte.ts')) {
      readFileSync(join(SOURCES, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (!isCode(line)) return;
          if (EN.test(line) && !line.includes('\\x96')) missing.push(`${file}:${i + 1}`);
          if (EM.test(line) && !line.includes('\\x97')) missing.push(`${file}:${i + 1}`);
        });
    }
    expect(missing).to.deep.equal([]);
  });

  describe('and the dashes as written give the same hits', () => {
    const words = new WordClasses();
    const withStandIns = new RuleBasedDetector(words);
    const asWritten = new RuleBasedDetector(words, { dashStandIns: false });

    function differing(texts: string[]): string[] {
      return texts.filter((t) => JSON.stringify(withStandIns.detect(t)) !== JSON.stringify(asWritten.detect(t)));
    }

    it('on texts built from dashed pieces', () => {
      const texts = generated(PIECES, 600, 49).filter((t) => /[–—]/.test(t));
      expect(texts.length).to.be.greaterThan(400);
      expect(differing(texts)).to.deep.equal([]);
    });

    it('on the committed cases, their hyphens and spaced breaks dashed at random', () => {
      const cases = committedSets().flatMap((set) => set.cases.map((c) => c.text));
      const texts = cases.filter((_, i) => i % 7 === 0).map((t, i) => dashed(t, i + 1));
      expect(differing(texts.filter((t) => /[–—]/.test(t)))).to.deep.equal([]);
      expect(differing(cases.filter((t) => /[–—]/.test(t)))).to.deep.equal([]);
    });
  });
});
