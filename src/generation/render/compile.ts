import { ComponentRenderError } from './scene-renderer.js';

/**
 * Compiles a component's TSX to the script the render child evaluates in QuickJS: CommonJS
 * (esbuild, 5 to 50 ms), imports turned into `require` of the dialect's modules.
 */
export async function compileComponent(source: string): Promise<string> {
  const esbuild = await import('esbuild');
  try {
    const out = await esbuild.transform(source, { loader: 'tsx', format: 'cjs', jsx: 'automatic', target: 'es2020', logLevel: 'silent' });
    return out.code;
  } catch (err) {
    const first = (err as { errors?: { text: string; location?: { line: number; column: number } | null }[] }).errors?.[0];
    throw new ComponentRenderError(first ? `does not compile: ${first.text}${first.location ? ` (line ${first.location.line}:${first.location.column + 1})` : ''}` : 'does not compile');
  }
}
