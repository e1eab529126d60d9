/** One replacement the normalised view makes in the original text, with where its characters came from. */
export interface Edit {
  start: number;
  end: number;
  next: string;
  /** Offset within the replaced range of each character of `next` (default: spread over the range). */
  at?: number[];
}
