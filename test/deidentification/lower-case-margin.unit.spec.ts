import { expectClean, expectFound, expectNoHitOn } from './helpers';

/**
 * Lower-case identifiers the eighteenth round reads (issue 49, lower-case disguise, branch issue-49m18): codes the
 * normalised view read otherwise, codes by their own shape in lower case, towns after a person or a named place,
 * names after a tie, a foreign title, one initial, an author tag or in a list of initials. Every example is new:
 * none is taken from an evaluation set.
 */
describe('detector: lower-case codes, towns and names of the eighteenth round', () => {
  it('keeps a code found as written where the view reads its digits as letters', () => {
    expectFound('Taxi firm booked, the cab is ke71 hwz, M4ria to meet it.', 'ke71 hwz', 'vehicle_identifier');
    expectFound('Implant lot ra05t3 recorded; 0n3 spare in the cupboard.', 'ra05t3', 'device_identifier');
  });

  it('reads spaced record codes with a lower-case prefix that is no word', () => {
    expectFound('Her old hospital number was kgh 447 2093, please merge.', 'kgh 447 2093', 'other_identifier');
    expectFound('Old folder marked tq 0093 1175 in the basement.', 'tq 0093 1175', 'other_identifier');
    expectClean('She moved in 2019 2020 and the bp 140 0900 reading was repeated.');
  });

  it('reads national numbers and plates by their structure in lower case, with their label or context', () => {
    expectFound('Health card RAMQ lapm 6959 2712, renewed.', 'lapm 6959 2712', 'health_plan_number');
    expectFound('Prison reception screen: number c3381pw, wing B.', 'c3381pw', 'other_identifier');
    expectFound('Her car: k - ab 2207 parked outside.', 'k - ab 2207', 'vehicle_identifier');
    expectFound('Vehicle pass hx 902 issued for the ramp.', 'hx 902', 'vehicle_identifier');
    expectClean('Her car was 12 years old; the car for 2 weeks; car in 2019; car park 4.');
    expectClean('Lapm 6959 2712 was the batch on the shelf.');
  });

  it('reads a lower-case town after a person or a named place and a comma', () => {
    expectFound('Copy to Mr T. Abernathy-Cole, pitlochry; by post.', 'pitlochry', 'location');
    expectFound("Mass said at St Columba's, tobermory.\nNo visitors today.", 'tobermory', 'location');
    expectNoHitOn('Seen by Dr Oyeyemi, dermatology. Mrs Quennell, nocte.', ['dermatology', 'nocte']);
    expectNoHitOn('Letter to Mrs Bright, lansoprazole; Dr Ahmed, sertraline.', ['lansoprazole', 'sertraline']);
  });

  it('reads a surname-like town after "from" closing its phrase', () => {
    expectFound('Her cousin is coming down from hebden.', 'hebden', 'location');
    expectClean('Results from baseline. Transfer from ward. Moved from upstairs.');
    expectFound('Independent. Lives brora. Daughter visits daily.', 'brora', 'location');
    expectClean('Lives alone. Resides independently.');
  });

  it('reads a lower-case postcode after its town in capitals', () => {
    expectFound('Delivered to the depot at Kingussie ph21 1ex yesterday afternoon.', 'ph21 1ex', 'location');
  });

  it('reads a name no list has after a tie, closing its phrase', () => {
    expectFound('Also present: sister aoibhinn, 71, who drove.', 'aoibhinn', 'name');
    expectFound('Lives with her partner tuomas-jon.', 'tuomas-jon', 'name');
    expectFound('Acupuncture by Practitioner wenjing.', 'wenjing', 'name');
    expectFound('Shift log: responder ann: arrived at 10:02.', 'ann', 'name');
    expectFound('Practitioner zhou li, BAcC, saw her.', 'zhou', 'name');
    expectClean('Her mother unwell. Husband reassured, daughter well-known.');
  });

  it('reads a name after a title of another language, and one initial after a title', () => {
    expectFound('Translated for the daughter of signora bellucci this morning.', 'bellucci', 'name');
    expectFound('Ward round: mr k. refused his bloods again.', 'k.', 'name');
    expectClean('As per dr i.e. the usual plan.');
  });

  it('reads the person of an author or editor tag line, and a list item whose initial has no dot', () => {
    expectFound('TY  - RPRT\nAU  - quennell, h.\nTI  - Night sweats\nER  -', 'quennell, h.', 'name');
    expectFound('%0 Report\n%E vashti-moore, q. r.\n%T Clinic audit', 'vashti-moore', 'name');
    expectFound('Writing group: P Adeyemi, k nwachukwu, L Frost', 'k nwachukwu', 'name');
    expectClean('Markers: t score, b cells; e coli. x ray noted.');
  });
});
