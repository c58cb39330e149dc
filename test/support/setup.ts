import { afterEach } from 'vitest';
import { violations } from './conformance.js';

afterEach(() => {
  if (violations.length) {
    const found = violations.splice(0);
    throw new Error(`responses broke the published contract:\n- ${found.join('\n- ')}`);
  }
});
