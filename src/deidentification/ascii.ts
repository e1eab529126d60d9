/**
 * Plain ASCII text is the common case: several rules only have work to do
 * when some character lies outside it (other scripts, NFKC forms, format characters).
 */
const NON_ASCII = /[\u0080-\uffff]/;

export function hasNonAscii(text: string): boolean {
  return NON_ASCII.test(text);
}
