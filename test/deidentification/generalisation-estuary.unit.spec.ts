import { expect } from 'chai';
import { WordClasses } from '../../src/deidentification/word-classes';
import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's sixteenth round: each case is a class of evidence studied on the estuary set, in
// words of its own (none of these sentences is in the set).

describe('detector: chat agents (issue 49, sixteenth round)', () => {
  it('reads a bot in a display name, as a speaker and before its version as no name', () => {
    expectClean('*Rota Bot*  9:10 AM\nShift swaps due by Friday.');
    expectClean('CHATBOT: How can I help?\nUSER: hot flushes');
    expectClean('Upgraded to Chatbot version 2.1 last week.');
  });

  it('keeps a person before the same word', () => {
    expectFound('Linda Bot rang about her patches.', 'Linda', 'name');
  });
});

describe('detector: counts and scores written as fractions (issue 49, sixteenth round)', () => {
  it('reads a fraction before plural count nouns, after an index or scale, and after a scale acronym', () => {
    expectClean('Consent verified for 9/10 participants; 3/4 sites reviewed.');
    expectClean('Menopause Rating Scale 14/44 and Female Sexual Function Index 22/36.');
    expectClean('VuQoLS 5/12 at baseline.');
  });

  it('keeps a date before a singular noun, after a date label and after "DoS"', () => {
    expectFound('Seen at the 12/05 visit.', '12/05', 'date');
    expectFound('LMP 3/11, periods irregular.', '3/11', 'date');
    expectFound('DoS 4/11 for the repair.', '4/11', 'date');
  });
});

describe('detector: versions, chapters and time zones (issue 49, sixteenth round)', () => {
  it('reads a dotted number after a word saying what it counts, and its siblings, as no address', () => {
    expectClean('Firmware 2.4.0.9 fixes the alarm; units on 2.4.0.7 need the update.');
    expectClean('See NICE section 1.4.2.3 and BNF chapter 7.2.1.1.');
    expectClean('settings:\n  tz: America/New_York\n  fallback: Asia/Kolkata');
  });

  it('keeps an address after its own label', () => {
    expectFound('Login from IP 81.2.69.160 flagged.', '81.2.69.160', 'ip_address');
  });
});

describe('detector: genomic notations (issue 49, sixteenth round)', () => {
  it('reads HGVS descriptions, dbSNP IDs, positions and VCF lines as no identifiers', () => {
    expectClean('BRCA2 c.5946del p.(Ser1982ArgfsTer22), and MUTYH p.Gly396Asp.');
    expectClean('APOE rs429358 and rs7412 genotyped; locus chr19:44908684.');
    expectClean('VCF excerpt:\nchr13\t32340300\trs11571833\tT\tTA\t60\tPASS\t.');
  });

  it('keeps a patient beside the notation', () => {
    expectFound('Variant p.(Val600Glu) discussed with Valerie Hughes.', 'Valerie Hughes', 'name');
  });
});

describe('detector: kinds of laboratory and clinic named by their specialty (issue 49, sixteenth round)', () => {
  it('reads organ and laboratory specialties before a service word', () => {
    expectClean('MOLECULAR PATHOLOGY LABORATORY — report.');
    expectClean('Referred to the Pelvic Clinic; bloods to the Microbiology Lab.');
  });

  it('keeps the place before the service', () => {
    expectFound('Seen at the Norwich Vulval Clinic last year.', 'Norwich');
  });
});

describe('detector: clinical words built from a prefix (issue 49, sixteenth round)', () => {
  it('reads a prefix and a word of vocabulary as a word', () => {
    expectClean('Symptoms worse in premenopause and better in postmenopause.');
  });
});

describe('detector: products by the words around them (issue 49, sixteenth round)', () => {
  it('reads a brand before a dosage form and strength, after "brand", and in brackets after a product noun', () => {
    expectClean('She brought Florence capsules 200 mg from her trip.');
    expectClean('Asked for the French brand Provames instead.');
    expectClean('Lubricant (Sylk Natural) and moisturiser (Hyalofemme) advised.');
  });

  it('reads makers beside kinds in a bracketed list, and the rival after a prescribing verb', () => {
    expectClean('Catheter options (Foley, suprapubic, intermittent) discussed.');
    expectClean('GP prescribed Klimadynon, then Progynova and Estrofem.');
  });

  it('keeps people in the same places', () => {
    expectFound('Visitors (Linda, neighbour) came in.', 'Linda', 'name');
    expectFound('She took Sarah to the clinic with her Evorel and Utrogestan.', 'Sarah');
  });
});

describe('detector: Kampo medicines and romanised Japanese (issue 49, sixteenth round)', () => {
  it('reads Kampo formulas and romanised clinical words as no names', () => {
    expectClean('Kampo trial of Yokukansan, then Hochuekkito for fatigue.');
    expectClean('Her fujinka doctor did a kenkō shindan last spring.');
  });

  it('keeps a Japanese name', () => {
    expectFound('Mrs Yoko Tanaka takes Kampo herbs.', 'Yoko Tanaka', 'name');
  });

  it('holds no name in the romanised lexicon', () => {
    const words = new WordClasses();
    const romanised =
      'konenki shogai fujinka naika kenko shindan ningen dokku hoken byoin iryo kanja sensei fuan fumin nenkin ' +
      'kaigo seiri heikei nobose';
    expect(romanised.split(' ').filter((w) => words.isName(w) || words.isFirstName(w))).to.deep.equal([]);
  });
});

describe('detector: Eastern fasts, faith and languages in their own words (issue 49, sixteenth round)', () => {
  it('reads fasts, a faith after its denomination and endonyms as no names', () => {
    expectClean('During Great Lent and Petrov Post she eats no dairy; she is a Coptic Christian.');
    expectClean('Leaflets in Gàidhlig, Español and Kiswahili.');
  });

  it('keeps Christian as a given name', () => {
    expectFound('Christian rang about his wife.', 'Christian', 'name');
  });

  it('holds no name among the endonyms', () => {
    const words = new WordClasses();
    const endonyms =
      'cymraeg gaeilge kernewek français türkçe kiswahili nihongo svenska dansk norsk eesti shqip hrvatski srpski';
    expect(endonyms.split(' ').filter((w) => words.isName(w) || words.isFirstName(w))).to.deep.equal([]);
  });
});

describe('detector: foods and drinks named after places or makers (issue 49, sixteenth round)', () => {
  it('reads cheeses, cured meats and drinks in a text about eating as no places or names', () => {
    expectClean('Her diet is rich in Halloumi and Wensleydale; calcium from Grana Padano too.');
    expectClean('She eats Stilton most days and drinks Prosecco at weekends.');
  });

  it('keeps a surname alone, a given name, and a place after a verb of living', () => {
    expectFound('Brie rang about her diet.', 'Brie', 'name');
    expectFound('Sherry rang, she drinks wine.', 'Sherry', 'name');
    expectFound('She moved to Stilton last year and eats cheese.', 'Stilton');
  });
});
