import closeWithGrace from 'close-with-grace';
import { DataDirectoryInUseError } from '../postgres/data-dir-lock';
import { companionsOf } from '../composition/adapter-registry';
import { shopFamilies } from './adapter-families';
import { composeServer } from './composition-root';
import { ConfigError, readConfig } from './config';
import { startMetricsServer } from './metrics-server';

/** Past this, a stop that is still waiting for requests in flight ends the process anyway. */
const SHUTDOWN_GRACE_MS = 9_000;

async function main() {
  const config = readConfig();
  const { app, data, seeded, metrics, mailStatus } = await composeServer(config);
  const metricsServer = config.metrics.port === null ? null : await startMetricsServer(metrics, { port: config.metrics.port, host: config.metrics.host });
  // On SIGTERM or SIGINT: stop taking requests, finish those in flight, then the background work and
  // the database (the app's onClose hooks); an uncaught error stops the same way, logged.
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.fatal({ err }, 'stopping after an unexpected error');
    else app.log.info(`${signal}: finishing the requests in flight, then closing`);
    await metricsServer?.close();
    await app.close();
  });
  const address = await app.listen({ port: config.port, host: config.host });
  const scraped = metricsServer ? `; metrics at http://${config.metrics.host}:${config.metrics.port}/metrics` : '';
  console.log(`The shop is open at ${address} (data: ${data.where}${seeded ? ', catalogue seeded' : ''}); ${mailStatus}${scraped}`);
}

/** The port a failed listen wanted, when something else holds it. */
const portInUse = (error: unknown) => (error as { code?: string }).code === 'EADDRINUSE' ? (error as { port?: number }).port : undefined;

function failed(error: unknown) {
  if (error instanceof ConfigError || error instanceof DataDirectoryInUseError) {
    console.error(error.message);
  } else if (portInUse(error) !== undefined) {
    console.error(`Port ${portInUse(error)} is already in use: stop what listens there, or set PORT (or METRICS_PORT) to another port`);
  } else {
    console.error('The shop could not start:', error);
  }
  process.exit(1);
}

/** `--companions`: what npm start must run beside the server for the adapters the environment chooses, as JSON. */
function printCompanions() {
  console.log(JSON.stringify(companionsOf(shopFamilies, process.env)));
  // What the server's modules open as they load (a worker's message port) must not keep this answer waiting.
  process.exit(0);
}

if (process.argv.includes('--companions')) printCompanions();
else main().catch(failed);
