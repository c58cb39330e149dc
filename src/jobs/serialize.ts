import type { components } from '../generated/openapi.js';
import { compact, iso } from '../http/serialize.js';
import type { JobRow } from './repository.js';

export type JobFields = components['schemas']['JobFields'];

/** The spec's shared job fields of a job row; values not known yet are omitted. */
export function jobFields(row: JobRow): JobFields {
  return compact({
    id: row.id,
    status: row.status as JobFields['status'],
    currentStep: row.currentStep,
    progress: row.progress,
    qualityScore: row.qualityScore ?? undefined,
    riskLevel: (row.riskLevel ?? undefined) as JobFields['riskLevel'],
    warnings: row.warnings,
    totalTokensUsed: row.totalTokensUsed,
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  });
}
