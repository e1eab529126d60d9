import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import Redis from 'ioredis';
import { MongoClient } from 'mongodb';
import { Readiness } from '../../src/observability/readiness';
import { shapedPatientAnswers } from '../../src/queries/shaped-patient-answers';
import type { ReadModelStore } from '../../src/projections/read-model-store';
import { startMetricsServer } from '../../src/runtime/metrics-server';
import { guardDependency } from '../../src/shared/dependency-error';
import { expectResponseMatches } from '../support/openapi-validator';
import { type TestService, startTestService, validPatient } from '../support/test-service';

const CLOSED = 1;

/** A real MongoDB client whose server is unreachable, failing after its selection timeout. */
function unreachableMongo(): MongoClient {
  return new MongoClient(`mongodb://127.0.0.1:${CLOSED}/x`, { serverSelectionTimeoutMS: 300 });
}

/** A real Redis client whose server is unreachable; commands fail at once, as the service's client does. */
function unreachableRedis(): Redis {
  const redis = new Redis(`redis://127.0.0.1:${CLOSED}`, {
    lazyConnect: true,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  return redis;
}

describe('what clients see while a backing service is down', function () {
  let service: TestService;
  let token: string;
  const mongo = unreachableMongo();
  const redis = unreachableRedis();

  before(async () => {
    service = await startTestService({ RATE_LIMIT_BURST_PER_MINUTE: '5' }, (deps) => {
      // Reads go to a read store whose server is gone: every query fails the way the MongoDB adapter's would.
      const broken = guardDependency(
        new Proxy(deps.readStore, {
          get(target, property, receiver) {
            if (['getPatient', 'listPatients', 'checkpoint'].includes(String(property)))
              return () => mongo.db().collection('patients').findOne({});
            return Reflect.get(target, property, receiver);
          },
        }) as ReadModelStore,
        'mongodb',
      );
      return {
        ...deps,
        readStore: broken,
        patientAnswers: shapedPatientAnswers(broken),
        // Rate limits kept in a Redis that does not answer: the in-process fallback counts instead.
        rateLimitBackend: { driver: 'redis', db: redis, keyPrefix: 'outage-test:' },
        readiness: new Readiness({
          probes: [{ name: 'redis', check: () => redis.ping() }],
          events: deps.commands.events,
          checkpoint: async () => null,
          queueDepth: async () => 0,
          problems: () => [],
        }),
      };
    });
    token = (await service.login('provider')).token;
  });
  after(async () => {
    await service?.stop();
    await mongo.close();
    redis.disconnect();
  });

  it('a read needing the read store: 503 SERVICE_UNAVAILABLE, Retry-After, dependency, within 2 s', async () => {
    const started = Date.now();
    const response = await service.request('GET', '/patients', { token });
    expect(Date.now() - started).to.be.below(2000);
    expect(response.status).to.equal(503);
    expect(response.body).to.deep.include({ status: 'error', code: 'SERVICE_UNAVAILABLE' });
    expect(response.body.details.dependency).to.equal('mongodb');
    expect(response.headers.get('retry-after')).to.match(/^\d+$/);
    expectResponseMatches('GET', '/patients', 503, response.body);
  });

  it('a write whose event is appended succeeds (201) although the read store is down', async () => {
    const response = await service.request('POST', '/patients', { token, body: validPatient() });
    expect(response.status, JSON.stringify(response.body)).to.equal(201);
    // It is in the log: the next write to it is decided on top of it.
    const stream = await service.runtime.eventStore.readStream(`patient-${response.body.data.id as string}`);
    expect(stream.length).to.equal(1);
  });

  it('GET /ready answers 503 naming the service down; /health stays 200', async () => {
    const ready = await service.request('GET', '/ready');
    expect(ready.status).to.equal(503);
    expect(ready.body.code).to.equal('SERVICE_UNAVAILABLE');
    expect(ready.body.details.dependency).to.equal('redis');
    expect(ready.body.details.dependencies[0]).to.include({ name: 'redis', status: 'down' });
    expect(ready.headers.get('retry-after')).to.match(/^\d+$/);
    expectResponseMatches('GET', '/ready', 503, ready.body);
    expect((await service.request('GET', '/health')).status).to.equal(200);
  });

  it('rate limits with Redis down: counted in process memory, still enforced', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await service.request('GET', '/health')).status);
    // The burst limit (5 a minute) holds per process: earlier calls of this address count too.
    expect(statuses[0]).to.equal(200);
    expect(statuses.slice(-2)).to.deep.equal([429, 429]);
  });
});

describe('readiness and metrics of a healthy process', () => {
  let service: TestService;

  before(async () => {
    // The runtime does not listen itself (main.ts does): the port only says that /metrics is served.
    service = await startTestService({ METRICS_PORT: '9464' });
  });
  after(async () => service?.stop());

  it('GET /ready: 200 with every dependency up and the projection lag', async () => {
    const { token } = await service.login('provider');
    expect((await service.request('POST', '/patients', { token, body: validPatient() })).status).to.equal(201);
    const response = await service.request('GET', '/ready');
    expect(response.status).to.equal(200);
    expectResponseMatches('GET', '/ready', 200, response.body);
    const report = response.body.data;
    expect(report.ready).to.equal(true);
    expect(report.dependencies.every((d: { status: string }) => d.status === 'up')).to.equal(true);
    expect(report.projection.lag_events).to.equal(0);
    expect(report.import_queue.depth).to.be.a('number');
  });

  it('GET /metrics: requests by route template and status, events appended, lag, event-loop lag', async () => {
    const server = await startMetricsServer(0, '127.0.0.1', service.runtime.metrics);
    try {
      const { token } = await service.login('provider');
      const created = await service.request('POST', '/patients', { token, body: validPatient() });
      await service.request('GET', `/patients/${created.body.data.id as string}`, { token });
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).to.equal(200);
      const text = await response.text();
      expect(text).to.match(/http_requests_total\{method="GET",route="\/v1\/patients\/:id",status="200"\} 1/);
      expect(text).to.match(/http_request_duration_seconds_bucket\{le="[^"]+",method="POST",route="\/v1\/patients"/);
      expect(text).not.to.include(created.body.data.id);
      expect(text).to.match(/events_appended_total [1-9]/);
      expect(text).to.match(/projection_lag_events \d+/);
      expect(text).to.match(/import_queue_depth \d+/);
      expect(text).to.include('nodejs_eventloop_lag_seconds');
      expect(text).to.include('import_rows_per_second');
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
