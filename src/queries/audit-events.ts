import { DOMAIN_EVENT_TYPES, type EventMetadata } from '../events/domain-events';
import type { EventReader, Position, RecordedEvent } from '../events/event-store';
import { patientStream } from '../events/streams';
import { type LeafEvent, leafEventOf } from '../audit/merkle/merkle-hash';
import { invalidEnumParameter } from '../deidentification/named-value';
import { type FieldError, validationError } from '../shared/app-error';
import type { QueryInput } from './list-params';

export interface AuditFilter {
  actor?: string;
  organization?: string;
  eventTypes?: ReadonlySet<string>;
  stream?: string;
  patientId?: string;
  requestId?: string;
  /** recorded_at bounds, inclusive, in epoch milliseconds. */
  from?: number;
  to?: number;
}

export interface AuditQuery {
  filter: AuditFilter;
  after: Position | null;
  /** Null: no limit (an NDJSON stream of the whole selection). */
  limit: number | null;
}

export const AUDIT_PAGE_DEFAULT = 100;
export const AUDIT_PAGE_MAX = 1000;
/** Events one JSON page looks at before it answers with a cursor: a rare filter must not scan the whole log. */
export const AUDIT_SCAN_PER_PAGE = 100_000;
const SCAN_PAGE = 1000;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;
const TOKEN = /^[\x21-\x7e]{1,200}$/;

function single(query: QueryInput, name: string): string | undefined {
  const value = query[name];
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/** The filters of GET /audit/events; every bad parameter is named in one 422. */
export function parseAuditQuery(query: QueryInput, ndjson: boolean): AuditQuery {
  const problems: FieldError[] = [];
  const filter: AuditFilter = {};
  const token = (name: string): string | undefined => {
    const value = single(query, name);
    if (value !== undefined && !TOKEN.test(value))
      problems.push({ field: name, message: 'Must be 1 to 200 printable characters' });
    return value;
  };
  filter.actor = token('actor');
  filter.organization = token('organization');
  filter.stream = token('stream');
  filter.requestId = token('request_id');
  const patientId = token('patient_id');
  if (patientId !== undefined && !patientId.startsWith('pat_')) {
    problems.push({ field: 'patient_id', message: 'Must be a patient id, pat_<suffix>' });
  }
  filter.patientId = patientId;
  const types = single(query, 'event_type');
  if (types !== undefined) {
    const listed = types.split(',').map((type) => type.trim());
    const unknown = listed.find((type) => !(DOMAIN_EVENT_TYPES as readonly string[]).includes(type));
    if (unknown !== undefined) throw invalidEnumParameter('event_type', unknown, DOMAIN_EVENT_TYPES);
    filter.eventTypes = new Set(listed);
  }
  for (const name of ['from', 'to'] as const) {
    const value = single(query, name);
    if (value === undefined) continue;
    const ms = Date.parse(value);
    if (!INSTANT.test(value) || Number.isNaN(ms)) {
      problems.push({
        field: name,
        message: 'Must be an ISO-8601 instant with a time zone, e.g. 2026-01-31T12:00:00Z',
      });
    } else filter[name] = ms;
  }
  const rawAfter = single(query, 'after');
  let after: Position | null = null;
  if (rawAfter !== undefined) {
    if (/^\d{1,16}$/.test(rawAfter) && Number.isSafeInteger(Number(rawAfter))) after = Number(rawAfter);
    else problems.push({ field: 'after', message: 'Must be a position: a whole number from 0' });
  }
  const rawLimit = single(query, 'limit');
  let limit: number | null = ndjson ? null : AUDIT_PAGE_DEFAULT;
  if (rawLimit !== undefined) {
    const value = /^\d{1,5}$/.test(rawLimit) ? Number(rawLimit) : NaN;
    if (!(value >= 1 && value <= AUDIT_PAGE_MAX)) {
      problems.push({ field: 'limit', message: `Limit must be an integer between 1 and ${AUDIT_PAGE_MAX}` });
    } else limit = value;
  }
  if (problems.length > 0) throw validationError(problems, 'Invalid query parameters');
  return { filter, after, limit };
}

/** A visit names its patient in its data; a patient's own stream is named after it. */
function concernsPatient(event: RecordedEvent, patientId: string): boolean {
  if (event.streamId === patientStream(patientId)) return true;
  const data = event.data as { patient_id?: unknown; visit?: { patient_id?: unknown } };
  return data.patient_id === patientId || data.visit?.patient_id === patientId;
}

export function matchesAudit(filter: AuditFilter, event: RecordedEvent): boolean {
  const meta: EventMetadata = event.metadata;
  if (filter.actor !== undefined && meta.actor_user_id !== filter.actor) return false;
  if (filter.organization !== undefined && meta.organization_id !== filter.organization) return false;
  if (filter.requestId !== undefined && meta.request_id !== filter.requestId) return false;
  if (filter.eventTypes !== undefined && !filter.eventTypes.has(event.type)) return false;
  if (filter.stream !== undefined && event.streamId !== filter.stream) return false;
  if (filter.patientId !== undefined && !concernsPatient(event, filter.patientId)) return false;
  if (filter.from !== undefined || filter.to !== undefined) {
    const at = Date.parse(event.recordedAt);
    if (filter.from !== undefined && at < filter.from) return false;
    if (filter.to !== undefined && at > filter.to) return false;
  }
  return true;
}

/** The Merkle leaf's event, its metadata typed. */
export type AuditEventOutput = Omit<LeafEvent, 'metadata'> & { metadata: EventMetadata };

/** Exactly the Merkle tree's leaf event, so an export line is the leaf's bytes. */
export function auditEventOutput(event: RecordedEvent): AuditEventOutput {
  return { ...leafEventOf(event), metadata: event.metadata };
}

/** What a scan saw: the matching events, and how far it read (the cursor to continue from). */
export interface AuditScanStep {
  matched: RecordedEvent[];
  scannedTo: Position | null;
  done: boolean;
}

/**
 * The log in position order from `after`, a page at a time, filtered. With
 * a stream filter only that stream is read.
 */
export async function* scanAudit(
  reader: EventReader,
  query: AuditQuery,
  pageSize = 1000,
): AsyncGenerator<AuditScanStep> {
  if (query.filter.stream !== undefined) {
    const events = (await reader.readStream(query.filter.stream)).filter(
      (event) => (query.after === null || event.position > query.after) && matchesAudit(query.filter, event),
    );
    yield {
      matched: events,
      scannedTo: events.length > 0 ? events[events.length - 1].position : query.after,
      done: true,
    };
    return;
  }
  let after = query.after;
  for (;;) {
    const page = await reader.readAll(after, pageSize);
    if (page.length === 0) {
      yield { matched: [], scannedTo: after, done: true };
      return;
    }
    after = page[page.length - 1].position;
    yield { matched: page.filter((event) => matchesAudit(query.filter, event)), scannedTo: after, done: false };
  }
}

/** One JSON page: up to `limit` matches, and the cursor to ask for the next page with. */
export async function auditPage(
  reader: EventReader,
  query: AuditQuery,
): Promise<{ data: AuditEventOutput[]; cursor: { next_after: Position | null; has_more: boolean } }> {
  const limit = query.limit ?? AUDIT_PAGE_DEFAULT;
  const data: AuditEventOutput[] = [];
  let scanned = 0;
  let nextAfter = query.after;
  let done = false;
  let truncated = false;
  for await (const step of scanAudit(reader, query, SCAN_PAGE)) {
    for (const event of step.matched) {
      if (data.length === limit) {
        truncated = true;
        break;
      }
      data.push(auditEventOutput(event));
      nextAfter = event.position;
    }
    if (truncated) break;
    nextAfter = step.scannedTo;
    done = step.done;
    scanned += SCAN_PAGE;
    if (done || scanned >= AUDIT_SCAN_PER_PAGE) break;
  }
  return { data, cursor: { next_after: nextAfter, has_more: truncated || !done } };
}
