import { expectClean, expectFound } from './helpers';

describe('detector: code, configuration, markup and what organisations publish (issue 49, 25th round)', () => {
  it("reads a VTIMEZONE block as a time zone's definition, and a VEVENT's DTSTART still as a date", () => {
    const zone = [
      'BEGIN:VTIMEZONE',
      'TZID:America/Chicago',
      'BEGIN:STANDARD',
      'DTSTART:19701101T020000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0600',
      'TZNAME:CST',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:19870405T020000',
      'TZOFFSETFROM:-0600',
      'TZOFFSETTO:-0500',
      'TZNAME:CDT',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
    ].join('\n');
    expectClean(zone);
    const event = 'BEGIN:VEVENT\nDTSTART;TZID=America/Chicago:20270311T101500\nSUMMARY:Pelvic floor review\nEND:VEVENT';
    expectFound(`${zone}\n${event}`, '20270311');
  });

  it("ends no caseless name on an iCalendar property's name or on a key=value pair's key", () => {
    expectClean('BEGIN:VEVENT\nSUMMARY:Pessary review list\nCATEGORIES:CLINIC,UROGYNAE\nTRANSP:OPAQUE\nEND:VEVENT');
    expectClean(
      'BEGIN:VTODO\nSUMMARY:Audit: HRT and migraine\n' +
        'DESCRIPTION:Letters with aura coded\\, then OBSGYN\nRRULE:FREQ=MONTHLY',
    );
    expectClean('index=menoprod sourcetype=nginx status=502\n| stats count by uri_path');
    // The value of a pair keeps every rule.
    expectFound('ts=2026 level=info given=bronwen family=pryce event=x', 'pryce', 'name');
    expectFound(
      'BEGIN:VEVENT\nSUMMARY:HRT review - BRONWEN PRYCE\nATTENDEE:mailto:bp@example.org\nEND:VEVENT',
      'BRONWEN PRYCE',
    );
  });

  it("reads a pipeline stage's command with its argument, not a table row's cells", () => {
    expectClean('| inputlookup patchsizes.csv\n| sort strength');
    expectFound('| bronwen pryce | 61 | patches |', 'bronwen pryce', 'name');
  });

  it("reads an issue tracker's project key before a number or after JQL's project, not the assignee", () => {
    expectClean('ELIN-44  Bug  Dose field rounds 0.5 mg down\nDuplicate of ELIN-39.');
    expectClean('KERIS-1207  Task  Add the new patch strengths');
    expectClean('JQL: project = ANWEN AND fixVersion = 3.1');
    expectFound(
      'KERIS-1208  Task  Call back requested\nAssignee: Tobias Wrenfield-Achebe',
      'Tobias Wrenfield-Achebe',
      'name',
    );
  });

  it("reads a namespace declaration's URL and an element's first attribute's name as markup", () => {
    expectClean(
      '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/">\n' +
        '<dc:title>Vaginal oestrogen leaflet</dc:title>\n</rdf:RDF>',
    );
    expectClean('<waypoint lat="0" lon="0"><name>Car park</name></waypoint>');
    expectClean('<gpxtpx lat="0" lon="0"></gpxtpx>');
    // Another attribute's value keeps every rule.
    expectFound(
      '<rdf:Description xmlns:foaf="http://xmlns.com/foaf/0.1/" foaf:homepage="https://seren-lloyd.example/"></rdf:Description>',
      'https://seren-lloyd.example/',
      'url',
    );
  });

  it("reads a feed's own dates and generator, a cited paper's dates and a podcast file, not an item's own date", () => {
    expectClean(
      '<rss version="2.0"><channel><title>Pharmacy bulletins</title>\n' +
        '<lastBuildDate>Tue, 17 Feb 2026 08:30:00 GMT</lastBuildDate><generator>Ghost 5.8</generator>\n' +
        '<item><title>Estradiol gel supply</title><description>Stock of 0.06 % gel is back.</description></item>\n' +
        '</channel></rss>',
    );
    expectClean(
      '<entry><id>https://doi.org/10.1097/GME.0000000000002028</id><published>2022-07-01T00:00:00Z</published>\n' +
        '<title>The hormone therapy position statement</title></entry>',
    );
    expectClean(
      '<item><title>Episode 7: sleep and night sweats</title>\n' +
        '<enclosure url="https://media.podcasts.example/meno/ep7.mp3" length="30511204" type="audio/mpeg"/>\n</item>',
    );
    expectFound(
      '<rss version="2.0"><channel><title>Practice news</title>\n' +
        '<item><title>Meet our patient ambassador Branwen Tudor-Hale</title>\n' +
        '<pubDate>Thu, 05 Mar 2026 10:00:00 GMT</pubDate></item></channel></rss>',
      '05 Mar 2026',
      'date',
    );
  });

  it("reads a federation entity's endpoints and a token's issuer as a service's, not the signed-in person's", () => {
    expectClean(
      '<md:EntityDescriptor entityID="https://idp.womenshealth.example/metadata">\n' +
        '<md:SPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">\n' +
        '<md:AssertionConsumerService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" ' +
        'Location="https://portal.womenshealth.example/saml2/acs" index="0"/>\n' +
        '</md:SPSSODescriptor>\n</md:EntityDescriptor>',
    );
    expectClean(
      'Access token claims\niss: https://login.menoclinic.example/realms/staff   aud: rota-api\nscope: rota:read',
    );
    expectFound(
      'iss: https://login.menoclinic.example   aud: portal\nprofile: https://myblog.example/eirys-talfryn',
      'https://myblog.example/eirys-talfryn',
      'url',
    );
  });

  it('reads a Visual Basic procedure called as code, not a string it holds', () => {
    const code = [
      'Function PatchDays(n As Integer) As Integer',
      '    PatchDays = Int(n / 3.5) + Len(Mid("abc", 1, 2))',
      'End Function',
    ].join('\n');
    expectClean(code);
    expectFound(code.replace('"abc"', '"Letter for Mrs Eluned Parry-Jones"'), 'Eluned Parry-Jones', 'name');
  });

  it("reads a Mermaid flowchart's node ids, not its labels", () => {
    expectClean('flowchart LR\n  Phase2[Perimenopause] --> Phase3[Postmenopause]');
    expectFound(
      'flowchart LR\n  Phase2[Referral] --> Phase3[Seen by Dr Ifeoma Chukwuemeka]',
      'Ifeoma Chukwuemeka',
      'name',
    );
  });

  it("reads a journal in brackets after a paper's quoted title or before its year, not a speaker or a relative", () => {
    expectClean(
      'Reading list: "Sleep disturbance in the menopause transition" (Obstet Gynecol), ' +
        '"Vasomotor symptoms and heart" (Lancet Diabetes Endocrinol)',
    );
    expectClean(
      'Key papers: "Oestrogen and memory" (J Clin Endocrinol Metab), ' +
        '"Bone loss after the final period" (Osteoporos Int)',
    );
    expectFound('She said "I cannot sleep at all" (Morwenna Trelease, 58)', 'Morwenna Trelease', 'name');
    expectClean('Key papers: KEEPS (JAMA Intern Med 2015), WISDOM (BMJ 2007), the Nurses Health Study (NEJM 2000).');
    expectClean('Reading list: Pathways of care (Kinsella 2019), Hot flush biology (Oduya 2021)');
    expectFound('Pedigree: mother (Morwenna Trelease 1931) had early menopause.', 'Morwenna Trelease', 'name');
  });

  it("reads a trial's sponsor or funder as a maker, unless a title or a given name says it is a person", () => {
    expectClean('Trial summary: 52 weeks. Sponsor: Besins Healthcare');
    expectFound('Trial summary: 52 weeks. Sponsor: Dr Tegwen Baptiste', 'Tegwen Baptiste', 'name');
  });

  it('reads a tie word that is an item of a comma list as a role, not as introducing a name', () => {
    expectClean('Roles: nurse, pharmacist, admin, auditor');
    expectFound('Spoke to her neighbour, wanjiru, who has a key', 'wanjiru', 'name');
  });
});
