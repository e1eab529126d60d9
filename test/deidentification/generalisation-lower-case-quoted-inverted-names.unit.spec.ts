import { expectClean, expectFound } from './helpers';

describe('detector: a lower-case surname-first name inside a quoted field (issue 49, 27th round, lower case)', () => {
  it('reads "surname, given name" between quotes', () => {
    expectFound('assignee = "chakraborty, ishita"', 'chakraborty', 'name');
    expectFound('4471,"okonjo, chiamaka",F,1966', 'okonjo', 'name');
  });

  it('keeps quoted lists of symptoms and drugs', () => {
    expectClean('symptoms = "nausea, fatigue"; effects = "hot, sweaty"');
    expectClean('stock = "oestrogel, utrogestan"');
  });
});
