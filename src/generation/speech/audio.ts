import { spawn } from 'node:child_process';
import { abortError, SpeechError } from './provider.js';

/**
 * Runs a program (no shell) with `input` on its stdin and resolves with its stdout: how the
 * speech providers run festival and ffmpeg, each a separate process. A non-zero exit rejects
 * with a SpeechError naming `what` and the last line it said; `signal` kills it.
 */
export function pipeThrough(command: string, args: string[], input: Buffer | string, what: string, signal?: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let said = '';
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => (said = (said + d.toString()).slice(-2000)));
    child.stdin.on('error', () => undefined); // reported by the exit
    const onAbort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (err) => {
      signal?.removeEventListener('abort', onAbort);
      reject(new SpeechError(`${what} could not be started: ${err.message}`));
    });
    child.on('close', (code, sig) => {
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) return reject(abortError());
      if (code === 0) return resolve(Buffer.concat(out));
      const last = said.trim().split('\n').filter(Boolean).pop();
      reject(new SpeechError(`${what} failed (${sig ?? `exit code ${code}`})${last ? `: ${last}` : ''}`));
    });
    child.stdin.end(input);
  });
}

/** A WAV file's length in seconds, from its header (a streamed file's unknown data size: what is there). */
export function wavSeconds(wav: Buffer): number {
  if (wav.length < 12 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') throw new SpeechError('the speech server did not answer a WAV file');
  let at = 12;
  let bytesPerSecond = 0;
  while (at + 8 <= wav.length) {
    const id = wav.toString('ascii', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'fmt ') bytesPerSecond = wav.readUInt32LE(at + 16);
    if (id === 'data') {
      if (!bytesPerSecond) break;
      // written to a pipe, the header cannot say how long the data is (0 or a placeholder): what is there is
      const rest = wav.length - at - 8;
      const data = size === 0 || size > rest ? rest : size;
      return data / bytesPerSecond;
    }
    at += 8 + size + (size % 2);
  }
  throw new SpeechError('the WAV file has no audio');
}

/** WAV to mono MP3 at `kbps` through ffmpeg, run as its own process (LAME never loads in the service). */
export function wavToMp3(ffmpeg: string, wav: Buffer, kbps: number, signal?: AbortSignal): Promise<Buffer> {
  return pipeThrough(ffmpeg, ['-hide_banner', '-nostdin', '-loglevel', 'error', '-f', 'wav', '-i', 'pipe:0', '-ac', '1', '-c:a', 'libmp3lame', '-b:a', `${kbps}k`, '-f', 'mp3', 'pipe:1'], wav, 'the MP3 encoder (ffmpeg)', signal);
}
