import { buildApp } from './app.js';
import { configOrExit, onShutdown, runMain } from './process.js';
import { openServices } from './services.js';

/** `npm start`: config, database (migrated), HTTP API and (WORKERS=true) the job workers. */
runMain(async () => {
  const config = configOrExit();
  const opened = await openServices(config, { work: config.workers });
  const app = await buildApp(opened.services);
  onShutdown(opened.services.log, async () => {
    await app.close(); // stop accepting, finish in-flight requests
    await opened.close(); // stop workers, close the database
  });
  await app.listen({ port: config.port, host: config.host });
});
