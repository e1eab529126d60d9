import { expect } from 'chai';
import { detectIdentifiers } from '../../src/deidentification';
import { findNationalIdentifiers } from '../../src/deidentification/national-identifiers';
import { WordClasses } from '../../src/deidentification/word-classes';
import { expectClean } from './helpers';

/**
 * Every number here was made for this spec: a date and random digits, kept when the country's validator in the
 * stdnum package accepted them. None is anyone's.
 */

/** Asserts one hit covers the whole number: a hit on part of it leaves the rest readable. */
function expectWhole(text: string, number: string): void {
  const start = text.indexOf(number);
  if (start < 0) throw new Error(`"${number}" not in text`);
  const end = start + number.length;
  const hits = detectIdentifiers(text);
  const whole = hits.some((h) => h.start <= start && end <= h.end);
  expect(whole, `expected one hit over "${number}" in: ${text}\nhits: ${JSON.stringify(hits)}`).to.equal(true);
}

describe('detector: national identifiers by the stdnum validators', () => {
  it('finds numbers after a label of their kind, in the label’s own language', () => {
    expectWhole('Her kennitala: 230668-7879 (per the Reykjavik letter).', '230668-7879');
    expectWhole('Rodné číslo 685703/7220 on the insurer’s form.', '685703/7220');
    expectWhole('SV-Nummer 4052 170368, e-card seen.', '4052 170368');
    expectWhole('Contribuinte NIF 290 608 015 on the invoice.', '290 608 015');
    expectWhole('Tax file number 926 998 916 given by the patient.', '926 998 916');
    expectWhole('Canadian SIN 467-697-900 on the disability claim.', '467-697-900');
    expectWhole('BSN 4783.07.378 per the Dutch referral.', '4783.07.378');
    expectWhole('Personnummer 670921-0493 (Swedish records).', '670921-0493');
    expectWhole('Fødselsnummer 110667 57805 from Bergen.', '110667 57805');
    expectWhole('RUT 87.307.357-8, previsión Fonasa.', '87.307.357-8');
    expectWhole('DNI 56773006-J en la historia.', '56773006-J');
    expectWhole('NUSS 32-8578086653 per the mutua.', '32-8578086653');
    expectWhole('Henkilötunnus 030571-535J, Helsinki.', '030571-535J');
  });

  it('finds them with the label and number in lower case, and with other separators', () => {
    expectWhole('kennitala 230668 7879 noted', '230668 7879');
    expectWhole('sv-nr 4052-170368 ok', '4052-170368');
    expectWhole('bsn 478 307 378 - confirmed with her', '478 307 378');
    expectWhole('henkilötunnus 030571-562d on file', '030571-562d');
    expectWhole('dni 83492123-f on file', '83492123-f');
    expectWhole('personnummer 670921 5294 on the form', '670921 5294');
    expectWhole('Henkilötunnus 030571 562D, Turku.', '030571 562D');
  });

  it('finds numbers of a strong structure with no label: letters and digits in a fixed pattern', () => {
    expectWhole('Referral from Milan: VRDGNN71H43L219B, seen for hot flushes.', 'VRDGNN71H43L219B');
    expectWhole('pema750823mjcrrt01 attended with her sister', 'pema750823mjcrrt01');
    expectWhole('Came in with PEMA750823MJCRRT01 written on her old card.', 'PEMA750823MJCRRT01');
  });

  it('finds a number of middling strength after an identifier cue', () => {
    expectWhole('identity no. x 6477236 e, interpreter booked', 'x 6477236 e');
    expectWhole('Seen with her son; national no. Y 3474415 A on the form.', 'Y 3474415 A');
    expectWhole('Identity no. X1473620X on the letter.', 'X1473620X');
  });

  it('leaves lab values, doses, counts and years alone, some passing a check digit by chance', () => {
    // The spaced runs below read as nine to twelve digits that pass a Luhn, mod-11 or birth-date check.
    expectClean('SNOMED 161891005 and LOINC 2345-7 coded for the visit.');
    expectClean('Platelets 245 x10^9/L, WBC 6.2, Hb 128 g/L, ferritin 45 ug/L, TSH 2.41 mU/L.');
    expectClean('Estradiol 2 mg daily, progesterone 100 mg nightly for 12 days of 28, since 2019.');
    expectClean('Steps per day 10 240, 9 875, 11 032 and 8 660 over the week.');
    expectClean('Score 113 383 323 on the three subscales, counts 160 450 912 at follow-up.');
    expectClean('Cycle days 28, 31, 26; weights 67.09 kg, 66.18 kg; no. 3 of 4 visits.');
  });

  it('does not read a code, lot or specimen number as a person’s number, though it passes a check', () => {
    const words = new WordClasses();
    const none = (text: string): void => {
      expect(findNationalIdentifiers(text, words), text).to.deep.equal([]);
    };
    none('NDC 0002-3227-30 dispensed; lot 4839201 expires 2027.');
    none('Specimen no. 7103199361 received; order no. 46903142184 filed.');
    none('Batch # 72030531697 of the patch was recalled; ref 698 342 117 on the notice.');
    none('ATC G03CA03, GTIN 7568316183273 on the pack.');
  });
});
