import { Writable } from 'node:stream';
import { expect } from 'chai';
import type { Context } from 'koa';
import pino from 'pino';
import { accessLog } from '../../src/http/middleware/access-log';
import { messageFor } from '../../src/validation/field-messages';
import { parseNewVisit } from '../../src/commands/visit/visit-schemas';
import { AppError } from '../../src/shared/app-error';
import { batchNotFound, patientNotFound, visitNotFound } from '../../src/shared/not-found';

const NAME = 'Maria Gonzalez';

function logLines(): { logger: pino.Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

describe('errors and logs never repeat submitted values', () => {
  it('404s name no id from the path unless it is shaped like one of ours', () => {
    for (const error of [patientNotFound(NAME), visitNotFound(NAME), batchNotFound(NAME)]) {
      expect(error.message).to.not.include('Maria');
      expect(JSON.stringify(error.details)).to.not.include('Maria');
    }
    const ours = 'pat_Vb3kR9qT2mXw7LpA1sYd4g';
    expect(patientNotFound(ours).details).to.deep.include({ patient_id: ours });
    expect(patientNotFound(ours).message).to.equal('Patient not found');
  });

  it('validation messages do not quote the value (pattern, enum, nested enum)', () => {
    let thrown: unknown;
    try {
      parseNewVisit(
        { patient_id: NAME, visit_date: '2024-01-01', visit_type: NAME, symptoms: { hot_flashes: NAME } },
        () => new Date('2024-06-01T00:00:00Z'),
      );
    } catch (error) {
      thrown = error;
    }
    expect(thrown).to.be.instanceOf(AppError);
    const details = (thrown as AppError).details as { field: string; message: string }[];
    expect(details.map((d) => d.field)).to.include.members(['patient_id', 'visit_type', 'symptoms.hot_flashes']);
    expect(JSON.stringify(details)).to.not.include('Maria');
  });

  it("strips joi's quoted value from any message it words itself", () => {
    const message = messageFor({
      message: `"notes" with value "${NAME}" fails to match the required pattern`,
      path: ['notes'],
      type: 'string.unexpected',
      context: { key: 'notes', value: NAME },
    });
    expect(message).to.not.include('Maria');
  });

  it('the access log writes the route pattern, not the raw path', async () => {
    const { logger, lines } = logLines();
    const ctx = {
      method: 'GET',
      path: `/patients/${NAME}`,
      status: 404,
      state: { requestId: 'req_1' },
      _matchedRoute: '/patients/:id',
    } as unknown as Context;
    await accessLog(logger)(ctx, () => Promise.resolve());
    const unmatched = { ...ctx, _matchedRoute: undefined, path: `/nowhere/${NAME}` } as unknown as Context;
    await accessLog(logger)(unmatched, () => Promise.resolve());
    expect(lines).to.have.length(2);
    expect(lines.join('')).to.not.include('Maria');
    expect(JSON.parse(lines[0])).to.include({ route: '/patients/:id', status: 404 });
    expect(JSON.parse(lines[1])).to.include({ route: '(no route)' });
  });
});
