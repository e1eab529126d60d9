import type { OpenAPIV3 } from 'openapi-types';
import { AUDITOR_ROLES } from '../../../shared/roles';
import { READERS, commonParameters, paramRef, rolesNote, successEnvelope, successResponse } from '../components/common';
import { alwaysPossible, errorResponse, protectedErrors } from '../components/errors';
import { type SchemaObject, objectOf, ref, timestamp } from '../schema-helpers';
import { patientIdParameter } from './patient-paths';
import { visitIdParameter } from './visit-paths';

const leaf: SchemaObject = {
  nullable: true,
  description: 'A field value (string, number or boolean); null when the field was absent.',
  oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }],
};

export const historySchemas: Record<string, SchemaObject> = {
  Actor: objectOf(
    {
      user_id: {
        type: 'string',
        description: 'The user id; for readers of the readonly role a stable pseudonym (anon-…), never the id.',
      },
      role: { type: 'string', example: 'provider' },
      organization_id: { type: 'string' },
    },
    { required: ['user_id', 'role', 'organization_id'], description: 'Who acted.' },
  ),
  HistoryEntry: objectOf(
    {
      revision: { type: 'integer', minimum: 0, description: 'The stream revision this version has (its ETag).' },
      event_type: { type: 'string', example: 'PatientUpdated' },
      recorded_at: timestamp('When the log stored the event.'),
      occurred_at: timestamp('When the service accepted the command.'),
      request_id: { type: 'string', description: 'The X-Request-ID of the request that caused it.' },
      actor: ref('Actor'),
      batch_id: { type: 'string', nullable: true, description: 'The upload batch, for imported rows.' },
      row_number: { type: 'integer', nullable: true, description: 'The CSV row, for imported rows.' },
      changes: {
        type: 'array',
        description: 'Every field that changed, by dotted path (e.g. symptoms.hot_flashes, medications.0.dosage).',
        items: objectOf({ path: { type: 'string' }, from: leaf, to: leaf }, { required: ['path', 'from', 'to'] }),
      },
      inclusion_proof: {
        ...ref('InclusionProof'),
        description:
          'Only with include=inclusion_proof: the event’s RFC 9162 inclusion proof into the checkpoint the answer ' +
          'names (every entry the same tree_size). position is the event’s line in the NDJSON audit export, ' +
          'whose bytes hash to leaf_hash.',
      },
    },
    {
      required: [
        'revision',
        'event_type',
        'recorded_at',
        'occurred_at',
        'request_id',
        'actor',
        'batch_id',
        'row_number',
        'changes',
      ],
    },
  ),
};

const includeParameter: OpenAPIV3.ParameterObject = {
  name: 'include',
  in: 'query',
  required: false,
  description:
    'inclusion_proof: each entry also carries its inclusion proof, all into one signed checkpoint (the newest, ' +
    'signed on demand when the newest events are not under one yet), which the answer names in `checkpoint`. ' +
    `Only for ${AUDITOR_ROLES.join(' and ')} (others: 403 INSUFFICIENT_ROLE); any other value: 422 ` +
    'VALIDATION_ERROR naming `include`. Without it the answer is the plain history.',
  schema: { type: 'string', enum: ['inclusion_proof'] },
};

/** The history page, plus the signed checkpoint the proofs lead to when they were asked for. */
const historyEnvelope = (): SchemaObject => {
  const envelope = successEnvelope({ type: 'array', items: ref('HistoryEntry') }, { paginated: true });
  return {
    ...envelope,
    properties: {
      ...envelope.properties,
      checkpoint: {
        ...ref('TreeCheckpoint'),
        description: 'Only with include=inclusion_proof: the signed tree head every proof of the page leads to.',
      },
    },
  };
};

function historyOperation(kind: 'patient' | 'visit', basePath: string): OpenAPIV3.OperationObject {
  const notFoundCode = kind === 'patient' ? 'PATIENT_NOT_FOUND' : 'VISIT_NOT_FOUND';
  const page = successResponse(
    'A page of versions.',
    { type: 'array', items: ref('HistoryEntry') },
    { paginated: true },
  );
  return {
    tags: [kind === 'patient' ? 'Patients' : 'Visits'],
    operationId: kind === 'patient' ? 'patientHistory' : 'visitHistory',
    summary: `Every version of a ${kind}`,
    description:
      `Every version of the ${kind}, newest first, with who changed what from which request. Read from ` +
      `the record's own stream in the event log.${rolesNote(READERS)}`,
    parameters: [paramRef('Page'), paramRef('Limit'), includeParameter, ...commonParameters()],
    responses: {
      '200': { ...page, content: { 'application/json': { schema: historyEnvelope() } } },
      ...protectedErrors(basePath),
      '403': errorResponse(
        403,
        ['FORBIDDEN', 'ORGANIZATION_ACCESS_DENIED', 'INSUFFICIENT_ROLE'],
        basePath,
        'The role may not read this record, or (INSUFFICIENT_ROLE) may not ask for inclusion proofs.',
      ),
      '404': errorResponse(404, [notFoundCode, 'NOT_FOUND'], basePath, 'No such record.'),
      '422': errorResponse(422, ['VALIDATION_ERROR'], basePath, 'A bad page, limit or include.'),
      '503': errorResponse(
        503,
        ['SERVICE_UNAVAILABLE'],
        basePath,
        'Proofs asked of a process that does not sign, and no signed head covered the page within 5 s.',
      ),
      ...alwaysPossible(basePath),
    },
  };
}

export function historyPaths(basePath: string): OpenAPIV3.PathsObject {
  return {
    '/patients/{id}/history': { parameters: [patientIdParameter], get: historyOperation('patient', basePath) },
    '/visits/{id}/history': { parameters: [visitIdParameter], get: historyOperation('visit', basePath) },
  };
}
