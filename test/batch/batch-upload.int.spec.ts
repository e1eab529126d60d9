import { expect } from 'chai';
import { type BatchTestService, CSV_HEADER, startBatchService, validCsvRow } from './batch-support';

describe('batch upload over HTTP (integration)', function () {
  this.timeout(60_000);
  let service: BatchTestService;
  let provider: string;

  before(async () => {
    service = await startBatchService({ BATCH_MAX_FILE_BYTES: '4096' });
    provider = (await service.login('provider')).token;
  });
  after(async () => service.stop());

  it('imports valid rows and reports each invalid row with exact counts and error items', async () => {
    const rows = [
      validCsvRow(),
      validCsvRow({ race: 'martian' }),
      validCsvRow({ notes: '"Lives at 12 Main Street, Boston; ""quoted"", with commas\nand a line break"' }),
      validCsvRow({ notes: '"Hot flashes, night sweats; ""better"" now\nsecond line"' }),
      validCsvRow({ age_years: 'abc', smoker: 'yes' }),
      '52,3,asian',
    ];
    const before = await service.patientTotal(provider);
    const upload = await service.upload([CSV_HEADER, ...rows].join('\n'), { token: provider, fileName: 'clinic.csv' });
    expect(upload.status).to.equal(202);
    expect(upload.body).to.deep.include({ status: 'success', message: 'Batch accepted; processing started' });
    expect(upload.body.data).to.include({ file_name: 'clinic.csv', total_records: 6, processing: true });
    expect(upload.body.data.batch_id).to.match(/^batch_/);

    const done = await service.waitForBatch(upload.body.data.batch_id, provider);
    expect(done).to.include({ total_records: 6, processed: 6, successful: 2, failed: 4, processing: false });
    expect(done.completed_at).to.be.a('string');
    const byRow = (row: number): any[] => done.errors.filter((item: any) => item.row === row);
    expect(byRow(2)).to.deep.equal([
      {
        row: 2,
        field: 'race',
        message:
          "Invalid value 'martian'. Must be one of: caucasian, african_american, asian, hispanic, native_american, " +
          'pacific_islander, other, unknown',
      },
    ]);
    expect(byRow(3).length).to.be.greaterThan(0);
    for (const item of byRow(3)) {
      expect(item).to.have.keys('row', 'field', 'message', 'warning', 'position');
      expect(item).to.include({ field: 'notes', message: 'Text appears to contain identifying information' });
    }
    expect(
      byRow(5)
        .map((item) => item.field)
        .sort(),
    ).to.deep.equal(['age_years', 'smoker']);
    expect(byRow(5).find((item) => item.field === 'age_years').message).to.equal('Must be a number');
    expect(byRow(6)).to.deep.equal([
      { row: 6, field: 'row', message: 'Row has 3 values but the header has 12 columns' },
    ]);
    expect(await service.patientTotal(provider)).to.equal(before + 2);
  });

  it('keeps quoted commas and line breaks in notes, and reads a BOM and CRLF line ends', async () => {
    const notes = 'Hot flashes, worse at night;\r\nsleep "mostly" fine';
    const csv = `\ufeff${CSV_HEADER}\r\n${validCsvRow({ notes: `"${notes.replace(/"/g, '""')}"`, bmi: '' })}\r\n`;
    const upload = await service.upload(csv, { token: provider });
    expect(upload.status).to.equal(202);
    expect(upload.body.data.total_records).to.equal(1);
    const done = await service.waitForBatch(upload.body.data.batch_id, provider);
    expect(done).to.include({ successful: 1, failed: 0 });
    const list = await service.request('GET', '/patients?limit=1', { token: provider });
    const patient = await service.request('GET', `/patients/${list.body.data[0].id}`, { token: provider });
    expect(patient.body.data).to.include({ notes, bmi: null, diabetes: true, age_years: 52 });
  });

  describe('refused files create nothing', () => {
    async function expectRefused(response: { status: number; body: any }, status: number, code: string): Promise<void> {
      expect(response.status, JSON.stringify(response.body)).to.equal(status);
      expect(response.body).to.include({ status: 'error', code });
    }
    let before: number;
    beforeEach(async () => {
      before = await service.patientTotal(provider);
    });
    afterEach(async () => {
      expect(await service.patientTotal(provider)).to.equal(before);
    });

    it('a header missing required columns or naming unknown ones: 422 naming them', async () => {
      const response = await service.upload('age_years,race,region,ssn\n52,asian,west,123', { token: provider });
      await expectRefused(response, 422, 'VALIDATION_ERROR');
      expect(response.body.details.map((item: any) => item.field)).to.deep.equal([
        'ssn',
        'ethnicity',
        'menopause_status',
      ]);
    });

    it('an empty file: 422', async () => {
      const response = await service.upload('', { token: provider });
      await expectRefused(response, 422, 'VALIDATION_ERROR');
      expect(response.body.details[0].field).to.equal('file');
    });

    it('a header without data rows: 422', async () => {
      const response = await service.upload(`${CSV_HEADER}\r\n`, { token: provider });
      await expectRefused(response, 422, 'VALIDATION_ERROR');
      expect(response.body.details[0].message).to.match(/no data rows/);
    });

    it('no file part: 422 naming file', async () => {
      const response = await service.upload(`${CSV_HEADER}\n${validCsvRow()}`, { token: provider, partName: 'other' });
      await expectRefused(response, 422, 'VALIDATION_ERROR');
      expect(response.body.details).to.deep.equal([{ field: 'file', message: 'This field is required' }]);
    });

    it('a part that is not CSV by its type, or binary content: 400', async () => {
      await expectRefused(
        await service.upload(`${CSV_HEADER}\n${validCsvRow()}`, {
          token: provider,
          type: 'image/png',
          fileName: 'x.png',
        }),
        400,
        'BAD_REQUEST',
      );
      const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00, 0xff, 0xfe]);
      await expectRefused(await service.upload(zip, { token: provider }), 400, 'BAD_REQUEST');
    });

    it('a request that is not multipart: 400', async () => {
      const response = await service.request('POST', '/patients/batch', { token: provider, body: { file: 'x' } });
      await expectRefused(response, 400, 'BAD_REQUEST');
    });

    it('a file over BATCH_MAX_FILE_BYTES: 413', async () => {
      const rows = Array.from({ length: 80 }, () => validCsvRow());
      const response = await service.upload([CSV_HEADER, ...rows].join('\n'), { token: provider });
      await expectRefused(response, 413, 'PAYLOAD_TOO_LARGE');
    });
  });

  describe('roles and lookup', () => {
    it('readonly cannot upload but can read a batch status; admin can upload', async () => {
      const readonly = (await service.login('readonly')).token;
      const refused = await service.upload(`${CSV_HEADER}\n${validCsvRow()}`, { token: readonly });
      expect(refused.status).to.equal(403);
      expect(refused.body.code).to.equal('FORBIDDEN');
      const admin = (await service.login('admin')).token;
      const upload = await service.upload(`${CSV_HEADER}\n${validCsvRow()}`, { token: admin });
      expect(upload.status).to.equal(202);
      const status = await service.request('GET', `/patients/batch/${upload.body.data.batch_id}`, { token: readonly });
      expect(status.status).to.equal(200);
      expect(status.body.data).to.include({ batch_id: upload.body.data.batch_id, total_records: 1 });
    });

    it('needs a token', async () => {
      const response = await service.upload(`${CSV_HEADER}\n${validCsvRow()}`);
      expect(response.status).to.equal(401);
    });

    it('an unknown batch id: 404 BATCH_NOT_FOUND', async () => {
      const response = await service.request('GET', '/patients/batch/batch_doesnotexist', { token: provider });
      expect(response.status).to.equal(404);
      expect(response.body).to.include({ status: 'error', code: 'BATCH_NOT_FOUND' });
    });
  });
});
