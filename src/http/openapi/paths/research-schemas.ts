import { DATASET_FORMATS } from '../../../projections/datasets/dataset-files';
import { TABLE_NAMES } from '../../../projections/datasets/dataset-tables';
import { FEED_EVENT_TYPES } from '../../../queries/event-feed/feed-params';
import { type SchemaObject, objectOf, ref, stringEnum, timestamp } from '../schema-helpers';

/** A log position, as the feed and the dataset manifests give it. */
export const position = (description: string): SchemaObject => ({ type: 'integer', minimum: 0, description });

const feedMetadata = objectOf(
  {
    actor_user_id: {
      type: 'string',
      description:
        'Who issued the command. For the readonly role a pseudonym (`anon-…`): the same for every event of one ' +
        'user, never the id or email; admin and auditor see the user id.',
    },
    actor_role: { type: 'string' },
    organization_id: { type: 'string' },
    request_id: { type: 'string', description: 'X-Request-ID of the request that wrote the event.' },
    occurred_at: timestamp('When the command was issued.'),
    batch_id: { type: 'string', description: 'Imported rows only: the batch.' },
    row_number: { type: 'integer', minimum: 1, description: 'Imported rows only: the data row, from 1.' },
  },
  { required: ['actor_user_id', 'actor_role', 'organization_id', 'request_id', 'occurred_at'] },
);

const feedEvent = objectOf(
  {
    position: position('Global position in the log: strictly increasing in the order events are read.'),
    stream_id: { type: 'string', description: 'The record stream, e.g. patient-pat_… or visit-vis_….' },
    revision: { type: 'integer', minimum: 0, description: 'Zero-based revision of the event in its stream.' },
    event_type: stringEnum(FEED_EVENT_TYPES),
    recorded_at: timestamp('When the log stored the event.'),
    schema_version: {
      type: 'integer',
      minimum: 1,
      description:
        'Version of the shape of `data` for this event type. Events are always served in the current shape ' +
        '(older ones are upcast on reading), so this is the current version of the type.',
    },
    data: {
      type: 'object',
      additionalProperties: true,
      description:
        'The event data: PatientRegistered { patient_id, patient, registered_at }, PatientUpdated { patient_id, ' +
        'changes, updated_at }, VisitRecorded (version 2) { visit_id, patient_id, visit, recorded_at }, ' +
        'VisitUpdated { visit_id, patient_id, changes, updated_at }, and the batch lifecycle events.',
    },
    metadata: ref('FeedMetadata'),
  },
  {
    required: ['position', 'stream_id', 'revision', 'event_type', 'recorded_at', 'schema_version', 'data', 'metadata'],
  },
);

const manifestTable = objectOf(
  {
    name: stringEnum(TABLE_NAMES),
    file: { type: 'string', example: 'patients.csv' },
    rows: { type: 'integer', minimum: 0 },
    columns: { type: 'array', items: { type: 'string' } },
    free_text_columns: { type: 'array', items: { type: 'string' }, description: 'Columns of provider free text.' },
    sha256: { type: 'string', pattern: '^[0-9a-f]{64}$', description: 'SHA-256 of the file, hex.' },
  },
  { required: ['name', 'file', 'rows', 'columns', 'free_text_columns', 'sha256'] },
);

const datasetManifest = objectOf(
  {
    as_of_position: position('The log position the tables are as of.'),
    format: stringEnum(DATASET_FORMATS),
    events_replayed: { type: 'integer', minimum: 0, description: 'Events of the log up to the position.' },
    head_hash: objectOf(
      {
        algorithm: stringEnum(['sha256']),
        source: stringEnum(
          ['log-chain'],
          "`log-chain`: the running hash of the log's tamper-evidence chain after the last event at or before the " +
            'position, as GET /audit/verify reports it and signed checkpoints certify it.',
        ),
        value: { type: 'string', pattern: '^[0-9a-f]{64}$' },
      },
      { required: ['algorithm', 'source', 'value'], description: 'Identifies the log at the position.' },
    ),
    tables: { type: 'array', items: ref('DatasetManifestTable') },
  },
  {
    required: ['as_of_position', 'format', 'events_replayed', 'head_hash', 'tables'],
    description: 'manifest.json of a dataset snapshot: no timestamps, so the same position gives the same bytes.',
  },
);

export const researchSchemas: Record<string, SchemaObject> = {
  FeedMetadata: feedMetadata,
  FeedEvent: feedEvent,
  EventPage: objectOf(
    {
      events: { type: 'array', items: ref('FeedEvent') },
      next_after: position(
        'Pass as `after` for the next page. It moves past events the page left out too; the end of the log is ' +
          'reached when it no longer moves.',
      ),
    },
    { required: ['events', 'next_after'] },
  ),
  DatasetManifestTable: manifestTable,
  DatasetManifest: datasetManifest,
};
