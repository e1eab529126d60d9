import { expect } from 'chai';
import { normalizeForDetection } from '../../src/deidentification/normalize';
import { expectClean, expectFound } from './helpers';

describe('detector: identifiers in disguise (issue 49)', () => {
  it('folds look-alike letters inside Latin words and reads the word, but refuses a word of another script', () => {
    expectFound('Seen with Mаria Gonzаlez today', 'Mаria Gonzаlez', 'name');
    expectClean('Еstradiol 1 mg daily, Lᴏst 5 lb since last visit.');
    expectFound('Seen with Сара today', 'Сара', 'name');
    expectClean('Ｗｉｌｌ monitor BP closely; recheck in 2 weeks.');
  });

  it('restores defanged and spaced-out addresses', () => {
    expectFound('see hxxps://clinic-portal[.]com/me', 'hxxps://clinic-portal[.]com/me', 'url');
    expectFound('write to maria[@]example[.]com', 'maria[@]example[.]com', 'email');
    expectFound('mail maria . gonzalez @ gmail . com today', 'maria . gonzalez @ gmail . com', 'email');
    expectFound('mail GenghisAvdeyev@fleckens hu now', 'GenghisAvdeyev@fleckens hu', 'email');
  });

  it('re-joins characters spaced, dotted or hyphenated apart, and numbers broken over a line', () => {
    expectFound('call 5.5.5.-.1.2.3.-.4.5.6.7 now', '5.5.5.-.1.2.3.-.4.5.6.7', 'phone');
    expectFound('SSN 0-7-8 0-5 1-1-2-0 given', '0-7-8 0-5 1-1-2-0', 'ssn');
    expectFound('Pt reachable at 555-12\n3-4567 after 5', '555-12\n3-4567', 'phone');
    expect(normalizeForDetection('IP 1.2.3.4, e.g. 2.5 3.0 mg').changed).to.equal(false);
  });

  it('reads number words as digits and ordinal days as dates', () => {
    expectFound('her mother is ninety-four years old', 'ninety-four years old', 'date');
    expectFound('call two-oh-six five five five oh one nine two', 'two-oh-six five five five oh one nine two');
    expectFound('born on the twelfth of June, 1968', 'twelfth of June', 'date');
    expectFound('born four/ten/1956 in', 'four/ten/1956', 'date');
    expectClean('Take one or two tablets, the first dose at night.');
  });

  it('refuses ages over 89 of relatives and after "age", not measurements', () => {
    expectFound('Her mother, 96, lives alone', '96', 'date');
    expectFound('father (d. 92) had CAD', '92', 'date');
    expectFound('fam hx: grandmother aged 101', '101', 'date');
    expectClean('sister weighs 95 kg; husband BP 95/60; mother had MI at 70');
  });

  it('finds SSNs with dots or spaces, dates with spaces, and leetspeak words', () => {
    expectFound('ssn 512.48.9031 on file', '512.48.9031', 'ssn');
    expectFound('ssn for the form is 512 48 9031', '512 48 9031', 'ssn');
    expectFound("It's like that since 6 15 1985", '6 15 1985', 'date');
    expectFound('pt lives in t0l3d0 and drives in', 't0l3d0', 'location');
    expectClean('HbA1c 5.6%, A1c 6.1, B12 normal, 5mg at 1st dose');
  });

  it('reads names in capitals amid lower case, and lower-case names after a title or with a relation note', () => {
    expectFound('AKIRA reports fewer night sweats', 'AKIRA', 'name');
    expectFound('nurse kalani reviewed the plan', 'kalani', 'name');
    expectFound('mark (husband) concerned about her mood', 'mark', 'name');
  });

  it('leaves clinical vocabulary alone: abbreviations, eponym adjectives, ancestry, continents, scales', () => {
    expectClean('ROS otherwise negative. History of Graves disease s/p RAI in 2009, TIA in 2015.');
    expectClean('Cushingoid habitus, Parkinsonian gait, Raynaud phenomenon.');
    expectClean('Ashkenazi descent; maternal grandmother Chechen, father Sephardic.');
    expectClean('Travel to Africa and South America planned; lived in Asia.');
    expectClean('Montreal Cognitive ASSESSMENT 27/30.');
  });
});
