import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The import graph of the sources under `root`: every `.ts` file and the project files it
 * imports (static, type-only, re-exports and dynamic `import()` alike). Packages are left out.
 */
export function importGraph(root: string): Map<string, string[]> {
  const files = walk(root).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const resolved = path.resolve(path.dirname(file), fileName).replace(/\.js$/, '.ts');
      if (known.has(resolved)) targets.add(resolved);
      else if (known.has(path.join(resolved, 'index.ts'))) targets.add(path.join(resolved, 'index.ts'));
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** The import circles: strongly connected components of more than one file, or a file importing itself (Tarjan). */
export function importCircles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) circles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v);
  return circles;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}
