import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import type { ApiError } from './errors.js';

/**
 * Sends a stored file as the answer (streamed, with its length), or throws `missing()` when
 * the file is not there.
 */
export async function sendFile(reply: FastifyReply, file: string, contentType: string, missing: () => ApiError): Promise<FastifyReply> {
  let size: number;
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) throw missing();
    size = stat.size;
  } catch {
    throw missing();
  }
  return reply
    .header('content-type', contentType)
    .header('content-length', size)
    .header('cache-control', 'private, no-cache')
    .send(createReadStream(file));
}
