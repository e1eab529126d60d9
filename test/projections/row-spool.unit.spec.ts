import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Cell } from '../../src/projections/datasets/dataset-tables';
import { spoolSink, spooledRows } from '../../src/projections/datasets/row-spool';

describe('row spool (unit)', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'row-spool-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives back every row in order, line breaks and multi-byte text included, across many reads', () => {
    const path = join(dir, 'rows.ndjson');
    const sink = spoolSink(path);
    const rows: Cell[][] = [];
    // Over 3 MB of rows whose multi-byte characters fall on every offset, so some read ends inside one.
    for (let index = 0; index < 30_000; index += 1) {
      const row: Cell[] = [
        `med_${index}`,
        `${'é'.repeat(index % 7)}💊\n"x",\r${'a'.repeat(index % 97)}`,
        index / 3,
        null,
      ];
      rows.push(row);
      sink.add(row);
    }
    expect(sink.finish().rows).to.equal(rows.length);
    expect([...spooledRows(path)]).to.deep.equal(rows);
    expect(existsSync(path), 'the spool is removed once read').to.equal(false);
  });

  it('gives no rows from an empty spool, and removes a spool read only in part', () => {
    const empty = join(dir, 'empty.ndjson');
    spoolSink(empty).finish();
    expect([...spooledRows(empty)]).to.deep.equal([]);
    const partial = join(dir, 'partial.ndjson');
    const sink = spoolSink(partial);
    for (let index = 0; index < 10; index += 1) sink.add([index]);
    sink.finish();
    const reading = spooledRows(partial);
    expect(reading.next().value).to.deep.equal([0]);
    reading.return(undefined);
    expect(existsSync(partial)).to.equal(false);
  });
});
