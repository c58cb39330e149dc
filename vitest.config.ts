import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit`, the tests that need neither a database nor a built server (the writer,
 * the prompts, the contract's own checks: `npm run test:unit`, feedback in seconds), and
 * `integration`, the rest, on one database for the run (test/support/global-setup.ts).
 * `npm test` runs both. A unit test that reaches for the database fails: it has none.
 */
const UNIT = [
  'test/generation/{analysis,engine,golden,prompts,sandbox}.test.ts',
  'test/generation/{media,quality,tasks,writing}/**/*.test.ts',
  'test/scripts/eval-manifests.test.ts',
  'test/areas/blog/article-*.test.ts',
  'test/areas/broll/{captions,length,scenes,voice}.test.ts',
  'test/areas/components/source.test.ts',
  'test/jobs/fair-queue.test.ts',
  'test/contract/{conformance,contract-lifecycle}.test.ts',
  'test/system/{docs,engines}.test.ts',
  'test/generation/speech/{speech,speech-providers}.test.ts',
];

const shared = {
  setupFiles: ['./test/support/setup.ts'],
  pool: 'forks' as const,
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    reporters: ['default'],
    projects: [{ test: { ...shared, name: 'unit', include: UNIT } }, { test: { ...shared, name: 'integration', include: ['test/**/*.test.ts'], exclude: ['**/node_modules/**', ...UNIT], globalSetup: ['./test/support/global-setup.ts'] } }],
  },
});
