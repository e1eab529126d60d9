import type { Server } from 'node:http';
import { expect } from 'chai';
import { createApp } from '../../src/http/app';
import { type TestService, startTestService, validPatient } from '../support/test-service';

describe('Read-your-writes stated in the answer', function () {
  this.timeout(60_000);
  let service: TestService;
  let token: string;

  before(async function () {
    this.timeout(240_000);
    service = await startTestService();
    ({ token } = await service.login('provider', 'org-ryw'));
  });
  after(() => service.stop());

  it('marks a 201 the projection did not confirm in time as pending, with its log position', async () => {
    // A process whose projection never confirms: a projector that is down.
    const app = createApp({ ...service.runtime.appDeps(), projection: { waitFor: async () => false } });
    const server: Server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    try {
      const response = await fetch(`http://127.0.0.1:${port}${service.config.basePath}/patients`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(validPatient()),
      });
      expect(response.status).to.equal(201);
      expect(response.headers.get('x-read-your-writes')).to.equal('pending');
      expect(Number(response.headers.get('x-log-position'))).to.be.greaterThan(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('says nothing extra when the projection confirmed the write', async () => {
    const response = await service.request('POST', '/patients', { token, body: validPatient() });
    expect(response.status).to.equal(201);
    expect(response.headers.get('x-read-your-writes')).to.equal(null);
    expect(response.headers.get('x-log-position')).to.equal(null);
  });
});
