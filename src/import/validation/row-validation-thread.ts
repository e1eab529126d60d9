/**
 * Entry point of a row-result thread: the default detector over the word
 * lists the main thread built, the patient policy and the secret imported
 * rows' patient ids derive from, all from workerData;
 * one answer per validation or screening request, and a paced stream of
 * sealed chunks per upload file.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ImportPatientIds } from '../../commands/batch/import-ids';
import { defaultDetector } from '../../deidentification';
import { findIdentifiers } from '../../deidentification/check';
import { useLexiconTables } from '../../deidentification/lexicon';
import { CsvFileError } from '../upload/csv-records';
import { type FileToSeal, type SealedChunk, sealFileChunks } from '../upload/row-sealing';
import { PacedSender } from './paced-sender';
import { WARM_UP_TEXT, validateSealedRuns } from './row-validator';
import type { RowThreadData, SealFailure, ThreadRequest, ThreadResponse } from './thread-messages';
import { errorMessage } from '../../shared/error-message';

const { patientPolicy, lexicon, patientIdSecret } = workerData as RowThreadData;
useLexiconTables(lexicon);
const deps = {
  detector: defaultDetector,
  patientPolicy,
  ids: patientIdSecret === undefined ? undefined : new ImportPatientIds(patientIdSecret),
};
defaultDetector.detect(WARM_UP_TEXT);

const uploads = new Map<number, PacedSender<SealedChunk>>();

const answer = (response: ThreadResponse): void => parentPort?.postMessage(response);

function failureOf(error: unknown): SealFailure {
  const message = errorMessage(error);
  return error instanceof CsvFileError ? { message, csvReason: error.reason } : { message };
}

function sealFile(id: number, file: FileToSeal, ahead: number): void {
  const sender = new PacedSender<SealedChunk>(ahead);
  uploads.set(id, sender);
  sender
    .run(sealFileChunks(file), (chunk) => answer({ id, chunk }))
    .then(
      (complete) => {
        if (complete) answer({ id, end: true });
      },
      (error: unknown) => answer({ id, failure: failureOf(error) }),
    )
    .finally(() => uploads.delete(id));
}

parentPort?.on('message', (request: ThreadRequest) => {
  switch (request.kind) {
    case 'validate-runs':
      answer({ id: request.id, runs: validateSealedRuns(deps, request.runs) });
      return;
    case 'screen':
      answer({ id: request.id, findings: request.writes.map((fields) => findIdentifiers(defaultDetector, fields)) });
      return;
    case 'seal-file':
      sealFile(request.id, request.file, request.ahead);
      return;
    case 'more':
      uploads.get(request.id)?.acknowledge();
      return;
    case 'stop':
      uploads.get(request.id)?.stop();
      return;
  }
});
