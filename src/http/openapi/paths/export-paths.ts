import type { OpenAPIV3 } from 'openapi-types';
import { DATASET_FORMATS } from '../../../projections/datasets/dataset-files';
import { LOG_READER_ROLES } from '../../../shared/roles';
import { commonParameters, rolesNote, successResponse } from '../components/common';
import { alwaysPossible, commonHeaders, errorResponse, protectedErrors } from '../components/errors';
import { type SchemaObject, objectOf, ref, stringEnum, timestamp } from '../schema-helpers';

const ROLES = rolesNote(LOG_READER_ROLES);

const exportSummary = {
  export_id: { type: 'string', pattern: '^exp_[0-9a-f]{32}$' },
  status: stringEnum(['in_progress', 'completed']),
  as_of_position: { type: 'integer', minimum: 0, description: 'The log position the files are as of.' },
  format: stringEnum(DATASET_FORMATS),
  created_at: timestamp('When this export was started.'),
} satisfies Record<string, SchemaObject>;

const exportFile = objectOf(
  {
    name: { type: 'string', description: 'A table (patients, visits, medications), or manifest.' },
    file: { type: 'string', example: 'patients.csv' },
    rows: { type: 'integer', nullable: true, description: 'Rows of a table; null for the manifest.' },
    size: { type: 'integer', description: 'Bytes.' },
    sha256: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    url: { type: 'string', description: 'Where to download it (same credentials).' },
  },
  { required: ['name', 'file', 'rows', 'size', 'sha256', 'url'] },
);

export const exportSchemas: Record<string, SchemaObject> = {
  DatasetExportStatus: objectOf(exportSummary, { required: Object.keys(exportSummary) }),
  DatasetExportFile: exportFile,
  DatasetExportManifest: objectOf(
    {
      ...exportSummary,
      events_replayed: { type: 'integer' },
      head_hash: { type: 'object', description: "The log chain's running hash at the position." },
      checkpoint: {
        type: 'object',
        nullable: true,
        description: 'The latest signed checkpoint at or after the position when the build finished, if any.',
      },
      files: { type: 'array', items: ref('DatasetExportFile') },
    },
    { required: [...Object.keys(exportSummary), 'events_replayed', 'head_hash', 'checkpoint', 'files'] },
  ),
};

const idParameter: OpenAPIV3.ParameterObject = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: '^exp_[0-9a-f]{32}$' },
};
const header = (description: string): OpenAPIV3.HeaderObject => ({ description, schema: { type: 'string' } });
const notFound = (basePath: string) => ({
  '404': errorResponse(404, ['NOT_FOUND'], basePath, 'No export with this id for this caller.'),
});

export function exportPaths(basePath: string): OpenAPIV3.PathsObject {
  return {
    '/datasets/exports': {
      post: {
        tags: ['Research'],
        operationId: 'startDatasetExport',
        summary: 'Start an asynchronous dataset export (FHIR Bulk Data pattern)',
        description:
          'Builds the files of GET /datasets/snapshot (every table and manifest.json, byte-identical) for a log ' +
          'position in the background, for logs of any size. Answers 202 with Content-Location, the status ' +
          'address to poll. The files of one position and format are built once and shared by every caller. ' +
          'A caller may have DATASET_EXPORTS_PER_CALLER exports in progress; beyond that, 429.' +
          ROLES,
        parameters: [
          {
            name: 'as_of_position',
            in: 'query',
            required: false,
            description: 'Log position, at most the head. Absent: the head at the time of the request.',
            schema: { type: 'integer', minimum: 0 },
          },
          {
            name: 'format',
            in: 'query',
            required: false,
            schema: { ...stringEnum(DATASET_FORMATS), default: 'csv' },
          },
          ...commonParameters(),
        ],
        responses: {
          '202': {
            ...successResponse('Accepted; poll Content-Location.', ref('DatasetExportStatus'), {
              message: 'Export started; poll Content-Location',
            }),
            headers: { ...commonHeaders(), 'Content-Location': header('The status address of this export.') },
          },
          ...protectedErrors(basePath),
          '422': errorResponse(422, ['VALIDATION_ERROR', 'INVALID_ENUM_VALUE'], basePath),
          ...alwaysPossible(basePath),
        },
      },
    },
    '/datasets/exports/{id}': {
      get: {
        tags: ['Research'],
        operationId: 'getDatasetExport',
        summary: 'Status of a dataset export; its manifest once done',
        description:
          '202 with X-Progress and Retry-After while the export is queued or building; 200 with the files ' +
          '(sizes, SHA-256, download addresses), the position, head hash and checkpoint once done.' +
          ROLES,
        parameters: [idParameter, ...commonParameters()],
        responses: {
          '200': successResponse('Done: the manifest.', ref('DatasetExportManifest')),
          '202': {
            ...successResponse('Still in progress.', ref('DatasetExportStatus')),
            headers: {
              ...commonHeaders(['Retry-After']),
              'X-Progress': header('Where the build is, in words (queued, replaying with a percentage, writing).'),
            },
          },
          ...protectedErrors(basePath),
          ...notFound(basePath),
          ...alwaysPossible(basePath),
        },
      },
      delete: {
        tags: ['Research'],
        operationId: 'cancelDatasetExport',
        summary: 'Cancel a dataset export and delete its files',
        description:
          'Stops the build and deletes its files, unless another caller waits for the same position and format.' +
          ROLES,
        parameters: [idParameter, ...commonParameters()],
        responses: {
          '202': successResponse(
            'Cancelled.',
            objectOf({ export_id: { type: 'string' }, status: stringEnum(['cancelled']) }),
          ),
          ...protectedErrors(basePath),
          ...notFound(basePath),
          ...alwaysPossible(basePath),
        },
      },
    },
    '/datasets/exports/{id}/files/{file}': {
      get: {
        tags: ['Research'],
        operationId: 'getDatasetExportFile',
        summary: 'Download one file of a finished dataset export',
        description: 'The file itself (streamed), as listed in the manifest.' + ROLES,
        parameters: [
          idParameter,
          { name: 'file', in: 'path', required: true, schema: { type: 'string', example: 'patients.csv' } },
          ...commonParameters(),
        ],
        responses: {
          '200': {
            description: 'The file.',
            headers: { ...commonHeaders(), 'Content-Disposition': header('attachment; filename="<file>"') },
            content: {
              'application/json': { schema: { type: 'object' } },
              'text/csv': { schema: { type: 'string' } },
              'application/x-ndjson': { schema: { type: 'string' } },
              'application/vnd.apache.parquet': { schema: { type: 'string', format: 'binary' } },
            },
          },
          ...protectedErrors(basePath),
          ...notFound(basePath),
          ...alwaysPossible(basePath),
        },
      },
    },
  };
}
