import type { Middleware } from 'koa';

/** Batch upload handlers, provided by the batch module (multipart parsing, CSV streaming, queue). */
export interface BatchUploads {
  /** Middleware chain for POST /patients/batch after auth and role checks. */
  upload: Middleware[];
  /** GET /patients/batch/:batch_id */
  status: Middleware;
}
