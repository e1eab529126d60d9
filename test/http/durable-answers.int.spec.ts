import { expect } from 'chai';
import { durablePieces } from '../../src/http/middleware/durable-answers';
import { DependencyError } from '../../src/shared/dependency-error';
import { type TestService, startTestService, validPatient } from '../support/test-service';

/**
 * The embedded store syncs its log off the event loop: a commit is readable
 * in the process before it is on disk. Every answer waits until what it may
 * have read is durable; here the test holds that moment itself.
 */
describe('answers wait until what they read is on disk (integration)', function () {
  this.timeout(30_000);
  let service: TestService;
  let token: string;
  let held = false;
  const waits: { resolve(): void; reject(error: Error): void }[] = [];

  before(async () => {
    service = await startTestService({}, (deps) => ({
      ...deps,
      durable: () =>
        held
          ? new Promise<void>((resolve, reject) => waits.push({ resolve, reject }))
          : (deps.durable?.() ?? Promise.resolve()),
    }));
    token = (await service.login('provider')).token;
  });
  afterEach(() => {
    held = false;
    waits.splice(0).forEach((wait) => wait.resolve());
  });
  after(() => service.stop());

  const answeredWithin = async (answer: Promise<unknown>, ms: number): Promise<boolean> =>
    Promise.race([answer.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

  it('holds a read until the commits it could see are durable, then answers it', async () => {
    const created = await service.request('POST', '/patients', { token, body: validPatient() });
    expect(created.status).to.equal(201);
    held = true;
    const read = service.request('GET', `/patients/${created.body.data.id}`, { token });
    expect(await answeredWithin(read, 200), 'answered before the log was on disk').to.equal(false);
    waits.splice(0).forEach((wait) => wait.resolve());
    const answer = await read;
    expect(answer.status).to.equal(200);
    expect(answer.body.data.id).to.equal(created.body.data.id);
  });

  it('answers 500 DATABASE_ERROR naming sqlite when the disk refused the sync', async () => {
    held = true;
    const read = service.request('GET', '/patients?limit=1', { token });
    expect(await answeredWithin(read, 200)).to.equal(false);
    waits.splice(0).forEach((wait) => wait.reject(new DependencyError('sqlite', 'failed', new Error('EIO'))));
    const answer = await read;
    expect(answer.status).to.equal(500);
    expect(answer.body.status).to.equal('error');
    expect(answer.body.code).to.equal('DATABASE_ERROR');
    expect(answer.body.details.dependency).to.equal('sqlite');
  });
});

describe('pieces of an answer streamed after its handler returned', () => {
  it('sends each piece only once what was read for it is durable', async () => {
    const steps: string[] = [];
    async function* pages(): AsyncGenerator<string> {
      for (const page of ['a', 'b']) {
        steps.push(`read ${page}`);
        yield page;
      }
    }
    const durable = async (): Promise<void> => {
      steps.push('durable');
    };
    for await (const piece of durablePieces(pages(), durable)) steps.push(`sent ${piece}`);
    expect(steps).to.deep.equal(['read a', 'durable', 'sent a', 'read b', 'durable', 'sent b']);
  });
});
