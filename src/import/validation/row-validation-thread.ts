/**
 * Entry point of a row-result thread: the default detector over the word
 * lists the main thread built and the patient policy, both from workerData;
 * one answer per request (validated rows, or an upload's sealed rows).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PatientPolicy } from '../../commands/patient/patient-schemas';
import { defaultDetector } from '../../commands/deidentification';
import { type LexiconTables, useLexiconTables } from '../../commands/deidentification/lexicon';
import { WARM_UP_TEXT, validateEach } from './row-validator';
import type { ThreadRequest, ThreadResponse } from './thread-messages';
import { sealRecords } from '../upload/row-sealing';

const { patientPolicy, lexicon } = workerData as { patientPolicy: PatientPolicy; lexicon: LexiconTables };
useLexiconTables(lexicon);
const deps = { detector: defaultDetector, patientPolicy };
defaultDetector.detect(WARM_UP_TEXT);

parentPort?.on('message', (request: ThreadRequest) => {
  let response: ThreadResponse;
  if (request.kind === 'seal') {
    // Sealing throws only on a bug: the thread then dies and fails what it had pending, this upload included.
    response = { id: request.id, values: sealRecords(request.records) };
  } else {
    response = { id: request.id, results: validateEach(deps, request.rows) };
  }
  parentPort?.postMessage(response);
});
