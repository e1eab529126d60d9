import type { Server } from 'node:http';
import { defaultDetector } from './commands/deidentification';
import { loadConfig } from './config/config';
import { createApp } from './http/app';
import { startHealthServer } from './runtime/health-server';
import { openRuntime } from './runtime/runtime';
import { createLogger } from './shared/logger';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const runtime = await openRuntime(config, logger, { detector: defaultDetector });
  await runtime.projector?.start();
  await runtime.importWorker?.start();
  let server: Server | null = null;
  if (config.roles.includes('api')) {
    const app = createApp({ ...runtime.appDeps(), roles: config.roles });
    server = app.listen(config.port, config.host);
    await new Promise<void>((resolve, reject) => {
      server?.once('listening', resolve).once('error', reject);
    });
    logger.info({ port: config.port, host: config.host, base_path: config.basePath, roles: config.roles }, 'service listening');
  } else {
    // Only a liveness listener, for container health checks of the projector and import workers.
    if (config.healthPort) server = await startHealthServer(config.healthPort, config.host, config.basePath, config.roles);
    logger.info({ roles: config.roles, health_port: config.healthPort ?? null }, 'service started without the API');
  }

  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    if (server) await new Promise<void>((resolve) => server?.close(() => resolve()));
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  // Startup failures (bad configuration, store unreachable) end the process with a readable reason.
  process.stderr.write(`startup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
