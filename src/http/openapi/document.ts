import type { OpenAPIV3 } from 'openapi-types';
import type { ServerEntry } from '../../config/environment';
import { DEPRECATED_ROUTES, type RouteDeprecation } from '../routes/deprecated-routes';
import { markDeprecatedOperations } from './deprecated-operations';
import { paginationSchema, parameters, securitySchemes } from './components/common';
import { errorSchemas, responseHeaders } from './components/errors';
import { patientSchemas } from './components/patient-schemas';
import { visitSchemas } from './components/visit-schemas';
import { auditPaths, auditSchemas } from './paths/audit-paths';
import { auditProofPaths, auditProofSchemas } from './paths/audit-proof-paths';
import { authPaths, authSchemas } from './paths/auth-paths';
import { batchPaths, batchSchemas } from './paths/batch-paths';
import { docsPaths } from './paths/docs-paths';
import { healthPaths } from './paths/health-paths';
import { historyPaths, historySchemas } from './paths/history-paths';
import { patientPaths } from './paths/patient-paths';
import { researchPaths } from './paths/research-paths';
import { researchSchemas } from './paths/research-schemas';
import { exportPaths, exportSchemas } from './paths/export-paths';
import { visitPaths } from './paths/visit-paths';

const DESCRIPTION = [
  'De-identified clinical data about menopause: patients, visits and bulk CSV upload.',
  '',
  'Every request passes a per-caller rate limit: X-RateLimit-Limit / -Remaining / -Reset report the hourly quota, ',
  'X-RateLimit-Burst-* the per-minute burst limit; a 429 carries Retry-After. Every response carries X-Request-ID.',
  '',
  'Responses over 1 KiB are compressed (Content-Encoding gzip, br or deflate) when Accept-Encoding allows it. ',
  'CORS is off unless the deployment lists origins in CORS_ORIGINS; preflight (OPTIONS) requests are answered ',
  'without authentication and do not count against the rate limits. Strict-Transport-Security is sent only on ',
  'requests that arrived over HTTPS (behind a trusted proxy: X-Forwarded-Proto: https).',
  '',
  'Success bodies are `{ status: "success", data, message?, pagination? }`; ',
  'errors are `{ status: "error", code, message, details }` (see the ErrorCode schema for every code). ',
  'Timestamps are ISO 8601 UTC with a trailing Z; dates are YYYY-MM-DD; enumerated values are case-sensitive.',
].join('\n');

export interface DocumentOptions {
  /** The environments' base URLs, this deployment's first; absent: the base path alone. */
  servers?: ServerEntry[];
  /** Routes to mark deprecated; absent: the service's own table. */
  deprecations?: readonly RouteDeprecation[];
}

/**
 * The whole OpenAPI 3.0.3 document, built from TypeScript so enums and limits
 * come from the same constants the validators use. Built once per process.
 */
export function buildOpenApiDocument(basePath: string, options: DocumentOptions = {}): OpenAPIV3.Document {
  const servers = options.servers ?? [{ url: basePath, description: 'This deployment.' }];
  const document = documentWithServers(basePath, servers);
  markDeprecatedOperations(document, options.deprecations ?? DEPRECATED_ROUTES, servers[0].url);
  return document;
}

function documentWithServers(basePath: string, servers: ServerEntry[]): OpenAPIV3.Document {
  return {
    openapi: '3.0.3',
    info: {
      title: 'De-identified Clinical Data Service (Menopause Research)',
      version: '1.0.0',
      description: DESCRIPTION,
    },
    // Each environment's {base_url}, which already ends in the version segment; this deployment first.
    servers,
    // Either credential: a bearer token from /auth/login, or an API key (a key is ignored when a token is sent).
    security: [{ bearerAuth: [] }, { apiKeyAuth: [] }],
    tags: [
      { name: 'Authentication', description: 'Tokens: log in, refresh, log out.' },
      { name: 'Patients', description: 'De-identified patient records.' },
      { name: 'Batch upload', description: 'Bulk patient upload as CSV, processed asynchronously.' },
      { name: 'Visits', description: 'Visits with biomarkers, symptoms, medications and lifestyle data.' },
      {
        name: 'Research',
        description: 'The event log for research: a feed, a live tail and reproducible datasets.',
      },
      {
        name: 'Audit',
        description:
          'For auditors and admins: the event log with full metadata, security events, signed checkpoints ' +
          'and verification of the hash chains.',
      },
      { name: 'Documentation', description: 'This document and its viewers.' },
      { name: 'Operations', description: 'Liveness and readiness for load balancers and container health checks.' },
    ],
    paths: {
      ...authPaths(basePath),
      ...patientPaths(basePath),
      ...batchPaths(basePath),
      ...visitPaths(basePath),
      ...researchPaths(basePath),
      ...exportPaths(basePath),
      ...historyPaths(basePath),
      ...auditPaths(basePath),
      ...auditProofPaths(basePath),
      ...docsPaths(basePath),
      ...healthPaths(basePath),
    },
    components: {
      securitySchemes,
      parameters,
      headers: responseHeaders,
      schemas: {
        Pagination: paginationSchema,
        ...errorSchemas,
        ...authSchemas,
        ...patientSchemas,
        ...batchSchemas,
        ...visitSchemas,
        ...researchSchemas,
        ...exportSchemas,
        ...historySchemas,
        ...auditSchemas,
        ...auditProofSchemas,
      },
    },
  };
}
