import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { AssertionError } from 'chai';
import type { OpenAPIV3 } from 'openapi-types';
import { buildOpenApiDocument } from '../../src/http/openapi/document';

/** Schemas do not depend on the base path; any will do. */
export const openApiDocument: OpenAPIV3.Document = buildOpenApiDocument('/v1');

/** OpenAPI 3.0 `nullable: true` is not JSON Schema: rewrite it as "null or the schema". */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const { nullable, ...rest } = node as Record<string, unknown>;
  const converted = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, toJsonSchema(value)]));
  return nullable === true ? { anyOf: [{ type: 'null' }, converted] } : converted;
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
const components = toJsonSchema(openApiDocument.components) as Record<string, unknown>;
const cache = new Map<string, ValidateFunction>();

function operation(method: string, pathTemplate: string): OpenAPIV3.OperationObject {
  const item = openApiDocument.paths[pathTemplate];
  const op = item?.[method.toLowerCase() as OpenAPIV3.HttpMethods];
  if (!op) throw new AssertionError(`${method.toUpperCase()} ${pathTemplate} is not in the OpenAPI document`);
  return op;
}

function validatorFor(key: string, schema: unknown): ValidateFunction {
  let validate = cache.get(key);
  if (!validate) {
    // `#/components/...` references resolve against this wrapper's root.
    validate = ajv.compile({ components, allOf: [toJsonSchema(schema)] });
    cache.set(key, validate);
  }
  return validate;
}

function check(validate: ValidateFunction, what: string, body: unknown): void {
  if (validate(body)) return;
  const problems = (validate.errors ?? []).map(
    (error) => `${error.instancePath || '(root)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
  );
  throw new AssertionError(
    `${what} does not match the OpenAPI document:\n  ${problems.join('\n  ')}\nbody: ${JSON.stringify(body, null, 2)}`,
  );
}

/** Fails unless `body` matches the documented JSON schema of that operation's response for `status`. */
export function expectResponseMatches(method: string, pathTemplate: string, status: number, body: unknown): void {
  const what = `${method.toUpperCase()} ${pathTemplate} ${status} response`;
  const response = operation(method, pathTemplate).responses[String(status)] as OpenAPIV3.ResponseObject | undefined;
  if (!response) throw new AssertionError(`${what}: status ${status} is not documented`);
  const schema = response.content?.['application/json']?.schema;
  if (!schema) throw new AssertionError(`${what}: no application/json schema documented`);
  check(validatorFor(`res ${what}`, schema), what, body);
}

/**
 * Fails unless `body` matches the documented JSON request body of that operation (keeps test fixtures and the document
 * honest).
 */
export function expectRequestMatches(method: string, pathTemplate: string, body: unknown): void {
  const what = `${method.toUpperCase()} ${pathTemplate} request body`;
  const requestBody = operation(method, pathTemplate).requestBody as OpenAPIV3.RequestBodyObject | undefined;
  const schema = requestBody?.content['application/json']?.schema;
  if (!schema) throw new AssertionError(`${what}: no application/json request body documented`);
  check(validatorFor(`req ${what}`, schema), what, body);
}

/** True when the document's request schema accepts `body` (for probing documented limits). */
export function requestSchemaAccepts(method: string, pathTemplate: string, body: unknown): boolean {
  try {
    expectRequestMatches(method, pathTemplate, body);
    return true;
  } catch (error) {
    if (error instanceof AssertionError) return false;
    throw error;
  }
}

/** Fails unless `value` matches a named component schema (NDJSON lines, SSE messages: one object each). */
export function expectComponentMatches(schemaName: string, value: unknown): void {
  const what = `component ${schemaName}`;
  check(validatorFor(what, { $ref: `#/components/schemas/${schemaName}` }), what, value);
}
