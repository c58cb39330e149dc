import { ConfigError, loadConfig } from './config.js';
import { onShutdown } from './process.js';
import { openServices } from './services.js';

/** `npm run worker`: job workers only, no HTTP. Several may run against one Postgres. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  const opened = await openServices(config, { work: true });
  onShutdown(opened.services.log, () => opened.close());
  opened.services.log.info('workers started');
}

main().catch((err: unknown) => {
  console.error(`fatal: ${(err as Error).stack ?? String(err)}`);
  process.exit(1);
});
