import { expect } from 'chai';
import { type TestService, startTestService, validPatient } from '../support/test-service';

describe('metrics of a process without METRICS_PORT', () => {
  let service: TestService;

  before(async () => {
    service = await startTestService();
  });
  after(async () => service?.stop());

  it('collects none of node’s series (no event-loop delay sampler waking the process)', async () => {
    const { registry } = service.runtime.metrics;
    expect(registry.getSingleMetric('nodejs_eventloop_lag_seconds')).to.equal(undefined);
    expect(registry.getSingleMetric('nodejs_heap_size_used_bytes')).to.equal(undefined);
  });

  it('counts no requests that no scrape could read, and still answers them', async () => {
    const { token } = await service.login('provider');
    const created = await service.request('POST', '/patients', { token, body: validPatient() });
    expect(created.status).to.equal(201);
    expect((await service.request('GET', `/patients/${created.body.data.id as string}`, { token })).status).to.equal(
      200,
    );
    const counted = await service.runtime.metrics.httpRequests.get();
    expect(counted.values).to.deep.equal([]);
  });
});
