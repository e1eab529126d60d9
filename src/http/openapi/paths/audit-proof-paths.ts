import type { OpenAPIV3 } from 'openapi-types';
import { AUDITOR_ROLES } from '../../../shared/roles';
import { commonParameters, rolesNote, successResponse } from '../components/common';
import { alwaysPossible, errorResponse, jsonBodyErrors, protectedErrors } from '../components/errors';
import { type SchemaObject, objectOf, ref, timestamp } from '../schema-helpers';

const base64Hash: SchemaObject = { type: 'string', format: 'byte', description: 'SHA-256, base64.' };
const size: SchemaObject = { type: 'integer', minimum: 0 };

/** The transparency-log parts of the Checkpoint answer and the proofs, RFC 9162 shaped. */
export const treeCheckpointProperties: Record<string, SchemaObject> = {
  origin: { type: 'string', description: 'First line of the checkpoint note: the log’s name and its key’s name.' },
  tree_size: { ...size, description: 'Leaves (events) in the Merkle tree the note signs.' },
  root_hash: { ...base64Hash, description: 'RFC 9162 root of the first tree_size events in position order.' },
  note: {
    type: 'string',
    description:
      'The C2SP checkpoint as a signed note: origin, tree size, base64 root, a blank line, the log’s Ed25519 ' +
      'signature line, then each witness cosignature line.',
  },
  cosignatures: {
    type: 'array',
    items: objectOf(
      {
        witness: { type: 'string', description: 'The witness’s key name.' },
        line: { type: 'string', description: 'Its C2SP cosignature/v1 note signature line.' },
        cosigned_at: {
          ...timestamp('The time inside the cosignature (whole seconds); null for a plain note signature.'),
          nullable: true,
        },
        received_at: timestamp('When it was posted.'),
      },
      { required: ['witness', 'line', 'cosigned_at', 'received_at'] },
    ),
  },
};

export const auditProofSchemas: Record<string, SchemaObject> = {
  InclusionProof: objectOf(
    {
      leaf_index: size,
      tree_size: size,
      position: { ...size, description: 'Global position of the event that is the leaf.' },
      leaf_hash: { ...base64Hash, description: 'SHA-256(0x00 || canonical JSON of the event as exported).' },
      inclusion_path: { type: 'array', items: base64Hash, description: 'RFC 9162 §2.1.3, leaf side first.' },
    },
    { required: ['leaf_index', 'tree_size', 'position', 'leaf_hash', 'inclusion_path'] },
  ),
  ConsistencyProof: objectOf(
    {
      from: size,
      to: size,
      consistency_path: { type: 'array', items: base64Hash, description: 'RFC 9162 §2.1.4.' },
    },
    { required: ['from', 'to', 'consistency_path'] },
  ),
  CosignatureRequest: objectOf(
    { note: { type: 'string', description: 'A checkpoint note of this log carrying the witness signature.' } },
    { required: ['note'] },
  ),
  TreeCheckpoint: objectOf(
    { ...treeCheckpointProperties, signed_at: timestamp('When the log signed this tree head.') },
    { required: ['origin', 'tree_size', 'root_hash', 'signed_at', 'note', 'cosignatures'] },
  ),
};

const query = (name: string, description: string): OpenAPIV3.ParameterObject => ({
  name,
  in: 'query',
  required: false,
  description,
  schema: name === 'event_id' ? { type: 'string' } : { type: 'integer', minimum: 0 },
});

export function auditProofPaths(basePath: string): OpenAPIV3.PathsObject {
  const errors = { ...protectedErrors(basePath), ...alwaysPossible(basePath) };
  const auditorsOnly = rolesNote(AUDITOR_ROLES);
  const unrecorded =
    ' Not recorded as an AuditTrailRead event: the answer holds only hashes and signatures, so verifiers may poll ' +
    'it without growing the log.';
  const badInput = errorResponse(422, ['VALIDATION_ERROR'], basePath, 'A missing, malformed or out-of-range value.');
  return {
    '/audit/proofs/inclusion': {
      get: {
        tags: ['Audit'],
        operationId: 'auditInclusionProof',
        summary: 'Proof that one event is in the signed log of a size',
        description:
          'Name the event by exactly one of leaf_index, position or event_id. tree_size defaults to the newest ' +
          `signed checkpoint and may be any size up to it.${unrecorded}${auditorsOnly}`,
        parameters: [
          query('leaf_index', 'The event’s index among the leaves (0-based, position order).'),
          query('position', 'The event’s global position.'),
          query('event_id', 'The event’s id.'),
          query('tree_size', 'Size of the tree to prove into.'),
          ...commonParameters(),
        ],
        responses: {
          '200': successResponse('The inclusion proof.', ref('InclusionProof')),
          '422': badInput,
          '404': errorResponse(404, ['NOT_FOUND'], basePath, 'No such event in the tree of that size.'),
          ...errors,
        },
      },
    },
    '/audit/proofs/consistency': {
      get: {
        tags: ['Audit'],
        operationId: 'auditConsistencyProof',
        summary: 'Proof that the log of size `from` is a prefix of the log of size `to`',
        description: `1 ≤ from ≤ to ≤ the newest signed tree size.${unrecorded}${auditorsOnly}`,
        parameters: [
          { ...query('from', 'The earlier tree size.'), required: true },
          { ...query('to', 'The later tree size.'), required: true },
          ...commonParameters(),
        ],
        responses: {
          '200': successResponse('The consistency proof.', ref('ConsistencyProof')),
          '422': badInput,
          ...errors,
        },
      },
    },
    '/audit/checkpoints': {
      get: {
        tags: ['Audit'],
        operationId: 'auditCheckpointOfSize',
        summary: 'The signed tree head of one size, with the witness cosignatures it received',
        description:
          'For whoever holds a checkpoint of that size: the witnesses that cosigned it since, in C2SP ' +
          `cosignature/v1 lines appended to the note.${unrecorded}${auditorsOnly}`,
        parameters: [
          {
            ...query('tree_size', 'Size of a signed head.'),
            required: true,
            schema: { type: 'integer', minimum: 1, maximum: 999_999_999_999_999 },
          },
          ...commonParameters(),
        ],
        responses: {
          '200': successResponse('The signed tree head.', ref('TreeCheckpoint')),
          '404': errorResponse(404, ['NOT_FOUND'], basePath, 'No head of that size was signed.'),
          '422': errorResponse(422, ['VALIDATION_ERROR'], basePath, 'tree_size missing or not a whole number ≥ 1.'),
          ...errors,
        },
      },
    },
    '/audit/checkpoints/cosignatures': {
      post: {
        tags: ['Audit'],
        operationId: 'postAuditCosignature',
        summary: 'A witness hands in its cosignature of a checkpoint',
        description:
          'The note must be a checkpoint this log signed, with a valid C2SP cosignature/v1 line of a witness ' +
          'named in AUDIT_WITNESS_KEYS, timestamped no later than ten minutes ahead of the log’s clock. The ' +
          `cosignature is stored and served with the checkpoint.${auditorsOnly}`,
        parameters: commonParameters(),
        requestBody: {
          required: true,
          content: { 'application/json': { schema: ref('CosignatureRequest') } },
        },
        responses: {
          '201': successResponse('The checkpoint with its cosignatures.', ref('TreeCheckpoint')),
          ...jsonBodyErrors(basePath),
          '409': errorResponse(409, ['CONFLICT'], basePath, 'Not a checkpoint this log signed.'),
          '422': errorResponse(422, ['VALIDATION_ERROR'], basePath, 'No valid witness cosignature.'),
          ...errors,
        },
      },
    },
  };
}
