/**
 * Plain ASCII text is the common case: several rules only have work to do
 * when some character lies outside it (other scripts, NFKC forms, format characters).
 */
const NON_ASCII = /[\u0080-\uffff]/;

export function hasNonAscii(text: string): boolean {
  // A word is asked once per token: a loop over its few characters costs less than a call into the regex engine.
  if (text.length > 32) return NON_ASCII.test(text);
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x80) return true;
  return false;
}
