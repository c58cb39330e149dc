import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { ApiError, errors } from './errors.js';

/** A file part received into a staging file; the caller moves or removes `path`. */
export interface ReceivedFile {
  path: string;
  bytes: number;
  /** the text parts named in `textFields` that were sent */
  fields: Record<string, string>;
}

/**
 * Reads a multipart/form-data request whose only part is the file `field` (beside the text parts
 * `textFields` names, each at most once), streaming that file
 * into a new staging file under `stagingDir` (never holding it in memory). The plugin's
 * `limits.fileSize` (UPLOAD_MAX_BYTES) bounds the file: past it the stream is cut, the partial
 * file removed, and 413 answered. A missing file part, any other part, or a body that is not
 * well-formed multipart answers 400; a request that is not multipart at all answers 415.
 */
export async function receiveFile(
  req: FastifyRequest,
  opts: { field: string; stagingDir: string; maxBytes: number /** the setting named in a 413 (default UPLOAD_MAX_BYTES) */; setting?: string /** text parts the operation also takes, each once */; textFields?: string[] },
): Promise<ReceivedFile> {
  const { field, stagingDir, maxBytes } = opts;
  const setting = opts.setting ?? 'UPLOAD_MAX_BYTES';
  if (!req.isMultipart()) {
    const sent = req.headers['content-type'] ? ` (got ${String(req.headers['content-type']).split(';')[0]})` : '';
    throw errors.unsupportedMediaType(`This operation takes multipart/form-data with the file in a part named "${field}"${sent}`);
  }
  await fs.mkdir(stagingDir, { recursive: true });
  let staged: string | undefined;
  const problems: string[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'field' && opts.textFields?.includes(part.fieldname)) {
        if (part.fieldname in fields) problems.push(`body.${part.fieldname} must be sent once`);
        else if (typeof part.value !== 'string') problems.push(`body.${part.fieldname} must be text`);
        else fields[part.fieldname] = part.value;
      } else if (part.type === 'field') {
        problems.push(part.fieldname === field ? `body.${field} must be a file, not a text field` : `body.${part.fieldname} is not allowed: send only the file part "${field}"`);
      } else if (part.fieldname !== field || staged) {
        problems.push(part.fieldname === field ? `body.${field} must be sent once` : `body.${part.fieldname} is not allowed: send only the file part "${field}"`);
        part.file.resume();
      } else {
        staged = path.join(stagingDir, `${randomUUID()}.part`);
        await pipeline(part.file, createWriteStream(staged, { flags: 'wx' }));
        if (part.file.truncated) throw tooLarge(maxBytes, setting);
      }
    }
    if (!staged) problems.push(`body.${field} is required: send the file in a multipart part named "${field}"`);
    if (!staged || problems.length) throw errors.validation(problems);
    const { size } = await fs.stat(staged);
    return { path: staged, bytes: size, fields };
  } catch (err) {
    if (staged) await fs.rm(staged, { force: true });
    throw asUploadError(err, maxBytes, setting);
  }
}

const tooLarge = (maxBytes: number, setting: string) => errors.payloadTooLarge(`The file is larger than the ${maxBytes} bytes accepted (${setting})`);

/** What went wrong reading the upload, as the error the client gets. Disk errors stay 500s. */
function asUploadError(err: unknown, maxBytes: number, setting: string): unknown {
  if (err instanceof ApiError) return err;
  const e = err as { code?: string; syscall?: string; message?: string };
  if (e?.syscall) return err;
  switch (e?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(maxBytes, setting);
    case 'FST_FILES_LIMIT':
      return errors.validation(['the body carries more than one file: send only the file part']);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return errors.validation(['the body carries too many parts: send only the file part']);
    default:
      return errors.validation([`the multipart body could not be read: ${e?.message ?? 'malformed'}`]);
  }
}
