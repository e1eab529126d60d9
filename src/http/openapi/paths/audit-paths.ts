import type { OpenAPIV3 } from 'openapi-types';
import { DOMAIN_EVENT_TYPES } from '../../../events/domain-events';
import { AUDIT_PAGE_DEFAULT, AUDIT_PAGE_MAX, AUDIT_SCAN_PER_PAGE } from '../../../queries/audit-events';
import { AUDITOR_ROLES } from '../../../shared/roles';
import { commonParameters, rolesNote, successEnvelope, successResponse } from '../components/common';
import { alwaysPossible, commonHeaders, errorResponse, protectedErrors } from '../components/errors';
import { type SchemaObject, objectOf, ref, timestamp } from '../schema-helpers';
import { treeCheckpointProperties } from './audit-proof-paths';

const hex64: SchemaObject = { type: 'string', pattern: '^[0-9a-f]{64}$', description: 'SHA-256, hex.' };
const position: SchemaObject = { type: 'integer', minimum: 0, description: 'Global position in the log.' };

const chainHead = objectOf(
  {
    position: { ...position, nullable: true },
    head_hash: hex64,
    event_count: { type: 'integer', minimum: 0 },
  },
  { required: ['position', 'head_hash', 'event_count'], description: 'The running hash after the events read.' },
);

export const auditSchemas: Record<string, SchemaObject> = {
  AuditPublicKey: objectOf(
    {
      algorithm: { type: 'string', enum: ['Ed25519'] },
      key_id: { type: 'string', description: 'First 16 hex digits of SHA-256 over the key (SPKI DER).' },
      public_key_pem: { type: 'string', description: 'SPKI PEM.' },
      signed_text: { type: 'string', description: 'The lines a checkpoint signature covers, joined by \\n.' },
      origin: { type: 'string', description: 'Origin line of the checkpoint notes (also the note key name).' },
      note_verifier_key: {
        type: 'string',
        description: 'The signed-note verifier key of the current key: name+keyhash+base64 (0x01 || Ed25519 key).',
      },
      note_verifier_keys: {
        type: 'array',
        items: { type: 'string' },
        description: 'Every accepted verifier key: the current one first, then earlier ones after a rotation.',
      },
    },
    { required: ['algorithm', 'key_id', 'public_key_pem', 'signed_text'] },
  ),
  Checkpoint: objectOf(
    {
      position,
      head_hash: { ...hex64, description: 'The running hash over every event up to position.' },
      event_count: { type: 'integer', minimum: 1 },
      signed_at: timestamp('When the notary signed it.'),
      key_id: { type: 'string' },
      signature: { type: 'string', description: 'Ed25519 over signed_text, base64.' },
      ...treeCheckpointProperties,
    },
    { required: ['position', 'head_hash', 'event_count', 'signed_at', 'key_id', 'signature'] },
  ),
  VerificationReport: objectOf(
    {
      ok: { type: 'boolean', description: 'True when nothing is wrong with the log or the checkpoints.' },
      checked_events: { type: 'integer', minimum: 0 },
      unhashed_events: {
        type: 'integer',
        minimum: 0,
        description: 'Events stored before the log was chained; covered from the next checkpoint on.',
      },
      checkpoints_checked: { type: 'integer', minimum: 0 },
      invalid_checkpoints: {
        type: 'array',
        items: position,
        description: 'Positions of stored checkpoints whose signature does not verify (ignored).',
      },
      head: chainHead,
      first_bad: objectOf(
        {
          position,
          reason: { type: 'string' },
          stream_id: { type: 'string' },
          after_position: {
            ...position,
            nullable: true,
            description: 'For a checkpoint mismatch: damage is after this.',
          },
        },
        { required: ['position', 'reason'], nullable: true, description: 'The first bad position, or null.' },
      ),
      duration_ms: { type: 'integer', minimum: 0 },
      events_per_second: { type: 'integer', minimum: 0 },
    },
    {
      required: [
        'ok',
        'checked_events',
        'unhashed_events',
        'checkpoints_checked',
        'invalid_checkpoints',
        'head',
        'first_bad',
        'duration_ms',
        'events_per_second',
      ],
    },
  ),
  AuditEvent: objectOf(
    {
      position,
      event_id: { type: 'string' },
      stream_id: { type: 'string', description: 'Security events live in streams starting with `audit-`.' },
      revision: { type: 'integer', minimum: 0 },
      event_type: { type: 'string', enum: [...DOMAIN_EVENT_TYPES] },
      recorded_at: timestamp('When the log stored it.'),
      data: { type: 'object', additionalProperties: true, description: 'The event as stored.' },
      metadata: {
        type: 'object',
        additionalProperties: true,
        description:
          'actor_user_id, actor_role, organization_id, request_id, occurred_at, batch_id and row_number for ' +
          'imported rows, and hash: the event’s link in its stream’s SHA-256 chain.',
      },
    },
    { required: ['position', 'event_id', 'stream_id', 'revision', 'event_type', 'recorded_at', 'data', 'metadata'] },
  ),
};

const query = (name: string, description: string, schema: SchemaObject = { type: 'string' }) =>
  ({ name, in: 'query', required: false, description, schema }) satisfies OpenAPIV3.ParameterObject;

const auditorsOnly = rolesNote(AUDITOR_ROLES);

export function auditPaths(basePath: string): OpenAPIV3.PathsObject {
  const errors = { ...protectedErrors(basePath), ...alwaysPossible(basePath) };
  return {
    '/audit/public-key': {
      get: {
        tags: ['Audit'],
        operationId: 'auditPublicKey',
        summary: 'The key that signs audit checkpoints',
        description: 'Public: anyone holding a checkpoint can check its signature. Not recorded as an audit read.',
        security: [],
        parameters: commonParameters(),
        responses: {
          '200': successResponse('The Ed25519 public key.', ref('AuditPublicKey')),
          ...alwaysPossible(basePath),
        },
      },
    },
    '/audit/checkpoints/latest': {
      get: {
        tags: ['Audit'],
        operationId: 'latestAuditCheckpoint',
        summary: 'The newest signed checkpoint of the log',
        description:
          'Signed within AUDIT_CHECKPOINT_INTERVAL_MS of the log growing, and on demand when none is yet. ' +
          'Carries the C2SP checkpoint note (tree_size, root_hash, note, cosignatures). Keep copies elsewhere: ' +
          'verifying against them reveals a log cut off or rewritten after they were signed. Not recorded as an ' +
          `AuditTrailRead event (only hashes and signatures), so polling it does not grow the log.${auditorsOnly}`,
        parameters: commonParameters(),
        responses: {
          '200': successResponse('The checkpoint.', ref('Checkpoint')),
          '404': errorResponse(404, ['NOT_FOUND'], basePath, 'The log has no event yet.'),
          ...errors,
        },
      },
    },
    '/audit/verify': {
      get: {
        tags: ['Audit'],
        operationId: 'verifyAuditLog',
        summary: 'Recompute every hash of the log and check every checkpoint',
        description:
          'Reads the whole log (cost grows with it), recomputes each event’s hash and the running hash, ' +
          `and names the first bad position. 200 either way: look at ok and first_bad.${auditorsOnly}`,
        parameters: commonParameters(),
        responses: { '200': successResponse('The verification report.', ref('VerificationReport')), ...errors },
      },
    },
    '/audit/events': {
      get: {
        tags: ['Audit'],
        operationId: 'auditEvents',
        summary: 'The event log with full metadata, filtered',
        description:
          'Events in position order. As JSON: up to `limit` events and a cursor (pass next_after as `after` ' +
          `for more; one page reads at most ${AUDIT_SCAN_PER_PAGE} events of the log, so a page may be short ` +
          'while has_more is true). With `Accept: application/x-ndjson`: the whole selection, one event per ' +
          'line, streamed as it is read (no limit unless one is given). Every call is itself recorded as an ' +
          `AuditTrailRead event.${auditorsOnly}`,
        parameters: [
          query('actor', 'Only events of this user id (metadata.actor_user_id).'),
          query('organization', 'Only events of this organization (metadata.organization_id).'),
          query(
            'event_type',
            'Only these types, comma-separated. An unknown type is a 422 INVALID_ENUM_VALUE listing the valid ones.',
          ),
          query('stream', 'Only this stream, e.g. patient-pat_… or audit-…'),
          query('patient_id', "Only events about this patient: its stream and its visits' events."),
          query('request_id', 'Only events caused by this request (X-Request-ID).'),
          query('from', 'Recorded at or after this instant (ISO 8601 with a zone).', {
            type: 'string',
            format: 'date-time',
          }),
          query('to', 'Recorded at or before this instant.', { type: 'string', format: 'date-time' }),
          query('after', 'Position cursor: only events after this position.', { type: 'integer', minimum: 0 }),
          query(`limit`, `Events per page, 1 to ${AUDIT_PAGE_MAX} (JSON default ${AUDIT_PAGE_DEFAULT}).`, {
            type: 'integer',
            minimum: 1,
            maximum: AUDIT_PAGE_MAX,
          }),
          ...commonParameters(),
        ],
        responses: {
          '200': {
            description: 'A page of events with a cursor, or an NDJSON stream of AuditEvent lines.',
            headers: commonHeaders(),
            content: {
              'application/json': {
                schema: {
                  ...successEnvelope({ type: 'array', items: ref('AuditEvent') }),
                  properties: {
                    ...successEnvelope({ type: 'array', items: ref('AuditEvent') }).properties,
                    cursor: objectOf(
                      { next_after: { ...position, nullable: true }, has_more: { type: 'boolean' } },
                      { required: ['next_after', 'has_more'] },
                    ),
                  },
                  required: ['status', 'data', 'cursor'],
                },
              },
              'application/x-ndjson': { schema: ref('AuditEvent') },
            },
          },
          '422': errorResponse(
            422,
            ['VALIDATION_ERROR', 'INVALID_ENUM_VALUE'],
            basePath,
            'A bad filter, cursor or limit (VALIDATION_ERROR) or an unknown event_type (INVALID_ENUM_VALUE).',
          ),
          ...errors,
        },
      },
    },
  };
}
