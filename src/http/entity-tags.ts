import type { Context } from 'koa';
import type { ConcurrencyError } from '../commands/concurrency-error';
import { AppError, validationError } from '../shared/app-error';

/** The weak entity tag of a record at a stream revision, as sent in ETag and expected in If-Match. */
export const entityTag = (revision: number): string => `W/"${revision}"`;

const ENTITY_TAG = /^(?:W\/)?"(\d{1,15})"$/;

/** Sends a record's ETag (its stream revision) when it is known. */
export function setEntityTag(ctx: Context, revision: number | undefined): void {
  if (revision !== undefined) ctx.set('ETag', entityTag(revision));
}

/**
 * The revision a PUT was decided on, from If-Match. Absent or `*`: no
 * condition, the update applies to whatever is current (as before ETags).
 * One tag only: a record has one current revision to compare with.
 */
export function ifMatchRevision(ctx: Context): number | undefined {
  // Absent: no condition. Present but empty is malformed, like any other value that is not an ETag.
  if (ctx.request.headers['if-match'] === undefined) return undefined;
  const header = ctx.get('If-Match').trim();
  if (header === '*') return undefined;
  const match = ENTITY_TAG.exec(header);
  if (!match) {
    throw validationError(
      [{ field: 'If-Match', message: 'Must be one ETag of this record as last read, for example W/"3"' }],
      'Invalid If-Match header',
    );
  }
  return Number(match[1]);
}

/** A lost race for a record as the spec's 409 CONFLICT, naming the revisions as ETags when the caller sent one. */
export function conflictAnswer(error: ConcurrencyError): AppError {
  const details =
    error.expectedRevision === null || error.actualRevision === null
      ? { stream: error.streamId.split('-')[0] }
      : { expected: entityTag(error.expectedRevision), actual: entityTag(error.actualRevision) };
  return new AppError(409, 'CONFLICT', error.message, details);
}
