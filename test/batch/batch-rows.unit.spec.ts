import { expect } from 'chai';
import { headerProblems } from '../../src/commands/batch/csv-columns';
import { csvCellsToPatientInput } from '../../src/commands/batch/csv-row';
import { ImportPatientIds } from '../../src/commands/batch/import-ids';
import { DEIDENTIFICATION_MESSAGE, validateRow, logSafeMessage } from '../../src/commands/batch/row-validation';
import type { IdentifierDetector } from '../../src/deidentification/detector';
import { parseNewPatient } from '../../src/commands/patient/patient-schemas';
import { isAppError } from '../../src/shared/app-error';

const noIdentifiers: IdentifierDetector = { detect: () => [] };
const flagsSmith: IdentifierDetector = {
  detect: (text) => {
    const start = text.indexOf('Smith');
    return start < 0 ? [] : [{ kind: 'name', start, end: start + 5, warning: 'Possible personal name' }];
  },
};
const rules = { detector: noIdentifiers, patientPolicy: { topCodeAgeAt90: false } };
const valid = {
  age_years: '52',
  race: 'asian',
  ethnicity: 'non_hispanic',
  region: 'west',
  menopause_status: 'perimenopause',
};

function apiMessages(input: Record<string, unknown>): { field: string; message: string }[] {
  try {
    parseNewPatient(input, rules.patientPolicy);
    return [];
  } catch (error) {
    if (!isAppError(error)) throw error;
    return error.details as { field: string; message: string }[];
  }
}

describe('batch CSV rows (unit)', () => {
  describe('cell conversion', () => {
    it('drops empty cells, converts decimal numbers and exact booleans, keeps other text', () => {
      expect(
        csvCellsToPatientInput({
          ...valid,
          age_months: '',
          bmi: ' 24.5 ',
          smoker: 'true',
          diabetes: 'false',
          hypertension: 'TRUE',
        }),
      ).to.deep.equal({
        age_years: 52,
        race: 'asian',
        ethnicity: 'non_hispanic',
        region: 'west',
        menopause_status: 'perimenopause',
        bmi: 24.5,
        smoker: true,
        diabetes: false,
        hypertension: 'TRUE',
      });
    });

    it('keeps notes as written (no trimming) and treats an empty note as absent', () => {
      expect(csvCellsToPatientInput({ notes: '  spaced  ' })).to.deep.equal({ notes: '  spaced  ' });
      expect(csvCellsToPatientInput({ notes: '' })).to.deep.equal({});
    });
  });

  describe('row validation uses the POST /patients rules', () => {
    it('registers a valid row', () => {
      const result = validateRow(rules, 1, { ...valid, smoker: 'false', notes: 'Hot flashes at night' });
      expect(result).to.deep.equal({
        kind: 'valid',
        patient: {
          age_years: 52,
          race: 'asian',
          ethnicity: 'non_hispanic',
          region: 'west',
          menopause_status: 'perimenopause',
          smoker: false,
          notes: 'Hot flashes at night',
        },
      });
    });

    it('gives "abc" in age_years the same message as the API gives for a string', () => {
      const result = validateRow(rules, 3, { ...valid, age_years: 'abc' });
      const api = apiMessages({
        age_years: 'abc',
        race: 'asian',
        ethnicity: 'non_hispanic',
        region: 'west',
        menopause_status: 'perimenopause',
      });
      expect(result).to.deep.equal({ kind: 'invalid', errors: [{ row: 3, ...api[0] }] });
      expect(api[0]).to.deep.equal({ field: 'age_years', message: 'Must be a number' });
    });

    it('refuses bidi override characters in notes as a row error that does not repeat the text', () => {
      const result = validateRow(rules, 4, { ...valid, notes: 'Seen with \u202Ezelaznog airam' });
      expect(result.kind).to.equal('invalid');
      const errors = result.kind === 'invalid' ? result.errors : [];
      expect(errors).to.have.length(1);
      expect(errors[0]).to.include({ row: 4, field: 'notes' });
      expect(errors[0].message)
        .to.match(/bidirectional/)
        .and.not.include('airam');
    });

    it('reports every failing field, with the spec wording', () => {
      const result = validateRow(rules, 7, {
        age_years: '150',
        race: 'asian',
        ethnicity: 'non_hispanic',
        region: 'west',
        smoker: 'yes',
        bmi: '80',
      });
      expect(result.kind).to.equal('invalid');
      const errors = result.kind === 'invalid' ? [...result.errors].sort((a, b) => a.field.localeCompare(b.field)) : [];
      expect(errors).to.deep.equal([
        { row: 7, field: 'age_years', message: 'Age must be between 18 and 120' },
        { row: 7, field: 'bmi', message: 'Value must be between 10 and 60' },
        { row: 7, field: 'menopause_status', message: 'This field is required' },
        { row: 7, field: 'smoker', message: 'Must be true or false' },
      ]);
    });

    it('never stores the cell text of an invalid enum value', () => {
      const result = validateRow(rules, 2, { ...valid, race: 'Jane Doe from Boston' });
      expect(result.kind === 'invalid' && result.errors).to.deep.equal([
        {
          row: 2,
          field: 'race',
          message:
            'Invalid value: the submitted value (20 characters). Must be one of: caucasian, african_american, ' +
            'asian, hispanic, native_american, pacific_islander, other, unknown',
        },
      ]);
      expect(JSON.stringify(result)).not.to.contain('Jane');
    });

    it('names a short, plain invalid enum value, as over the API', () => {
      const result = validateRow(rules, 3, { ...valid, menopause_status: 'post' });
      expect(result.kind === 'invalid' && result.errors).to.deep.equal([
        {
          row: 3,
          field: 'menopause_status',
          message: "Invalid value 'post'. Must be one of: premenopause, perimenopause, postmenopause, unknown",
        },
      ]);
    });

    it('replaces any other message that would quote the cell', () => {
      expect(logSafeMessage('"notes" with value "Mary Major" fails', 'Mary Major')).to.equal('Invalid value');
      expect(logSafeMessage('Must be a number', 'abc')).to.equal('Must be a number');
    });

    it('rejects identifying notes with field, message, warning and position only', () => {
      const result = validateRow({ ...rules, detector: flagsSmith }, 4, { ...valid, notes: 'Seen by Dr Smith' });
      expect(result).to.deep.equal({
        kind: 'invalid',
        errors: [
          {
            row: 4,
            field: 'notes',
            message: DEIDENTIFICATION_MESSAGE,
            warning: 'Possible personal name',
            position: { start: 11, end: 16 },
          },
        ],
      });
    });

    it('runs the de-identification check only on otherwise valid rows', () => {
      const result = validateRow({ ...rules, detector: flagsSmith }, 4, {
        ...valid,
        age_years: '10',
        notes: 'Seen by Dr Smith',
      });
      expect(result.kind === 'invalid' && result.errors.map((error) => error.field)).to.deep.equal(['age_years']);
    });

    it('rejects a row whose cell count differs from the header', () => {
      expect(validateRow(rules, 9, {}, { expected: 12, actual: 3 })).to.deep.equal({
        kind: 'invalid',
        errors: [{ row: 9, field: 'row', message: 'Row has 3 values but the header has 12 columns' }],
      });
    });
  });

  describe('header check', () => {
    it('accepts the required columns in any order, trimmed', () => {
      expect(headerProblems([' region', 'race', 'age_years', 'ethnicity', 'menopause_status', 'notes'])).to.deep.equal(
        [],
      );
    });

    it('names missing, unknown and repeated columns', () => {
      const problems = headerProblems(['age_years', 'race', 'race', 'region', 'ssn']);
      expect(problems.map((problem) => problem.field)).to.deep.equal(['race', 'ssn', 'ethnicity', 'menopause_status']);
      expect(problems[0].message).to.equal('Column appears more than once');
      expect(problems[1].message).to.match(/^Unknown column/);
      expect(problems[2].message).to.equal('Required column is missing');
    });
  });

  describe('imported patient ids', () => {
    it('are stable per (batch, row), distinct otherwise, and look like any patient id', () => {
      const ids = new ImportPatientIds('a'.repeat(40));
      const id = ids.patientId('batch_x', 1);
      expect(id).to.match(/^pat_[A-Za-z0-9_-]{24}$/);
      expect(ids.patientId('batch_x', 1)).to.equal(id);
      expect(ids.patientId('batch_x', 2)).not.to.equal(id);
      expect(ids.patientId('batch_y', 1)).not.to.equal(id);
      expect(new ImportPatientIds('b'.repeat(40)).patientId('batch_x', 1)).not.to.equal(id);
    });

    it('share their first characters within a block of 256 rows of a batch, and only there', () => {
      const ids = new ImportPatientIds('a'.repeat(40));
      const prefix = (batchId: string, row: number): string => ids.patientId(batchId, row).slice(0, 12);
      const rows = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
      const firstBlock = rows(1, 256).map((row) => ids.patientId('batch_x', row));
      expect(new Set(firstBlock.map((id) => id.slice(0, 12)))).to.have.property('size', 1);
      expect(new Set(firstBlock.map((id) => id.slice(12)))).to.have.property('size', 256);
      expect(prefix('batch_x', 257)).to.not.equal(prefix('batch_x', 256));
      expect(prefix('batch_x', 257)).to.equal(prefix('batch_x', 512));
      expect(prefix('batch_y', 1)).to.not.equal(prefix('batch_x', 1));
      // The same whatever order the rows come in (the prefix of the last block is kept, not assumed).
      expect(new ImportPatientIds('a'.repeat(40)).patientId('batch_x', 300)).to.equal(ids.patientId('batch_x', 300));
      expect(ids.patientId('batch_x', 5)).to.equal(firstBlock[4]);
    });

    it('keep the id rows had before the block prefix, for rows delivered again after an upgrade', () => {
      const ids = new ImportPatientIds('a'.repeat(40));
      const former = ids.formerPatientId('batch_x', 1);
      expect(former).to.match(/^pat_[A-Za-z0-9_-]{22}$/);
      expect(former).to.not.equal(ids.patientId('batch_x', 1));
      expect(ids.formerPatientId('batch_x', 1)).to.equal(former);
      expect(ids.formerPatientId('batch_x', 2)).to.not.equal(former);
    });
  });
});
