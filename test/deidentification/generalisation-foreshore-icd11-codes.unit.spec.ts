import { expectClean, expectFound } from './helpers';

describe("detector: ICD-11 stem codes after the classification's name (issue 49, 27th round, foreshore)", () => {
  it('reads a code of ICD-11 shape, even where the view reads 1 and 0 as I and O', () => {
    expectClean('Coded ICD-11 GA10 at booking.');
    expectClean('Problem list coded in ICD-11: 8A80.0, GA10 and BA00.');
  });

  it('keeps a record number and a name on the same line', () => {
    expectFound('Coded ICD-11 GA10 at booking, hospital no. RXH4471923.', 'RXH4471923');
    expectFound('ICD-11: 8B20 (stroke), reviewed by Dr Achterberg', 'Achterberg', 'name');
  });
});
