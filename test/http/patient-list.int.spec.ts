import { expect } from 'chai';
import { type TestService, startTestService, validPatient } from '../support/test-service';

describe('patient list: filters and pagination', function () {
  this.timeout(60_000);
  let service: TestService;
  let token: string;

  before(async () => {
    service = await startTestService();
    token = (await service.login('provider')).token;
    const bodies = [
      ...Array.from({ length: 7 }, () =>
        validPatient({ region: 'pacific', race: 'asian', menopause_status: 'postmenopause' }),
      ),
      ...Array.from({ length: 4 }, () =>
        validPatient({ region: 'midwest', race: 'hispanic', menopause_status: 'perimenopause' }),
      ),
      ...Array.from({ length: 2 }, () =>
        validPatient({ region: 'pacific', race: 'hispanic', menopause_status: 'perimenopause' }),
      ),
    ];
    for (const body of bodies) await service.request('POST', '/patients', { token, body });
  });
  after(() => service.stop());

  it('defaults to page 1 and limit 20, newest first, without notes', async () => {
    const response = await service.request('GET', '/patients', { token });
    expect(response.status).to.equal(200);
    expect(response.body.pagination).to.deep.equal({ page: 1, limit: 20, total: 13, pages: 1 });
    expect(response.body.data).to.have.length(13);
    for (const item of response.body.data) expect(item).to.not.have.property('notes');
    const created = response.body.data.map((item: { created_at: string }) => item.created_at);
    expect([...created].sort().reverse()).to.deep.equal(created);
  });

  it('pages through every record exactly once', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const response = await service.request('GET', `/patients?limit=5&page=${page}`, { token });
      expect(response.body.pagination).to.deep.equal({ page, limit: 5, total: 13, pages: 3 });
      seen.push(...response.body.data.map((item: { id: string }) => item.id));
    }
    expect(new Set(seen).size).to.equal(13);
    const beyond = await service.request('GET', '/patients?limit=5&page=4', { token });
    expect(beyond.body.data).to.deep.equal([]);
  });

  it('filters by region, race and menopause_status together', async () => {
    const response = await service.request(
      'GET',
      '/patients?region=pacific&race=hispanic&menopause_status=perimenopause',
      { token },
    );
    expect(response.body.pagination.total).to.equal(2);
    const pacific = await service.request('GET', '/patients?region=pacific', { token });
    expect(pacific.body.pagination.total).to.equal(9);
  });

  it('refuses limit 0 or 101 and page 0 with VALIDATION_ERROR naming the parameter', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['page=0', 'page'],
      ['limit=abc', 'limit'],
    ]) {
      const response = await service.request('GET', `/patients?${query}`, { token });
      expect(response.status).to.equal(422);
      expect(response.body.code).to.equal('VALIDATION_ERROR');
      expect(response.body.details[0].field).to.equal(field);
    }
    const ok = await service.request('GET', '/patients?limit=100', { token });
    expect(ok.status).to.equal(200);
  });

  it('refuses an unknown enum filter value with INVALID_ENUM_VALUE listing the valid ones', async () => {
    const response = await service.request('GET', '/patients?region=mars', { token });
    expect(response.status).to.equal(422);
    expect(response.body.code).to.equal('INVALID_ENUM_VALUE');
    // A plain value is named (section 7); a name-like one would not be (enum-messages.int.spec.ts).
    expect(response.body.message).to.match(/^Invalid value 'mars' for region\. Must be one of: /);
    expect(response.body.details.value).to.equal('mars');
    expect(response.body.details.valid_values).to.deep.equal([
      'northeast',
      'southeast',
      'midwest',
      'southwest',
      'west',
      'pacific',
    ]);
    const caseSensitive = await service.request('GET', '/patients?region=West', { token });
    expect(caseSensitive.body.code).to.equal('INVALID_ENUM_VALUE');
  });
});
