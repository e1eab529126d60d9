import { expect } from 'chai';
import { detectIdentifiers } from '../../src/deidentification';
import { expectClean, expectFound } from './helpers';

/** The frames below stand beside a hit already made, so the text is refused anyway: the word itself must not be. */
function expectNotOn(text: string, fragment: string): void {
  const start = text.indexOf(fragment);
  if (start < 0) throw new Error(`fragment "${fragment}" not in text`);
  const end = start + fragment.length;
  const on = detectIdentifiers(text).filter((h) => h.start < end && start < h.end);
  expect(on, `expected no hit on "${fragment}" in: ${text}`).to.be.empty;
}

/**
 * The twenty-third round on the bypass fuzzer's lower case (issue 49, branch issue-49b23): a town in lower case
 * where the frame, not its capitals, says it is a place — a place field written as markup or data, a postcode in a
 * table's column or a delimited record, a town after a person and a comma before a colon, the other end of an arrow
 * from a place, a town in brackets after a person, and where someone lives now after where they came from. Every
 * example is new: none is taken from an evaluation set.
 */
describe('detector: lower case by class, twenty-third round', () => {
  it('reads a place field written as markup, JSON, an attribute or a mapped mail-merge field', () => {
    expectFound('<PatientCity>todmorden</PatientCity><State>WY</State>', 'todmorden', 'location');
    expectFound('<addr:town>honley</addr:town>', 'honley', 'location');
    expectFound(
      '{"line": "4 Kiln Row", "city": "oswaldtwistle", "postalCode": "BB5 3XX"}',
      'oswaldtwistle',
      'location',
    );
    expectFound('<patient town="cleckheaton" dob="1950-02-03"/>', 'cleckheaton', 'location');
    expectFound('«Forename» -> Ida; «Town» -> slaithwaite; «DOB» -> 02/02/1941', 'slaithwaite', 'location');
  });

  it('leaves a place field that is empty or says none, and elements that only end like one', () => {
    expectClean('<town>n/a</town><village>none</village>');
    expectClean('{"city": "none", "ward": "oak"}');
    expectClean('<ethnicity>prefers not to say</ethnicity><capacity>has capacity</capacity>');
    expectClean('Exercise capacity = "fair"; electricity ok.');
  });

  it('reads a lower-case postcode in a column of a table or a component of a record', () => {
    expectFound('Agnes Whitby        88   wf13 4qz   clinic 3', 'wf13 4qz', 'location');
    expectFound('<rim:Value>PID-11|9 Tanner Fold^^Batley^^wf17 6ph</rim:Value>', 'wf17 6ph', 'location');
    expectFound('<postcode>hd7 5ax</postcode>', 'hd7 5ax', 'location');
  });

  it('leaves doses and times in a column of a table', () => {
    expectClean('estradiol   2 mg   1 5pm   daily');
    expectClean('dose   50 2mg   2 1ml   review');
  });

  it('reads a town after a person and a comma that closes before a colon', () => {
    expectFound('Referral from Dr Ruth Abela, zebbug: sweats and insomnia.', 'zebbug', 'location');
  });

  it('reads the far end of an arrow from a place found', () => {
    expectFound('Transfer booked Nairobi → kampala, seat 14C.', 'kampala', 'location');
    expectFound('Flight plan: peckham -> Nairobi, then home.', 'peckham', 'location');
  });

  it('leaves everyday and clinical words at the end of an arrow', () => {
    expectNotOn('Moved Leeds → tibolone clinic.', 'tibolone');
    expectNotOn('Flew Nairobi → perimenopausal review.', 'perimenopausal');
    expectNotOn('Flew Nairobi → resus, then theatre.', 'resus');
    expectNotOn('Leeds -> discharge lounge, then home.', 'discharge');
    expectClean('Flushes → better; patch → gel.');
  });

  it('reads a town in brackets after a person found', () => {
    expectFound('Copy to Dr Ruth Abela (zebbug) about her mother.', 'zebbug', 'location');
    expectFound('Mrs Winifred Oakes (pontefract) rang the line.', 'pontefract', 'location');
  });

  it('leaves a clinical or everyday word in brackets after a person', () => {
    expectNotOn('Seen by Dr Ruth Abela (locum) today.', 'locum');
    expectNotOn('Mrs Winifred Oakes (perimenopausal) rang.', 'perimenopausal');
    expectNotOn('Mrs Winifred Oakes (anastrozole) rang.', 'anastrozole');
  });

  it('reads where someone lives now after where they came from', () => {
    expectFound('Grew up in Tralee and moved in 1990, now ashford; walks daily.', 'ashford', 'location');
    expectFound('Born in Jacmel, now peckham.', 'peckham', 'location');
    expectFound('Moved from Labasa, now wollongong NSW; GP aware.', 'wollongong', 'location');
  });

  it('leaves a state, a drug or a coined clinical word after "now"', () => {
    expectClean('Flushes from the start, now perimenopausal; on estradiol before, now tibolone.');
    expectClean('Moved to the patch before, now better; from the start, now sleeping.');
    expectNotOn('Grew up in Tralee and moved in 1990, now menopausal.', 'menopausal');
  });

  it('reads a lone name after a tie that a contact label or a clause about the person closes', () => {
    expectFound('Son kelechukwu phone number changed.', 'kelechukwu', 'name');
    expectFound('Her niece ngozika email on file; lives alone.', 'ngozika', 'name');
    expectFound('Her cousin tevita who lives nearby.', 'tevita', 'name');
  });

  it('leaves an everyday word after a tie before those words', () => {
    expectClean('Her daughter will phone later; carer who visits is off.');
    expectClean('Son also lives nearby; friend from church who drives.');
  });

  it('reads a part of a name written as a data field anywhere on a line', () => {
    expectFound('event=Registered given=efua family=MAC AODHA dob=1940', 'efua', 'name');
    expectFound("INFO merge held: last_name='ní fhloinn' first_name='Aoife'", 'fhloinn', 'name');
    expectFound('  family_name: ní dhuibhir  given_name: Oona', 'dhuibhir', 'name');
  });

  it('leaves a name field that holds no name', () => {
    expectClean('given=unknown family=none surname: pending');
    expectClean("first_name='' last_name='not recorded'");
  });

  it('reads where a person found works or comes from, closing its phrase', () => {
    expectFound('Letter copied to Dr Ruth Abela at bingley.', 'bingley', 'location');
    expectFound('Mrs Winifred Oakes of pontefract, rang today.', 'pontefract', 'location');
  });

  it('leaves an everyday or ward word after a person and "at" or "in"', () => {
    expectNotOn('Seen by Dr Ruth Abela at home.', 'home');
    expectNotOn('Dr Ruth Abela in theatre, then clinic.', 'theatre');
  });

  it('reads a branch or a site named by its town', () => {
    expectFound('Patches are held at our tadcaster branch until Friday.', 'tadcaster', 'location');
    expectFound('She was recruited at the luton site in May.', 'luton', 'location');
  });

  it('leaves a site of the body or of a line, and a branch of a vessel', () => {
    expectClean('The picc site looks clean; the injection site is red.');
    expectClean('Stenosis of the obtuse marginal branch; the ecog site form is done.');
  });

  it('reads a town after a referral verb when the town is listed, and after "lives" before a district', () => {
    expectFound('Referred from dewsbury for the scan.', 'dewsbury', 'location');
    expectFound('Her mother lives taichung Beitun district now.', 'taichung', 'location');
    expectFound('Note from her daughter: "mum lives honley"', 'honley', 'location');
  });

  it('leaves a ward or team after a referral verb', () => {
    expectClean('Referred from outpatients; transferred from recovery to the ward; discharged from physio.');
  });

  it('reads a run-together date in lower case before a clock time', () => {
    expectFound('Scheduler run 12feb27 14:05:07 finished, 3 records', '12feb27', 'date');
    expectFound('Ticket TK-88 opened 3mar27 0815z.', '3mar27', 'date');
  });

  it('leaves a run-together code in lower case with no clock time after it', () => {
    expectClean('Reorder code 3mar26 for 1200 units of gauze.');
  });

  it('reads a surname that is a rarer English word after a title where it closes its phrase, and a LaTeX tie', () => {
    expectFound('Copied to GP dr khan, then the IMCA.', 'khan', 'name');
    expectFound('2 & 14.01.2026 & Dr~adewunmi & 52.0 \\\\', 'adewunmi', 'name');
  });

  it('leaves an everyday word after a title that goes on', () => {
    expectClean('Ask dr about it; the dr will see her today.');
  });

  it('reads someone introducing herself by a name', () => {
    expectFound("hey it's saoirse, can I move my appointment?", 'saoirse', 'name');
    expectFound('Hello, this is kelechukwu. My daughter translates.', 'kelechukwu', 'name');
    expectFound('yes it is me tevita, from the Tuesday group', 'tevita', 'name');
  });

  it('leaves a state, a drug or an everyday word after "I am" or "it\'s"', () => {
    expectClean("I am perimenopausal. It's sertraline now, and it's late; I am tired. I am latina.");
    expectClean('This is estradiol; it is fine.');
  });

  it('reads one word in capitals after a person and a comma as a town, amid mixed case', () => {
    expectFound('Letter copied to Ms Ada Kerr, DUNOON; fax to follow.', 'DUNOON', 'location');
  });

  it('leaves letters after a name in capitals, and words heading a letterhead', () => {
    expectNotOn('Signed Dr Jo Kerr, FRCOG.', 'FRCOG');
    expectNotOn('DR J. KERR, THE SURGERY', 'THE SURGERY');
  });

  it('reads a name in capitals after a person label, amid mixed case', () => {
    expectFound('Clinic list\nPatient: IDA KERR-MAWSON   MRN 1234', 'KERR-MAWSON', 'name');
  });

  it('leaves short forms in capitals after a list label', () => {
    expectClean('Present: GP, CNS, HCA and the dietitian');
  });

  it('reads a lone name after "patient" or "pt", and a family by its surname in the plural', () => {
    expectFound('We reviewed the patient ngozika, aged 50, in clinic.', 'ngozika', 'name');
    expectFound('Thanks to the okonkwos for the flowers.', 'okonkwos', 'name');
  });

  it('leaves a verb after "patient" and an everyday plural after "the"', () => {
    expectClean('The patient reported less sweating; pt declined; the smiths and the lads came.');
  });
});
