import type { ValidatedRow, RowToValidate } from './row-validator';

export interface ValidationRequest {
  id: number;
  rows: RowToValidate[];
}

export interface ValidationResponse {
  id: number;
  results: ValidatedRow[];
}
