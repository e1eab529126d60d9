import type { DeidentificationFinding, TextField } from '../../deidentification/check';
import type { LexiconTables } from '../../deidentification/lexicon';
import type { PatientPolicy } from '../../commands/patient/patient-schemas';
import type { CsvFileError } from '../upload/csv-records';
import type { FileToSeal, SealedChunk } from '../upload/row-sealing';
import type { SealedRunToValidate, ValidatedRun } from './row-validator';

export type ThreadRequest =
  | { kind: 'validate-runs'; id: number; runs: SealedRunToValidate[] }
  /** The free text of several writes (each one's fields), to be screened for identifiers. */
  | { kind: 'screen'; id: number; writes: TextField[][] }
  /** Read an upload's file and send its sealed chunks, at most `ahead` not yet taken. */
  | { kind: 'seal-file'; id: number; file: FileToSeal; ahead: number }
  /** A chunk of that upload was taken: one more may be sent. */
  | { kind: 'more'; id: number }
  /** The upload stopped early: read no further. */
  | { kind: 'stop'; id: number };

/** Why a sealing stream failed; a file that is not CSV text keeps its reason, to be answered as such. */
export interface SealFailure {
  message: string;
  csvReason?: CsvFileError['reason'];
}

export type ThreadResponse =
  | { id: number; runs: ValidatedRun[] }
  /** Per write of a screening request, in its order. */
  | { id: number; findings: DeidentificationFinding[][] }
  | { id: number; chunk: SealedChunk }
  | { id: number; end: true }
  | { id: number; failure: SealFailure };

/** What a row thread is started with. */
export interface RowThreadData {
  patientPolicy: PatientPolicy;
  lexicon: LexiconTables;
  /** The secret imported rows' patient ids derive from; without it the thread validates, prepares no outcome. */
  patientIdSecret?: string;
}
