import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { readParquetRows } from '../support/parquet-rows';
import { type TestService, startTestService, validPatient, validVisit } from '../support/test-service';

interface Manifest {
  as_of_position: number;
  format: string;
  events_replayed: number;
  head_hash: { algorithm: string; source: string; value: string };
  tables: { name: string; file: string; rows: number; columns: string[]; sha256: string }[];
}

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

describe('reproducible datasets GET /datasets/snapshot', function () {
  let service: TestService;
  let provider: string;
  let readonly: string;

  before(async () => {
    service = await startTestService();
    provider = (await service.login('provider')).token;
    readonly = (await service.login('readonly')).token;
  });
  after(async () => service?.stop());

  async function write(count: number, notes?: string): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const patient = await service.request('POST', '/patients', {
        token: provider,
        body: validPatient(notes === undefined ? { bmi: 20 + i } : { notes }),
      });
      expect(patient.status, JSON.stringify(patient.body)).to.equal(201);
      ids.push(patient.body.data.id);
      const visit = await service.request('POST', '/visits', {
        token: provider,
        body: validVisit(patient.body.data.id),
      });
      expect(visit.status, JSON.stringify(visit.body)).to.equal(201);
    }
    return ids;
  }

  async function file(query: string, token = readonly): Promise<{ bytes: Buffer; position: number; type: string }> {
    const response = await fetch(`${service.baseUrl}/datasets/snapshot${query}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.status, bytes.toString()).to.equal(200);
    return {
      bytes,
      position: Number(response.headers.get('x-dataset-position')),
      type: response.headers.get('content-type') ?? '',
    };
  }

  /** The manifest and every file it lists, checked against each other. */
  async function snapshot(position: number | null, format = 'csv'): Promise<Map<string, Buffer>> {
    const at = position === null ? '' : `as_of_position=${position}&`;
    const manifestFile = await file(`?${at}format=${format}`);
    const manifest = JSON.parse(manifestFile.bytes.toString()) as Manifest;
    const files = new Map([['manifest.json', manifestFile.bytes]]);
    for (const table of manifest.tables) {
      const got = await file(`?as_of_position=${manifestFile.position}&format=${format}&table=${table.name}`);
      expect(got.position).to.equal(manifestFile.position);
      expect(sha256(got.bytes), table.file).to.equal(table.sha256);
      files.set(table.file, got.bytes);
      if (format === 'parquet') continue;
      const lines = got.bytes.toString().split(format === 'csv' ? '\r\n' : '\n');
      expect(lines.pop()).to.equal('');
      expect(lines.length, table.file).to.equal(table.rows + (format === 'csv' ? 1 : 0));
    }
    return files;
  }

  it('gives byte-identical files for the same position, before and after later writes', async () => {
    await write(2);
    const first = await file('');
    const p1 = first.position;
    const atP1 = await snapshot(p1);
    expect(JSON.parse(atP1.get('manifest.json')!.toString()).as_of_position).to.equal(p1);
    const updated = await write(2);
    await service.request('PUT', `/patients/${updated[0]}`, { token: provider, body: { bmi: 33.3 } });
    const p2 = (await file('')).position;
    expect(p2).to.be.greaterThan(p1);
    const atP2 = await snapshot(p2);
    await write(1);
    const again = await snapshot(p1);
    expect([...again.keys()]).to.deep.equal([...atP1.keys()]);
    for (const [name, bytes] of atP1) expect(again.get(name)!.equals(bytes), name).to.equal(true);
    const manifest1 = JSON.parse(atP1.get('manifest.json')!.toString()) as Manifest;
    const manifest2 = JSON.parse(atP2.get('manifest.json')!.toString()) as Manifest;
    expect(manifest1.tables.map((table) => table.rows)).to.deep.equal([2, 2, 2]);
    expect(manifest2.tables.map((table) => table.rows)).to.deep.equal([4, 4, 4]);
    expect(manifest2.head_hash.value).not.to.equal(manifest1.head_hash.value);
    expect(manifest1.head_hash.value).to.match(/^[0-9a-f]{64}$/);
    expect(atP2.get('patients.csv')!.toString()).to.contain(',33.3,');
  });

  it('gives byte-identical Parquet files for the same position, typed and listed in the manifest', async () => {
    await write(2);
    const position = (await file('')).position;
    const first = await snapshot(position, 'parquet');
    await write(1);
    const again = await snapshot(position, 'parquet');
    for (const [name, bytes] of first) expect(again.get(name)!.equals(bytes), name).to.equal(true);
    const manifest = JSON.parse(first.get('manifest.json')!.toString()) as Manifest;
    expect(manifest.format).to.equal('parquet');
    expect(manifest.tables.map((table) => table.file)).to.deep.equal([
      'patients.parquet',
      'visits.parquet',
      'medications.parquet',
    ]);
    const visits = first.get('visits.parquet')!;
    expect(visits.subarray(0, 4).toString()).to.equal('PAR1');
    const typed = await file(`?as_of_position=${position}&format=parquet&table=visits`);
    expect(typed.type).to.equal('application/vnd.apache.parquet');
    const rows = readParquetRows(visits);
    expect(rows).to.have.length(manifest.tables[1].rows);
    expect(rows[0].visit_date).to.be.a('number'); // date32: days since 1970-01-01
  });

  it("records the audit chain's head hash at the position, as the log verification reports it", async () => {
    const auditor = (await service.login('auditor')).token;
    await write(2);
    const verified = await service.request('GET', '/audit/verify', { token: auditor });
    expect(verified.status, JSON.stringify(verified.body)).to.equal(200);
    const head = verified.body.data.head as { position: number; head_hash: string };
    expect(verified.body.data.ok).to.equal(true);
    await write(1);
    const manifest = JSON.parse((await file(`?as_of_position=${head.position}`)).bytes.toString()) as Manifest;
    expect(manifest.head_hash).to.deep.equal({ algorithm: 'sha256', source: 'log-chain', value: head.head_hash });
  });

  it('writes the tables with the spec columns, one row per record', async () => {
    const files = await snapshot(null);
    const [header, ...rows] = files.get('patients.csv')!.toString().trimEnd().split('\r\n');
    expect(header).to.equal(
      'id,age_years,age_months,race,ethnicity,region,menopause_status,bmi,smoker,hypertension,diabetes,' +
        'family_history_breast_cancer,notes,created_at,updated_at',
    );
    expect(rows.every((row) => row.startsWith('pat_'))).to.equal(true);
    const visits = files.get('visits.csv')!.toString().split('\r\n')[0];
    expect(visits).to.contain('id,patient_id,visit_date,visit_type,fsh_miu_ml,');
    expect(visits).to.contain('hot_flashes');
    const medications = files.get('medications.csv')!.toString().split('\r\n');
    expect(medications[0]).to.equal('id,visit_id,patient_id,name,type,dosage,frequency,start_date,end_date');
    expect(medications[1]).to.match(/^med_[^,]+,vis_[^,]+,pat_[^,]+,Estradiol,estrogen,1 mg,once_daily,2024-01-01,$/);
    const ndjson = await snapshot(null, 'ndjson');
    const patient = JSON.parse(ndjson.get('patients.ndjson')!.toString().split('\n')[0]) as Record<string, unknown>;
    expect(Object.keys(patient)[0]).to.equal('id');
    expect(patient).to.have.property('age_months', 3);
  });

  it('neutralizes cells that a spreadsheet would read as formulas (CSV only)', async () => {
    const note = '=1+2 cmd|calc, "hot flashes" at night';
    const [id] = await write(1, note);
    const csv = (await file('?table=patients')).bytes.toString();
    const row = csv.split('\r\n').find((line) => line.startsWith(id));
    expect(row).to.contain(`"'=1+2 cmd|calc, ""hot flashes"" at night"`);
    const ndjson = (await file('?table=patients&format=ndjson')).bytes.toString();
    const line = ndjson.split('\n').find((text) => text.includes(id));
    expect(JSON.parse(line!).notes).to.equal(note);
  });

  it('refuses providers and bad parameters in the error envelope', async () => {
    const forbidden = await service.request('GET', '/datasets/snapshot', { token: provider });
    expect(forbidden.status).to.equal(403);
    const head = (await file('')).position;
    const beyond = await service.request('GET', `/datasets/snapshot?as_of_position=${head + 1000}`, {
      token: readonly,
    });
    expect(beyond.status).to.equal(422);
    expect(beyond.body.details[0].field).to.equal('as_of_position');
    for (const [query, code] of [
      ['?as_of_position=-1', 'VALIDATION_ERROR'],
      ['?as_of_position=x', 'VALIDATION_ERROR'],
      ['?format=xlsx', 'INVALID_ENUM_VALUE'],
      ['?table=users', 'INVALID_ENUM_VALUE'],
    ]) {
      const response = await service.request('GET', `/datasets/snapshot${query}`, { token: readonly });
      expect(response.status, query).to.equal(422);
      expect(response.body.code, query).to.equal(code);
    }
    const empty = await snapshot(0);
    expect(
      JSON.parse(empty.get('manifest.json')!.toString()).tables.map((t: { rows: number }) => t.rows),
    ).to.deep.equal([0, 0, 0]);
  });
});
