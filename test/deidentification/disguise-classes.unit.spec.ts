import { expect } from 'chai';
import { detectIdentifiers } from '../../src/deidentification';
import { expectClean, expectFound } from './helpers';

/** Issue 49, fourth round: disguises and clinical vocabulary handled by class. */
describe('detector: disguises seen through by class', () => {
  it('reads labelled codes whose groups are set apart by spaces, dots or spaced hyphens', () => {
    expectFound('Chart no. 2023 118842 from the old system.', '2023 118842', 'medical_record_number');
    expectFound('Tag plate XKD - 5519 seen on camera.', 'XKD - 5519', 'vehicle_identifier');
    expectFound('Member ID 7QW2 RT8 LP41 checked.', '7QW2 RT8 LP41', 'health_plan_number');
    expectFound('Report no. AB.2024.7718264 filed.', 'AB.2024.7718264', 'other_identifier');
    expectFound('Portal ID PX 4418201 reset.', 'PX 4418201', 'other_identifier');
    expectClean('Rx 2.5 mg daily, lot 12.5 ml, case 3 of 4 reviewed.');
  });

  it('closes spaced punctuation after titles and initials, and leaves "It\'s 6" apart', () => {
    expectFound('Reviewed by Dr . Okafor today.', 'Okafor', 'name');
    expectFound('f/u w/ dr . okonjo re: scan', 'okonjo', 'name');
    expectFound("Her date of birth? It's 7 / 9 / 1958", '7 / 9 / 1958', 'date');
  });

  it('reads dates with dots or spaces for separators after a weekday, a month name or a month number', () => {
    expectFound('Bleed on 14.Mar.2021, settled.', '14.Mar', 'date');
    expectFound('Bloods Weds 10.3, results pending.', '10.3', 'date');
    expectFound('Moved to Friday 7 22 at her request.', '7 22', 'date');
    expectFound('DEXA 09.2024 showed osteopenia.', '09.2024', 'date');
    expectClean('Slept Sat 2.5 hours only; Mon 10 mg dose taken.');
  });

  it('reads a scheme and a domain split by spaces, dots or spaced slashes as an address', () => {
    expectFound('see http :  /  / MenoForum . es / today', 'MenoForum', 'url');
    expectFound('see https.MenoForum.es. today', 'MenoForum', 'url');
    expectFound('link http MenoForum si/ today', 'MenoForum', 'url');
    expectFound('her page instagram com menojourney posts', 'instagram com', 'url');
    expectClean('The net result was good; Net weight 2 kg.');
  });

  it('reads number words around slashes and month names as dates, keeping groups apart', () => {
    expectFound('CABG in four/ninety-one, stable since.', 'four/ninety-one', 'date');
    expectFound('Born June six, one-nine-five-nine, in hospital.', 'June six, one-nine-five-nine', 'date');
    expectFound('Seen eleven Mar two-oh-two-two by the team.', 'eleven Mar two-oh-two-two', 'date');
    const text = 'Seen on two/three with EKG';
    const hit = detectIdentifiers(text).find((h) => h.kind === 'date');
    // The whole of "three" is covered, not its first letter only.
    expect(text.slice(hit?.start, hit?.end)).to.equal('two/three');
    expectClean('Take one or two tablets, twice a day.');
  });

  it('joins codes, dates and numbers broken over a line, and a value on the line after its label', () => {
    expectFound('Plate 4KT-\nP771 on the form.', '4KT-\nP771', 'vehicle_identifier');
    expectFound('Operated on 2018--\n06-12 for fibroids.', '2018--\n06-12', 'date');
    expectFound('Ring her at 61744\n50921 after six.', '61744\n50921');
    expectFound('Seen: 21/03\n/2024 in clinic', '21/03\n/2024', 'date');
    // A phone's own hyphen at the line end stays: "555-\n0142" reads "555-0142".
    expectFound('Call her on (413) 555-\n0142 tonight.', '(413) 555-\n0142', 'phone');
    expectFound('Re: referral, MRN\n5521903\nThank you.', '5521903', 'medical_record_number');
    expectClean('Estradiol 1 mg\n2 tabs daily, follow-\nup in clinic.');
  });

  it('reads short date and address words through look-alike digits, and a name after a capitalised word', () => {
    expectFound('Born on th3 9th 0f May, 1961.', 'th3 9th 0f May', 'date');
    expectFound('Next visit F3b. 12th for labs.', 'F3b. 12th', 'date');
    expectFound('Lives at P0 B0x 118, Dunmore.', 'P0 B0x 118', 'location');
    expectFound('H4nn4 0d3h4m1 reports hot flushes.', 'H4nn4 0d3h4m1', 'name');
    expectClean('Mirabegron 25 mg as alternative to 4nt1ch0l1n3rg1cs; A1c 6.1, B12 ok, 5mg daily.');
  });

  it("reads street addresses in other languages' shapes and abbreviated streets in any case", () => {
    expectFound('Address: 218 Lindenstrasse 4, Bonn', '218 Lindenstrasse 4', 'location');
    expectFound('lives at 0412 kastanjelaan 17 now', '0412 kastanjelaan 17', 'location');
    expectFound('She moved to Rua Aurora 1550 last year.', 'Rua Aurora 1550', 'location');
    expectFound('new place: 77 brookfield ln, upstairs', '77 brookfield ln', 'location');
    expectFound('MOVED TO 9 ORCHARD RD\nCALL FIRST', '9 ORCHARD RD', 'location');
    expectClean('Take 2 tabs at 5 pm dr visit; sent via fax 3 times.');
  });

  it('reads initials signing a note at the end of a line', () => {
    expectFound('Advised rest, recheck in 2 wk. -KM RN', 'KM', 'name');
    expectFound('Plan agreed. — JW, NP', 'JW', 'name');
    expectClean('Referred to PT. OT RN');
  });
});

describe('detector: clinical vocabulary by class', () => {
  it('allows a named scale next to its value, not a person with an honorific', () => {
    expectClean('Waterlow 14, Braden 16, Norton 12. Skin intact.');
    expectClean('Morse falls score 35 - medium. Call bell in reach.');
    expectFound('Mr Morse 45 called about his wife', 'Morse');
    expectFound('Seen by Dr Wells 2 weeks ago', 'Wells', 'name');
  });

  it('allows social-history status words and menopause brands at the start of a line', () => {
    expectClean('SOCIAL HISTORY\nNon-smoker. Ex-drinker. Retired.');
    expectClean('Med rec: Ovestin cream 2x/wk, Utrogestan 100 mg, Evorel 50 patch.');
  });

  it('reads neither a unit nor a capitalised header as a facility', () => {
    expectClean('Hb 71 g/L.\nHOSPITAL COURSE\nTransfused 2 units.');
    expectFound('Transferred to ST JUDE HOSPITAL yesterday', 'ST JUDE HOSPITAL', 'location');
  });
});
