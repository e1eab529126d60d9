import type { OpenAPIV3 } from 'openapi-types';
import { VISIT_TYPES } from '../../../events/clinical-values';
import {
  READERS,
  WRITERS,
  commonParameters,
  writeParameters,
  paramRef,
  rolesNote,
  successResponse,
} from '../components/common';
import { alwaysPossible, storeErrors, errorResponse, jsonBodyErrors, protectedErrors } from '../components/errors';
import { isoDate, prefixedId, ref, stringEnum } from '../schema-helpers';

const query = (name: string, description: string, schema: OpenAPIV3.SchemaObject): OpenAPIV3.ParameterObject => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});

export const visitIdParameter: OpenAPIV3.ParameterObject = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'Visit id, vis_<suffix>. Any other value is simply not found.',
  schema: { type: 'string', example: 'vis_Q2w8Lr5TnK1cZp0aXy7m3b' },
};

const body = (schema: string): OpenAPIV3.RequestBodyObject => ({
  required: true,
  content: { 'application/json': { schema: ref(schema) } },
});

export function visitPaths(basePath: string): OpenAPIV3.PathsObject {
  const notFound = errorResponse(404, ['VISIT_NOT_FOUND'], basePath);
  return {
    '/visits': {
      get: {
        tags: ['Visits'],
        operationId: 'listVisits',
        summary: 'List visits',
        description:
          `Newest first (created_at, then id). Use patient_id to get all visits of one ` +
          `patient. Query parameters not listed here are ignored.${rolesNote(READERS)}`,
        parameters: [
          paramRef('Page'),
          paramRef('Limit'),
          query(
            'patient_id',
            'Only visits of this patient. A value not of the form pat_<suffix> is a 422 VALIDATION_ERROR.',
            prefixedId('pat'),
          ),
          query(
            'visit_type',
            'Only visits of this type. An unknown value is a 422 INVALID_ENUM_VALUE listing the valid values.',
            stringEnum(VISIT_TYPES),
          ),
          query(
            'start_date',
            'Only visits on or after this date (inclusive). A malformed or impossible date is a 422 VALIDATION_ERROR.',
            isoDate(),
          ),
          query(
            'end_date',
            'Only visits on or before this date (inclusive). A malformed or impossible date is a 422 VALIDATION_ERROR.',
            isoDate(),
          ),
          ...commonParameters(),
        ],
        responses: {
          '200': successResponse(
            'A page of visits.',
            { type: 'array', items: ref('VisitListItem') },
            { paginated: true },
          ),
          ...protectedErrors(basePath),
          '422': errorResponse(
            422,
            ['VALIDATION_ERROR', 'INVALID_ENUM_VALUE'],
            basePath,
            'A bad page, limit, patient_id or date (VALIDATION_ERROR) or an unknown visit_type (INVALID_ENUM_VALUE).',
          ),
          ...alwaysPossible(basePath),
          ...storeErrors(basePath),
        },
      },
      post: {
        tags: ['Visits'],
        operationId: 'createVisit',
        summary: 'Record a visit',
        description: `Each medication receives an id. An unknown patient_id is a 404 NOT_FOUND.${rolesNote(WRITERS)}`,
        parameters: writeParameters(),
        requestBody: body('VisitCreate'),
        responses: {
          '201': {
            ...successResponse('Created; Location points at the new visit.', ref('Visit'), {
              message: 'Visit created',
              location: true,
              etag: true,
              written: true,
            }),
            links: {
              GetVisit: { operationId: 'getVisit', parameters: { id: '$response.body#/data/id' } },
              UpdateVisit: { operationId: 'updateVisit', parameters: { id: '$response.body#/data/id' } },
            },
          },
          ...jsonBodyErrors(basePath),
          ...protectedErrors(basePath),
          '404': errorResponse(
            404,
            ['NOT_FOUND'],
            basePath,
            'The patient_id names no patient (NOT_FOUND, details carries patient_id).',
          ),
          '409': errorResponse(409, ['CONFLICT'], basePath),
          '422': errorResponse(
            422,
            ['VALIDATION_ERROR', 'DE_IDENTIFICATION_ERROR', 'DUPLICATE_ENTRY'],
            basePath,
            'Invalid fields or Idempotency-Key (VALIDATION_ERROR), identifying free text, or an Idempotency-Key ' +
              'already used for a different request (DUPLICATE_ENTRY).',
          ),
          ...alwaysPossible(basePath),
          ...storeErrors(basePath),
        },
      },
    },
    '/visits/{id}': {
      parameters: [visitIdParameter],
      get: {
        tags: ['Visits'],
        operationId: 'getVisit',
        summary: 'Get a visit',
        description: `The full visit output; with as_of or revision, as it was then.${rolesNote(READERS)}`,
        parameters: [...commonParameters(), paramRef('AsOf'), paramRef('Revision')],
        responses: {
          '200': successResponse('The visit; ETag carries its version.', ref('Visit'), { etag: true }),
          ...protectedErrors(basePath),
          '404': notFound,
          '422': errorResponse(422, ['VALIDATION_ERROR'], basePath, 'A bad as_of or revision.'),
          ...alwaysPossible(basePath),
          ...storeErrors(basePath),
        },
      },
      put: {
        tags: ['Visits'],
        operationId: 'updateVisit',
        summary: 'Update a visit',
        description:
          `Partial update of the updatable fields; the answer is the full visit with a new ` +
          `updated_at.${rolesNote(WRITERS)}`,
        parameters: [...writeParameters(), paramRef('IfMatch')],
        requestBody: body('VisitUpdate'),
        responses: {
          '200': successResponse('The updated visit; ETag carries its new version.', ref('Visit'), {
            message: 'Visit updated',
            etag: true,
            written: true,
          }),
          ...jsonBodyErrors(basePath),
          ...protectedErrors(basePath),
          '404': notFound,
          '409': errorResponse(
            409,
            ['CONFLICT'],
            basePath,
            'The record changed since the If-Match version was read, or kept changing under concurrent writers.',
          ),
          '422': errorResponse(422, ['VALIDATION_ERROR', 'DE_IDENTIFICATION_ERROR', 'DUPLICATE_ENTRY'], basePath),
          ...alwaysPossible(basePath),
          ...storeErrors(basePath),
        },
      },
    },
  };
}
