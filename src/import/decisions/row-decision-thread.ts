/**
 * Entry point of a row-decision thread: the default detector and the
 * patient policy from workerData, one answer per request.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PatientPolicy } from '../../commands/patient/patient-schemas';
import { defaultDetector } from '../../commands/deidentification';
import { WARM_UP_TEXT, decideEach } from './row-decider';
import type { DecisionRequest, DecisionResponse } from './thread-messages';

const { patientPolicy } = workerData as { patientPolicy: PatientPolicy };
const deps = { detector: defaultDetector, patientPolicy };
defaultDetector.detect(WARM_UP_TEXT);

parentPort?.on('message', (request: DecisionRequest) => {
  const response: DecisionResponse = { id: request.id, decisions: decideEach(deps, request.rows) };
  parentPort?.postMessage(response);
});
