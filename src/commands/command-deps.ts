import type { EventReader } from '../events/event-store';
import type { Clock } from '../shared/time';
import type { CommandHandler } from './command-handler';
import type { TextScreen } from '../deidentification/check';
import type { IdentifierDetector } from '../deidentification/detector';
import type { PatientPolicy } from './patient/patient-schemas';

export interface CommandDeps {
  /** The one writer of the log. */
  handler: CommandHandler;
  /** Reads of the log, for the few commands that look at another aggregate first. */
  events: EventReader;
  detector: IdentifierDetector;
  /** The same detector, asked by the write commands; on a row thread when the process has idle ones. */
  screen: TextScreen;
  clock: Clock;
  patientPolicy: PatientPolicy;
}
