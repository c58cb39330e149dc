/**
 * The README's first workflow from TypeScript, with a client typed from the contract:
 * openapi-typescript's `paths` (a consumer generates its own with
 * `npx openapi-typescript http://<host>/openapi.json -o api.ts`; this repository's is
 * src/generated/openapi.ts) and openapi-fetch. Every path, body and answer below is checked
 * by the compiler under `strict`.
 *
 *   BASE=http://127.0.0.1:3000 KEY=<api key> npx tsx examples/typed-client.ts [out.pdf]
 */
import { writeFileSync } from 'node:fs';
import createClient from 'openapi-fetch';
import type { paths } from '../src/generated/openapi.js';

const base = process.env.BASE ?? 'http://127.0.0.1:3000';
const key = process.env.KEY;
if (!key) throw new Error('set KEY to an API key (npm run --silent cli -- keys create --owner me)');

const api = createClient<paths>({ baseUrl: base, headers: { 'x-api-key': key } });

/** The error body of a failed call, or the data of a successful one. */
function ok<T>(r: { data?: T; error?: unknown; response: Response }, what: string): T {
  if (r.data === undefined) throw new Error(`${what}: HTTP ${r.response.status} ${JSON.stringify(r.error)}`);
  return r.data;
}

const anecdote = ok(
  await api.POST('/v1/anecdotes', {
    body: {
      title: 'The demo that almost failed',
      content: 'The night before demo day our build broke. We fixed it at 3 am, slept two hours, and the demo worked.',
      tags: ['startup', 'lessons'],
    },
  }),
  'create anecdote',
);
console.log(`anecdote ${anecdote.id}`);

// Prefer: wait answers once the job is final (or after 60 s, as it stands)
const job = ok(await api.POST('/v1/post-generation', { body: { anecdoteId: anecdote.id }, params: { header: { Prefer: 'wait=60' } } }), 'generate post');
if (job.status !== 'completed' || !job.postId) throw new Error(`post generation ended ${job.status} at ${job.currentStep}`);
const post = ok(await api.GET('/v1/posts/{id}', { params: { path: { id: job.postId } } }), 'read post');
console.log(`post ${post.id}: ${post.content.split('\n')[0]}`);

const carouselJob = ok(await api.POST('/v1/carousel-generation/from-anecdote/run', { body: { anecdoteId: anecdote.id } }), 'run carousel');
if (!carouselJob.carouselId) throw new Error(`carousel generation ended ${carouselJob.status} at ${carouselJob.currentStep}`);
const carousel = ok(await api.GET('/v1/carousels/{id}', { params: { path: { id: carouselJob.carouselId } } }), 'read carousel');
console.log(`carousel ${carousel.id}: ${carousel.slides.length} slides`);

// a binary answer: read as bytes, never parsed as JSON
const pdf = await api.GET('/v1/carousels/{id}/pdf', { params: { path: { id: carousel.id } }, parseAs: 'arrayBuffer' });
const bytes = Buffer.from(ok(pdf, 'carousel pdf'));
const out = process.argv[2] ?? 'carousel.pdf';
writeFileSync(out, bytes);
console.log(`pdf ${out}: ${bytes.length} bytes`);
