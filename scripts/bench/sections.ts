import { anecdotesSection } from './anecdotes.js';
import { blogSection } from './blog.js';
import { bootSection } from './boot.js';
import { brollSection } from './broll.js';
import { componentsSection } from './components.js';
import { connectionCutsSection } from './connection-cuts.js';
import { carouselSection } from './carousel.js';
import type { BenchSection } from './context.js';
import { fuzzSection } from './fuzz.js';
import { localModelSection } from './local-model.js';
import { memorySection } from './memory.js';
import { postGenerationSection } from './post-generation.js';
import { preferWaitSection } from './prefer-wait.js';
import { statisticsSection } from './statistics.js';
import { storageSection } from './storage.js';
import { streamsSection } from './streams.js';
import { runtimeSection } from './runtime.js';
import { uploadsSection } from './uploads.js';
import { voiceSection } from './voice.js';
import { webhooksSection } from './webhooks.js';

/** Every benchmark section, in the order `npm run bench` runs them. */
export const sections: BenchSection[] = [
  bootSection,
  anecdotesSection,
  runtimeSection,
  carouselSection,
  postGenerationSection,
  voiceSection,
  blogSection,
  uploadsSection,
  componentsSection,
  brollSection,
  fuzzSection,
  statisticsSection,
  webhooksSection,
  connectionCutsSection,
  memorySection,
  streamsSection,
  preferWaitSection,
  storageSection,
  localModelSection,
];
