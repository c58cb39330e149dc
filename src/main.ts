import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { onShutdown } from './process.js';
import { openServices } from './services.js';

/** `npm start`: config, database (migrated), HTTP API and (WORKERS=true) the job workers. */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  const opened = await openServices(config, { work: config.workers });
  const app = await buildApp(opened.services);
  onShutdown(opened.services.log, async () => {
    await app.close(); // stop accepting, finish in-flight requests
    await opened.close(); // stop workers, close the database
  });
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  console.error(`fatal: ${(err as Error).stack ?? String(err)}`);
  process.exit(1);
});
