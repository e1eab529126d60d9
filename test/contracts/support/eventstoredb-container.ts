import type { StartedTestContainer } from 'testcontainers';

export interface EventStoreDbServer {
  connectionString: string;
  stop(): Promise<void>;
}

/** A throwaway single node: insecure (no TLS, $all readable), in memory, no projections. */
export async function startEventStoreDb(): Promise<EventStoreDbServer> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const container: StartedTestContainer = await new GenericContainer('eventstore/eventstore:24.10')
    .withEnvironment({
      EVENTSTORE_INSECURE: 'true',
      EVENTSTORE_RUN_PROJECTIONS: 'None',
      EVENTSTORE_START_STANDARD_PROJECTIONS: 'false',
      EVENTSTORE_MEM_DB: 'true',
      EVENTSTORE_CLUSTER_SIZE: '1',
    })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
    .withStartupTimeout(120_000)
    .start();
  return {
    connectionString: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false&keepAliveInterval=10000`,
    stop: async () => {
      await container.stop();
    },
  };
}
