import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Context, Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { type FileEncryption, encryptingFileStream, newFileEncryption } from './file-encryption';
import { AppError, validationError } from '../../shared/app-error';

export interface UploadedFile {
  path: string;
  fileName: string;
  mimetype: string | null;
  size: number;
  /** SHA-256 of the file's bytes (hex), computed as they arrived. */
  digest: string;
  /** How the file at `path` is encrypted; null: plaintext (tests that write their own files). */
  encryption: FileEncryption | null;
}

// Formidable's error codes (formidable/src/FormidableError.js).
const TOO_LARGE = new Set([1009, 1016]);
const TOO_MANY_FILES = 1015;
// Boundaries, part headers and a few small fields: the body may exceed the file by this much.
const MULTIPART_SLACK_BYTES = 64 * 1024;
const MAX_FILE_NAME = 255;

/** Spreadsheet exports name CSV in several ways; anything else is not a CSV part. */
const CSV_TYPES = new Set([
  'text/csv',
  'application/csv',
  'text/x-csv',
  'application/x-csv',
  'text/comma-separated-values',
  'text/x-comma-separated-values',
  'application/vnd.ms-excel',
  'text/plain',
]);

function tooLarge(limit: number): AppError {
  return new AppError(413, 'PAYLOAD_TOO_LARGE', `The file exceeds the limit of ${limit} bytes`, { limit_bytes: limit });
}

function formidableCode(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

/** Keeps the name a client gave, minus any path and control characters. */
function cleanFileName(name: string | null | undefined): string {
  const cleaned = basename(String(name ?? '').replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return (cleaned || 'upload.csv').slice(0, MAX_FILE_NAME);
}

/** Formidable leaves the hex digest in place of its hash once the part is written (`hashAlgorithm`). */
function parsedDigest(hash: unknown): string {
  if (typeof hash !== 'string' || hash.length !== 64) throw new Error('the multipart parser gave no SHA-256');
  return hash;
}

export function isCsvPart(file: UploadedFile): boolean {
  const type = (file.mimetype ?? '').split(';')[0].trim().toLowerCase();
  if (CSV_TYPES.has(type)) return true;
  // Some clients send no type (or a generic one) for any file: then trust a .csv name.
  return (type === '' || type === 'application/octet-stream') && file.fileName.toLowerCase().endsWith('.csv');
}

/** Lets the rest of a refused body flow in and out, so the client can read our answer. */
function drain(ctx: Context): void {
  ctx.req.resume();
}

/**
 * Receives the multipart body into a private temporary directory (formidable,
 * via koa-body), puts the `file` part on ctx.state.uploadedFile, and removes
 * the directory afterwards whatever happened. The file is encrypted as it is
 * written, under a key only this request holds: no row of it, identifying
 * text included, ever reaches the disk in the clear.
 */
export function multipartCsvFile(maxFileBytes: number, uploadDir: string = tmpdir()): Middleware {
  return async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) {
      throw new AppError(400, 'BAD_REQUEST', 'Content-Type must be multipart/form-data with a file part named file', {
        expected_content_type: 'multipart/form-data',
      });
    }
    if (Number(ctx.get('Content-Length') || '0') > maxFileBytes + MULTIPART_SLACK_BYTES) {
      drain(ctx);
      throw tooLarge(maxFileBytes);
    }
    const dir = await mkdtemp(join(uploadDir, 'batch-upload-'));
    const encryption = newFileEncryption();
    try {
      const receive = koaBody({
        multipart: true,
        json: false,
        urlencoded: false,
        text: false,
        formidable: {
          uploadDir: dir,
          maxFileSize: maxFileBytes,
          maxTotalFileSize: maxFileBytes,
          maxFiles: 1,
          maxFields: 20,
          maxFieldsSize: 64 * 1024,
          allowEmptyFiles: true,
          minFileSize: 0,
          // Hashed as it is written, so the fingerprint needs no second read of the whole file before the 202.
          hashAlgorithm: 'sha256',
          // Only the `file` part is written to disk; other file parts are ignored.
          filter: (part) => !part.originalFilename || part.name === 'file',
          fileWriteStreamHandler: (file) => encryptingFileStream(fileOf(file).filepath, encryption),
        },
      });
      try {
        await receive(ctx, async () => undefined);
      } catch (error) {
        drain(ctx);
        const code = formidableCode(error);
        if (code !== undefined && TOO_LARGE.has(code)) throw tooLarge(maxFileBytes);
        if (code === TOO_MANY_FILES)
          throw validationError([{ field: 'file', message: 'Send exactly one file part named file' }]);
        throw new AppError(400, 'BAD_REQUEST', 'Malformed multipart body', {});
      }
      const part = ctx.request.files?.file;
      if (!part) throw validationError([{ field: 'file', message: 'This field is required' }]);
      if (Array.isArray(part))
        throw validationError([{ field: 'file', message: 'Send exactly one file part named file' }]);
      ctx.state.uploadedFile = {
        path: part.filepath,
        fileName: cleanFileName(part.originalFilename),
        mimetype: part.mimetype ?? null,
        size: part.size,
        digest: parsedDigest(part.hash),
        encryption,
      } satisfies UploadedFile;
      await next();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}

/** Formidable hands its stream handler the file it is receiving; its types leave the argument open. */
function fileOf(file: unknown): { filepath: string } {
  const filepath = (file as { filepath?: unknown } | undefined)?.filepath;
  if (typeof filepath !== 'string') throw new Error('the multipart parser gave no file path');
  return { filepath };
}

export function uploadedFileOf(ctx: Context): UploadedFile {
  const file = ctx.state.uploadedFile as UploadedFile | undefined;
  if (!file) throw new Error('route is missing multipartCsvFile');
  return file;
}
