import { expect } from 'chai';
import Joi from 'joi';
import { createPatientSchema, updatePatientSchema } from '../../src/commands/patient/patient-schemas';
import { createVisitSchema, updateVisitSchema } from '../../src/commands/visit/visit-schemas';
import { FREE_TEXT_FIELDS, type FreeTextRecord, freeTextOf } from '../../src/shared/free-text';

interface Described {
  type: string;
  keys?: Record<string, Described>;
  items?: Described[];
  metas?: { kind?: string; record?: string; path?: string }[];
  flags?: { only?: boolean };
  rules?: { name: string }[];
}

/** Every string field of a schema, by path (`medications[].name`), with how it is declared. */
function stringFields(schema: Joi.Schema): { path: string; field: Described }[] {
  const found: { path: string; field: Described }[] = [];
  const walk = (node: Described, path: string): void => {
    if (node.type === 'object') {
      for (const [key, child] of Object.entries(node.keys ?? {})) walk(child, path ? `${path}.${key}` : key);
    } else if (node.type === 'array') {
      for (const item of node.items ?? []) walk(item, `${path}[]`);
    } else if (node.type === 'string') {
      found.push({ path, field: node });
    }
  };
  walk(schema.describe() as Described, '');
  return found;
}

/** Why a string field is not acceptable, or null: free text must be declared, anything else is an enum, date or id. */
function undeclared(record: FreeTextRecord, path: string, field: Described): string | null {
  const kind = field.metas?.find((meta) => meta.kind !== undefined)?.kind;
  if (kind === 'enum' && field.flags?.only === true) return null;
  if (kind === 'id' && field.rules?.some((rule) => rule.name === 'pattern')) return null;
  if (kind === 'date') return null;
  if (kind === 'free_text' && FREE_TEXT_FIELDS.some((declared) => declared.record === record && declared.path === path))
    return null;
  return `${record}.${path} is a string that is neither declared free text nor an enum, a date or an id`;
}

const SCHEMAS: { record: FreeTextRecord; name: string; schema: Joi.Schema }[] = [
  { record: 'patient', name: 'create patient', schema: createPatientSchema },
  { record: 'patient', name: 'update patient', schema: updatePatientSchema },
  { record: 'visit', name: 'create visit', schema: createVisitSchema(() => new Date()) },
  { record: 'visit', name: 'update visit', schema: updateVisitSchema },
];

describe('the free-text declaration', () => {
  for (const { record, name, schema } of SCHEMAS) {
    it(`covers every string field of the ${name} schema`, () => {
      const problems = stringFields(schema).flatMap(({ path, field }) => undeclared(record, path, field) ?? []);
      expect(problems).to.deep.equal([]);
    });
  }

  it('is used by the create schemas for every declared field', () => {
    for (const declared of FREE_TEXT_FIELDS) {
      const schema = SCHEMAS.find((entry) => entry.record === declared.record)!.schema;
      const field = stringFields(schema).find(({ path }) => path === declared.path)?.field;
      expect(field?.metas?.[0], `${declared.record}.${declared.path}`).to.include({ kind: 'free_text' });
    }
  });

  it('catches a string field added without a declaration', () => {
    const grown = (createPatientSchema as Joi.ObjectSchema).keys({ nickname: Joi.string().max(40) });
    const problems = stringFields(grown).flatMap(({ path, field }) => undeclared('patient', path, field) ?? []);
    expect(problems).to.deep.equal([
      'patient.nickname is a string that is neither declared free text nor an enum, a date or an id',
    ]);
  });

  it("gives the screen every medication's name, dosage and frequency, item by item", () => {
    const fields = freeTextOf('visit', {
      provider_notes: 'n',
      medications: [
        { name: 'a', dosage: 'b', frequency: 'c' },
        { name: 'd', frequency: 'e' },
      ],
    });
    expect(fields.map(({ field }) => field)).to.deep.equal([
      'provider_notes',
      'medications.0.name',
      'medications.0.dosage',
      'medications.0.frequency',
      'medications.1.name',
      'medications.1.dosage',
      'medications.1.frequency',
    ]);
  });
});
