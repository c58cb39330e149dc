// One lock for the project's scripts that parallel callers run at once (test files starting
// together, `npm start` beside a test): a folder made with mkdir, which only one caller can make.
// A lock older than `staleMs` was left by a killed caller and is taken over. Waits asynchronously,
// so a caller's own event loop keeps running while it waits.
import fs from 'node:fs';

/**
 * Runs `fn` (sync or async) holding the lock folder `lock`; waits up to `waitMs` for another
 * holder, then fails naming `what`.
 */
export async function withFolderLock(lock, { what, staleMs, waitMs = staleMs, pollMs = 50 }, fn) {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      try {
        if (Date.now() - fs.statSync(lock).mtimeMs > staleMs) fs.rmSync(lock, { recursive: true, force: true });
      } catch {
        // gone meanwhile
      }
      if (Date.now() > until) throw new Error(`${what} lock ${lock} held for over ${Math.round(waitMs / 1000)} s`);
      await new Promise((r) => setTimeout(r, pollMs));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
