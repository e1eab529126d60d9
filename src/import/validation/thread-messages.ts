import type { RecordsToSeal } from '../upload/row-sealing';
import type { ValidatedRow, RowToValidate } from './row-validator';

export type ThreadRequest =
  | { kind: 'validate'; id: number; rows: RowToValidate[] }
  /** An upload's records to seal into queue message values. */
  | { kind: 'seal'; id: number; records: RecordsToSeal };

export type ThreadResponse = { id: number; results: ValidatedRow[] } | { id: number; values: string[] };
