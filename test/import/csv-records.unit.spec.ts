import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { CSV_READ_BYTES as READ_BYTES, CsvFileError, csvRecords } from '../../src/import/upload/csv-records';

const HEADER = 'age_years,region,notes\n';

/** A file whose `middle` bytes start `before` bytes ahead of the end of the first read. */
function straddling(middle: Buffer, before: number, tail = Buffer.from(' end\n')): Buffer {
  const start = Buffer.from(`${HEADER}52,west,`);
  const filler = Buffer.alloc(READ_BYTES - before - start.length, 'a');
  return Buffer.concat([start, filler, middle, tail, Buffer.from('53,east,short\n')]);
}

describe('CSV records (unit)', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'csv-records-'));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function read(bytes: Buffer, readBytes?: number): Promise<string[][]> {
    const path = join(dir, 'file.csv');
    await writeFile(path, bytes);
    const records: string[][] = [];
    for await (const record of csvRecords(path, 1024 * 1024, readBytes)) records.push(record);
    return records;
  }

  it('reads the same records in reads of a few bytes, a header longer than one read included', async () => {
    const file = Buffer.from(
      '\ufeffage_years,region,notes\r\n52,west,"said ""hot"", then\nslept"\n\n53,east,é😀€ short\n54,,\n',
    );
    const whole = await read(file);
    expect(whole).to.deep.equal([
      ['age_years', 'region', 'notes'],
      ['52', 'west', 'said "hot", then\nslept'],
      ['53', 'east', 'é😀€ short'],
      ['54', '', ''],
    ]);
    for (const readBytes of [1, 3, 7, 16])
      expect(await read(file, readBytes), `${readBytes} bytes a read`).to.deep.equal(whole);
  });

  async function refusal(bytes: Buffer): Promise<CsvFileError> {
    try {
      await read(bytes);
    } catch (error) {
      expect(error).to.be.instanceOf(CsvFileError).and.to.include({ reason: 'binary' });
      return error as CsvFileError;
    }
    throw new Error('the file was read');
  }

  it('reads characters split between two reads of the file whole', async () => {
    for (const [character, before] of [
      ['é', 1],
      ['€', 1],
      ['€', 2],
      ['😀', 1],
      ['😀', 3],
    ] as const) {
      const records = await read(straddling(Buffer.from(`x${character}y`), before + 1));
      expect(records, `${character} split after ${before} byte(s)`).to.have.length(3);
      expect(records[1][2].endsWith(`ax${character}y end`)).to.equal(true);
      expect(records[2]).to.deep.equal(['53', 'east', 'short']);
    }
  });

  it('drops a leading byte order mark', async () => {
    const records = await read(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${HEADER}52,west,ok\n`)]));
    expect(records[0]).to.deep.equal(['age_years', 'region', 'notes']);
  });

  it('refuses invalid UTF-8 right after a character split between reads', async () => {
    await refusal(straddling(Buffer.from([0xe2, 0x82, 0xac, 0xff]), 1));
  });

  it('refuses a continuation byte without a start at the end of a read', async () => {
    await refusal(straddling(Buffer.from([0x80]), 1));
  });

  it('refuses an encoded surrogate, an overlong form and a NUL byte', async () => {
    await refusal(Buffer.from([...Buffer.from(`${HEADER}52,west,`), 0xed, 0xa0, 0x80, 0x0a]));
    await refusal(Buffer.from([...Buffer.from(`${HEADER}52,west,`), 0xc0, 0xaf, 0x0a]));
    await refusal(Buffer.from(`${HEADER}52,west,\u0000\n`));
  });

  it('refuses a file that is the start of a byte order mark and nothing else, whatever the read size', async () => {
    for (const readBytes of [1, 2, undefined]) {
      const path = join(dir, 'file.csv');
      await writeFile(path, Buffer.from([0xef, 0xbb]));
      const records = csvRecords(path, 1024, readBytes);
      const error = await records.next().then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error, `${readBytes ?? 'default'} bytes a read`)
        .to.be.instanceOf(CsvFileError)
        .and.include({ reason: 'binary' });
    }
  });

  it('refuses a file that ends inside a character', async () => {
    const error = await refusal(Buffer.from([...Buffer.from(`${HEADER}52,west,`), 0xe2, 0x82]));
    expect(error.message).to.match(/ends inside a UTF-8 character/);
  });
});
