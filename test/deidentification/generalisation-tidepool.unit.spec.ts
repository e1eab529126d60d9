import { expect } from 'chai';
import { detectIdentifiers } from '../../src/deidentification';
import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's twenty-third round: each case is a class of evidence studied on the tidepool set, in
// words of its own (none of these texts is in any set). Every clean text is refused by main; the blocks headed
// "keeps" carry a real identifier in the shape a widened or new rule reads, which must still be found.

describe('detector: lists under a kind of made or published thing (issue 49, twenty-third round)', () => {
  it('reads the items under a head of devices, medicines, sources or journals', () => {
    expectClean('Theatre devices: Karlstorz Pendrix 5 mm, Olvera scope, Quintaro II sealer.');
    expectClean('Medicines she brought from Cyprus: Ovestra, Kallista Gel, Femarion.');
    expectClean('Sources checked: Medline, Tripwire Evidence, Kluvera Drugs,\nNordlys Guidance, EvidenceHub.');
    expectClean('Outputs: audit cycles and publications in Climavex, Osteonta and Menopausal Review.');
  });

  it('keeps a person listed under such a head, or named after the list', () => {
    expectFound('Sources of referral: Joanne Whitfield, Dr Parekh.', 'Joanne Whitfield', 'name');
    expectFound('Devices: Pendrix 5 mm issued to Beatrice Lomax on the ward.', 'Beatrice Lomax');
  });
});

describe('detector: SNOMED CT and MedDRA codes in coded fields (issue 49, twenty-third round)', () => {
  it('reads a checked SNOMED CT identifier beside its HL7 OID or in an ebXML nodeRepresentation', () => {
    expectClean("FindDocuments query: $XDSDocumentEntryTypeCode=('371530004^^2.16.840.1.113883.6.96') returned 4.");
    expectClean('<rim:Classification nodeRepresentation="734163000" classificationScheme="urn:uuid:aa11"/>');
  });

  it('reads an eight-digit MedDRA code in a field or line naming MedDRA', () => {
    expectClean('<reactionmeddrapt>10020407</reactionmeddrapt>\n<reactionoutcome>2</reactionoutcome>');
    expectClean('<drugindication>10027304</drugindication> (MedDRA LLT, version 27.1)');
  });

  it('keeps a record number in the same fields when the check or the terminology is missing', () => {
    expectFound('<rim:Slot name="patientId" nodeRepresentation="44710926"/>', '44710926');
    expectFound('<patientidentifier>10027304</patientidentifier> hospital number', '10027304');
  });
});

describe('detector: translations in gettext catalogues (issue 49, twenty-third round)', () => {
  it('reads the words a msgstr holds beyond its msgid as the translation', () => {
    expectClean(
      'po/cs.po:40:msgid "Take one tablet each evening."\npo/cs.po:41:msgstr "Užívejte jednu tabletu každý večer."',
    );
    expectClean('msgid "Your results are ready."\nmsgstr "Wyniki badań są już gotowe."');
  });

  it('reads a translator comment quoting a word of the translations', () => {
    expectClean('#. "Wyniki" is plural here\nmsgid "Your results are ready."\nmsgstr "Wyniki badań są już gotowe."');
  });

  it('keeps a name filled into a placeholder, a name the source gives, and a number spelled out', () => {
    expectFound(
      'msgid "Hello %(name)s, see you soon."\nmsgstr "Dzień dobry Bożena Wróblewska, do zobaczenia."',
      'Bożena',
    );
    expectFound('msgid "Dear Mrs Hartigan-Oyelowo"\nmsgstr "Szanowna Pani Hartigan-Oyelowa"', 'Hartigan-Oyelowa');
    expectFound(
      'msgid "Call 0161 496 0388 with questions."\n' +
        'msgstr "Ligue zero um seis um, quatro nove seis, zero três oito oito."',
      'zero um seis um',
    );
  });
});

describe('detector: instruments by their GMDN heads and model numbers (issue 49, twenty-third round)', () => {
  it('reads a maker before a counter, reader, meter or brace, a model number between', () => {
    expectClean('Contamination survey with a Mirion Kessler counter after each elution.');
    expectClean('Badges read on the Dosimetrix 4400 reader; results filed monthly.');
    expectClean('Fitted with a Baxwell hyperextension brace for the wedge fracture.');
  });

  it('keeps a name with its title before such a word, and one joined to it by a hyphen', () => {
    expectFound('Mrs Thornbury counter-signed the dosimetry return.', 'Thornbury', 'name');
  });
});

describe('detector: code literals and COBOL data names (issue 49, twenty-third round)', () => {
  it('reads a hex literal and the data names of a procedure statement as code', () => {
    expectClean("OUTREC BUILD=(1,80,81:X'0000404040')");
    expectClean('000310 IF WS-DOSE-BAND > 3 MOVE 4 TO WS-RISK-BAND ELSE MOVE WS-DOSE-BAND TO WS-RISK-BAND.');
  });

  it('keeps what a statement quotes', () => {
    expectFound("000320 MOVE 'ROSALIND ACHTERBERG' TO WS-PAT-NAME.", 'ROSALIND ACHTERBERG', 'name');
  });
});

describe('detector: brands in brackets with a strength or a range word (issue 49, twenty-third round)', () => {
  it('reads a bracketed brand closing with a strength, and a range word a name list also holds', () => {
    expectClean('3 on tube feeds (Nutrilon 1.2) overnight.');
    expectClean('Drinks thickened (Vitaquick Clear) on request.');
  });

  it('keeps a bracketed person after a relation, and a given name before a range word', () => {
    expectFound('Seen with her carer (Okafor Brown) today.', 'Okafor Brown', 'name');
    expectFound('Fluids thickened for level 2 (Kendra Clear) on the ward.', 'Kendra');
  });
});

describe('detector: legends of short codes (issue 49, twenty-third round)', () => {
  it('reads the meanings of a key of codes as words', () => {
    expectClean('Tray key: N = normal, S = soft, P = puréed, H = Halal, KS = Kosher style.');
  });

  it('keeps names in a key of staff initials, and a given name among diet meanings', () => {
    expectFound('Staff key: JO = Joanna Okonedo, AB = Aileen Burke, KL = Kerry Lund.', 'Joanna Okonedo');
    expectFound('Key: N = normal, S = soft, R = Rosalind (feeds her), T = thickened.', 'Rosalind', 'name');
  });
});

describe("detector: lists of women's health bodies after a cue (issue 49, twenty-third round)", () => {
  it('reads every body of a list after "via", each maybe after "the"', () => {
    expectClean("Support via the Daisy Network, Menopause Matters and Women's Health Concern.");
  });

  it('keeps a person named after the list', () => {
    expectFound('Leaflets via the Daisy Network and Jean Hailes; seen by Jean Hobbs.', 'Jean Hobbs', 'name');
  });
});

describe('detector: symbol sets and title-case training named after someone (issue 49, twenty-third round)', () => {
  it('reads a maker before "symbols" and a name before a title-case programme', () => {
    expectClean('Visual timetable printed with Boardmaker and Tillotson symbols.');
    expectClean('All staff complete the Rosalind Carrow Mandatory Training each year.');
  });

  it('keeps a person before her own training in lower case', () => {
    expectFound('Jane Okafor training completed on the ward.', 'Jane Okafor', 'name');
  });
});

describe('detector: dishes named after places and people (issue 49, twenty-third round)', () => {
  it('reads a capitalised word straight before a dish head in a text about food', () => {
    expectClean('Pudding menu: Chelsea bun, Eton mess and Bakewell tart; soup of the day.');
    expectClean('Supper trolley: Dundee cake, Eccles cake and Cumberland sausage rolls.');
  });

  it('keeps a surname the note also writes as a name, and a town after "lives in"', () => {
    expectFound('Meal feedback: Kettleby pie was cold, says Mrs Doreen Kettleby.', 'Kettleby pie');
    expectFound('Diet: she lives in Bakewell and eats Eton mess most days.', 'Bakewell', 'location');
  });
});

describe('detector: ages over 89 beside a name or under an age label (issue 49, twenty-third round)', () => {
  it('finds an age in brackets or between commas after a name, in digits or words', () => {
    expectFound('Ward round: OYELARAN, Bisi (93), settled overnight.', '93', 'date');
    expectFound('Home visit: Mrs Pauline Grieve, ninety-four, lives alone.', 'ninety-four', 'date');
  });

  it('finds the value of a field labelled by age', () => {
    expectFound('event=AdmissionRecorded name="Tamsin Achterberg" age=97 ward=4', '97', 'date');
  });

  it('leaves ages under 90, counts and measurements', () => {
    expectClean('Cohort summary: age=64, bmi=27.1, n=96, site=3.');
    const text = 'Weighed: Mrs Okafor, 95 kg, BP 130/80.';
    const hits = detectIdentifiers(text).map((h) => text.slice(h.start, h.end));
    expect(hits).to.deep.equal(['Okafor']);
  });
});

describe('detector: what a product list leaves to the other rules (issue 49, twenty-third round)', () => {
  it("keeps a record's fields, a name after the list's sentence, and spaced digits", () => {
    expectFound('Name as on the drug chart: OYELOWO, GRAINNE\nWard 7', 'GRAINNE');
    expectFound('Device: pessary ring, lot RG 118 204. Patient Hartley, Maeve, 01632 960 118.', 'Maeve');
    expectFound('Audit database entry: surgeon k.obi, GMC 6 1 3 8 2 9 0, theatre 3', '6 1 3 8 2 9 0');
  });
});
