import { GenerationError, type GenerationEngine } from '../../generation/engine.js';
import { componentTask, type ComponentInput } from '../../generation/tasks/component.js';

/** A component's source as generated and checked, or why it could not be generated. */
export type GeneratedSource =
  | {
      ok: true;
      sourceCode: string;
      defaultProps?: Record<string, unknown>;
      description?: string;
      isValidated: boolean;
      warnings: string[];
    }
  | { ok: false; warning: string };

/** Warnings that name a failed generation start with this, so a later success can drop them. */
export const GENERATION_FAILED = 'generation failed';

/**
 * Generates the source for a prompt through the engine (either provider) and checks it.
 * A generation the provider could not complete is an answer (`ok: false`), not an error:
 * the caller keeps what it had and reports the warning.
 */
export async function generateSource(engine: GenerationEngine, input: ComponentInput, signal?: AbortSignal, opts: { keepsPrevious?: boolean } = {}): Promise<GeneratedSource> {
  try {
    // a regeneration with a source to keep keeps it when the model fails; a new component gets the offline writer's
    const { output, warnings } = await engine.run(componentTask, input, { signal, ...(opts.keepsPrevious ? { fallback: 'fail' as const } : {}) });
    // the checker loads the TypeScript compiler: imported on the first component, not at start
    const { validateComponentSource } = await import('./validate.js');
    const check = validateComponentSource(output.sourceCode);
    return { ok: true, ...output, ...check, warnings: [...warnings, ...check.warnings] };
  } catch (err) {
    if (err instanceof GenerationError) return { ok: false, warning: `${GENERATION_FAILED}: ${err.message}` };
    throw err;
  }
}
