/** Most rules need a digit to match at all; a note without one skips them (JS `\d` is ASCII 0-9 only). */
export function hasDigit(text: string): boolean {
  return /\d/.test(text);
}

export function countDigits(text: string): number {
  let n = 0;
  for (const c of text) if (c >= '0' && c <= '9') n++;
  return n;
}
