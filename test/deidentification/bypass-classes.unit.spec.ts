import { expect } from 'chai';
import { detectIdentifiers } from '../../src/deidentification';
import { normalizeForDetection } from '../../src/deidentification/normalize';
import { expectClean, expectFound } from './helpers';

/** Issue 49, the bypass fuzzer's weakest disguises, handled by class (examples beyond the evaluation sets). */
describe('detector: number words in the shapes the bypass fuzzer writes', () => {
  it('reads number words beside a month name, a Roman month or a middle dot as a date', () => {
    expectFound('Fell on nine-Sep-two-oh-one-eight at home.', 'nine-Sep-two-oh-one-eight', 'date');
    expectFound('Seen ten-xi-one-nine-five-five by the GP.', 'ten-xi-one-nine-five-five', 'date');
    expectFound('Consented twenty·three·two-oh-two-four.', 'twenty·three·two-oh-two-four', 'date');
    expectClean('Take one tablet in May and two in June.');
  });

  it('keeps digits read one by one apart from numbers said as one word', () => {
    expectFound('Operated two-oh-one-seven-ten-three, no complications.', 'two-oh-one-seven-ten-three', 'date');
    expect(normalizeForDetection('Operated two-oh-one-seven-ten-three.').text).to.equal('Operated 2017-10-3.');
    expect(normalizeForDetection('Off since two-oh-two-four-eleven-eighteen.').text).to.equal('Off since 2024-11-18.');
    expect(normalizeForDetection('Filed two-oh-two-five-three-fourteen.').text).to.equal('Filed 2025-3-14.');
    // A year said in pairs stays one number, a compound age stays one number.
    expect(normalizeForDetection('Born nineteen-fifty-eight.').text).to.equal('Born 1958.');
    expect(normalizeForDetection('Her mum is ninety.three now.').text).to.equal('Her mum is 93 now.');
  });

  it('reads dotted groups of number words as one address or date', () => {
    expectFound('Pump sent data from ten.zero.one.twelve overnight.', 'ten.zero.one.twelve', 'ip_address');
    expectFound('Letter of twelve . four . two-oh-two-three received.', 'twelve . four . two-oh-two-three', 'date');
    expectClean('Count: one. two. three. Done.');
  });

  it('reads a number word after a road word, and a state before a ZIP code in words', () => {
    expectFound('Lives off Highway twelve near the mill', 'Highway twelve', 'location');
    const text = 'Dayton, OH four-five-four-oh-two';
    expectFound(text, 'four-five-four-oh-two', 'location');
    expect(normalizeForDetection(text).text).to.equal('Dayton, OH 45402');
  });

  it('closes spaced slashes between digits read from words', () => {
    expectFound('DOB : one two / zero four / one nine six six', 'one two / zero four / one nine six six', 'date');
  });

  it('reads letter-prefixed codes with dotted groups, lower-case prefixes or spaced groups', () => {
    expectFound('Referral TR.26.04417 accepted.', 'TR.26.04417', 'other_identifier');
    expectFound('Old file ab-0093-2281 merged.', 'ab-0093-2281', 'other_identifier');
    expectFound('Booked as WLC 31 55802 for May.', 'WLC 31 55802', 'other_identifier');
    expectClean('BP 120 80, Hb 120 134 140, T.37.5, pH 7.35; SNOMED CT 285836003.');
  });

  it('reads an IPv6 address with spaces or dots for colons without taking its digits for letters', () => {
    expectFound('Login from 2a02 4b1c 93e5 0d71 4aa5 77f1 3bd0 5e1a at night.', '2a02 4b1c 93e5 0d71', 'ip_address');
    expectFound('Login from 2a02.4b1c.93e5.0d71.4aa5.77f1.3bd0.5e1a at night.', '2a02.4b1c', 'ip_address');
    expectFound('H4nn4 0d3h4m1 reports hot flushes.', 'H4nn4', 'name');
  });

  it('reads a Roman month of two letters or more in lower case between spaces', () => {
    expectFound('Born 9 xi 1958 in the old hospital.', '9 xi 1958', 'date');
    expectClean('Gave 2 iv 2000 units of heparin; 2 x 10 mg; SNOMED CT 2858 36003.');
  });
});

describe('detector: identifiers in lower case, by class', () => {
  it('reads a lower-case postcode that ends a sentence or follows a comma', () => {
    expectFound('Moved to 8 Low Lane, Otley, ls21 3ad. GP informed.', 'ls21 3ad', 'location');
    expectFound('Deliver to 2 Hill Rd, Ilkley, ls29 8pn  before noon', 'ls29 8pn', 'location');
    expectClean('Take x2 1hr before; bd 2 tabs twice.');
  });

  it('reads a lower-case town after a numbered address or before a postcode', () => {
    expectFound('Re: new address, Apartment 4, Mill Court, marsdenholme\nSeen today.', 'marsdenholme', 'location');
    expectFound('Write to 12 Oak Way, cleckheatonby BD19 3RT about it.', 'cleckheatonby', 'location');
    const text = 'Moved to 14 Mill Lane, upstairs flat.';
    const after = text.indexOf('upstairs');
    expect(detectIdentifiers(text).filter((h) => h.end > after)).to.deep.equal([]);
  });

  it('reads lower-case letter-prefixed codes, not variant or magnification numbers', () => {
    // A hospital number is the record's number: its label makes it one since the labelled-code rule.
    expectFound('hosp no ab7741023 on the wristband', 'ab7741023', 'medical_record_number');
    expectFound('pathology ref hx25-118402 pending', 'hx25-118402', 'other_identifier');
    expectFound('Payroll no. PR 0047713 confirmed.', 'PR 0047713', 'other_identifier');
    expectClean('APOE rs429358 and rs7412 typed; seen at x100000; GTIN 05000456031724.');
  });
});

describe('detector: codes and dates with spaces around their hyphens, slashes and colons', () => {
  it('closes the spaced punctuation between the parts of a code when one part has a digit', () => {
    expect(normalizeForDetection('Hospital no. QEH - 448190 on the form').text).to.equal(
      'Hospital no. QEH-448190 on the form',
    );
    expectFound('Hospital no. QEH - 448190 on the form', 'QEH - 448190', 'medical_record_number');
    expectFound('Account no. AB - 12 - 90871 sent to the insurer.', 'AB - 12 - 90871', 'account_number');
  });

  it('closes it around a month cut short, so a spaced date reads as a date', () => {
    expect(normalizeForDetection('DOB 23 - Sep - 58, lives alone').text).to.equal('DOB 23-Sep-58, lives alone');
    expectFound('Last seen 4 / Nov / 2023 in clinic.', '4 / Nov / 2023', 'date');
    expectFound('Fax dated 17 - OCT - 24, page 2', '17 - OCT', 'date');
  });

  it('leaves clinical words spaced around a hyphen alone when no part has a digit', () => {
    const text = 'Follow - up in clinic. BI - RADS category. Non - smoker.';
    expect(normalizeForDetection(text).text).to.equal(text);
    expectClean('HIT - 6 score 60, Follow - up 6 weeks, grade 3 - mild');
  });
});
