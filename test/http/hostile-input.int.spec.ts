import { request } from 'node:http';
import { expect } from 'chai';
import { MAX_DETAIL_ITEMS } from '../../src/shared/app-error';
import { MAX_PAGE } from '../../src/queries/list-params';
import { type TestService, startTestService, validPatient } from '../support/test-service';

/** fetch refuses methods such as TRACE: send them with node:http. */
function rawRequest(
  url: string,
  method: string,
  token: string,
): Promise<{ status: number; body: any; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers: { Authorization: `Bearer ${token}` } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: text ? JSON.parse(text) : undefined,
          headers: response.headers,
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Input found by a fuzzer and by hand that used to end in a 500 or an outsized answer. */
describe('hostile input gets a clear answer, never a 500 (integration)', function () {
  this.timeout(60_000);
  let service: TestService;
  let token: string;

  before(async () => {
    service = await startTestService();
    token = (await service.login('admin')).token;
  });
  after(() => service.stop());

  it('answers not found for path ids with a NUL byte or other characters no id has', async () => {
    const cases: [string, string, string][] = [
      ['GET', '/patients/%00', 'PATIENT_NOT_FOUND'],
      ['PUT', '/patients/pat_%00abc', 'PATIENT_NOT_FOUND'],
      ['GET', '/visits/vis_%E2%80%AE', 'VISIT_NOT_FOUND'],
      ['PUT', '/visits/%00', 'VISIT_NOT_FOUND'],
      ['GET', '/patients/batch/batch_%00', 'BATCH_NOT_FOUND'],
      ['GET', `/patients/pat_${'a'.repeat(300)}`, 'PATIENT_NOT_FOUND'],
    ];
    for (const [method, path, code] of cases) {
      const response = await service.request(method, path, { token, body: method === 'PUT' ? { bmi: 25 } : undefined });
      expect(response.status, `${method} ${path}`).to.equal(404);
      expect(response.body.code, `${method} ${path}`).to.equal(code);
    }
  });

  it('answers 405 in the envelope for methods the router does not know', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'LOCK', 'MKCOL']) {
      const response = await rawRequest(`${service.baseUrl}/patients`, method, token);
      expect(response.status, method).to.equal(405);
      expect(response.body).to.include({ status: 'error', code: 'METHOD_NOT_ALLOWED' });
      expect(response.headers.allow, `${method}: Allow`).to.include('GET').and.include('POST');
    }
  });

  it('advertises only the methods of /patients/batch there, not those of /patients/{id}', async () => {
    const response = await rawRequest(`${service.baseUrl}/patients/batch`, 'DELETE', token);
    expect(response.status).to.equal(405);
    expect(String(response.headers.allow).split(/,\s*/).sort()).to.deep.equal(['POST']);
  });

  it('ignores query parameters it does not know, as the document says', async () => {
    for (const path of ['/patients?not_a_filter=1', '/visits?not_a_filter=1&page=1'])
      expect((await service.request('GET', path, { token })).status, path).to.equal(200);
  });

  it('names the allowed range for a page beyond any real one', async () => {
    const response = await service.request('GET', '/patients?page=99999999999999999999', { token });
    expect(response.status).to.equal(422);
    expect(response.body.details).to.deep.equal([
      { field: 'page', message: `Page must be an integer from 1 to ${MAX_PAGE}` },
    ]);
  });

  it('caps the details of a body with 50,000 unknown keys and says how many were left out', async () => {
    const body: Record<string, unknown> = validPatient();
    for (let index = 0; index < 50_000; index += 1) body[`k${index}`] = 1;
    const response = await service.request('POST', '/patients', { token, body });
    expect(response.status).to.equal(422);
    expect(response.body.code).to.equal('VALIDATION_ERROR');
    expect(response.body.details).to.have.length(MAX_DETAIL_ITEMS);
    expect(response.body.message).to.equal(
      `Validation failed (50000 problems; the first ${MAX_DETAIL_ITEMS} are listed, ` +
        `${50_000 - MAX_DETAIL_ITEMS} left out)`,
    );
    expect(JSON.stringify(response.body).length).to.be.below(20_000);
  });
});
