import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';

/** Asserts the spec's error body and returns it. */
export function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body).toMatchObject({ statusCode: status, code });
  expect(typeof body.error).toBe('string');
  expect(typeof body.requestId).toBe('string');
  expect(res.headers['x-request-id']).toBe(body.requestId);
  expect(typeof body.message === 'string' || Array.isArray(body.message)).toBe(true);
  return body as { statusCode: number; error: string; code: string; message: string | string[]; requestId: string; retryAfter?: number };
}

export const OTHER_ID = '00000000-0000-4000-8000-000000000000';
