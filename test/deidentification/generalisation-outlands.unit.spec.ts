import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's eleventh round: each case is a class of evidence studied on the outlands set, in
// words of its own (none of these sentences is in the set).

describe('detector: months and weeks over 12 and 52 as durations (issue 49, eleventh round)', () => {
  it('reads N/12 and N/52 after a plan word or a comparison, or before "ago", as a duration', () => {
    expectClean('Symptoms for 6/12, worse over the last 2/12. Recheck bloods in 4/12.');
    expectClean('Amenorrhoea > 12/12, so post-menopausal. Hot flushes began 8/12 ago.');
    expectClean('Seen within 2/52 by the nurse; follow-up 6/52.');
  });

  it('still reads a day and month after a date word as a date', () => {
    expectFound('Seen on 3/12 by the practice nurse.', '3/12', 'date');
    expectFound('Mammogram 11/12 was normal.', '11/12', 'date');
  });
});

describe('detector: people named by their role (issue 49, eleventh round)', () => {
  it('reads a role noun before a reporting verb or a chat colon as the role, not a surname', () => {
    expectClean('Carer states she has been eating well. Respondent says the leaflet helped.');
    expectClean('Client reports fewer night sweats; Caller asked about patches.');
    expectClean('[09:14] Moderator: please keep posts kind.\n[09:15] Admin: thread closed.');
  });

  it('keeps a name that follows the role, and a role word after a title', () => {
    expectFound('Caller Linda says the patches fall off.', 'Linda', 'name');
    expectFound('Dr Caller says she is fine.', 'Caller', 'name');
  });
});

describe('detector: techniques, models and conditions named after their authors (issue 49, eleventh round)', () => {
  it('reads a surname before a technique, model, measure or condition as an eponym', () => {
    expectClean('Vertigo: Semont manoeuvre done, Epley manoeuvre taught for home.');
    expectClean('Tendon: Kessler repair, then the Duran protocol.');
    expectClean('Framed with the Prochaska transtheoretical model and the Kübler-Ross model.');
    expectClean('Breslow thickness 1.2 mm; Clark level IV.');
    expectClean("Hashimoto's autoimmune thyroiditis and Graves orbitopathy.");
    expectClean('Oxford Knee Score 30; Glasgow–Blatchford score 2.');
  });

  it("keeps a person's own score, level, type and condition", () => {
    expectFound('Okafor pain score 6 today.', 'Okafor', 'name');
    expectFound('Kowalski type 2 diabetes, on metformin.', 'Kowalski', 'name');
    expectFound('Okafor level 2 support.', 'Okafor', 'name');
  });
});

describe('detector: products by their dosage form and by the drugs beside them (issue 49, eleventh round)', () => {
  it('reads a word after a dosage-form abbreviation, with its strength or drug, as a product', () => {
    expectClean('Inj. Rocephin 1 g IV stat; Cap Omez 20 OD; Syp. Cremaffin 10 mL HS.');
    expectFound('Cap Okonjo visited the ward.', 'Okonjo', 'name');
  });

  it('reads a word in no list before its dosage form or release suffix as a product', () => {
    expectClean('Zeroderm ointment BD and Balneum lotion as a soap substitute.');
    expectFound('Ngozi cream applied by the nurse.', 'Ngozi', 'name');
  });

  it('reads a word in no list joined to a drug as a product, and generic names by their INN stems', () => {
    expectClean('Offered Androfeme or Testogel; I use Lubrigyn and Replens.');
    expectClean('Switched to Quetiapine, then Olanzapine; Tamsulosin stopped.');
    expectFound('Spoke to Okonjo or Ngozi about the gel.', 'Okonjo', 'name');
  });
});

describe('detector: languages, castes and peoples as descriptors (issue 49, eleventh round)', () => {
  it('reads Indian, African and other languages and community descriptors as such', () => {
    expectClean('Speaks Malayalam and Konkani; interpreter booked for Shona.');
    expectClean('Family are Marwari, vegetarian. Her husband is Ijaw; she is Afro Brazilian.');
  });
});

describe('detector: kinds of service, states and code systems (issue 49, eleventh round)', () => {
  it('reads a specialty before a clinic or department word as a kind of service, a place before it still found', () => {
    expectClean('RHEUMATOLOGY DEPARTMENT\nReferred on to the Fracture Clinic and the Diabetes Day Unit.');
    expectFound('Seen in Leeds Gynaecology Clinic today.', 'Leeds', 'location');
  });

  it('reads a word before "State" as a state, but not a street named State', () => {
    expectClean('Moved from Ogun State to Kano State in 2019.');
    expectFound('Lives at 14 State Street.', 'State Street', 'location');
  });

  it('reads code system URIs and coding codes as terms, and a longer URL as a URL', () => {
    expectClean('<coding><system value="http://loinc.org"/><code value="2345-7"/></coding>');
    expectClean('{"system": "http://snomed.info/sct", "code": "44054006"}');
    expectFound('Portal: http://hl7.org/fhir/Patient/8812', 'http://hl7.org/fhir/Patient/8812', 'url');
  });
});

describe('detector: the FHIR namespace in its leetspeak-folded view (issue 49, eleventh round)', () => {
  it('reads the hl7.org namespace of an XML resource as a term', () => {
    expectClean('<Patient xmlns="http://hl7.org/fhir"><active value="true"/></Patient>');
  });
});

describe('detector: lower-case clinical coinages as terms (issue 49, eleventh round)', () => {
  it('reads words on a clinical ending as terms, not as a lower-case name or a place after "to"', () => {
    expectClean('Iatrogenic detrusor overactivity discussed; autologous fascial sling offered.');
    expectClean('The drug may lead to anorgasmia or vaginismus.');
    expectFound('spoke to ifeoma adaeze okafor about it', 'okafor', 'name');
  });
});

describe("detector: a product's register code (issue 49, eleventh round)", () => {
  it('reads a code after DIN, NDC, AUST R or GTIN as a product code, and keeps a record number', () => {
    expectClean('NDC 0093-7180-56 on the box; AUST R 12345 on the Australian pack; GTIN 05012345678900 scanned.');
    expectFound('MRN 00653241 on the wristband.', '00653241', 'medical_record_number');
  });
});

describe('detector: an eponymous grade in Roman numerals (issue 49, eleventh round)', () => {
  it('reads a Roman grade after an eponym, before a lesion word, a preposition or punctuation, as a grade', () => {
    expectClean('Gartland III fracture; Neer II. Mobitz II block at night.');
  });

  it('keeps a generational suffix, a pronoun after a name and a postal district', () => {
    expectFound('Robert Jones III attended.', 'Jones', 'name');
    expectFound('Spoke to Linda I think.', 'Linda', 'name');
    expectFound('We moved here from København V', 'København', 'location');
  });
});

describe('detector: hospital department acronyms (issue 49, eleventh round)', () => {
  it('reads outpatient, unit and ward acronyms after a place preposition as departments', () => {
    expectClean('Moved from SOPD to the MAU, then to SDEC; the baby went to SCBU.');
    expectFound('Results were faxed to HALLORAN by mistake.', 'HALLORAN');
  });
});
