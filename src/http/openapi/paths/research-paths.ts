import type { OpenAPIV3 } from 'openapi-types';
import { DATASET_FORMATS } from '../../../projections/datasets/dataset-files';
import { TABLE_NAMES } from '../../../projections/datasets/dataset-tables';
import { DEFAULT_FEED_LIMIT, MAX_FEED_LIMIT } from '../../../queries/event-feed/feed-params';
import { LOG_READER_ROLES } from '../../../shared/roles';
import { commonParameters, rolesNote, successResponse } from '../components/common';
import { alwaysPossible, commonHeaders, errorResponse, protectedErrors } from '../components/errors';
import { type SchemaObject, ref, stringEnum } from '../schema-helpers';
import { position } from './research-schemas';

const query = (name: string, description: string, schema: SchemaObject): OpenAPIV3.ParameterObject => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});

const typeParameter = query(
  'type',
  'Only events of these types: comma-separated (`type=VisitRecorded,VisitUpdated`) or repeated. An unknown type ' +
    '(also BatchRowRejected, which is not research data) is a 422 INVALID_ENUM_VALUE listing the valid ones.',
  { type: 'string', example: 'VisitRecorded,VisitUpdated' },
);

const afterParameter = (what: string): OpenAPIV3.ParameterObject =>
  query(
    'after',
    `${what} A whole number from 0 (0: the start of the log); anything else is a 422 VALIDATION_ERROR.`,
    position('A log position.'),
  );

const ROLES = rolesNote(LOG_READER_ROLES);

export function researchPaths(basePath: string): OpenAPIV3.PathsObject {
  const feedErrors = {
    ...protectedErrors(basePath),
    '422': errorResponse(
      422,
      ['VALIDATION_ERROR', 'INVALID_ENUM_VALUE'],
      basePath,
      'A bad position or limit (VALIDATION_ERROR) or an unknown event type (INVALID_ENUM_VALUE).',
    ),
    ...alwaysPossible(basePath),
  };
  return {
    '/events': {
      get: {
        tags: ['Research'],
        operationId: 'listEvents',
        summary: 'Read the event log in position order',
        description:
          'Research events of the whole log in global position order. Rejected import rows and security ' +
          'events are not research data and are left out (they belong to the audit trail).\n\n' +
          'JSON (default): one page of up to `limit` events and `next_after`, the cursor for the next page. A ' +
          'page looks at no more than 10,000 stored events, so a rare type can give short (even empty) pages ' +
          'before the end: read on until `next_after` stops moving.\n\n' +
          'With `Accept: application/x-ndjson`: every event after `after`, one JSON object (a FeedEvent) per ' +
          'line, streamed from the log as the client reads (`limit` does not apply).' +
          ROLES,
        parameters: [
          afterParameter('Events strictly after this position.'),
          query(
            'limit',
            `Page size, 1 to ${MAX_FEED_LIMIT} (JSON pages only). Anything else is a 422 VALIDATION_ERROR.`,
            { type: 'integer', minimum: 1, maximum: MAX_FEED_LIMIT, default: DEFAULT_FEED_LIMIT },
          ),
          typeParameter,
          ...commonParameters(),
        ],
        responses: {
          '200': {
            ...successResponse('A page of events, or the NDJSON stream.', ref('EventPage')),
            content: {
              ...successResponse('', ref('EventPage')).content,
              'application/x-ndjson': { schema: ref('FeedEvent') },
            },
          },
          ...feedErrors,
        },
      },
    },
    '/events/stream': {
      get: {
        tags: ['Research'],
        operationId: 'streamEvents',
        summary: 'Live tail of the event log (Server-Sent Events)',
        description:
          'A `text/event-stream` of research events as they are appended. Each message has `id:` = the ' +
          "event's position and `data:` = the event as JSON (a FeedEvent). A reconnecting client sends " +
          '`Last-Event-ID` (EventSource does so itself) and continues after that position; without it the ' +
          'stream starts after `after`, or at the head of the log when neither is given. A comment line ' +
          '(`: heartbeat`) is sent every 15 seconds while nothing else is. A client that reads slowly is sent ' +
          'events only as fast as it takes them; the server never queues more than one read of the log for it. ' +
          'Any API process serves the tail of events appended by any other (it polls the log).' +
          ROLES,
        parameters: [
          afterParameter('Start after this position when no Last-Event-ID is sent.'),
          typeParameter,
          {
            name: 'Last-Event-ID',
            in: 'header',
            required: false,
            description: 'The last `id:` received: the stream continues after it. Wins over `after`.',
            schema: position('A log position.'),
          },
          ...commonParameters(),
        ],
        responses: {
          '200': {
            description: 'The event stream; it stays open until the client closes it.',
            headers: commonHeaders(),
            content: {
              'text/event-stream': {
                // One message: `data` is a FeedEvent as JSON, `id` its position.
                schema: {
                  type: 'object',
                  properties: { id: { type: 'string' }, event: { type: 'string' }, data: { type: 'string' } },
                },
                example: 'retry: 1000\n\nid: 42\ndata: {"position":42,"event_type":"VisitRecorded",...}\n\n',
              },
            },
          },
          ...feedErrors,
        },
      },
    },
    '/datasets/snapshot': {
      get: {
        tags: ['Research'],
        operationId: 'getDatasetSnapshot',
        summary: 'A reproducible dataset file as of a log position',
        description:
          'The de-identified tables patients, visits and medications (one row per record, columns named as in ' +
          'the API, biomarkers, symptoms and lifestyle flattened), built by replaying the log up to ' +
          '`as_of_position` with the same folding as the read models. The same position and format always ' +
          'give byte-identical files.\n\n' +
          'One file per request: `table=` names a table; without it the answer is `manifest.json` (position, ' +
          "head hash of the log, each table's row count, columns and SHA-256). The body is the file itself, " +
          'not the JSON envelope, identical to what `npm run dataset -- export` writes. `X-Dataset-Position` ' +
          'says which position the file is as of: without `as_of_position` it is the head of the log, so ' +
          'fetch the other files with that position.\n\n' +
          'CSV: RFC 4180 with a header row and CRLF line ends; a text cell starting with =, +, -, @, tab or ' +
          'carriage return is prefixed with an apostrophe (OWASP advice against CSV injection). NDJSON: one ' +
          'object per row, text verbatim. Parquet: one file per table with typed columns (dates as date32, ' +
          'created_at and updated_at as UTC millisecond timestamps, numbers as int32 or double, yes/no fields as ' +
          'booleans, value sets as dictionary-encoded strings), Zstandard-compressed, text verbatim.' +
          ROLES,
        parameters: [
          query(
            'as_of_position',
            'Log position, a whole number from 0, at most the head of the log. Absent: the head. ' +
              'A bad value or one beyond the head is a 422 VALIDATION_ERROR.',
            position('A log position.'),
          ),
          query('format', 'File format of the tables. An unknown value is a 422 INVALID_ENUM_VALUE.', {
            ...stringEnum(DATASET_FORMATS),
            default: 'csv',
          }),
          query('table', 'Which file: a table, or the manifest. An unknown value is a 422 INVALID_ENUM_VALUE.', {
            ...stringEnum(['manifest', ...TABLE_NAMES]),
            default: 'manifest',
          }),
          ...commonParameters(),
        ],
        responses: {
          '200': {
            description: 'The file.',
            headers: {
              ...commonHeaders(),
              'X-Dataset-Position': { description: 'The position the file is as of.', schema: { type: 'integer' } },
              'Content-Disposition': { description: 'attachment; filename="<file>"', schema: { type: 'string' } },
            },
            content: {
              'application/json': { schema: ref('DatasetManifest') },
              'text/csv': { schema: { type: 'string' } },
              'application/x-ndjson': { schema: { type: 'string' } },
              'application/vnd.apache.parquet': { schema: { type: 'string', format: 'binary' } },
            },
          },
          ...protectedErrors(basePath),
          '422': errorResponse(
            422,
            ['VALIDATION_ERROR', 'INVALID_ENUM_VALUE'],
            basePath,
            'A bad or too large as_of_position (VALIDATION_ERROR), or an unknown format or table ' +
              '(INVALID_ENUM_VALUE).',
          ),
          '413': errorResponse(
            413,
            ['PAYLOAD_TOO_LARGE'],
            basePath,
            'The position is past DATASET_SNAPSHOT_MAX_EVENTS: details name the limit and export_endpoint, ' +
              'POST /datasets/exports, which builds the same files asynchronously.',
          ),
          '503': errorResponse(
            503,
            ['SERVICE_UNAVAILABLE'],
            basePath,
            'Appends below the position did not settle in time (server profile); retry.',
          ),
          ...alwaysPossible(basePath),
        },
      },
    },
  };
}
