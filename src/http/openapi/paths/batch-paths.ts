import type { OpenAPIV3 } from 'openapi-types';
import { ALLOWED_COLUMNS, REQUIRED_COLUMNS } from '../../../commands/batch/csv-columns';
import { READERS, WRITERS, commonParameters, rolesNote, successResponse, writeParameters } from '../components/common';
import { alwaysPossible, storeErrors, errorResponse, protectedErrors } from '../components/errors';
import { type SchemaObject, objectOf, prefixedId, ref, timestamp } from '../schema-helpers';

const CSV_COLUMNS = ALLOWED_COLUMNS.join(', ');

const accepted = {
  batch_id: prefixedId('batch', 'Generated id (batch_<suffix>).'),
  file_name: { type: 'string', description: 'Name of the uploaded file.' },
  total_records: { type: 'integer', minimum: 0, description: 'Number of data rows in the file.' },
  processing: { type: 'boolean', description: 'True while the rows are being processed.' },
  created_at: timestamp(),
} satisfies Record<string, SchemaObject>;

const status = {
  ...accepted,
  processed: { type: 'integer', minimum: 0, description: 'Records handled so far.' },
  successful: { type: 'integer', minimum: 0, description: 'Records stored.' },
  failed: { type: 'integer', minimum: 0, description: 'Records rejected.' },
  errors: { type: 'array', items: ref('BatchRowError'), description: 'Per-record errors; empty when none.' },
  completed_at: { ...timestamp('When processing finished; null while processing.'), nullable: true },
} satisfies Record<string, OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject>;

export const batchSchemas: Record<string, SchemaObject> = {
  BatchUpload: objectOf(
    {
      file: {
        type: 'string',
        format: 'binary',
        description: `CSV file (text/csv). Header row with the columns ${CSV_COLUMNS}.`,
      },
    },
    { required: ['file'] },
  ),
  BatchAccepted: objectOf(accepted, { required: Object.keys(accepted) }),
  Batch: objectOf(status, { required: Object.keys(status), description: 'The batch job of SPEC 2.3.' }),
  BatchRowError: objectOf(
    {
      row: { type: 'integer', minimum: 1, description: 'Number of the data row, the first data row being 1.' },
      field: { type: 'string', description: 'Column (dotted path) that failed.' },
      message: { type: 'string' },
      warning: { type: 'string', description: 'Present for a de-identification hit.' },
      position: objectOf(
        { start: { type: 'integer', minimum: 0 }, end: { type: 'integer', minimum: 0 } },
        {
          required: ['start', 'end'],
          description: 'Present for a de-identification hit: zero-based character range, end exclusive.',
        },
      ),
    },
    { required: ['row', 'field', 'message'] },
  ),
};

export function batchPaths(basePath: string): OpenAPIV3.PathsObject {
  return {
    '/patients/batch': {
      post: {
        tags: ['Batch upload'],
        operationId: 'uploadPatientBatch',
        summary: 'Upload a CSV of patients for asynchronous processing',
        description:
          `Multipart form data with exactly one file part named \`file\` (CSV, text/csv). Header columns, ` +
          `in any order: ${CSV_COLUMNS}; required: ` +
          `${REQUIRED_COLUMNS.join(', ')}. Booleans are true or false; text with commas is quoted. Each row ` +
          `is validated and de-identification checked like ` +
          'POST /patients; rejected rows are reported in the batch status. A header missing a required ' +
          'column or naming an unknown one, an empty file ' +
          `or a file without data rows is a 422 and nothing is created. Files over the limit (default 50 ` +
          `MB) are a 413. A byte-identical file uploaded by the same organization within 24 hours is a 422 ` +
          'DUPLICATE_ENTRY naming the earlier batch (details batch_id, accepted_at) unless ' +
          `allow_duplicate=true.${rolesNote(WRITERS)}`,
        parameters: [
          ...writeParameters(),
          {
            name: 'allow_duplicate',
            in: 'query',
            required: false,
            description:
              'true imports a file again although the same bytes were uploaded within 24 hours. Only true or ' +
              'false; anything else is a 422 VALIDATION_ERROR naming allow_duplicate.',
            schema: { type: 'string', enum: ['true', 'false'], default: 'false' },
          },
        ],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': { schema: ref('BatchUpload'), encoding: { file: { contentType: 'text/csv' } } },
          },
        },
        responses: {
          '202': {
            ...successResponse(
              'Accepted; rows are processed in the background. Location points at the batch status.',
              ref('BatchAccepted'),
              {
                message: 'Batch accepted; processing started',
                location: true,
                written: true,
              },
            ),
            links: {
              GetBatchStatus: {
                operationId: 'getPatientBatch',
                parameters: { batch_id: '$response.body#/data/batch_id' },
                description: 'The status of the batch just accepted.',
              },
            },
          },
          '400': errorResponse(
            400,
            ['BAD_REQUEST'],
            basePath,
            'Not multipart form data, a malformed multipart body, or a file part that is not text/csv (BAD_REQUEST).',
          ),
          ...protectedErrors(basePath),
          '409': errorResponse(
            409,
            ['CONFLICT'],
            basePath,
            'The upload took too long and was abandoned; upload again (CONFLICT).',
          ),
          '413': errorResponse(
            413,
            ['PAYLOAD_TOO_LARGE'],
            basePath,
            'The file is over the configured limit (PAYLOAD_TOO_LARGE).',
          ),
          '422': errorResponse(
            422,
            ['VALIDATION_ERROR', 'DE_IDENTIFICATION_ERROR', 'DUPLICATE_ENTRY'],
            basePath,
            'No file part, more than one, an empty file, no data rows, or a header lacking a required ' +
              'column or naming an unknown one (VALIDATION_ERROR, field file or the column); an identifying ' +
              'file name (DE_IDENTIFICATION_ERROR); the same file within 24 hours, or an Idempotency-Key used ' +
              'for another request (DUPLICATE_ENTRY).',
          ),
          ...alwaysPossible(basePath),
          ...storeErrors(basePath),
        },
      },
    },
    '/patients/batch/{batch_id}': {
      parameters: [
        {
          name: 'batch_id',
          in: 'path',
          required: true,
          description: 'Batch id, batch_<suffix>.',
          schema: { type: 'string' },
        },
      ],
      get: {
        tags: ['Batch upload'],
        operationId: 'getPatientBatch',
        summary: 'Get the status of a batch upload',
        description: `Progress while processing; counts, errors and completed_at once finished.${rolesNote(READERS)}`,
        parameters: commonParameters(),
        responses: {
          '200': successResponse('The batch.', ref('Batch')),
          ...protectedErrors(basePath),
          '404': errorResponse(404, ['BATCH_NOT_FOUND'], basePath),
          ...alwaysPossible(basePath),
          ...storeErrors(basePath),
        },
      },
    },
  };
}
