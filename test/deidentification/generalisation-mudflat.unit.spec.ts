import { expect } from 'chai';
import { gs1CheckDigitValid } from '../../src/deidentification/gtin-element-strings';
import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's twenty-second round: each case is a class of evidence studied on the mudflat set, in
// words of its own (none of these texts is in any set). Every clean text is refused by main; the blocks headed
// "keeps" carry a real identifier in the shape a new rule reads, which must still be found.

describe('detector: quoted words where the sentence names their language (issue 49, twenty-second round)', () => {
  it('reads a quoted lower-case run as words of the language the sentence names', () => {
    expectClean('Her Uzbek word for the flushes is "issiq toshqin", said with a laugh.');
    expectClean('The Romanian leaflet says "valuri de căldură" for flushes.');
    expectClean('In Polish reports "wynik zweryfikowany" means a checked result.');
    expectClean('Malay\n"badan panas" is the term she used.');
  });

  it('reads a language named in its own letters as the language', () => {
    expectClean('She sees the Māori nurse on Thursdays.');
  });

  it('keeps a name quoted after a relation or "called", or quoted in capitals alone', () => {
    expectFound('She speaks Polish; her daughter "Zosia Wrona" interprets.', 'Zosia Wrona', 'name');
    expectFound('Kazakh speaker, known at the clinic as "Aigerim Nurlanqyzy".', 'Aigerim Nurlanqyzy', 'name');
    expectFound('Spanish-speaking; she asked for "rosario" to be told.', 'rosario', 'name');
  });
});

describe('detector: markup element names (issue 49, twenty-second round)', () => {
  it('reads the name of an element as markup', () => {
    expectClean('<Rx><Sig>one at night</Sig><Note>review in May</Note></Rx>');
    expectClean('<Refill><Qty>28</Qty><Veta>none</Veta></Refill>');
  });

  it('keeps what an element holds', () => {
    expectFound('<Patient><LastName>Okafor</LastName><Sig>one daily</Sig></Patient>', 'Okafor', 'name');
  });
});

describe('detector: GTINs in GS1 element strings (issue 49, twenty-second round)', () => {
  it('checks the GS1 check digit', () => {
    expect(gs1CheckDigitValid('09506000134352')).to.equal(true);
    expect(gs1CheckDigitValid('09506000134353')).to.equal(false);
  });

  it('reads a GTIN after (01) as a product code', () => {
    expectClean('Verified pack: (01)09506000134352(17)290131 Evorel 50, decommissioned.');
  });

  it('keeps the serial after (21), and a number failing the check with no identifier after it', () => {
    expectFound('Scan (01)09506000134352(21)4478120933 flagged by the hub.', '4478120933');
    expectFound('Scan (01)09506000134353 flagged by the hub.', '09506000134353');
  });
});

describe('detector: radionuclides beside a radiation unit (issue 49, twenty-second round)', () => {
  it('reads an element and its mass number as a nuclide', () => {
    expectClean('Thyroid uptake with I-131 tracer dose, effective dose 0.9 mSv; images at 24 h.');
  });

  it('keeps a highway with no radiation unit', () => {
    expectFound('Lives off I-131 near exit 9, daughter drives her in.', 'I-131');
  });
});

describe('detector: SNOMED CT identifiers in a coded field (issue 49, twenty-second round)', () => {
  it('reads a checked SNOMED CT id labelled as a code', () => {
    expectClean('"dose/route|code": "26643006",\n"dose/route|value": "Oral"');
    expectClean('<Code>372709008</Code><Display>estradiol-containing product</Display>');
  });

  it('keeps a number that fails the check', () => {
    // An NHS number's digits fail SNOMED CT's partition.
    expectFound('"nhs_code": "9434765919", "ward": "B"', '9434765919');
  });
});

describe('detector: words of another language by their siblings in a list (issue 49, twenty-second round)', () => {
  it('reads a foreign analyte among known ones, each with its value', () => {
    expectClean('Panel: TSH 1.9, ferritin 44, LDL 3.1, triglicéridos 1.6, HDL 1.2.');
  });

  it('reads foreign terms beside a sibling glossed in English', () => {
    expectClean('Symptoms: sofocos (hot flushes), sudoración nocturna, sequedad vaginal, insomnio.');
  });

  it('keeps a capitalised name or a listed name among the siblings', () => {
    expectFound('Visitors: sofía (niece), Jan Kowalski, neighbours, friends.', 'Jan Kowalski', 'name');
    expectFound('Labs: TSH 1.9, LDL 3.1, sodium 139, ségolène 4 visits.', 'ségolène', 'name');
  });
});

describe('detector: standards by their designation (issue 49, twenty-second round)', () => {
  it('reads a designation after a standards body as the standard', () => {
    expectClean('The middleware follows CLSI AUTO16-A2 and ASTM F2761-09 for messaging.');
  });

  it('keeps a number with a word between it and the body', () => {
    expectFound('ASTM host reported MRN 26041993 twice.', '26041993');
  });
});

describe('detector: test codes of analyser records (issue 49, twenty-second round)', () => {
  it('reads the universal test id of a result or order record as a test code', () => {
    expectClean('R|3|^^^PROLA|412|mIU/L||N||F\nR|4|^^^GALT|21|U/g Hb||N||F');
  });

  it('keeps the patient record', () => {
    expectFound('P|1||PID8812||Okonjo^Adaeze\nR|3|^^^PROLA|412|mIU/L||N||F', 'Okonjo');
  });
});

describe('detector: numbers labelled as quantities (issue 49, twenty-second round)', () => {
  it('reads a count, sum or position under its label as a quantity', () => {
    expectClean('PS> Get-Item *.log | Measure-Object Length -Average\nCount   : 57\nAverage : 31415926');
    expectClean('marker\tchrom\tposition\tcall\nrs1051730\t15\t78601997\tGA\nrs4988235\t2\t136608646\tGG');
  });

  it('keeps a number under another label or column', () => {
    expectFound('Count   : 57\nMRN     : 31415926', '31415926');
    expectFound('sample_id\tchrom\tposition\tcall\n78601997\t15\t78601997\tGA', '78601997');
  });
});

describe('detector: names in the fields of machine-written records (issue 49, twenty-second round)', () => {
  it('finds the patient name of an analyser patient record in any case', () => {
    expectFound('H|\\^&|||LIS\nP|1||RQ5520931||mbeki^thandeka^N||19670305|F', 'mbeki', 'name');
    expectFound('3P|1||R 7 7 1||VUORINEN^tuulikki||1950-02-11|F', 'VUORINEN', 'name');
  });

  it("finds NCPDP SCRIPT's name and address elements in any case", () => {
    expectFound(
      '<Name><LastName>ferreira-lowe</LastName><FirstName>odette</FirstName></Name>',
      'ferreira-lowe',
      'name',
    );
    expectFound('<Address><AddressLine1>88 quarry bank rd</AddressLine1><City>oshkosh</City></Address>', 'oshkosh');
  });

  it('leaves an empty patient record and a result record clean', () => {
    expectClean('P|1||||^^||||||\nR|3|^^^PROLA|412|mIU/L||N||F');
  });
});

describe('detector: the symbols of respiratory physiology (issue 49, twenty-second round)', () => {
  it('reads a gas symbol glued to its formula as the symbol', () => {
    expectClean('On air, PaO2 8.1 kPa and PaCO2 4.2 kPa; SpO2 91 %.');
  });

  it('keeps a name beside the symbol', () => {
    expectFound('PaO2 normal; seen with Dr Paola Okafor.', 'Paola Okafor', 'name');
  });
});

describe('detector: lists of short codes after "codes" (issue 49, twenty-second round)', () => {
  it('reads two or more short capitals after "codes" as codes', () => {
    expectClean('Reason codes MA, JO; PA required.');
    expectClean('Status codes: BO, KI and LU returned.');
  });

  it('keeps a name in capitals that ends the list or follows it', () => {
    expectFound('Codes: OKAFOR, AB', 'OKAFOR', 'name');
    expectFound('Codes: AB, CD seen by MAHMOUD, RANIA today.', 'MAHMOUD, RANIA', 'name');
  });
});
