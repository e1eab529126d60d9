import SwaggerParser from '@apidevtools/swagger-parser';
import { expect } from 'chai';
import type { OpenAPIV3 } from 'openapi-types';
import { ERROR_CODES } from '../../src/http/openapi/components/error-catalog';
import { buildOpenApiDocument } from '../../src/http/openapi/document';
import { buildRouter } from '../../src/http/routes/route-table';
import { type TestService, startTestService } from '../support/test-service';
import type { ImportQueue } from '../../src/import/import-queue';

/** The error codes of SPEC section 7, typed independently of the code so a dropped one is noticed. */
const SPEC_ERROR_CODES = [
  'INVALID_CREDENTIALS',
  'MISSING_AUTHORIZATION',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'INVALID_REFRESH_TOKEN',
  'FORBIDDEN',
  'INSUFFICIENT_ROLE',
  'ORGANIZATION_ACCESS_DENIED',
  'VALIDATION_ERROR',
  'DE_IDENTIFICATION_ERROR',
  'DUPLICATE_ENTRY',
  'INVALID_ENUM_VALUE',
  'NOT_FOUND',
  'PATIENT_NOT_FOUND',
  'VISIT_NOT_FOUND',
  'BATCH_NOT_FOUND',
  'RATE_LIMITED',
  'BURST_LIMIT_EXCEEDED',
  'INTERNAL_SERVER_ERROR',
  'DATABASE_ERROR',
  'SERVICE_UNAVAILABLE',
  'TIMEOUT_ERROR',
];

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

function documentedOperations(doc: OpenAPIV3.Document): string[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item?.[method as OpenAPIV3.HttpMethods]).map(
      (method) => `${method.toUpperCase()} ${path}`,
    ),
  );
}

describe('OpenAPI document and documentation endpoints', function () {
  let service: TestService;
  let basePath: string;

  before(async () => {
    service = await startTestService();
    basePath = service.config.basePath;
  });
  after(async () => service?.stop());

  it('serves a valid OpenAPI 3.0.3 document at /openapi.json without authentication', async () => {
    const response = await service.request('GET', '/openapi.json');
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/^application\/json/);
    expect(response.headers.get('x-request-id')).to.be.a('string');
    expect(response.body.openapi).to.equal('3.0.3');
    const { environment } = service.config;
    expect(response.body.servers).to.deep.equal([
      { url: environment.publicBaseUrl, description: 'development (this deployment)' },
    ]);
    expect(response.body).to.deep.equal(
      JSON.parse(JSON.stringify(buildOpenApiDocument(basePath, { servers: environment.servers }))),
    );
    // The parser dereferences in place: give it a copy.
    await SwaggerParser.validate(structuredClone(response.body));
  });

  it('documents exactly the routes the router registers', async () => {
    // Batch routes exist only when an import queue is wired in: register them with a stand-in.
    const batchUpload = {
      queue: {} as ImportQueue,
      keys: service.runtime.batchKeys,
      maxFileBytes: 1,
      publishChunkRows: 1,
      maxRowBytes: 1,
    };
    const router = buildRouter({ ...service.runtime.appDeps(), batchUpload });
    const registered = router.stack.flatMap((layer) =>
      layer.methods
        .filter((method) => method !== 'HEAD')
        .map(
          (method) =>
            `${method} ${String(layer.path)
              .slice(basePath.length)
              .replace(/:([A-Za-z_]+)/g, '{$1}')}`,
        ),
    );
    const documented = documentedOperations(buildOpenApiDocument(basePath));
    expect([...new Set(registered)].sort()).to.deep.equal([...documented].sort());
  });

  it('marks every route public or protected (bearer token or API key) as the router does', () => {
    const doc = buildOpenApiDocument(basePath);
    expect(doc.security).to.deep.equal([{ bearerAuth: [] }, { apiKeyAuth: [] }]);
    expect(doc.components?.securitySchemes?.apiKeyAuth).to.deep.include({
      type: 'apiKey',
      in: 'header',
      name: 'X-API-Key',
    });
    const publicOps = documentedOperations(doc).filter((op) => {
      const [method, path] = op.split(' ');
      const operation = doc.paths[path]?.[method.toLowerCase() as OpenAPIV3.HttpMethods];
      return Array.isArray(operation?.security) && operation.security.length === 0;
    });
    expect(publicOps.sort()).to.deep.equal(
      [
        'GET /audit/public-key',
        'GET /docs',
        'GET /docs/assets/{version}/{file}',
        'GET /health',
        'GET /openapi.json',
        'GET /ready',
        'GET /redoc',
        'GET /redoc/redoc.standalone.js',
        'POST /auth/login',
        'POST /auth/logout',
        'POST /auth/refresh',
      ].sort(),
    );
  });

  it('lists every error code of the spec and of the code in the ErrorCode component', () => {
    const schema = buildOpenApiDocument(basePath).components?.schemas?.ErrorCode as OpenAPIV3.SchemaObject;
    expect(schema.enum).to.have.members(ERROR_CODES);
    expect(schema.enum).to.include.members(SPEC_ERROR_CODES);
  });

  it('serves Swagger UI at /docs with every asset from this service', async () => {
    const response = await service.request('GET', '/docs');
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/^text\/html/);
    const html = String(response.body);
    expect(html).to.include(`"url":"${basePath}/openapi.json"`);
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(
      urls.filter((url) => /^(https?:)?\/\//.test(url)),
      'no external asset',
    ).to.deep.equal([]);
    expect(urls).to.have.length.of.at.least(3);
    for (const url of urls) {
      const asset = await fetch(new URL(url, service.baseUrl));
      expect(asset.status, url).to.equal(200);
      expect((await asset.arrayBuffer()).byteLength, url).to.be.greaterThan(0);
    }
  });

  it('serves ReDoc at /redoc with its bundle from this service', async () => {
    const page = await service.request('GET', '/redoc');
    expect(page.status).to.equal(200);
    expect(page.headers.get('content-type')).to.match(/^text\/html/);
    expect(String(page.body)).to.include(`spec-url="${basePath}/openapi.json"`);
    expect(String(page.body)).to.include(`src="${basePath}/redoc/redoc.standalone.js"`);
    expect(String(page.body)).not.to.match(/(?:src|href)="(https?:)?\/\//);

    const bundle = await service.request('GET', '/redoc/redoc.standalone.js');
    expect(bundle.status).to.equal(200);
    expect(bundle.headers.get('content-type')).to.match(/^application\/javascript/);
    expect(String(bundle.body).length).to.be.greaterThan(100_000);
  });

  it('answers an unknown Swagger UI asset with a 404 envelope', async () => {
    const response = await service.request('GET', '/docs/assets/0.0.0/swagger-ui-bundle.js');
    expect(response.status).to.equal(404);
    expect(response.body.code).to.equal('NOT_FOUND');
  });
});
