import SwaggerParser from '@apidevtools/swagger-parser';
import { expect } from 'chai';
import type { OpenAPIV3 } from 'openapi-types';
import { createApp } from '../../src/http/app';
import {
  DEPRECATED_ROUTES,
  type RouteDeprecation,
  deprecationProblems,
  earliestSunset,
} from '../../src/http/routes/deprecated-routes';
import { type TestService, startTestService, validPatient } from '../support/test-service';

const HISTORY: RouteDeprecation = {
  method: 'GET',
  path: '/patients/:id/history',
  announced: '2026-01-15',
  sunset: '2027-01-15',
  link: { rel: 'successor-version', href: '/audit/events' },
};
const VISITS: RouteDeprecation = {
  method: 'POST',
  path: '/visits',
  announced: '2026-03-01',
  sunset: '2027-06-30',
  link: { rel: 'deprecation', href: 'https://example.org/notices/visits-v2' },
};

describe('deprecation policy (section 9: announced 12 months in advance)', () => {
  it('declares no deprecated route today, and the table it declares is valid', () => {
    expect(DEPRECATED_ROUTES).to.deep.equal([]);
    expect(deprecationProblems(DEPRECATED_ROUTES)).to.deep.equal([]);
  });

  it('accepts a sunset 12 months or more after the announcement, and refuses one a day short', () => {
    expect(deprecationProblems([HISTORY, VISITS])).to.deep.equal([]);
    expect(deprecationProblems([{ ...HISTORY, sunset: '2027-01-14' }])).to.deep.equal([
      'GET /patients/:id/history: sunset 2027-01-14 is less than 12 months after the announcement 2026-01-15 ' +
        '(the earliest allowed is 2027-01-15)',
    ]);
    expect(earliestSunset('2028-02-29')).to.equal('2029-03-01');
  });

  it('refuses bad dates, bad links and a route listed twice', () => {
    const problems = deprecationProblems([
      { ...HISTORY, announced: '2026-02-30' },
      { ...VISITS, link: { rel: 'deprecation', href: 'http://example.org/notice' } },
      VISITS,
    ]);
    expect(problems).to.deep.equal([
      'GET /patients/:id/history: announced must be a date, YYYY-MM-DD',
      'POST /visits: link must be an absolute https URL or a path under the base URL',
      'POST /visits: listed twice',
    ]);
  });
});

describe('a route declared deprecated in a test build', function () {
  this.timeout(60_000);
  let service: TestService;
  let token: string;

  before(async () => {
    service = await startTestService({ PUBLIC_BASE_URL: 'https://api.example.org/clinical/v1' }, (deps) => ({
      ...deps,
      deprecations: [HISTORY, VISITS],
    }));
    token = (await service.login('provider')).token;
  });
  after(() => service.stop());

  it('refuses to build an app whose table gives less than 12 months notice or names no route', () => {
    const deps = service.runtime.appDeps();
    expect(() => createApp({ ...deps, deprecations: [{ ...VISITS, sunset: '2026-12-31' }] })).to.throw(
      /deprecated routes refused:\n {2}- POST \/visits: sunset 2026-12-31 is less than 12 months/,
    );
    expect(() => createApp({ ...deps, deprecations: [{ ...HISTORY, path: '/patients/:id/past' }] })).to.throw(
      'GET /patients/:id/past: no such route in the route table',
    );
  });

  it('marks every answer of the route with Deprecation, Sunset and Link, refusals included', async () => {
    const created = await service.request('POST', '/patients', { token, body: validPatient() });
    const history = await service.request('GET', `/patients/${created.body.data.id}/history`, { token });
    expect(history.status).to.equal(200);
    expect(history.headers.get('deprecation')).to.equal(`@${Date.UTC(2026, 0, 15) / 1000}`);
    expect(history.headers.get('sunset')).to.equal('Fri, 15 Jan 2027 00:00:00 GMT');
    expect(history.headers.get('link')).to.equal(
      '<https://api.example.org/clinical/v1/audit/events>; rel="successor-version"',
    );
    const unauthenticated = await service.request('GET', `/patients/${created.body.data.id}/history`);
    expect(unauthenticated.status).to.equal(401);
    expect(unauthenticated.headers.get('sunset')).to.equal('Fri, 15 Jan 2027 00:00:00 GMT');

    const visit = await service.request('POST', '/visits', { token, body: {} });
    expect(visit.status).to.equal(422);
    expect(visit.headers.get('deprecation')).to.equal(`@${Date.UTC(2026, 2, 1) / 1000}`);
    expect(visit.headers.get('sunset')).to.equal('Wed, 30 Jun 2027 00:00:00 GMT');
    expect(visit.headers.get('link')).to.equal('<https://example.org/notices/visits-v2>; rel="deprecation"');
  });

  it('leaves other routes, and other methods of the same path, unmarked', async () => {
    for (const response of [
      await service.request('GET', '/patients', { token }),
      await service.request('GET', '/visits', { token }),
    ]) {
      expect(response.status).to.equal(200);
      expect(response.headers.get('deprecation')).to.equal(null);
      expect(response.headers.get('sunset')).to.equal(null);
    }
  });

  it('marks the operations deprecated in the OpenAPI document, which stays valid', async () => {
    const response = await service.request('GET', '/openapi.json');
    const document = response.body as OpenAPIV3.Document;
    const history = document.paths['/patients/{id}/history']?.get as OpenAPIV3.OperationObject &
      Record<string, unknown>;
    expect(history).to.include({ deprecated: true, 'x-deprecated-on': '2026-01-15', 'x-sunset': '2027-01-15' });
    expect(history.description).to.match(
      /^\*\*Deprecated\*\* on 2026-01-15; sunset on 2027-01-15\. Use instead: https:\/\/api\.example\.org\/clinical\/v1\/audit\/events\./,
    );
    const ok = history.responses['200'] as OpenAPIV3.ResponseObject;
    expect(ok.headers).to.have.keys(...Object.keys(ok.headers ?? {}), 'Deprecation', 'Sunset', 'Link');
    expect(document.paths['/visits']?.post?.deprecated).to.equal(true);
    expect(document.paths['/visits']?.get?.deprecated).to.equal(undefined);
    expect(document.paths['/patients']?.get?.deprecated).to.equal(undefined);
    await SwaggerParser.validate(structuredClone(response.body));
  });
});
