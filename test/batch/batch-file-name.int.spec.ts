import { expect } from 'chai';
import { type BatchTestService, CSV_HEADER, startBatchService, validCsvRow } from './batch-support';

describe('batch upload: the file name is checked for identifiers too', function () {
  this.timeout(60_000);
  let service: BatchTestService;
  let token: string;

  before(async () => {
    service = await startBatchService();
    token = (await service.login('provider')).token;
  });
  after(() => service.stop());

  it('refuses a file named after a person, creating nothing', async () => {
    const before = await service.patientTotal(token);
    const response = await service.upload(`${CSV_HEADER}\n${validCsvRow()}\n`, {
      token,
      fileName: 'Maria Gonzalez.csv',
    });
    expect(response.status).to.equal(422);
    expect(response.body.code).to.equal('DE_IDENTIFICATION_ERROR');
    expect(response.body.details[0].field).to.equal('file_name');
    expect(response.body.details[0].position).to.deep.equal({ start: 0, end: 14 });
    expect(await service.patientTotal(token)).to.equal(before);
  });

  it('refuses file names with a lower-case name or an SSN between separators', async () => {
    for (const fileName of ['maria_gonzalez.csv', '123-45-6789.csv']) {
      const response = await service.upload(`${CSV_HEADER}\n${validCsvRow()}\n`, { token, fileName });
      expect(response.status, fileName).to.equal(422);
      expect(response.body.code, fileName).to.equal('DE_IDENTIFICATION_ERROR');
      expect(response.body.details[0].field).to.equal('file_name');
    }
  });

  it('accepts ordinary file names', async () => {
    const names = ['patients.csv', 'cohort_march_2024.csv', 'site-northeast-export.csv'];
    for (const [index, fileName] of names.entries()) {
      // Different rows per file: a byte-identical re-upload would be refused as a duplicate.
      const row = validCsvRow({ age_years: String(50 + index) });
      const response = await service.upload(`${CSV_HEADER}\n${row}\n`, { token, fileName });
      expect(response.status, fileName).to.equal(202);
      expect(response.body.data.file_name).to.equal(fileName);
    }
  });
});
