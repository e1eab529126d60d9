/** One element of an ASC X12 segment and where it starts in the text. */
export interface X12Element {
  value: string;
  start: number;
}

/**
 * The elements of an X12 segment's text split at the element separator `*`, each with its offset in the whole
 * text (`at` is where `body` starts there): rules that read an element by its position mark it where it stands.
 */
export function x12Elements(body: string, at: number): X12Element[] {
  let start = at;
  return body.split('*').map((value) => {
    const element = { value, start };
    start += value.length + 1;
    return element;
  });
}
