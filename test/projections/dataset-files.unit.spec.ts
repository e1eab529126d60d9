import { expect } from 'chai';
import { neutralizeFormula, renderCsv, renderNdjson } from '../../src/projections/datasets/dataset-files';
import type { Table } from '../../src/projections/datasets/dataset-tables';

const table = (rows: Table['rows']): Table => ({ name: 'patients', columns: ['id', 'notes', 'bmi'], rows });

describe('dataset files (unit)', () => {
  it('prefixes every formula start OWASP lists with an apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutralizeFormula(`${start}x`)).to.equal(`'${start}x`);
    for (const safe of ['x=1', ' =1', "'=1", '', 'Stable.']) expect(neutralizeFormula(safe)).to.equal(safe);
  });

  it('writes RFC 4180 CSV: header, CRLF, quoting only where needed, empty cells for nulls', () => {
    const csv = renderCsv(
      table([
        ['pat_1', 'plain', 24.5],
        ['pat_2', 'a, "b"\nc', null],
        ['pat_3', '=HYPERLINK("http://x")', 18],
        ['pat_4', '@cmd', true],
      ]),
    );
    expect(csv).to.equal(
      'id,notes,bmi\r\n' +
        'pat_1,plain,24.5\r\n' +
        'pat_2,"a, ""b""\nc",\r\n' +
        `pat_3,"'=HYPERLINK(""http://x"")",18\r\n` +
        `pat_4,"'@cmd",true\r\n`,
    );
  });

  it('writes NDJSON with keys in column order and the text verbatim', () => {
    expect(renderNdjson(table([['pat_1', '=1+2', null]]))).to.equal('{"id":"pat_1","notes":"=1+2","bmi":null}\n');
  });
});
