import { expectClean, expectFound } from './helpers';

describe("detector: a classification's grade under its author's name (issue 49, 36th round)", () => {
  it('keeps a mammographic parenchymal pattern and its grade clean', () => {
    expectClean('Mammogram: BI-RADS 2. Tabár pattern IV. Routine recall.');
    expectClean('Parenchyma: Wolfe pattern P2, scattered fibroglandular density.');
  });

  it('still finds a titled person before the word pattern', () => {
    expectFound('Mrs Tabár pattern IV noted.', 'Tabár');
  });

  it('still finds a surname before pattern with no grade after it', () => {
    expectFound('Ms Kovacs pattern of attendance is irregular.', 'Kovacs');
    expectFound('Reviewed by Kovacs; pattern 3 noted on the scan.', 'Kovacs');
  });
});
