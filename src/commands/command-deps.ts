import type { EventReader } from '../events/event-store';
import type { Clock } from '../shared/time';
import type { CommandHandler } from './command-handler';
import type { IdentifierDetector } from './deidentification/detector';
import type { PatientPolicy } from './patient/patient-schemas';

export interface CommandDeps {
  /** The one writer of the log. */
  handler: CommandHandler;
  /** Reads of the log, for the few commands that look at another aggregate first. */
  events: EventReader;
  detector: IdentifierDetector;
  clock: Clock;
  patientPolicy: PatientPolicy;
}
