import { inject } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../src/db/scratch.js';

/**
 * A database of its own on the run's server, for an app whose workers must not share queues
 * with the other test files' apps (a different generation provider, for one).
 */
export function scratchDatabase(label: string): Promise<ScratchDatabase> {
  return createScratchDatabase(inject('databaseUrl'), `cw_${label}`, { required: true });
}
