import type { DecidedRow, RowToDecide } from './row-decider';

export interface DecisionRequest {
  id: number;
  rows: RowToDecide[];
}

export interface DecisionResponse {
  id: number;
  decisions: DecidedRow[];
}
