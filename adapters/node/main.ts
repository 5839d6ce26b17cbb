import { DataDirectoryInUseError } from '../postgres/data-dir-lock';
import { composeServer } from './composition-root';
import { ConfigError, readConfig } from './config';

async function main() {
  const config = readConfig();
  const { app, database, seeded, mailStatus } = await composeServer(config);
  const stop = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  const address = await app.listen({ port: config.port, host: config.host });
  const where = database.engine === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`The shop is open at ${address} (data: ${where}${seeded ? ', catalogue seeded' : ''}); ${mailStatus}`);
}

/** The port a failed listen wanted, when something else holds it. */
const portInUse = (error: unknown) => (error as { code?: string }).code === 'EADDRINUSE' ? (error as { port?: number }).port : undefined;

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirectoryInUseError) {
    console.error(error.message);
  } else if (portInUse(error) !== undefined) {
    console.error(`Port ${portInUse(error)} is already in use: stop what listens there, or set PORT to another port`);
  } else {
    console.error('The shop could not start:', error);
  }
  process.exit(1);
});
