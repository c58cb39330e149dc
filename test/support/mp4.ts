import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ffmpegBinary, probe, type MediaInfo } from '../../src/generation/media/ffmpeg.js';

/**
 * Reads an MP4's boxes directly (independently of ffmpeg): the movie duration from `mvhd`, the
 * video track's size from `tkhd` and its codec from `stsd`.
 */
export function mp4Boxes(buf: Buffer): { durationSeconds: number; width: number; height: number; codec?: string; brand: string } {
  let durationSeconds = NaN;
  let width = 0;
  let height = 0;
  let codec: string | undefined;
  let brand = '';
  const walk = (start: number, end: number) => {
    let at = start;
    while (at + 8 <= end) {
      let size = buf.readUInt32BE(at);
      const type = buf.toString('latin1', at + 4, at + 8);
      let header = 8;
      if (size === 1) {
        size = Number(buf.readBigUInt64BE(at + 8));
        header = 16;
      } else if (size === 0) size = end - at;
      if (size < header || at + size > end) throw new Error(`bad MP4 box ${type} at ${at}`);
      const body = at + header;
      if (type === 'ftyp') brand = buf.toString('latin1', body, body + 4);
      if (['moov', 'trak', 'mdia', 'minf', 'stbl'].includes(type)) walk(body, at + size);
      if (type === 'mvhd') {
        const v = buf[body]!;
        const timescale = v === 1 ? buf.readUInt32BE(body + 20) : buf.readUInt32BE(body + 12);
        const duration = v === 1 ? Number(buf.readBigUInt64BE(body + 24)) : buf.readUInt32BE(body + 16);
        durationSeconds = duration / timescale;
      }
      if (type === 'tkhd') {
        const w = buf.readUInt32BE(at + size - 8) / 65536;
        const h = buf.readUInt32BE(at + size - 4) / 65536;
        if (w > 0 && h > 0) [width, height] = [w, h];
      }
      if (type === 'stsd' && codec === undefined) codec = buf.toString('latin1', body + 12, body + 16);
      at += size;
    }
  };
  walk(0, buf.length);
  return { durationSeconds, width, height, codec, brand };
}

/** What ffmpeg itself reads from the file (`ffmpeg -i`, the package has no ffprobe). */
export async function ffmpegInfo(buf: Buffer): Promise<MediaInfo> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-mp4-'));
  try {
    const file = path.join(dir, 'v.mp4');
    await fs.writeFile(file, buf);
    return await probe(ffmpegBinary(), file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
