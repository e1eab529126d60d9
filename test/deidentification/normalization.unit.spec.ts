import { expect } from 'chai';
import { detectIdentifiers } from '../../src/deidentification';
import { normalizeForDetection, originalSpan } from '../../src/deidentification/normalize';
import { assertDeidentified } from '../../src/deidentification/check';
import { defaultDetector } from '../../src/deidentification';
import { AppError } from '../../src/shared/app-error';
import { expectClean, expectFound } from './helpers';

describe('detector: normalization before detection', () => {
  it('reads spaced, dotted and digit-for-letter names, pointing into the original text', () => {
    const spaced = 'Pt M a r i a  G o n z a l e z seen today';
    expectFound(spaced, 'M a r i a  G o n z a l e z', 'name');
    const hit = detectIdentifiers(spaced).find((h) => h.kind === 'name');
    expect(spaced.slice(hit?.start, hit?.end)).to.equal('M a r i a  G o n z a l e z');
    expectFound('Seen with M.a.r.i.a G.o.n.z.a.l.e.z today', 'M.a.r.i.a G.o.n.z.a.l.e.z', 'name');
    expectFound('M4ria G0nzalez reports hot flashes', 'M4ria G0nzalez', 'name');
  });

  it('sees through zero-width characters and full-width digits', () => {
    expectFound('SSN 123-45\u200B-6789 on file', '123-45\u200B-6789', 'ssn');
    expectFound('SSN １２３-４５-６７８９ on file', '１２３-４５-６７８９', 'ssn');
    expectFound('Call 404\u200D555\u200D0134 after 5', '404\u200D555\u200D0134', 'phone');
  });

  it('maps every normalized character back onto its source', () => {
    const n = normalizeForDetection('ab\u200Bc ｄ');
    expect(n.text).to.equal('abc d');
    expect(originalSpan(n, 0, 3)).to.deep.equal([0, 4]);
    expect(originalSpan(n, 4, 5)).to.deep.equal([5, 6]);
    expect(normalizeForDetection('plain ascii note').changed).to.equal(false);
  });

  it('finds obfuscated email addresses and spelled-out phone numbers', () => {
    expectFound('write to maria (at) gmail (dot) com', 'maria (at) gmail (dot) com', 'email');
    expectFound('reach me at maria at gmail dot com', 'maria at gmail dot com', 'email');
    expectFound('email maria[at]gmail[.]com please', 'maria[at]gmail[.]com', 'email');
    expectFound('call five five five one two three four', 'five five five one two three four', 'phone');
  });

  it('refuses letters of other scripts, allows a lone Greek symbol', () => {
    expectFound('患者 王芳 来访', '王芳', 'name');
    expectFound('زارت فاطمة العيادة', 'فاطمة', 'name');
    expectFound('Seen with Мария today', 'Мария', 'name');
    expectFound('Mаria reports hot flashes', 'а', 'name'); // Cyrillic a inside a Latin word
    expectClean('B12 500 μg daily, β-hCG negative, α-blocker stopped');
  });

  it('leaves lab names, initialisms and ordinary abbreviations alone', () => {
    expectClean('HbA1c 5.6%, T4 1.2, CA125 normal, G2P2, PHQ9 of 4');
    expectClean('Estradiol 1 mg q.i.d. for two weeks, e.g. with meals');
  });
});

describe('detector: bidi controls are a validation error of their own', () => {
  it('throws VALIDATION_ERROR naming the field, before any de-identification', () => {
    const fields = [{ field: 'notes', text: 'name \u202Ezelaznog airam' }];
    let thrown: unknown;
    try {
      assertDeidentified(defaultDetector, fields);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).to.be.instanceOf(AppError);
    const error = thrown as AppError;
    expect(error.status).to.equal(422);
    expect(error.code).to.equal('VALIDATION_ERROR');
    expect(JSON.stringify(error.details)).to.include('notes').and.not.include('airam');
  });

  it('treats isolates like overrides', () => {
    expect(() => assertDeidentified(defaultDetector, [{ field: 'notes', text: 'a \u2067b\u2069 c' }])).to.throw(
      AppError,
    );
  });
});

describe('detector: recall cases from the issue', () => {
  it('finds names in lower case, capitals, reversed order, after kin words and in signature lines', () => {
    expectFound('maria gonzalez called about results', 'maria gonzalez', 'name');
    expectFound('MARIA GONZALEZ called about results', 'MARIA GONZALEZ', 'name');
    expectFound('GONZALEZ, MARIA seen today', 'GONZALEZ, MARIA', 'name');
    expectFound('husband raj drove her in', 'raj', 'name');
    expectFound('Son Will came along', 'Will', 'name');
    expectFound('Ana Lucía Ramírez-Ortega attended', 'Ramírez-Ortega', 'name');
    expectFound('Dictated by: FILBERT BRIGHT, M.D.', 'FILBERT BRIGHT', 'name');
    expectFound('Owen M Gallagher, M.D.', 'Owen M Gallagher', 'name');
    expectFound('Attending: YBARRA', 'YBARRA', 'name');
  });

  it('finds ZIPs, boxes and military addresses', () => {
    expectFound('lives in 30310 with her sister', '30310', 'location');
    expectFound('ZIP: 30310-1234', '30310-1234', 'location');
    expectFound('mail to RR 2 Box 45', 'RR 2 Box 45', 'location');
    expectFound('PSC 2322, Box 6025', 'PSC 2322, Box 6025', 'location');
    expectFound('APO AE 09012', 'APO AE 09012', 'location');
  });

  it('finds Safe Harbor dates without a context word, pager and prefixed numbers', () => {
    expectFound('plan for cath 2/18 to eval', '2/18', 'date');
    expectFound('s/p CABG x 4 in 3/80', '3/80', 'date');
    expectFound('I have not seen him since November.', 'November', 'date');
    expectFound('EHMS pager 84710', '84710', 'phone');
    expectFound('ref XW277/90683', 'XW277/90683');
  });

  it('leaves the listed false refusals alone', () => {
    expectClean('Pittsburgh Sleep Quality Index score 11.');
    expectClean('Protein 25-30 g per meal.');
    expectClean('Sternal tenderness absent. Apap 500 mg prn. Cor: RRR.');
    expectClean('Virchow triad reviewed before starting oral estrogen.');
    expectClean('Wells Fargo plan covers estradiol.');
    expectClean('Arlington Asset Investment Corp is an investment firm.');
    expectClean('Patient from South Africa, moved here for work.');
    expectClean('Plan to recheck lipids in June.');
    expectClean('Pain 7/10 in the left knee.');
  });
});
