/**
 * Whether a stored JSON text already is its own canonical form, i.e.
 * canonicalJson(JSON.parse(text)) === text, decided by one scan without
 * building the value. It answers true only when sure: object keys in strictly
 * increasing code-unit order, no whitespace, only the string escapes and
 * number spellings JSON.stringify writes. Anything rarer (a \u escape, an
 * escaped key, deep nesting) answers false and the caller parses.
 */
export function isCanonicalText(text: string): boolean {
  return value(text, 0, 0) === text.length;
}

const MAX_DEPTH = 64;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** End of the value starting at `at`, or -1 when it is not (surely) canonical. */
function value(text: string, at: number, depth: number): number {
  const c = text.charCodeAt(at);
  if (c === 0x7b) return depth < MAX_DEPTH ? object(text, at, depth + 1) : -1;
  if (c === 0x5b) return depth < MAX_DEPTH ? array(text, at, depth + 1) : -1;
  if (c === QUOTE) return string(text, at);
  if (c === 0x74) return text.startsWith('true', at) ? at + 4 : -1;
  if (c === 0x66) return text.startsWith('false', at) ? at + 5 : -1;
  if (c === 0x6e) return text.startsWith('null', at) ? at + 4 : -1;
  return number(text, at);
}

/** After the closing quote; escapes other than JSON.stringify's short ones, and lone surrogates, are refused. */
function string(text: string, at: number): number {
  for (let i = at + 1; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) return i + 1;
    if (c === BACKSLASH) {
      const e = text.charCodeAt(i + 1);
      // " \ b f n r t: the escapes JSON.stringify writes by name.
      if (e !== QUOTE && e !== BACKSLASH && e !== 0x62 && e !== 0x66 && e !== 0x6e && e !== 0x72 && e !== 0x74)
        return -1;
      i += 1;
    } else if (c < 0x20) {
      return -1;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      const low = text.charCodeAt(i + 1);
      if (c > 0xdbff || !(low >= 0xdc00 && low <= 0xdfff)) return -1;
      i += 1;
    }
  }
  return -1;
}

function isNumberChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2b || c === 0x2e || c === 0x65 || c === 0x45;
}

/** A number spelt as JS writes it back (so no -0, 1.0, 1E5 or leading zeros). */
function number(text: string, at: number): number {
  let end = at;
  let digitsOnly = true;
  for (; end < text.length && isNumberChar(text.charCodeAt(end)); end += 1) {
    const c = text.charCodeAt(end);
    if (c < 0x30 || c > 0x39) digitsOnly = false;
  }
  const length = end - at;
  if (length === 0) return -1;
  // Short plain integers are their own spelling unless they start with a zero.
  if (digitsOnly && length < 16 && (length === 1 || text.charCodeAt(at) !== 0x30)) return end;
  const token = text.slice(at, end);
  return String(Number(token)) === token ? end : -1;
}

/** Whether the key text [a, aEnd) sorts strictly before [b, bEnd), by code unit (keys without escapes). */
function keyBefore(text: string, a: number, aEnd: number, b: number, bEnd: number): boolean {
  for (; a < aEnd && b < bEnd; a += 1, b += 1) {
    const x = text.charCodeAt(a);
    const y = text.charCodeAt(b);
    if (x !== y) return x < y;
  }
  return a === aEnd && b < bEnd;
}

function object(text: string, at: number, depth: number): number {
  let i = at + 1;
  if (text.charCodeAt(i) === 0x7d) return i + 1;
  let previous = -1;
  let previousEnd = -1;
  for (;;) {
    if (text.charCodeAt(i) !== QUOTE) return -1;
    const end = string(text, i);
    if (end < 0) return -1;
    const key = i + 1;
    const keyEnd = end - 1;
    // An escaped key would compare by its decoded text: rare enough to leave to the parser.
    for (let k = key; k < keyEnd; k += 1) if (text.charCodeAt(k) === BACKSLASH) return -1;
    if (previous >= 0 && !keyBefore(text, previous, previousEnd, key, keyEnd)) return -1;
    previous = key;
    previousEnd = keyEnd;
    if (text.charCodeAt(end) !== 0x3a) return -1;
    i = value(text, end + 1, depth);
    if (i < 0) return -1;
    const c = text.charCodeAt(i);
    if (c === 0x7d) return i + 1;
    if (c !== 0x2c) return -1;
    i += 1;
  }
}

function array(text: string, at: number, depth: number): number {
  let i = at + 1;
  if (text.charCodeAt(i) === 0x5d) return i + 1;
  for (;;) {
    i = value(text, i, depth);
    if (i < 0) return -1;
    const c = text.charCodeAt(i);
    if (c === 0x5d) return i + 1;
    if (c !== 0x2c) return -1;
    i += 1;
  }
}
