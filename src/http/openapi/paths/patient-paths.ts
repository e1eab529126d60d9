import type { OpenAPIV3 } from 'openapi-types';
import { MENOPAUSE_STATUSES, RACES, REGIONS } from '../../../events/clinical-values';
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
import { ref, stringEnum } from '../schema-helpers';

const enumFilter = (name: string, values: readonly string[]): OpenAPIV3.ParameterObject => ({
  name,
  in: 'query',
  required: false,
  description:
    `Only patients with this ${name}. An unknown value is a 422 INVALID_ENUM_VALUE listing the ` + `valid values.`,
  schema: stringEnum(values),
});

export const patientIdParameter: OpenAPIV3.ParameterObject = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'Patient id, pat_<suffix>. Any other value is simply not found.',
  schema: { type: 'string', example: 'pat_Vb3kR9qT2mXw7LpA1sYd4g' },
};

const body = (schema: string): OpenAPIV3.RequestBodyObject => ({
  required: true,
  content: { 'application/json': { schema: ref(schema) } },
});

export function patientPaths(basePath: string): OpenAPIV3.PathsObject {
  const notFound = errorResponse(404, ['PATIENT_NOT_FOUND'], basePath);
  return {
    '/patients': {
      get: {
        tags: ['Patients'],
        operationId: 'listPatients',
        summary: 'List patients',
        description:
          'Newest first (created_at, then id). List items omit notes. Query parameters not listed here are ' +
          `ignored.${rolesNote(READERS)}`,
        parameters: [
          paramRef('Page'),
          paramRef('Limit'),
          enumFilter('menopause_status', MENOPAUSE_STATUSES),
          enumFilter('region', REGIONS),
          enumFilter('race', RACES),
          ...commonParameters(),
        ],
        responses: {
          '200': successResponse(
            'A page of patients.',
            { type: 'array', items: ref('PatientListItem') },
            { paginated: true },
          ),
          ...protectedErrors(basePath),
          '422': errorResponse(
            422,
            ['VALIDATION_ERROR', 'INVALID_ENUM_VALUE'],
            basePath,
            'A bad page or limit (VALIDATION_ERROR) or an unknown filter value (INVALID_ENUM_VALUE).',
          ),
          ...alwaysPossible(basePath),
          ...storeErrors(basePath),
        },
      },
      post: {
        tags: ['Patients'],
        operationId: 'createPatient',
        summary: 'Create a de-identified patient',
        description:
          'Validation errors win over the de-identification check, which runs on otherwise valid input. ' +
          'Ages of 90 and over are stored as given unless ' +
          `the deployment enables top-coding to 90 (TOP_CODE_AGE_90=true).${rolesNote(WRITERS)}`,
        parameters: writeParameters(),
        requestBody: body('PatientCreate'),
        responses: {
          '201': {
            ...successResponse('Created; Location points at the new patient.', ref('PatientWithVisits'), {
              message: 'Patient created',
              location: true,
              etag: true,
              written: true,
            }),
            links: {
              GetPatient: { operationId: 'getPatient', parameters: { id: '$response.body#/data/id' } },
              UpdatePatient: { operationId: 'updatePatient', parameters: { id: '$response.body#/data/id' } },
            },
          },
          ...jsonBodyErrors(basePath),
          ...protectedErrors(basePath),
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
    '/patients/{id}': {
      parameters: [patientIdParameter],
      get: {
        tags: ['Patients'],
        operationId: 'getPatient',
        summary: 'Get a patient with its visits',
        description:
          `The patient and all of its visits, newest visit_date first. With as_of or revision: the patient ` +
          `as it was then, with the visits recorded by then, each as of that time (for a revision, the ` +
          `time it was recorded).${rolesNote(READERS)}`,
        parameters: [...commonParameters(), paramRef('AsOf'), paramRef('Revision')],
        responses: {
          '200': successResponse('The patient; ETag carries its version.', ref('PatientWithVisits'), { etag: true }),
          ...protectedErrors(basePath),
          '404': notFound,
          '422': errorResponse(422, ['VALIDATION_ERROR'], basePath, 'A bad as_of or revision.'),
          ...alwaysPossible(basePath),
          ...storeErrors(basePath),
        },
      },
      put: {
        tags: ['Patients'],
        operationId: 'updatePatient',
        summary: 'Update a patient',
        description:
          `Partial update of the updatable fields; the answer is the full patient with a new ` +
          `updated_at.${rolesNote(WRITERS)}`,
        parameters: [...writeParameters(), paramRef('IfMatch')],
        requestBody: body('PatientUpdate'),
        responses: {
          '200': successResponse('The updated patient; ETag carries its new version.', ref('PatientWithVisits'), {
            message: 'Patient updated',
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
