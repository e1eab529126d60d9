import { expect } from 'chai';
import type { OpenAPIV3 } from 'openapi-types';
import { parseNewPatient, parsePatientChanges } from '../../src/commands/patient/patient-schemas';
import { parseNewVisit, parseVisitChanges } from '../../src/commands/visit/visit-schemas';
import { UPDATABLE_PATIENT_FIELDS } from '../../src/events/clinical-values';
import { isAppError } from '../../src/shared/app-error';
import { openApiDocument } from '../support/openapi-validator';
import { validPatient, validVisit } from '../support/test-service';

/**
 * The document's request schemas are written by hand from shared constants;
 * this probes the real joi validators at every documented limit (ranges,
 * lengths, enums, required and unknown keys) so the two cannot drift apart.
 */
type Parse = (input: unknown) => unknown;
type Json = Record<string, unknown>;
type Path = (string | number)[];

const schemas = openApiDocument.components?.schemas ?? {};

function resolve(schema: OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject): OpenAPIV3.SchemaObject {
  return '$ref' in schema ? (schemas[schema.$ref.split('/').pop() ?? ''] as OpenAPIV3.SchemaObject) : schema;
}

function at(base: Json, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], base);
}

function edit(
  base: Json,
  path: Path,
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
): Json {
  const copy = structuredClone(base);
  const parent = at(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  change(parent, path[path.length - 1]);
  return copy;
}
const withValue = (base: Json, path: Path, value: unknown): Json =>
  edit(base, path, (parent, key) => (parent[key] = value));
const without = (base: Json, path: Path): Json => edit(base, path, (parent, key) => delete parent[key]);

function accepts(parse: Parse, input: unknown): boolean {
  try {
    parse(input);
    return true;
  } catch (error) {
    if (isAppError(error) && error.code === 'VALIDATION_ERROR') return false;
    throw error;
  }
}

function probe(name: string, parse: Parse, base: Json): string[] {
  const problems: string[] = [];
  const check = (what: string, input: unknown, expected: boolean): void => {
    if (accepts(parse, input) !== expected)
      problems.push(`${name}: ${what} is ${expected ? 'refused' : 'accepted'} by the validator`);
  };
  const valueChecks = (path: Path, schema: OpenAPIV3.SchemaObject): void => {
    const label = path.join('.');
    const set = (value: unknown, expected: boolean, what: string): void =>
      check(`${label} = ${what}`, withValue(base, path, value), expected);
    if (schema.type === 'integer' || schema.type === 'number') {
      const step = schema.type === 'integer' ? 1 : 0.01;
      if (schema.maximum !== undefined)
        (set(schema.maximum, true, 'maximum'), set(schema.maximum + step, false, 'above maximum'));
      if (schema.minimum !== undefined)
        (set(schema.minimum, true, 'minimum'), set(schema.minimum - step, false, 'below minimum'));
      if (schema.type === 'integer') set((schema.minimum ?? 0) + 0.5, false, 'a fraction');
      set('12', false, 'a numeric string');
    } else if (schema.type === 'string' && schema.enum) {
      for (const value of schema.enum) set(value, true, String(value));
      set('NOT_A_VALUE', false, 'an unlisted value');
    } else if (schema.type === 'string') {
      if (schema.maxLength !== undefined)
        (set('a'.repeat(schema.maxLength), true, 'maxLength chars'),
          set('a'.repeat(schema.maxLength + 1), false, 'maxLength+1 chars'));
      if (schema.minLength === 1) set('', false, 'the empty string');
      if (schema.format === 'date') set('2024-02-30', false, 'an impossible date');
      if (schema.pattern) {
        // A value the pattern refuses: a plain word for id-like patterns, a control character for text.
        const pattern = new RegExp(schema.pattern, 'u');
        const outside = ['bad', 'bad\u0001text'].find((candidate) => !pattern.test(candidate));
        if (outside === undefined) problems.push(`${name}: ${label} has a pattern no probe value violates`);
        else set(outside, false, 'a value not matching the pattern');
      }
    } else if (schema.type === 'boolean') {
      set('true', false, 'a string');
    }
  };
  const walk = (schema: OpenAPIV3.SchemaObject, path: Path): void => {
    if (schema.additionalProperties === false)
      check(`unknown key in ${path.join('.') || 'body'}`, withValue(base, [...path, 'not_a_field'], 1), false);
    for (const [key, raw] of Object.entries(schema.properties ?? {})) {
      const property = resolve(raw);
      const path2 = [...path, key];
      check(`without ${path2.join('.')}`, without(base, path2), !(schema.required ?? []).includes(key));
      if (property.type === 'object') {
        if (at(base, path2) === undefined) problems.push(`${name}: test input lacks ${path2.join('.')}`);
        else walk(property, path2);
      } else if (property.type === 'array' && property.items) {
        const items = at(base, path2) as unknown[] | undefined;
        if (!items?.length) {
          problems.push(`${name}: test input lacks ${path2.join('.')}[0]`);
          continue;
        }
        walk(resolve(property.items), [...path2, 0]);
        if (property.maxItems !== undefined) {
          check(
            `${path2.join('.')} with maxItems`,
            withValue(base, path2, Array(property.maxItems).fill(items[0])),
            true,
          );
          check(
            `${path2.join('.')} with maxItems+1`,
            withValue(base, path2, Array(property.maxItems + 1).fill(items[0])),
            false,
          );
        }
      } else {
        valueChecks(path2, property);
      }
    }
  };
  check('the base input', base, true);
  walk(resolve({ $ref: `#/components/schemas/${name}` }), []);
  return problems;
}

/** Every create field missing from the update schema is refused on update. */
function notUpdatable(create: string, update: string, parse: Parse, sample: Json): string[] {
  const createKeys = Object.keys(resolve({ $ref: `#/components/schemas/${create}` }).properties ?? {});
  const updateKeys = Object.keys(resolve({ $ref: `#/components/schemas/${update}` }).properties ?? {});
  return createKeys
    .filter((key) => !updateKeys.includes(key))
    .filter((key) => accepts(parse, { [key]: sample[key] }))
    .map((key) => `${update}: non-updatable ${key} is accepted by the validator`);
}

describe('OpenAPI request schemas agree with the joi validators', () => {
  const now = (): Date => new Date();
  const patient = validPatient();
  const visit = validVisit('pat_probe123');
  const patientChanges = Object.fromEntries(UPDATABLE_PATIENT_FIELDS.map((field) => [field, patient[field]]));
  const visitChanges = {
    hormone_biomarkers: visit.hormone_biomarkers,
    symptoms: visit.symptoms,
    medications: [{ id: 'med_probe123', ...(visit.medications as Json[])[0] }],
    lifestyle: visit.lifestyle,
    provider_notes: visit.provider_notes,
  };

  it('PatientCreate', () => {
    expect(probe('PatientCreate', (input) => parseNewPatient(input, { topCodeAgeAt90: false }), patient)).to.deep.equal(
      [],
    );
  });
  it('PatientUpdate', () => {
    expect(probe('PatientUpdate', parsePatientChanges, patientChanges)).to.deep.equal([]);
    expect(notUpdatable('PatientCreate', 'PatientUpdate', parsePatientChanges, patient)).to.deep.equal([]);
    expect(accepts(parsePatientChanges, {})).to.equal(false);
  });
  it('VisitCreate', () => {
    expect(probe('VisitCreate', (input) => parseNewVisit(input, now), visit)).to.deep.equal([]);
  });
  it('VisitUpdate', () => {
    expect(probe('VisitUpdate', parseVisitChanges, visitChanges)).to.deep.equal([]);
    expect(notUpdatable('VisitCreate', 'VisitUpdate', parseVisitChanges, visit)).to.deep.equal([]);
    expect(accepts(parseVisitChanges, {})).to.equal(false);
  });
});
