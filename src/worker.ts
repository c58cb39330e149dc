import { configOrExit, logProcessTo, onShutdown, runMain } from './process.js';
import { openServices } from './services.js';

/** `npm run worker`: job workers only, no HTTP. Several may run against one Postgres. */
runMain(async () => {
  const config = configOrExit();
  const opened = await openServices(config, { work: true });
  logProcessTo(opened.services.log);
  onShutdown(opened.services.log, () => opened.close(), { deadlineMs: config.shutdownTimeoutMs });
  opened.services.log.info('workers started');
  opened.checkTools();
});
