import { defaultDetector } from './deidentification';
import { type ServiceConfig, loadConfig } from './config/config';
import { parseSettings } from './config/parse-settings';
import { describeConfig } from './config/print-config';
import { checkServers } from './config/server-checks';
import { createApp } from './http/app';
import { type ServiceListener, configuredAddress, listenHttps, listenRedirect } from './http/tls/https-listener';
import { type TlsMaterial, loadTlsMaterial } from './http/tls/tls-material';
import { startHealthServer } from './runtime/health-server';
import { startMetricsServer } from './runtime/metrics-server';
import { type Runtime, openRuntime } from './runtime/runtime';
import { untilAvailable } from './runtime/wait-for-dependencies';
import { type Logger, createLogger } from './shared/logger';
import { errorMessage } from './shared/error-message';

const USAGE = `Usage: npm start [-- --print-config | --help]
  (no option)     run the service with the configuration from the environment
  --print-config  print the effective configuration (secrets hidden) and exit
  --help          this text
Variables and their defaults: docs/configuration.md.
`;

const FIRST_ADMIN_HINT = (usersFile: string): string => `
No user accounts yet (${usersFile}). Create the first admin in another terminal, with the same DATA_DIR:
  npm run users -- add --email admin@example.org --role admin --org my-unit
The password is asked for without echo. Then log in: see README.md, "Walkthrough with curl".
`;

/** Aborted on SIGTERM/SIGINT so that live-tail streams end instead of holding the shutdown up. */
const shuttingDown = new AbortController();

function servingHint(config: ServiceConfig, material: TlsMaterial): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `https://${host}:${config.port}${config.basePath}`;
  if (!material.caFile) return `Serving ${url} with TLS_CERT_FILE=${config.tls.certFile}\n`;
  return (
    `Serving ${url} with a certificate from the local CA ${material.caFile}` +
    `${material.generated ? ' (new)' : ''}. Clients trust it with, for example:\n` +
    `  curl --cacert ${material.caFile} ${url}/health\n`
  );
}

/** The API's listeners: HTTPS on PORT and the HTTP_PORT redirect, or plain HTTP behind a TLS proxy. */
async function listenApi(config: ServiceConfig, runtime: Runtime, logger: Logger): Promise<ServiceListener[]> {
  const app = createApp({ ...runtime.appDeps(), roles: config.roles, shutdown: shuttingDown.signal });
  if (config.tls.mode === 'proxy') {
    const server = app.listen(config.port, config.host);
    await new Promise<void>((resolve, reject) => {
      server
        .once('listening', resolve)
        .once('error', (error) =>
          reject(new Error(`PORT=${config.port} HOST=${config.host}: ${error.message}`, { cause: error })),
        );
    });
    return [
      {
        port: config.port,
        close: () => new Promise<void>((resolve) => server.close(() => resolve())),
        closeIdleConnections: () => server.closeIdleConnections(),
      },
    ];
  }
  const material = loadTlsMaterial(config.dataDir, config.host, config.tls);
  const handle = app.callback();
  const listeners = [await listenHttps((req, res) => void handle(req, res), material, config.port, config.host)];
  if (config.tls.httpPort !== null) {
    const redirect = await listenRedirect(
      config.tls.httpPort,
      config.host,
      config.port,
      config.tls.httpPortExplicit,
      logger,
      configuredAddress(config.environment, config.basePath),
    );
    if (redirect) listeners.push(redirect);
  }
  process.stderr.write(servingHint(config, material));
  return listeners;
}

async function listen(config: ServiceConfig, runtime: Runtime, logger: Logger): Promise<ServiceListener[]> {
  if (config.roles.includes('api')) {
    const listeners = await listenApi(config, runtime, logger);
    logger.info(
      {
        port: config.port,
        host: config.host,
        tls_mode: config.tls.mode,
        http_port: listeners[1]?.port ?? null,
        base_path: config.basePath,
        app_env: config.environment.name,
        public_base_url: config.environment.publicBaseUrl,
        roles: config.roles,
      },
      'service listening',
    );
    return listeners;
  }
  // Only a liveness listener, for container health checks of the projector and import workers.
  const server = config.healthPort
    ? await startHealthServer(
        config.healthPort,
        config.host,
        config.basePath,
        config.environment.name,
        config.roles,
        runtime.readiness,
      )
    : null;
  logger.info({ roles: config.roles, health_port: config.healthPort ?? null }, 'service started without the API');
  return server
    ? [
        {
          port: config.healthPort ?? 0,
          close: () => new Promise<void>((resolve) => server.close(() => resolve())),
          closeIdleConnections: () => server.closeIdleConnections(),
        },
      ]
    : [];
}

/**
 * SIGTERM and SIGINT stop accepting, let requests in flight finish and close
 * the stores; past SHUTDOWN_TIMEOUT_MS (or on a second signal) the process
 * exits anyway, so a process manager never waits on a stuck connection.
 */
function stopOnSignals(config: ServiceConfig, runtime: Runtime, listeners: ServiceListener[], logger: Logger): void {
  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error({ timeout_ms: config.shutdownTimeoutMs }, 'shutdown took too long: exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    // The projector lets go of its lease at once (a standby takes over without waiting for it to
    // expire) while the listeners stop accepting and requests in flight finish.
    const projectorStopped = runtime.projector?.stop();
    const closed = Promise.all(listeners.map((listener) => listener.close()));
    shuttingDown.abort();
    for (const listener of listeners) listener.closeIdleConnections();
    await closed;
    await projectorStopped;
    await runtime.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

async function main(args: string[]): Promise<void> {
  if (args.includes('--help')) return void process.stdout.write(USAGE);
  if (args.includes('--print-config'))
    return void process.stdout.write(describeConfig(process.env, parseSettings(process.env)));
  if (args.length > 0) throw new Error(`unknown argument ${args[0]}\n${USAGE}`);

  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  // While it still waits for its servers, nothing is in flight: a signal just ends the process.
  let starting = true;
  const stopWhileStarting = (signal: string): void => {
    if (!starting) return;
    logger.info({ signal }, 'stopped while starting');
    process.exit(0);
  };
  process.on('SIGTERM', stopWhileStarting);
  process.on('SIGINT', stopWhileStarting);
  // Every configured server must accept a connection; a failed probe is always worth waiting for.
  await untilAvailable('checking servers', () => checkServers(config), logger, { isTransient: () => true });
  const runtime = await untilAvailable(
    'opening the stores',
    () => openRuntime(config, logger, { detector: defaultDetector }),
    logger,
  ).catch((error: unknown) => {
    const { eventStore, readStore, importQueue, limitsStore } = config;
    const adapters =
      `EVENT_STORE=${eventStore} READ_STORE=${readStore} ` + `IMPORT_QUEUE=${importQueue} LIMITS_STORE=${limitsStore}`;
    throw new Error(`opening the stores (${adapters}) failed: ${errorMessage(error)}`, { cause: error });
  });
  const { projector, importWorker } = runtime;
  if (projector) await untilAvailable('starting the projector', () => projector.start(), logger);
  if (importWorker) await untilAvailable('starting the import worker', () => importWorker.start(), logger);
  // Signals are handled before the first listener opens: a client may signal as soon as the port accepts.
  const listeners: ServiceListener[] = [];
  starting = false;
  stopOnSignals(config, runtime, listeners, logger);
  listeners.push(...(await listen(config, runtime, logger)));
  if (config.metricsPort) {
    await startMetricsServer(config.metricsPort, config.metricsHost, runtime.metrics);
    logger.info({ port: config.metricsPort, host: config.metricsHost }, 'metrics listening at /metrics');
  }
  if (config.roles.includes('api') && (await runtime.auth.users.list()).length === 0)
    process.stderr.write(FIRST_ADMIN_HINT(config.usersFile));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // Startup failures (bad configuration, store unreachable) end the process with a readable reason.
  process.stderr.write(`startup failed: ${errorMessage(error)}\n`);
  process.exit(1);
});
