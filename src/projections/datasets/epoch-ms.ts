const digits = (text: string, from: number, to: number): number => {
  let value = 0;
  for (let at = from; at < to; at += 1) value = value * 10 + text.charCodeAt(at) - 48;
  return value;
};
/** The service's own instants, as `Date.prototype.toISOString()` writes them: 2024-03-15T10:30:00.120Z. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Milliseconds since the epoch: the service's fixed layout read digit by digit, anything else by Date.parse. */
export function epochMs(text: string): number {
  if (!ISO_INSTANT.test(text)) return Date.parse(text);
  return Date.UTC(
    digits(text, 0, 4),
    digits(text, 5, 7) - 1,
    digits(text, 8, 10),
    digits(text, 11, 13),
    digits(text, 14, 16),
    digits(text, 17, 19),
    digits(text, 20, 23),
  );
}
