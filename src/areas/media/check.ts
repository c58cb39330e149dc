import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { errors } from '../../http/errors.js';
import { fileType } from '../../on-demand.js';
import { imageChecker } from '../posts/images.js';

export type MediaKind = 'image' | 'video' | 'audio';

/** What file-type calls each accepted type: its kind, content type, stored extension, and ffmpeg's demuxer for it. */
const ACCEPTED: Record<string, { kind: MediaKind; contentType: string; ext: string; demuxer?: string }> = {
  png: { kind: 'image', contentType: 'image/png', ext: 'png' },
  jpg: { kind: 'image', contentType: 'image/jpeg', ext: 'jpg' },
  webp: { kind: 'image', contentType: 'image/webp', ext: 'webp' },
  mp4: { kind: 'video', contentType: 'video/mp4', ext: 'mp4', demuxer: 'mov' },
  mov: { kind: 'video', contentType: 'video/quicktime', ext: 'mov', demuxer: 'mov' },
  webm: { kind: 'video', contentType: 'video/webm', ext: 'webm', demuxer: 'matroska' },
  mp3: { kind: 'audio', contentType: 'audio/mpeg', ext: 'mp3', demuxer: 'mp3' },
  wav: { kind: 'audio', contentType: 'audio/wav', ext: 'wav', demuxer: 'wav' },
  m4a: { kind: 'audio', contentType: 'audio/mp4', ext: 'm4a', demuxer: 'mov' },
};

export interface CheckedMedia {
  kind: MediaKind;
  contentType: string;
  ext: string;
  /** the file to store (an image re-encoded next to the upload; else the upload itself) */
  path: string;
  bytes: number;
  width?: number;
  height?: number;
  durationSeconds?: number;
}

export interface MediaLimits {
  ffmpeg: () => string;
  maxPixels: number;
  maxFrames: number;
  maxSeconds: number;
  concurrency: number;
  /** how long one ffmpeg run (probe, or the full decode) may take */
  timeoutMs: number;
}

const refuse = (why: string) => errors.validation([`body.file ${why}`]);

/**
 * Decides what an uploaded file is from its bytes and whether it may be kept: file-type names
 * the type (the name and declared type are never read); the container must end where the file
 * ends (bytes past its end, a ZIP or HTML riding along, make a polyglot, refused); an image is
 * then checked and re-encoded as post images are (header first: a decompression bomb is refused
 * before decoding); a clip or audio is probed by ffmpeg with the demuxer of its sniffed type
 * (duration, frame size, streams) and then decoded in full, in a separate process with a time
 * limit, so that a truncated or corrupt file is refused. Every refusal is 400 validation_failed.
 */
export function mediaChecker(limits: MediaLimits) {
  const checkImage = imageChecker({ maxPixels: limits.maxPixels, maxFrames: limits.maxFrames, concurrency: limits.concurrency, field: 'file' });
  return async function checkMedia(localFile: string, owner: string): Promise<CheckedMedia> {
    const type = await fileType().fileTypeFromFile(localFile);
    const accepted = type && ACCEPTED[type.ext];
    if (!accepted) {
      throw refuse(`must be a png, jpeg or webp image, an mp4, mov or webm clip, or mp3, wav or m4a audio; its bytes are ${type ? type.mime : 'not a recognised file type'}`);
    }
    await checkEnds(localFile, type.ext);
    if (accepted.kind === 'image') {
      const image = await checkImage(localFile, owner);
      return { kind: 'image', contentType: accepted.contentType, ext: accepted.ext, path: image.path, bytes: image.bytes, width: image.width, height: image.height };
    }
    const info = await probeStreams(limits, localFile, accepted.demuxer!);
    if (accepted.kind === 'video' && !info.video) throw refuse(`is a ${accepted.ext} file without a video stream`);
    if (accepted.kind === 'audio' && !info.audio) throw refuse(`is a ${accepted.ext} file without an audio stream`);
    if (accepted.kind === 'audio' && info.video && !info.video.attachedPicture) throw refuse(`is ${accepted.ext} audio carrying a video stream`);
    if (!(info.durationSeconds > 0)) throw refuse('declares no duration');
    if (info.durationSeconds > limits.maxSeconds) {
      throw refuse(`lasts ${info.durationSeconds} seconds; at most ${limits.maxSeconds} are accepted (MEDIA_MAX_SECONDS)`);
    }
    if (info.video && info.video.width * info.video.height > limits.maxPixels) {
      throw refuse(`has ${info.video.width}×${info.video.height} pixel frames; at most ${limits.maxPixels} pixels are accepted (IMAGE_MAX_PIXELS)`);
    }
    await decodeAll(limits, localFile, accepted.demuxer!);
    const { size } = await fs.stat(localFile);
    return {
      kind: accepted.kind,
      contentType: accepted.contentType,
      ext: accepted.ext,
      path: localFile,
      bytes: size,
      ...(accepted.kind === 'video' ? { width: info.video!.width, height: info.video!.height } : {}),
      durationSeconds: info.durationSeconds,
    };
  };
}

/**
 * Refuses a file whose container ends before the file does (a polyglot: another file after
 * it): a PNG after IEND, a RIFF (WebP, WAV) after its declared size, an ISO BMFF file (MP4, MOV,
 * M4A) whose top-level boxes do not tile the file, a JPEG not ending with its EOI marker. Any
 * file also carrying a ZIP end-of-central-directory record is refused.
 */
async function checkEnds(localFile: string, ext: string): Promise<void> {
  const handle = await fs.open(localFile, 'r');
  try {
    const { size } = await handle.stat();
    const read = async (pos: number, len: number) => {
      const buf = Buffer.alloc(len);
      const { bytesRead } = await handle.read(buf, 0, len, pos);
      return buf.subarray(0, bytesRead);
    };
    const trailing = (end: number) => refuse(`carries ${size - end} bytes after the end of its ${ext} data (a file of another type riding along is not accepted)`);
    const tail = await read(Math.max(0, size - 65_558), Math.min(size, 65_558));
    if (tail.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]))) throw refuse('carries a ZIP archive (a file of another type riding along is not accepted)');
    if (ext === 'png') {
      let pos = 8;
      for (;;) {
        const head = await read(pos, 8);
        if (head.length < 8) throw refuse('is a truncated png image (no IEND chunk)');
        const len = head.readUInt32BE(0);
        const name = head.toString('latin1', 4, 8);
        pos += 12 + len;
        if (name === 'IEND') break;
      }
      if (pos !== size) throw trailing(pos);
    } else if (ext === 'webp' || ext === 'wav') {
      const head = await read(4, 4);
      const end = 8 + head.readUInt32LE(0);
      if (end > size) throw refuse(`is a truncated ${ext} file (it declares ${end} bytes, ${size} were sent)`);
      if (end < size - 1) throw trailing(end);
    } else if (ext === 'mp4' || ext === 'mov' || ext === 'm4a') {
      let pos = 0;
      while (pos < size) {
        const head = await read(pos, 16);
        if (head.length < 8) throw trailing(pos);
        let len = head.readUInt32BE(0);
        if (len === 1) {
          if (head.length < 16) throw trailing(pos);
          len = Number(head.readBigUInt64BE(8));
        } else if (len === 0) len = size - pos;
        if (len < 8) throw refuse(`is not a well-formed ${ext} file (a box of ${len} bytes at ${pos})`);
        if (pos + len > size) throw refuse(`is a truncated ${ext} file (a box runs past the end)`);
        pos += len;
      }
    } else if (ext === 'jpg') {
      const end = await read(size - 2, 2);
      if (end[0] !== 0xff || end[1] !== 0xd9) throw refuse('does not end with a jpeg end-of-image marker (truncated, or another file riding along)');
    }
  } finally {
    await handle.close();
  }
}

interface StreamInfo {
  durationSeconds: number;
  video?: { width: number; height: number; attachedPicture: boolean };
  audio: boolean;
}

/** Runs ffmpeg (no shell) with a time limit; answers its exit code and the end of its log. */
function ffmpegRun(limits: MediaLimits, args: string[]): Promise<{ code: number | null; log: string; timedOut: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(limits.ffmpeg(), ['-hide_banner', '-nostdin', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let log = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, limits.timeoutMs);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (d: string) => (log = (log + d).slice(-16_000)));
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, log, timedOut });
    });
  });
}

const lastLine = (log: string) =>
  log
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(-1)[0]
    ?.slice(0, 200) ?? 'no output';

async function probeStreams(limits: MediaLimits, file: string, demuxer: string): Promise<StreamInfo> {
  const { log, timedOut } = await ffmpegRun(limits, ['-f', demuxer, '-i', file]);
  if (timedOut) throw refuse(`could not be read within ${limits.timeoutMs / 1000} seconds`);
  const d = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(log);
  if (!d) throw refuse(`could not be read as ${demuxer} media (truncated or corrupt): ${lastLine(log)}`);
  const v = /Stream #\S+.*?: Video: [^\n]*?, (\d{1,5})x(\d{1,5})[^\n]*/.exec(log);
  return {
    durationSeconds: Math.round((Number(d[1]) * 3600 + Number(d[2]) * 60 + Number(d[3])) * 1000) / 1000,
    ...(v ? { video: { width: Number(v[1]), height: Number(v[2]), attachedPicture: v[0].includes('(attached pic)') } } : {}),
    audio: /Stream #\S+.*?: Audio: /.test(log),
  };
}

/** Decodes every stream in full; any decoding error refuses the file. */
async function decodeAll(limits: MediaLimits, file: string, demuxer: string): Promise<void> {
  const { code, log, timedOut } = await ffmpegRun(limits, ['-v', 'error', '-xerror', '-err_detect', 'explode', '-f', demuxer, '-i', file, '-map', '0:v?', '-map', '0:a?', '-f', 'null', '-']);
  if (timedOut) throw refuse(`could not be decoded within ${limits.timeoutMs / 1000} seconds`);
  if (code !== 0 || log.trim() !== '') throw refuse(`does not decode (truncated or corrupt): ${lastLine(log)}`);
}
