import { expect } from 'chai';
import { WordClasses } from '../../src/deidentification/word-classes';
import { FOREIGN_CLINICAL_WORDS } from '../../src/deidentification/foreign-clinical-words';
import { HORMONE_AND_SUBSTITUTION_BRANDS } from '../../src/deidentification/hormone-and-substitution-brands';
import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's fifteenth round: each case is a class of evidence studied on the headwaters set, in
// words of its own (none of these sentences is in the set).

describe('detector: blood group systems in transfusion text (issue 49, fifteenth round)', () => {
  it('reads ISBT systems and rare phenotypes before antigens, antibodies or a phenotype as no names', () => {
    expectClean('Anti-Lutheran and anti-Diego screen negative; Lutheran antigen-negative blood issued.');
    expectClean('Antibody ID: Kell, Duffy or Kidd antibodies excluded; McLeod phenotype suspected.');
    expectClean('Transfusion note: Dombrock and Colton antigens typed by genotyping.');
  });

  it('keeps the same words as people', () => {
    expectFound('Transfusion consent signed; Mrs Duffy asked about antibodies.', 'Duffy', 'name');
    expectFound('Lewis rang the blood bank about the crossmatch.', 'Lewis', 'name');
  });
});

describe('detector: research tools and methods (issue 49, fifteenth round)', () => {
  it('reads databases, registries, software and packages before a version as no identifiers', () => {
    expectClean('Searched PubMed, PsycINFO and Web of Science; protocol on PROSPERO; registered on ANZCTR.');
    expectClean('Analysed in Stata 18 and RStudio; survey in Qualtrics; coded in NVivo.');
    expectClean('Environment: Seaborn 0.13.2, Statsmodels 0.14.1, Lifelines 0.27.8');
  });

  it('reads a function called on a console line, and methods cited by their authors, as no names', () => {
    expectClean('> fit <- glm(Outcome ~ Age, family = binomial)\n> Anova(fit)');
    expectClean('We used the method of DerSimonian and Laird, and Benjamini and Hochberg for multiplicity.');
    expectClean('All staff hold Good Manufacturing Practice training.');
  });

  it('keeps a date in dots after a name, and a person beside the tools', () => {
    expectFound('Seen by Marlow 12.08.68 in clinic.', '12.08.68', 'date');
    expectFound('Data entered in REDCap by Philippa Oyelaran.', 'Philippa Oyelaran', 'name');
  });
});

describe('detector: imaging equipment, contrast media and handling aids (issue 49, fifteenth round)', () => {
  it('reads scanner models, sequence parameters and contrast brands as no identifiers', () => {
    expectClean('Acquired on SIGNA Premier 3T; TR 600 ms, TE 12 ms, FOV 240 mm.');
    expectClean('MRI contrast: MultiHance or Primovist for liver; CT with Omnipaque 350.');
  });

  it('reads moving-and-handling aids as no names', () => {
    expectClean('Mobilises with a Zimmer frame; transfers with Molift Smart; ReTurn stand at night.');
  });

  it('keeps the maker surname as a person with no aid after it', () => {
    expectFound('Mr Zimmer was reviewed on the ward.', 'Zimmer', 'name');
  });
});

describe('detector: festivals, campaigns, countries and dialects (issue 49, fifteenth round)', () => {
  it('reads festivals said as a time, campaigns, countries in their own languages and dialects', () => {
    expectClean('Clinic closed over Kurban Bayramı; she fasts during Ramadhan.');
    expectClean('Practice supports Veganuary and Sober October; World Osteoporosis Day poster up.');
    expectClean('Family moved from Österreich and Polska; she speaks Bavarian and some Kurmanji.');
  });

  it('keeps the same festival words as people elsewhere', () => {
    expectFound('Bayram rang to rebook his mother.', 'Bayram', 'name');
  });
});

describe('detector: French, German and Turkish clinical words (issue 49, fifteenth round)', () => {
  it('reads stamps, guidelines, lab names and sign-offs left in the writer language as words', () => {
    expectClean('Stamp: Facharzt für Frauenheilkunde, Gemeinschaftspraxis. Befund unauffällig.');
    expectClean('Cordialement. Cachet: Gynécologue, Centre Hospitalier Universitaire.');
    expectClean('Referred by the Aile Hekimliği Birimi; epikriz attached.');
    expectClean('Dear Kollegin, thank you for seeing her.');
  });

  it('keeps the writer and the patient by their names', () => {
    expectFound('Mit freundlichen Grüßen, Dr. Henrike Albrecht', 'Henrike Albrecht', 'name');
    expectFound('Dear Ayten, the patient is well.', 'Ayten', 'name');
  });

  it('holds no given name in the lexicon but short function words and "aile"', () => {
    const words = new WordClasses();
    const named = [...FOREIGN_CLINICAL_WORDS].filter((w) => words.isPersonalFirstName(w)).sort();
    expect(named).to.deep.equal(['aile', 'de', 'den', 'der', 'des', 'la', 'les', 'von']);
  });
});

describe('detector: brands by the drugs beside them, and words by their shape (issue 49, fifteenth round)', () => {
  it('reads a list holding two drugs as products, and a brand before its generic', () => {
    expectClean('Over the years she has used Evorel, Lenzetto, Activelle and Divina in turn.');
    expectFound('Discussed with Mary, Evorel and Oestrogel.', 'Mary', 'name');
    expectClean('Kliofem (estradiol/norethisterone) stopped; Abufène (beta-alanine) no help.');
  });

  it('reads phrasal compounds and suffixed clinical words as no names', () => {
    expectClean('WALK-IN CENTRE – FOLLOW-UP list. Tympanometry and Audiometry booked.');
  });

  it('keeps a person given a drug in brackets', () => {
    expectFound('Seen with Mary (sertraline) today.', 'Mary', 'name');
  });
});

describe('detector: contraceptive, HRT and opioid substitution brands (issue 49, fifteenth round)', () => {
  it('reads the BNF brands of those classes without a dose as products', () => {
    expectClean('Tried Lizinna, then Slynd; Zubsolv reviews on Thursday.');
  });

  it('keeps the person beside them, and holds no given name or surname', () => {
    expectFound('Spoke to Yasmin Okafor about Lizinna.', 'Yasmin Okafor', 'name');
    const words = new WordClasses();
    expect([...HORMONE_AND_SUBSTITUTION_BRANDS].filter((w) => words.isName(w) || words.isFirstName(w))).to.deep.equal(
      [],
    );
  });
});

describe('detector: national, professional and service numbers by structure (issue 49, fifteenth round)', () => {
  it('reads numbers that pass their published check', () => {
    expectFound('TC Kimlik No 10000002058, born 1961.', '10000002058', 'other_identifier');
    expectFound('Author iD 0000-0003-4158-3022.', '0000-0003-4158-3022', 'other_identifier');
    expectFound('Praxis: LANR 482913258.', '482913258', 'license_number');
    expectFound('Quebecer, RAMQ BOUM 5802 1512, seen today.', 'BOUM 5802 1512', 'health_plan_number');
  });

  it('leaves numbers of the same length that fail the check', () => {
    expectClean('Author iD 0000-0003-4158-3029.');
  });

  it('reads prison, donation, service and app numbers in their contexts and after their labels', () => {
    expectFound('Wing Oak, in-possession meds for C7290XY reviewed.', 'C7290XY', 'other_identifier');
    expectFound('Units issued: J214 726 118 903 K crossmatched.', 'J214 726 118 903 K');
    expectFound('Service No 30417729, reviewed by the board.', '30417729', 'other_identifier');
    expectFound('Add her on WeChat ID ming_1958 for updates.', 'ming_1958', 'other_identifier');
  });

  it('reads extensions, bleeps and foreign plates after their labels', () => {
    expectFound('Call the ward on bleep 2291.', '2291', 'phone');
    expectFound('Kennzeichen B - MK 2210 on the permit.', 'B - MK 2210', 'vehicle_identifier');
  });
});

describe('detector: ages over 89 in words and in calques (issue 49, fifteenth round)', () => {
  it('reads ages in words after a cue, birthdays, and "has/with N years"', () => {
    expectFound('The chair, who turns ninety-one on Friday, thanks you.', 'ninety-one', 'date');
    expectFound('Churchwarden Pell, who turns 92 this month, thanks you.', '92', 'date');
    expectFound('His father has 96 years and is still driving.', '96', 'date');
    expectFound('Sa grand-mère, age quatre-vingt-dix-huit, vit seule.', 'quatre-vingt-dix-huit', 'date');
  });

  it('leaves readings and service years alone', () => {
    expectClean('BP is ninety over sixty; sats ninety percent.');
    expectClean('The practice has 95 years of service to the town.');
  });
});

describe('detector: dates as other languages and services write them (issue 49, fifteenth round)', () => {
  it('reads French and German month names after a day, run-together and open day-month dates', () => {
    expectFound('Vue en consultation le 3 février, revue en mai.', 'le 3 février', 'date');
    expectFound('Termin am 5. Dezember in der Praxis.', '5. Dezember', 'date');
    expectFound('ARRIVED 19AUG2026 FROM UNIT.', '19AUG2026', 'date');
    expectFound('Off work from 3.4. to 17.4.2026.', '3.4.', 'date');
    expectFound('Transport booked for 4.ix, wheelchair.', '4.ix', 'date');
  });

  it('leaves numbered sections and a month alone', () => {
    expectClean('See section 3.ii and appendix 4.iv for the method; review in mars.');
  });
});

describe('detector: a foreign facility word beside a name stays part of the place (issue 49, fifteenth round)', () => {
  it('keeps the hospital named in lower case and in Turkish order', () => {
    expectFound('Pt reports she was treated at hôpital saint-louis in Paris.', 'hôpital');
    expectFound('Epikriz from Ankara Şehir Hastanesi attached.', 'Ankara');
  });
});
