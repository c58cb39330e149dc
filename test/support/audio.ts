import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import yauzl from 'yauzl';

const run = promisify(execFile);

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/** Every entry of a ZIP archive, read with yauzl (CRC-checked), in archive order. */
export async function readZip(buf: Buffer): Promise<ZipEntry[]> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.fromBuffer(buf, { lazyEntries: true, validateEntrySizes: true }, (err, z) => (err ? reject(err) : resolve(z!))));
  const out: ZipEntry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (err, stream) => {
        if (err) return reject(err);
        const parts: Buffer[] = [];
        stream!.on('data', (d: Buffer) => parts.push(d));
        stream!.on('error', reject);
        stream!.on('end', () => {
          out.push({ name: entry.fileName, data: Buffer.concat(parts) });
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  return out;
}

/** `unzip -t` and `unzip -l` (Info-ZIP) on the archive: their output, or a rejection when unzip finds a fault. */
export async function unzipCheck(buf: Buffer): Promise<{ test: string; list: string }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-zip-'));
  const file = path.join(dir, 'export.zip');
  try {
    await fs.writeFile(file, buf);
    const test = (await run('unzip', ['-t', file])).stdout;
    const list = (await run('unzip', ['-l', file])).stdout;
    return { test, list };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/**
 * Decodes the frame structure of an MP3 (MPEG audio layer III): every frame header must be
 * valid and the frames must tile the file exactly. Answers the frame count, sample rate and
 * duration in seconds.
 */
export function mp3Info(buf: Buffer): { frames: number; sampleRate: number; bitrateKbps: number; durationSeconds: number } {
  let at = 0;
  if (buf.subarray(0, 3).toString('latin1') === 'ID3') {
    const size = ((buf[6]! & 0x7f) << 21) | ((buf[7]! & 0x7f) << 14) | ((buf[8]! & 0x7f) << 7) | (buf[9]! & 0x7f);
    at = 10 + size;
  }
  let frames = 0;
  let samples = 0;
  let sampleRate = 0;
  let bitrateKbps = 0;
  while (at + 4 <= buf.length) {
    const h = buf.readUInt32BE(at);
    if (h >>> 21 !== 0x7ff) throw new Error(`no MPEG frame sync at byte ${at}`);
    const version = (h >>> 19) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
    const layer = (h >>> 17) & 3; // 1: layer III
    if (version === 1 || layer !== 1) throw new Error(`not MPEG audio layer III at byte ${at}`);
    const br = (version === 3 ? BITRATES_V1 : BITRATES_V2)[(h >>> 12) & 15];
    const sr = RATES[version]![(h >>> 10) & 3];
    if (!br || !sr) throw new Error(`bad bitrate or sample rate at byte ${at}`);
    const padding = (h >>> 9) & 1;
    const perFrame = version === 3 ? 1152 : 576;
    const length = Math.floor(((perFrame / 8) * br * 1000) / sr) + padding;
    at += length;
    frames++;
    samples += perFrame;
    sampleRate = sr;
    bitrateKbps = br;
  }
  if (at !== buf.length) throw new Error(`trailing ${buf.length - at} bytes after the last frame`);
  if (frames === 0) throw new Error('no MPEG frames');
  return { frames, sampleRate, bitrateKbps, durationSeconds: samples / sampleRate };
}

/** A WAV of `seconds` of a tone (220 Hz by default), 16-bit mono at `rate` Hz (24 kHz: what a speech server answers). */
export function toneWav(seconds: number, { rate = 24_000, hz = 220 } = {}): Buffer {
  const n = Math.round(seconds * rate);
  const wav = Buffer.alloc(44 + n * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + n * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(n * 2, 40);
  for (let i = 0; i < n; i++) wav.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * hz * i) / rate)), 44 + i * 2);
  return wav;
}
