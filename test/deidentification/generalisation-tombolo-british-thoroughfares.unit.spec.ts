import { expectClean, expectFound } from './helpers';

describe('detector: British thoroughfare words after a house number (issue 49, 35th round)', () => {
  it('finds a close at the end of the line, with no town after it', () => {
    expectFound('Home visit for the pessary check booked at 31 Foxglove Close.', '31 Foxglove Close', 'location');
  });

  it('finds a rise, a grove and mews before the town', () => {
    expectFound('Correspondence to 6 Heron Rise, Thame.', '6 Heron Rise', 'location');
    expectFound('Lives with her sister at 48 Aspen Grove, Leek.', '48 Aspen Grove', 'location');
    expectFound('Flat above 4 Chandlers Mews, Ware.', '4 Chandlers Mews', 'location');
  });

  it('finds a street in capitals on an envelope line', () => {
    expectFound('MRS E DARBY\n27 ORCHARD GARDENS\nWISBECH', '27 ORCHARD GARDENS', 'location');
  });

  it('leaves a timed chair test and a walk test written in capitals clean', () => {
    expectClean('Frailty screen: 6 Minute Walk 310 m; 5 Chair Rise test 14 s.');
  });

  it('finds a close or a grove after a home verb whatever follows it', () => {
    expectFound('She lives at 9 Tanners Close with her partner and two dogs.', '9 Tanners Close', 'location');
    expectFound('Moved to 52 Hazel Grove in March; GP records requested.', '52 Hazel Grove', 'location');
    expectFound('Has been residing at 3 Cobblers Mews since her divorce.', '3 Cobblers Mews', 'location');
  });

  it('leaves a chair rise test with no home verb before it clean, whatever follows it', () => {
    expectClean('Physio: 5 Chair Rise with arms crossed in 16 s; lives alone, independent.');
  });
});
