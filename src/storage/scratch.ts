import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Local working folders of renders (ffmpeg needs files on disk): DATA_DIR/tmp/render/<pid>-<label>-<random>.
 * The result is uploaded to the media store and the folder removed; a folder left by a process
 * that died is removed by `sweepScratch` when a process starts.
 */
export function scratchRoot(dataDir: string): string {
  return path.join(dataDir, 'tmp', 'render');
}

/** Runs `work` in a fresh local folder, removed afterwards whatever happens. */
export async function withScratchDir<T>(dataDir: string, label: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = path.join(scratchRoot(dataDir), `${process.pid}-${label.replace(/[^\w.-]/g, '_')}-${randomBytes(4).toString('hex')}`);
  await fs.mkdir(dir, { recursive: true });
  try {
    return await work(dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the working folders of processes that are gone (a crash mid-render), and any older
 * than a day whatever their process id says (an id reused by another process). Answers how
 * many were removed.
 */
export async function sweepScratch(dataDir: string, now = Date.now()): Promise<number> {
  const root = scratchRoot(dataDir);
  const names = await fs.readdir(root).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const pid = Number(name.split('-')[0]);
    const st = await fs.stat(path.join(root, name)).catch(() => undefined);
    if (!st) continue;
    if (!Number.isInteger(pid) || pid <= 0 || !alive(pid) || now - st.mtimeMs > 24 * 3600_000) {
      await fs.rm(path.join(root, name), { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}
