import { expect } from 'chai';
import { SPANISH_WORDS } from '../../src/deidentification/code-switched-words';
import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's thirteenth round: each case is a class of evidence studied on the hinterland set, in
// words of its own (none of these sentences is in the set).

describe('detector: web addresses read aloud (issue 49, thirteenth round)', () => {
  it('reads a spoken "dot" before a top-level domain, and its spoken path, as a web address', () => {
    expectFound('you can find it on hotflushdiaries dot com slash episode', 'hotflushdiaries dot com', 'url');
    expectFound('see www dot menopausematters dot co dot uk for the leaflet', 'menopausematters', 'url');
    expectFound('her page is jane-writes dot substack dot com slash p slash hrt', 'jane-writes', 'url');
  });

  it('leaves an e-mail read aloud to the e-mail rule, and a dot that is no address alone', () => {
    expectFound('write to maria at gmail dot com today', 'maria at gmail dot com', 'email');
    expectClean('A red dot on the skin, dot and blot haemorrhages on fundoscopy.');
  });
});

describe('detector: first names listed as those who attended (issue 49, thirteenth round)', () => {
  it('reads two or more first names before a verb of attending, or one before sending apologies, as names', () => {
    expectFound('Rose, Amber and Will attended the huddle.', 'Amber', 'name');
    expectFound('Present: Grace & Hope joined the group.', 'Hope', 'name');
    expectFound('Holly and Ruby did not attend; Pearl sent apologies.', 'Pearl', 'name');
  });

  it('leaves lists of substances, services and relations alone', () => {
    expectClean('Sodium, Potassium and Calcium attended to on the chart.');
    expectClean('Physio and OT sent apologies. Mum and Dad attended.');
  });
});

describe('detector: Spanish words in a code-switched note (issue 49, thirteenth round)', () => {
  it('reads runs of Spanish words as words when the note holds several', () => {
    expectClean('Refiere dolor de cabeza y mareos por la noche; no quiere pastillas.');
    expectClean('Dice que los calores son peores en la noche. Toma vitamina D diario.');
    expectClean('Su esposo habla inglés; ella prefiere intérprete.');
  });

  it('keeps names inside the note, after a relation or a title', () => {
    expectFound('Vive con su hija Marisela en la casa de su mamá.', 'Marisela', 'name');
    expectFound('Dice que la Dra. Inés Carvajal le dio pastillas por miedo.', 'Carvajal', 'name');
    expectFound('Llamar a su esposo Rigo, dice que no quiere hormonas.', 'Rigo', 'name');
  });

  it('keeps given names that are also Spanish words out of the lexicon', () => {
    for (const name of ['dolores', 'rosa', 'luz', 'paz', 'cruz', 'consuelo', 'esperanza', 'soledad', 'pilar'])
      expect(SPANISH_WORDS.has(name), name).to.equal(false);
  });
});

describe('detector: case law and the doctrines named after it (issue 49, thirteenth round)', () => {
  it('reads a reported case before its citation, and a doctrine with its legal noun, as law', () => {
    expectClean('Following Chester v Afshar [2004] UKHL 41, the risk had to be disclosed.');
    expectClean('Bolitho v City and Hackney HA [1998] AC 232 qualifies the Bolam test.');
    expectClean('She was Gillick competent; Caldicott principles applied; Ogden tables used.');
    expectClean('Fraser or Gillick: neither applies to an adult.');
  });

  it('keeps the same surnames as people after a title or before a verb', () => {
    expectFound('Mrs Fraser rang about the Gillick test results.', 'Fraser');
    expectFound('Letter from Ms Gillick about her mother.', 'Gillick', 'name');
  });
});

describe('detector: terminology systems and their codes (issue 49, thirteenth round)', () => {
  it("reads a standard's own address and a code after its system's name as no identifier", () => {
    expectClean('"system": "http://snomed.info/sct", "code": "271737000", "display": "Anaemia"');
    expectClean('"system": "http://terminology.hl7.org/CodeSystem/v3-ActCode"');
    expectClean('Coded as SNOMED CT 161891005 backache; ICD-10 M54.5; OPCS-4 Q07.4; LOINC 2986-8.');
  });

  it("still reads the value a resource holds, and a number after a record's label", () => {
    expectFound('"system": "https://fhir.nhs.uk/Id/nhs-number", "value": "9434765870"', '9434765870');
    expectFound('MRN 161891005 for the clinic.', '161891005', 'medical_record_number');
  });
});

describe('detector: makers of analysers and equipment with their product lines (issue 49, thirteenth round)', () => {
  it('reads a maker before one of its lines or an equipment noun as the maker', () => {
    expectClean('Oestradiol by Abbott Architect; FSH on Siemens Atellica; HbA1c on the Tosoh analyser.');
    expectClean('Weighed on the Sartorius balance; AMH by Roche Elecsys (cobas e 801).');
  });

  it("keeps a maker's surname as a person after a title, or alone", () => {
    expectFound('Seen by Mrs Abbott today.', 'Abbott');
    expectFound('Dr Roche Access reviewed her.', 'Roche');
  });
});

describe('detector: durations in fraction notation by their words around (issue 49, thirteenth round)', () => {
  it('reads N/12, N/52 and N/7 before "ago", after a quantity before a sequence word, or glossing words', () => {
    expectClean('Fall 3/52 ago; diarrhoea 5/7 ago. Symptoms began within\n2/52 of stopping HRT.');
    expectClean('Bleeding about 4/12 after the coil; review in 3 months (3/12) or 2 meses (2/12).');
  });

  it('still reads a day and month after a date word as a date', () => {
    expectFound('Seen on 14/12 after the scan.', '14/12', 'date');
  });
});

describe('detector: herbs by their Latin binomial in brackets (issue 49, thirteenth round)', () => {
  it('reads a common name before a bracketed genus and Latin epithet as the plant', () => {
    expectClean('Takes Red Clover (Trifolium pratense) and Dong Quai (Angelica\nsinensis) daily.');
    expectClean('Advised against St John’s wort (Hypericum perforatum) with the pill.');
  });

  it('keeps a person before brackets that hold no binomial', () => {
    expectFound('Seen with Mary Okonjo (daughter) today.', 'Mary Okonjo', 'name');
  });
});

describe('detector: eponyms after a grading, model or classification word in brackets (issue 49, round 13)', () => {
  it('reads the bracketed eponym as the grading or model', () => {
    expectClean('Blastocyst grading (Gardner) 4AB; REBT model (Ellis); Dindo classification (Clavien) II.');
  });

  it('keeps the surname as a person elsewhere', () => {
    expectFound('Mrs Ellis attended with her son.', 'Ellis');
  });
});

describe('detector: herbal and traditional remedies by the list they stand in (issue 49, thirteenth round)', () => {
  it('reads the items of a list headed "Herbal:" or "TCM:" as remedies', () => {
    expectClean('Herbal: Ashwagandha, Shatavari.\nTCM: Bai Shao, Huang Qi.');
  });
});

describe('detector: specialties in their short forms before a clinic word (issue 49, thirteenth round)', () => {
  it('reads "gynae clinic", "rheum OPD" and "paeds unit" as kinds of service', () => {
    expectClean('Referred to gynae clinic; seen in rheum OPD and the paeds unit, then onc clinic.');
  });

  it('keeps a capitalised place before the service', () => {
    expectFound('Referred to Elmfield Gynaecology Clinic.', 'Elmfield');
  });
});
