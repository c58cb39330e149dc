import { anecdotesSection } from './anecdotes.js';
import { brollSection } from './broll.js';
import type { BenchSection } from './context.js';

/** Every benchmark section, in the order `npm run bench` runs them. */
export const sections: BenchSection[] = [anecdotesSection, brollSection];
