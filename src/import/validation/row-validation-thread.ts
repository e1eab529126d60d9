/**
 * Entry point of a row-result thread: the default detector and the
 * patient policy from workerData, one answer per request.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PatientPolicy } from '../../commands/patient/patient-schemas';
import { defaultDetector } from '../../commands/deidentification';
import { WARM_UP_TEXT, validateEach } from './row-validator';
import type { ValidationRequest, ValidationResponse } from './thread-messages';

const { patientPolicy } = workerData as { patientPolicy: PatientPolicy };
const deps = { detector: defaultDetector, patientPolicy };
defaultDetector.detect(WARM_UP_TEXT);

parentPort?.on('message', (request: ValidationRequest) => {
  const response: ValidationResponse = { id: request.id, results: validateEach(deps, request.rows) };
  parentPort?.postMessage(response);
});
