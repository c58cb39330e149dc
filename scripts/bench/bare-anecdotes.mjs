// The bench's baseline, in a process of its own: bare Fastify (no logging, auth, rate limit or
// validation) running the same two SQL statements as GET /v1/anecdotes?limit=50, through the
// same compiled repository, pool and row mapping. Env: DATABASE_URL, OWNER_ID, PORT.
import Fastify from 'fastify';
import { anecdoteRepository } from '../../dist/areas/anecdotes/repository.js';
import { toAnecdote } from '../../dist/areas/anecdotes/handlers.js';
import { createDb, createPool } from '../../dist/db/database.js';
import { pageInfo, pageOf } from '../../dist/http/pagination.js';

const repo = anecdoteRepository(createDb(createPool(process.env.DATABASE_URL)));
const ownerId = process.env.OWNER_ID;
const app = Fastify({ logger: false });
app.get('/v1/anecdotes', async () => {
  const page = pageOf({ limit: 50 });
  const { rows, total } = await repo.list(ownerId, {}, page);
  return { anecdotes: rows.map(toAnecdote), ...pageInfo(total, page) };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
