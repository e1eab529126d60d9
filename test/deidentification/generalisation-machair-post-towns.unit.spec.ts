import { expectFound, expectNoHitOn } from './helpers';

describe('detector: the post town by its place in a written address (issue 49, 36th round)', () => {
  it('finds a town that is an English word before its postcode', () => {
    expectFound('Repeat slip: Wellcare Chemist, 8 Castle Street, Ware SG12 9AB.', 'Ware', 'location');
  });

  it('finds the town after a street and its comma, closing the line', () => {
    expectFound('Home visit: Flat 2, 17 Orchard Mews, Battle.\nBring the DXA leaflet.', 'Battle', 'location');
  });

  it('finds the town component of an HL7 address before its postcode', () => {
    expectFound('PID|1||55120^^^SRH^MR||HALE^JUNE||19661103|F|||4 Rye Lane^^Deal^^CT14 6BN^GBR', 'Deal', 'location');
  });

  it('finds a listed town that is an English word after a facility and its comma', () => {
    expectFound('Scan booked at Castle Hill Hospital, Hull.', 'Hull', 'location');
  });

  it('leaves a department after its hospital and words that are no town after a street', () => {
    expectNoHitOn('Referred to Westbrook General Hospital, Gynaecology. Her flat at 3 Mill Road, Ground Floor.', [
      'Gynaecology',
      'Ground Floor',
    ]);
  });

  it('leaves a capitalised English word after a comma with no address before it', () => {
    expectNoHitOn('Reading, writing and sleep were discussed; Bath, shower and dressing aids ordered.', [
      'Reading',
      'Bath',
    ]);
  });
});
