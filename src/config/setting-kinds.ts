import { z } from 'zod';

/**
 * One environment variable: how its text becomes a value, what docs/configuration.md
 * says about it, and whether `--print-config` may show it. `allowed` is the
 * phrase every error about this variable ends with, so an operator reads
 * what to write instead.
 */
export interface Setting<T> {
  schema: z.ZodType<T>;
  /** The text used when the variable is unset or empty; undefined means "no value". */
  fallback: string | undefined;
  allowed: string;
  meaning: string;
  /** The Default column of docs/configuration.md when the default is not a literal (e.g. derived from DATA_DIR). */
  defaultText?: string;
  secret?: boolean;
}

type Extra = Partial<Pick<Setting<unknown>, 'defaultText' | 'secret'>>;

function setting<T>(
  schema: z.ZodType<T>,
  fallback: string | undefined,
  allowed: string,
  meaning: string,
  extra: Extra = {},
): Setting<T> {
  return { schema, fallback, allowed, meaning, ...extra };
}

const digits = z
  .string()
  .regex(/^[0-9]+$/)
  .transform(Number);

export function integer(
  fallback: number,
  meaning: string,
  range: { min?: number; max?: number } = {},
  extra?: Extra,
): Setting<number> {
  const min = range.min ?? 1;
  const max = range.max ?? Number.MAX_SAFE_INTEGER;
  const allowed = range.max === undefined ? `a whole number ≥ ${min}` : `a whole number from ${min} to ${max}`;
  return setting(digits.pipe(z.number().int().min(min).max(max)), String(fallback), allowed, meaning, extra);
}

export const port = (fallback: number, meaning: string): Setting<number> =>
  integer(fallback, meaning, { min: 1, max: 65535 });

/** Only the two words: `1`, `yes` or `on` silently meaning false is how a Safe Harbor setting ends up off. */
export function boolean(fallback: boolean, meaning: string): Setting<boolean> {
  return setting(
    z.enum(['true', 'false']).transform((value) => value === 'true'),
    String(fallback),
    '`true` or `false`',
    meaning,
  );
}

export function oneOf<const T extends string>(values: readonly T[], fallback: T, meaning: string): Setting<T> {
  return setting(
    z.enum(values as [T, ...T[]]),
    fallback,
    `one of ${values.map((value) => `\`${value}\``).join(', ')}`,
    meaning,
  );
}

export function text(fallback: string, meaning: string, extra?: Extra): Setting<string> {
  return setting(z.string().min(1).regex(/^\S+$/), fallback, 'a value without spaces', meaning, extra);
}

export function path(fallback: string, meaning: string): Setting<string> {
  return setting(
    z
      .string()
      .regex(/\S/)
      .regex(/^[^\0]+$/),
    fallback,
    'a file system path',
    meaning,
  );
}

export function secretText(minLength: number, meaning: string, defaultText: string): Setting<string | undefined> {
  return optional(
    setting(z.string().min(minLength), '', `at least ${minLength} characters`, meaning, { secret: true }),
    defaultText,
  );
}

/** A variable with no default: unset (or empty) stays undefined; `defaultText` says in the docs what happens then. */
export function optional<T>(base: Setting<T>, defaultText = 'unset'): Setting<T | undefined> {
  return { ...base, schema: base.schema.optional(), fallback: undefined, defaultText };
}

/** A URL whose scheme is one of `schemes`; credentials in it are hidden by --print-config. */
export function url(schemes: readonly string[], fallback: string, meaning: string): Setting<string> {
  const schema = z.string().refine((value) => {
    try {
      return schemes.includes(new URL(value).protocol.replace(/:$/, ''));
    } catch {
      return false;
    }
  });
  return setting(
    schema,
    fallback,
    `a URL starting with ${schemes.map((scheme) => `\`${scheme}://\``).join(' or ')}`,
    meaning,
  );
}

/** A comma-separated list; each item is trimmed and checked with `item`, empty items are dropped. */
export function list<T extends string>(
  item: z.ZodType<T, string>,
  fallback: string,
  allowed: string,
  meaning: string,
  options: { nonEmpty?: boolean } = {},
): Setting<T[]> {
  const schema = z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(options.nonEmpty ? 1 : 0));
  return setting(schema, fallback, allowed, meaning);
}

/** The version segment a public base URL ends in (the spec's {base_url} already ends in /v1). */
export const VERSION_SEGMENT = /\/(v[0-9]+)$/;

function isPublicBaseUrl(value: string): boolean {
  try {
    const parsed = new URL(value);
    return (
      parsed.protocol === 'https:' &&
      parsed.username === '' &&
      parsed.password === '' &&
      parsed.search === '' &&
      parsed.hash === '' &&
      !value.includes('?') &&
      !value.includes('#') &&
      VERSION_SEGMENT.test(parsed.pathname.replace(/\/$/, ''))
    );
  } catch {
    return false;
  }
}

/** An absolute https URL ending in the version segment, kept without a trailing slash. */
export function publicBaseUrl(meaning: string, defaultText: string): Setting<string | undefined> {
  const schema = z
    .string()
    .refine(isPublicBaseUrl)
    .transform((value) => value.replace(/\/$/, ''));
  return optional(
    setting(
      schema,
      undefined,
      'an absolute `https://` URL without query or credentials, ending in the version segment (`…/v1`)',
      meaning,
    ),
    defaultText,
  );
}

const VERIFIER_KEY = '[^\\s+,]+\\+[0-9a-f]{8}\\+[A-Za-z0-9+/]+=*';

/** A comma-separated list of signed-note verifier keys (`name+keyhash+base64`). */
export function verifierKeys(meaning: string): Setting<string | undefined> {
  return optional({
    ...text('-', meaning),
    schema: z.string().regex(new RegExp(`^${VERIFIER_KEY}(,${VERIFIER_KEY})*$`)),
    allowed: 'comma-separated verifier keys `name+keyhash+base64`',
  });
}
