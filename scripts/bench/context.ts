import type { FastifyInstance } from 'fastify';
import type { Config } from '../../src/config.js';
import type { Db } from '../../src/db/database.js';
import type { Deps } from '../../src/deps.js';
import type { SpeechService } from '../../src/generation/speech/index.js';

export interface BenchContext {
  baseUrl: string;
  /** the bench database, for sections that start servers in processes of their own */
  databaseUrl: string;
  app: FastifyInstance;
  db: Db;
  services: Deps;
  config: Config;
  /** the app's speech service (its stats count syntheses and cache hits) */
  speech: SpeechService;
  owner(): Promise<{ ownerId: string; headers: Record<string, string> }>;
}

export interface BenchSection {
  name: string;
  title: string;
  run(ctx: BenchContext): Promise<void>;
}

export function fmt(n: number, digits = 1): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

/** Percentile of a list of numbers (p in 0..100). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
