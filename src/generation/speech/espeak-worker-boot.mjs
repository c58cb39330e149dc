// Entry of the speech worker thread when the service runs from TypeScript sources (tsx, vitest):
// on Node 20 a worker does not inherit the parent's loader hooks, so tsx is registered here first.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./espeak-worker.ts', import.meta.url).href);
