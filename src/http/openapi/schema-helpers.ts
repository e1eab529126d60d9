import type { OpenAPIV3 } from 'openapi-types';

export type SchemaObject = OpenAPIV3.SchemaObject;
export type Schema = OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject;

export const ref = (name: string): OpenAPIV3.ReferenceObject => ({ $ref: `#/components/schemas/${name}` });

export const stringEnum = (values: readonly string[], description?: string): SchemaObject => ({
  type: 'string',
  enum: [...values],
  ...(description !== undefined && { description }),
});

export const integerRange = (minimum: number, maximum: number, description?: string): SchemaObject => ({
  type: 'integer',
  minimum,
  maximum,
  ...(description !== undefined && { description }),
});

export const numberRange = (minimum: number, maximum: number, description?: string): SchemaObject => ({
  type: 'number',
  minimum,
  maximum,
  ...(description !== undefined && { description }),
});

/** Free text may be empty (an update can clear notes); a medication name may not (see visit schemas). */
/** The control characters the validators refuse (src/validation/field-rules.ts): all but tab, LF, CR. */
const NO_CONTROL_CHARACTERS = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';

export const plainText = (maxLength: number, description?: string, minLength = 0): SchemaObject => ({
  type: 'string',
  minLength,
  maxLength,
  pattern: NO_CONTROL_CHARACTERS,
  description:
    `${description ? `${description} ` : ''}Plain text only: no HTML markup or entities, no ` +
    `control characters other than tab and line breaks.`,
});

export const isoDate = (description?: string): SchemaObject => ({
  type: 'string',
  format: 'date',
  example: '2024-03-15',
  ...(description !== undefined && { description }),
});

export const timestamp = (
  description = 'ISO 8601 UTC timestamp with milliseconds and a trailing Z.',
): SchemaObject => ({
  type: 'string',
  format: 'date-time',
  example: '2024-03-15T10:30:00.000Z',
  description,
});

/** Ids are a prefix plus an unguessable URL-safe suffix (see ids.ts). */
export const prefixedId = (prefix: string, description?: string): SchemaObject => ({
  type: 'string',
  pattern: `^${prefix}_[A-Za-z0-9_-]{1,64}$`,
  example: `${prefix}_Vb3kR9qT2mXw7LpA1sYd4g`,
  ...(description !== undefined && { description }),
});

/** Output copies of an input schema: the value is null when it was never given. */
export const orNull = (schema: SchemaObject): SchemaObject => ({ ...schema, nullable: true });

/** Closed by default: joi refuses unknown keys, and responses never carry keys beyond those listed. */
export const objectOf = (
  properties: Record<string, Schema>,
  options: {
    required?: readonly string[];
    closed?: boolean;
    description?: string;
    nullable?: boolean;
    minProperties?: number;
  } = {},
): SchemaObject => ({
  type: 'object',
  ...(options.description !== undefined && { description: options.description }),
  ...(options.nullable && { nullable: true }),
  properties,
  ...(options.required && options.required.length > 0 && { required: [...options.required] }),
  ...(options.minProperties !== undefined && { minProperties: options.minProperties }),
  ...(options.closed !== false && { additionalProperties: false }),
});
