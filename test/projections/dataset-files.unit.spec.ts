import { expect } from 'chai';
import { ndjsonLineOf, neutralizeFormula, renderCsv, renderNdjson } from '../../src/projections/datasets/dataset-files';
import type { Cell } from '../../src/projections/datasets/dataset-tables';
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

  it("writes each NDJSON line with the bytes JSON.stringify gives for the row's object, whatever the cells", () => {
    const columns = ['id', 'a "quoted" key', 'n', 'flag', 'missing', 'ünïcode'];
    const cells: Cell[][] = [
      ['pat_1', 'line\nbreak\ttab\u0000nul "q" \\ back', 0, true, null, '💊 °C'],
      ['pat_2', 'lone \ud800 high and \udc00 low', -0, false, null, '\u2028\u2029'],
      ['pat_3', '', 1e21, true, null, '</script>'],
      ['pat_4', 'x', 5e-324, false, null, 'é'],
      ['pat_5', 'y', -1.7976931348623157e308, true, null, ''],
      ['pat_6', 'z', 0.1 + 0.2, false, 123456789012345680000, null],
    ];
    const line = ndjsonLineOf(columns);
    for (const row of cells) {
      const reference = `${JSON.stringify(Object.fromEntries(columns.map((column, index) => [column, row[index]])))}\n`;
      expect(line(row)).to.equal(reference);
    }
    expect(ndjsonLineOf([])([])).to.equal('{}\n');
  });
});
