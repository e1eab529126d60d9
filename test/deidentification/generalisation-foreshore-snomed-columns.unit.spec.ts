import { expectClean, expectFound } from './helpers';

describe('detector: SNOMED CT identifiers in a column the terminology heads (issue 49, 27th round, foreshore)', () => {
  it('reads a Verhoeff-checked concept identifier under a SNOMED header cell', () => {
    expectClean(
      'Examples:\n  | symptom        | SCTID     | note |\n  | Night sweats   | 161859009 | any  |\n' +
        '  | Osteoporosis   | 64859006  | DXA  |',
    );
  });

  it('keeps a record number in another column and an identifier that fails the check', () => {
    expectFound('Examples:\n  | patient no | SNOMED CT | name |\n  | 904417263  | 161859009 | x    |', '904417263');
    expectFound('| finding | SNOMED CT |\n| Sweats  | 161859008 |', '161859008');
  });
});
