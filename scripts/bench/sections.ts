import { anecdotesSection } from './anecdotes.js';
import { componentsSection } from './components.js';
import type { BenchSection } from './context.js';
import { uploadsSection } from './uploads.js';

/** Every benchmark section, in the order `npm run bench` runs them. */
export const sections: BenchSection[] = [anecdotesSection, uploadsSection, componentsSection];
