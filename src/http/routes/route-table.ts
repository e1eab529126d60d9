import Router from '@koa/router';
import type { Middleware } from 'koa';
import { AUDITOR_ROLES, LOG_READER_ROLES, READER_ROLES, WRITER_ROLES } from '../../shared/roles';
import type { AppDeps } from '../app-deps';
import { allowRoles, requireAuth, requirePrivilegedRole, verifiedRole } from '../middleware/authentication';
import { idempotency, jsonFingerprint } from '../middleware/idempotency';
import { jsonBody } from '../middleware/json-body';
import { loggedJsonAnswers } from './logged-answers';
import { recordingRefusals } from '../middleware/refusal-audit';
import { auditHandlers } from './audit-routes';
import { auditProofHandlers } from './audit-proof-routes';
import { authHandlers } from './auth-routes';
import { batchHandlers } from './batch-routes';
import { datasetSnapshotHandler } from './dataset-routes';
import { datasetExportHandlers } from './dataset-export-routes';
import { DEPRECATED_ROUTES } from './deprecated-routes';
import { markDeprecatedRoutes } from './deprecation-marks';
import { docsRoutes } from './docs-routes';
import { eventFeedHandler } from './event-routes';
import { DEFAULT_EVENT_STREAM_OPTIONS } from '../event-stream-options';
import { eventStreamHandler } from './event-stream-route';
import { healthRoutes } from './health-routes';
import { whenProofsAsked } from './history-routes';
import { patientHandlers } from './patient-routes';
import { isLoopbackClient, readyRoutes } from './ready-routes';
import { visitHandlers } from './visit-routes';

/** Every route on one line: auth, role, body parsing, handler, in the order they run. */
export function buildRouter(deps: AppDeps): Router {
  const router = new Router({ prefix: deps.config.basePath });
  const auth = requireAuth(`${deps.config.basePath}/auth/refresh`, deps.auth.users);
  // Role refusals are security events: each guard records its 403s in the audit trail.
  const recorded = recordingRefusals(deps.audit.trail);
  const readers = recorded(allowRoles(...READER_ROLES));
  const writers = recorded(allowRoles(...WRITER_ROLES));
  const logReaders = recorded(allowRoles(...LOG_READER_ROLES));
  // The audit trail is an operation of privileged roles: INSUFFICIENT_ROLE, not the clinical FORBIDDEN.
  const auditors = recorded(requirePrivilegedRole(...AUDITOR_ROLES));
  // History is open to every reader; with inclusion proofs it is an audit read.
  const proofReaders = whenProofsAsked(auditors);
  const json: Middleware[] = jsonBody(deps.config.jsonLimitBytes);
  // Parsed JSON, then the Idempotency-Key check, which fingerprints that body.
  const jsonWrite: Middleware[] = [
    ...json,
    idempotency(deps.replay, jsonFingerprint, loggedJsonAnswers(deps), deps.logger),
  ];
  const patients = patientHandlers(deps);
  const visits = visitHandlers(deps);
  const session = authHandlers(deps);
  const audit = auditHandlers(deps);

  router.post('/auth/login', ...json, session.login);
  router.post('/auth/refresh', ...json, session.refresh);
  router.post('/auth/logout', ...json, session.logout);

  router.get('/patients', auth, readers, patients.list);
  router.post('/patients', auth, writers, ...jsonWrite, patients.create);
  if (deps.batchUpload) {
    const batches = batchHandlers(deps, deps.batchUpload);
    router.post('/patients/batch', auth, writers, ...batches.upload);
    router.get('/patients/batch/:batch_id', auth, readers, batches.status);
  }
  router.get('/patients/:id', auth, readers, patients.get);
  router.get('/patients/:id/history', auth, readers, proofReaders, patients.history);
  router.put('/patients/:id', auth, writers, ...jsonWrite, patients.update);

  router.get('/visits', auth, readers, visits.list);
  router.post('/visits', auth, writers, ...jsonWrite, visits.create);
  router.get('/visits/:id', auth, readers, visits.get);
  router.get('/visits/:id/history', auth, readers, proofReaders, visits.history);
  router.put('/visits/:id', auth, writers, ...jsonWrite, visits.update);

  router.get('/events', auth, logReaders, eventFeedHandler(deps));
  router.get(
    '/events/stream',
    auth,
    logReaders,
    eventStreamHandler(deps, deps.eventStream ?? DEFAULT_EVENT_STREAM_OPTIONS),
  );
  router.get('/datasets/snapshot', auth, logReaders, datasetSnapshotHandler(deps));
  if (deps.datasetExports) {
    const exports = datasetExportHandlers(deps, deps.datasetExports);
    router.post('/datasets/exports', auth, logReaders, exports.kickOff);
    router.get('/datasets/exports/:id', auth, logReaders, exports.status);
    router.delete('/datasets/exports/:id', auth, logReaders, exports.cancel);
    router.get('/datasets/exports/:id/files/:file', auth, logReaders, exports.file);
  }

  router.get('/audit/public-key', audit.publicKey);
  router.get('/audit/checkpoints/latest', auth, auditors, audit.latestCheckpoint);
  router.get('/audit/verify', auth, auditors, audit.verify);
  router.get('/audit/events', auth, auditors, audit.events);
  const proofs = auditProofHandlers(deps);
  router.get('/audit/proofs/inclusion', auth, auditors, proofs.inclusion);
  router.get('/audit/proofs/consistency', auth, auditors, proofs.consistency);
  router.post('/audit/checkpoints/cosignatures', auth, auditors, ...json, proofs.cosign);
  router.get('/audit/checkpoints', auth, auditors, proofs.headOfSize);

  const { environment } = deps.config;
  const deprecations = deps.deprecations ?? DEPRECATED_ROUTES;
  docsRoutes(router, deps.config.basePath, { servers: environment.servers, deprecations });
  healthRoutes(router, environment.name, deps.roles ?? ['api']);
  readyRoutes(router, deps.readiness, (ctx) => isLoopbackClient(ctx) || verifiedRole(ctx) === 'admin');
  // Last, once every route is registered: start-up refuses a table naming a route that is not here.
  markDeprecatedRoutes(router, deprecations, deps.config.basePath, environment.publicBaseUrl);
  return router;
}
