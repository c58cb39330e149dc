import { describe, expect, it } from 'vitest';
import { checkResponse } from '../support/conformance.js';

const headers = {
  'content-type': 'application/json; charset=utf-8',
  'x-ratelimit-limit': '10',
  'x-ratelimit-remaining': '9',
  'x-ratelimit-reset': '1900000000',
  'x-request-id': 'r1',
};
const anecdote = {
  id: '6a1f2c4e-8b7d-4e3a-9c2b-1d0e5f6a7b8c',
  title: 'A story',
  content: 'Text',
  mood: 'neutral',
  storyType: 'personal',
  tags: [],
  isFavorite: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const facts = (status: number, body: unknown, h: Record<string, unknown> = headers, operationId: string | null = 'getAnecdote') => ({
  operationId: operationId ?? undefined,
  method: 'GET',
  url: `/v1/anecdotes/${anecdote.id}`,
  status,
  headers: h,
  payload: JSON.stringify(body),
});

/** The test-only conformance check must really catch what breaks the contract. */
describe('the conformance check itself', () => {
  it('passes a response that matches the document', async () => {
    expect(await checkResponse(facts(200, anecdote, { ...headers, etag: '"abc"' }))).toEqual([]);
  });

  it('catches a declared header that is missing (ETag on a single resource)', async () => {
    expect((await checkResponse(facts(200, anecdote))).join('\n')).toMatch(/etag/i);
  });

  it.each([
    ['a missing required field', { ...anecdote, title: undefined }],
    ['an id that is not a uuid', { ...anecdote, id: 'abc' }],
    ['a timestamp that is not a date-time', { ...anecdote, createdAt: 'yesterday' }],
    ['a wrong type', { ...anecdote, tags: 'x' }],
  ])('catches %s in the body', async (_what, body) => {
    const found = await checkResponse(facts(200, body));
    expect(found.join('\n')).toMatch(/breaks the schema/);
  });

  it('catches an undeclared status, missing rate-limit headers and a bad error body', async () => {
    expect((await checkResponse(facts(418, {}))).join('\n')).toMatch(/not declared/);
    const { 'x-ratelimit-reset': _drop, ...noReset } = headers;
    expect((await checkResponse(facts(200, anecdote, noReset))).join('\n')).toMatch(/x-ratelimit-reset/);
    expect((await checkResponse(facts(404, { oops: true }))).join('\n')).toMatch(/breaks the schema/);
    expect((await checkResponse(facts(404, { oops: true }, headers, null))).join('\n')).toMatch(/error body/);
  });
});
