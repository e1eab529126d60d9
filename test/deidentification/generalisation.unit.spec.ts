import { expectClean, expectFound } from './helpers';

describe('detector: classes studied on the transcripts set (issue 49, sixth round)', () => {
  it('reads an age over 89 after any family word, in words, spaced or dotted', () => {
    expectFound('my nan is ninety-four and still gardens', 'ninety-four', 'date');
    expectFound("Grandad's age: 9 2, lives in a care home", '9 2', 'date');
    expectFound('Auntie (aged 97) has osteoporosis too', '97', 'date');
    expectFound('Father: 9.3, frail', '9.3', 'date');
    expectClean("Mum's BP 95/60 and her sister weighs 95 kg.");
    expectClean('Her mother died aged 88 of a stroke; daughter takes 100 mg sertraline.');
  });

  it('reads a road known by its number as a location, in any case', () => {
    expectFound('Pharmacy is the one out on Highway 41 past the school.', 'Highway 41', 'location');
    expectFound('lives off county rd 12 near the feed store', 'county rd 12', 'location');
    expectFound('ROUTE 66 DINER SHIFTS', 'ROUTE 66', 'location');
    expectClean('Route: oral. Administration route of the patch explained.');
  });

  it('reads a kit number and a prefixed code with two-digit first group as identifiers', () => {
    expectFound('Study drug dispensed from kit BX-41-220913 today.', 'BX-41-220913', 'other_identifier');
    expectFound('kit number 77 418 02 returned unused', '77 418 02', 'other_identifier');
    expectClean('Starter kit 12.5 mg, then 2 of 3 given. PHQ-9 11, GAD-7 8, CA-125 30.');
  });

  it('reads an unknown word after an undotted title or a greeting as a name', () => {
    expectFound('pls ask dr adebanjo to sign', 'adebanjo', 'name');
    expectFound('handed to nurse ekwueme at 19:00', 'ekwueme', 'name');
    expectFound('hello zsofika, your results are back', 'zsofika', 'name');
    expectFound('its mirabel again, still no patches', 'mirabel', 'name');
    expectClean('dr appt moved. hello everyone, hi team. nurse triage call done.');
  });

  it('leaves religious communities, ancestry terms and lab short forms alone', () => {
    expectClean('Family history: mother is Jewish, father Muslim; grandparents Hindu and Buddhist.');
    expectClean('Ethnicity recorded as Tibetan; partner is Native Hawaiian. Neighbours are Irish Travellers.');
    expectClean('Coeliac screen: tTG IgA normal, total IgA normal, IgG 11. Vit D 42, Vit B12 300.');
  });

  it('does not read a title glued into a compound abbreviation as a form of address', () => {
    expectClean('Measured by LC-MS/MS. Results below 10 pmol/L are not reported.');
    expectFound('Reviewed with Ms. Okonjo-Baptiste today.', 'Okonjo-Baptiste', 'name');
  });
});

describe('detector: cued fragments and lower-case places (issue 49, sixth round)', () => {
  it('reads the last digits of a card or phone number after "ending" or "last four"', () => {
    expectFound('Paid with the debit card ending 8831 at the desk.', '8831', 'account_number');
    expectFound('Left a voicemail on the mobile ending in 0142.', '0142', 'phone');
    expectFound('Account last four digits 5520 confirmed.', '5520', 'account_number');
    expectFound('phone number ending 5 5 2 0 on file', '5 5 2 0', 'phone');
    expectClean('Trial period ending 2025; course ending in 14 days; the last 4 weeks were better.');
  });

  it('reads a birth date written as one run of digits after its cue', () => {
    expectFound('Pt identified by name and DOB 03111958 at the desk.', '03111958', 'date');
    expectFound('dob: one two oh nine six one, refill due', 'one two oh nine six one', 'date');
    expectClean('Born at term, 3 kg. DOB verified. Birth weight 3200 g.');
  });

  it("reads whatever fills a form's town or city field as a place", () => {
    expectFound('Town :  Ki lmarnock    Postcode : KA1', 'Ki lmarnock', 'location');
    expectFound('city: bellmonte, state: ny', 'bellmonte', 'location');
    expectClean('City: n/a   State: unknown');
  });

  it('reads an unknown lower-case word before a facility head as a place', () => {
    expectFound('bloods done at thornvale surgery last week', 'thornvale surgery', 'location');
    expectFound('referred on to oakhurst family practice', 'oakhurst family practice', 'location');
    expectClean('after bariatric surgery she moved to the sleep clinic and the menopause clinic.');
  });

  it('reads a lower-case street written before its house number, after a number or preposition', () => {
    expectFound('letters go to 4471 strandvej 18 now', 'strandvej 18', 'location');
    expectFound('she lives on kirkjuvegur 7 with her sister', 'kirkjuvegur 7', 'location');
    expectFound('new flat is at 12 willow crescent, first floor', 'willow crescent', 'location');
    expectClean('on tibolone 2.5 mg, on fezolinetant 45 mg, estrogel 2 pumps, bid 3 days, in bed 10 hours.');
    expectClean('walks 2 blocks to the store 3 times a day; 2 very close friends; 10 min walk.');
  });
});
