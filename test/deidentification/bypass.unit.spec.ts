import { expect } from 'chai';
import { defaultDetector, type IdentifierDetector } from '../../src/deidentification';
import { foldConfusable } from '../../src/deidentification/confusables';
import { runBypass } from '../../scripts/deid-bypass';
import { DISGUISES } from '../../scripts/deid-disguises';
import { committedSets, type EvalSet } from '../../scripts/deid-sets';

const PHONE_CASE: EvalSet = {
  name: 'tiny',
  domain: 'clinical',
  cases: [
    { id: 'p', group: 'g', text: 'Call 555-123-4567 after 5.', spans: [{ kind: 'phone', start: 5, end: 17 }] },
    { id: 'c', group: 'g', text: 'Estradiol patch twice weekly.', spans: [] },
  ],
};

/** A detector that knows one plain shape only: every disguise hides from it. */
const naive: IdentifierDetector = {
  detect: (text) =>
    [...text.matchAll(/\d{3}-\d{3}-\d{4}/g)].map((m) => ({
      kind: 'phone' as const,
      warning: 'phone',
      start: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
    })),
};

describe('bypass fuzzer (eval:deid --bypass)', () => {
  it('takes homoglyphs from the confusables table: letters of another form that fold back to the original', () => {
    const disguised = DISGUISES.homoglyph('Maria Gonzalez', 'name', 3) ?? '';
    expect(disguised).to.not.equal('Maria Gonzalez');
    const swapped = [...disguised].map((c, i) => [c, 'Maria Gonzalez'[i]]).filter(([c, was]) => c !== was);
    expect(swapped.length).to.be.greaterThan(0);
    for (const [c, was] of swapped) expect(foldConfusable(c)).to.equal(was);
  });

  it('writes the digits of a code as words standing apart from its letters, as a code is read aloud', () => {
    expect(DISGUISES['digit-words']('K4471029', 'medical_record_number', 0)).to.equal(
      'K four-four-seven-one-oh-two-nine',
    );
    expect(DISGUISES['digit-words']('LS6 2QB', 'location', 0)).to.equal('LS six two QB');
    expect(DISGUISES['digit-words']('seen 14/03', 'date', 0)).to.equal('seen fourteen/oh-three');
  });

  it('keeps a leading zero as "oh", so no digit of a padded date or a code is lost', () => {
    expect(DISGUISES['digit-words']('2026-04-02', 'date', 0)).to.equal('two-oh-two-six-oh-four-oh-two');
    expect(DISGUISES['digit-words']('AB 07 1234', 'account_number', 0)).to.equal('AB oh-seven one-two-three-four');
  });

  it('changes the case of a look-alike of another script only when its new form still looks Latin', () => {
    expect(DISGUISES.lower('Sister \u0392ridges', 'name', 0)).to.equal('sister \u0392ridges');
    expect(DISGUISES.lower('\u0392ridges', 'name', 0), 'nothing Latin to lower').to.equal(undefined);
    expect(DISGUISES.upper('gl\u0435nys', 'name', 0), 'Cyrillic e to E').to.equal('GL\u0415NYS');
    expect(DISGUISES.lower('\u0412ob', 'name', 0), 'Cyrillic Ve is no b in lower case').to.equal(undefined);
  });

  it('turns separators between characters into dots, not a leading plus, brackets or the @ of an address', () => {
    expect(DISGUISES['dot-separators']('+44 (20) 7946-0018', 'phone', 0)).to.equal('+44 (20) 7946.0018');
    expect(DISGUISES['dot-separators']('MC-25-03391', 'other_identifier', 0)).to.equal('MC.25.03391');
    expect(DISGUISES['dot-separators']('ana.lopez@mail.es', 'email', 0)).to.equal(undefined);
    expect(DISGUISES['dot-separators']("Queen's Park Surgery", 'location', 0)).to.equal(undefined);
    expect(DISGUISES['dot-separators']('L\u200Cyn\u200Cda Hargreaves-Ng', 'name', 0)).to.equal(
      'L\u200Cyn\u200Cda Hargreaves.Ng',
    );
  });

  it('breaks a word without spaces where hyphenation or a wrap would, never adding a hyphen beside punctuation', () => {
    expect(DISGUISES['line-break']('J.K.', 'name', 0)).to.equal('J.\nK.');
    expect(DISGUISES['line-break']('eighty-four', 'date', 0)).to.equal('eighty-\nfour');
    expect(DISGUISES['line-break']('2019-07-30', 'date', 0)).to.equal('2019-\n07-30');
    expect(DISGUISES['line-break']('Okonkwo', 'name', 0)).to.equal('Oko-\nnkwo');
    expect(DISGUISES['line-break']('21st', 'date', 0)).to.equal(undefined);
  });

  it('writes leetspeak in words of letters only, never in a code or a token with a digit', () => {
    expect(DISGUISES.leetspeak('Rosa Okafor', 'name', 0)).to.equal('R0s4 0k4f0r');
    expect(DISGUISES.leetspeak('SW1A 0AA', 'location', 0)).to.equal(undefined);
    expect(DISGUISES.leetspeak('2 Oak Lane, EH3 9QA', 'location', 0)).to.equal('2 04k L4n3, EH3 9QA');
    expect(DISGUISES.leetspeak('ABE-4471', 'medical_record_number', 0)).to.equal(undefined);
    expect(DISGUISES.leetspeak('rosa77@mail.com', 'email', 0)).to.equal('rosa77@m41l.c0m');
  });

  it('swaps surname and given name only between words, not in a name spelled out letter by letter', () => {
    expect(DISGUISES['surname-given']('Maria Gomez', 'name', 0)).to.equal('Gomez, Maria');
    expect(DISGUISES['surname-given']('A B Smith', 'name', 0)).to.equal('Smith, A B');
    expect(DISGUISES['surname-given']('p e n e l o p e', 'name', 0)).to.equal(undefined);
    expect(DISGUISES['surname-given']('H e l g a   B r a n d', 'name', 0)).to.equal(undefined);
  });

  it('dots the characters of a name or code apart, but not the two digits of an age, which would be a decimal', () => {
    expect(DISGUISES.dotted('Ama Boateng', 'name', 0)).to.equal('A.m.a B.o.a.t.e.n.g');
    expect(DISGUISES.dotted('104', 'date', 0)).to.equal('1.0.4');
    expect(DISGUISES.dotted('96', 'date', 0)).to.equal(undefined);
  });

  it('counts a disguised identifier as seen only when a hit overlaps its new span', () => {
    const naiveReport = runBypass(naive, [PHONE_CASE]);
    expect(naiveReport.recall.get('spaced')).to.deep.equal({ n: 1, ok: 0 });
    expect(naiveReport.recall.get('digit-words')).to.deep.equal({ n: 1, ok: 0 });
    const report = runBypass(defaultDetector, [PHONE_CASE]);
    for (const name of ['spaced', 'dotted', 'hyphenated', 'digit-words', 'zero-width', 'full-width', 'line-break'])
      expect(report.recall.get(name), name).to.deep.equal({ n: 1, ok: 1 });
    expect(report.recall.has('surname-given'), 'a phone has no surname').to.equal(false);
  });

  it('applies the disguises to words of clean texts and counts refusals per disguise', () => {
    const report = runBypass(defaultDetector, [PHONE_CASE]);
    expect(report.clean.get('homoglyph')?.n).to.be.greaterThan(0);
    expect(report.falseRefusals).to.deep.equal([]);
  });

  it('the styles set is committed with labels whose spans cover what was marked', () => {
    const styles = committedSets().find((s) => s.name === 'styles');
    expect(styles?.cases.length).to.be.greaterThan(60);
    const texts = styles?.cases.flatMap((c) => c.spans.map((s) => c.text.slice(s.start, s.end))) ?? [];
    expect(texts).to.include('Dr. Hannelore Quist').and.include('617 555 0123');
    expect(styles?.cases.some((c) => c.text.includes('\n'))).to.equal(true);
  });
});
