import path from 'node:path';
import ts from 'typescript';
import { MAX_SOURCE_LENGTH } from '../../generation/tasks/component.js';
import { ALLOWED_MODULES, AMBIENT_DECLARATIONS, AMBIENT_FILE } from './ambient.js';

/**
 * Checks a component's source with the TypeScript compiler API, offline and without running it:
 * 1. it parses as TSX;
 * 2. it imports only from the allow-list (`react`, `remotion`): static, type-only, re-exports,
 *    `import()` and `require()` alike;
 * 3. it type-checks (strict, ES2020 library only: no DOM or Node globals, so `window`,
 *    `process`, `fetch` are errors) against the allow-listed modules' declarations;
 * 4. it exports exactly one value, a function component: at most one (props) parameter,
 *    returning something React can render;
 * 5. it calls neither `eval` nor the `Function` constructor.
 * `warnings` says what failed; `isValidated` is true only when nothing did.
 */
export interface SourceValidation {
  isValidated: boolean;
  warnings: string[];
}

export { MAX_SOURCE_LENGTH };
const MAX_DIAGNOSTICS = 5;
const COMPONENT_FILE = '/__component__/component.tsx';
const ALLOWED = new Set<string>(ALLOWED_MODULES);

const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2020,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2020.d.ts'],
  types: [],
  strict: true,
  noEmit: true,
  esModuleInterop: true,
  allowSyntheticDefaultImports: true,
  isolatedModules: true,
  skipLibCheck: true,
};

const LIB_DIR = path.dirname(ts.getDefaultLibFilePath(OPTIONS));

/** Library and ambient declaration files never change: parsed once per process, shared by every check. */
const sharedFiles = new Map<string, ts.SourceFile | undefined>();

function sharedFile(fileName: string): ts.SourceFile | undefined {
  if (sharedFiles.has(fileName)) return sharedFiles.get(fileName);
  let text: string | undefined;
  if (fileName === AMBIENT_FILE) text = AMBIENT_DECLARATIONS;
  else if (path.dirname(fileName) === LIB_DIR) text = ts.sys.readFile(fileName);
  const file = text === undefined ? undefined : ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2020, true);
  sharedFiles.set(fileName, file);
  return file;
}

function compilerHost(component: ts.SourceFile): ts.CompilerHost {
  return {
    getSourceFile: (fileName) => (fileName === COMPONENT_FILE ? component : sharedFile(fileName)),
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    getDefaultLibLocation: () => LIB_DIR,
    writeFile: () => undefined,
    getCurrentDirectory: () => '/',
    getCanonicalFileName: (f) => f,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => '\n',
    fileExists: (f) => f === COMPONENT_FILE || sharedFile(f) !== undefined,
    readFile: (f) => (f === COMPONENT_FILE ? component.text : sharedFile(f)?.text),
    directoryExists: () => true,
    getDirectories: () => [],
    // nothing resolves from disk: the allowed modules exist only as the ambient declarations
    resolveModuleNameLiterals: (literals) => literals.map(() => ({ resolvedModule: undefined })),
  };
}

function where(file: ts.SourceFile, pos: number): string {
  const { line, character } = file.getLineAndCharacterOfPosition(pos);
  return `line ${line + 1}:${character + 1}`;
}

function describe(diagnostics: readonly ts.Diagnostic[]): string {
  const shown = diagnostics.slice(0, MAX_DIAGNOSTICS).map((d) => {
    const text = ts.flattenDiagnosticMessageText(d.messageText, ' ');
    return d.file && d.start !== undefined ? `${where(d.file, d.start)}: ${text}` : text;
  });
  const more = diagnostics.length - shown.length;
  return shown.join('; ') + (more > 0 ? `; and ${more} more` : '');
}

/** Every module the source refers to, with where: imports, re-exports, import types, import() and require(). */
function moduleReferences(file: ts.SourceFile): { specifier: string | undefined; at: number }[] {
  const found: { specifier: string | undefined; at: number }[] = [];
  const literal = (node: ts.Node | undefined) => (node && ts.isStringLiteralLike(node) ? node.text : undefined);
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      if (node.moduleSpecifier) found.push({ specifier: literal(node.moduleSpecifier), at: node.getStart(file) });
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      found.push({ specifier: literal(node.moduleReference.expression), at: node.getStart(file) });
    } else if (ts.isImportTypeNode(node)) {
      const arg = node.argument;
      found.push({ specifier: ts.isLiteralTypeNode(arg) ? literal(arg.literal) : undefined, at: node.getStart(file) });
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) {
        found.push({ specifier: literal(node.arguments[0]), at: node.getStart(file) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function forbiddenCalls(file: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text;
      if (name === 'eval' || name === 'Function') found.push(`${where(file, node.getStart(file))}: ${name}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function checkExports(program: ts.Program, file: ts.SourceFile): string | undefined {
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(file);
  if (!moduleSymbol) return 'the source exports nothing: it must export one function component';
  const resolve = (s: ts.Symbol) => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s);
  const values = checker.getExportsOfModule(moduleSymbol).filter((s) => resolve(s).flags & ts.SymbolFlags.Value);
  if (values.length === 0) return 'the source exports no component: it must export one function component';
  if (values.length > 1) {
    return `the source exports ${values.length} values (${values.map((s) => s.name).join(', ')}): it must export exactly one component`;
  }
  const exported = values[0]!;
  const type = checker.getTypeOfSymbol(resolve(exported));
  const signatures = type.getCallSignatures();
  if (signatures.length === 0) return `the export ${exported.name} is not a function component`;
  const react = checker.getAmbientModules().find((m) => m.name === '"react"');
  const nodeSymbol = react && checker.tryGetMemberInModuleExports('ReactNode', react);
  const renderable = nodeSymbol && checker.getDeclaredTypeOfSymbol(nodeSymbol);
  for (const sig of signatures) {
    if (sig.getParameters().length > 1) return `the export ${exported.name} takes ${sig.getParameters().length} parameters: a component takes one props object`;
    if (renderable && !checker.isTypeAssignableTo(checker.getReturnTypeOfSignature(sig), renderable)) {
      return `the export ${exported.name} does not return something React can render (it returns ${checker.typeToString(checker.getReturnTypeOfSignature(sig))})`;
    }
  }
  return undefined;
}

export function validateComponentSource(source: string): SourceValidation {
  if (source.trim() === '') return { isValidated: false, warnings: ['sourceCode is empty'] };
  if (source.length > MAX_SOURCE_LENGTH) {
    return { isValidated: false, warnings: [`sourceCode is ${source.length} characters long, over the ${MAX_SOURCE_LENGTH} allowed`] };
  }
  const file = ts.createSourceFile(COMPONENT_FILE, source, ts.ScriptTarget.ES2020, true, ts.ScriptKind.TSX);
  const program = ts.createProgram({ rootNames: [AMBIENT_FILE, COMPONENT_FILE], options: OPTIONS, host: compilerHost(file) });

  const syntax = program.getSyntacticDiagnostics(file);
  if (syntax.length > 0) return { isValidated: false, warnings: [`sourceCode does not parse as TSX: ${describe(syntax)}`] };

  const warnings: string[] = [];
  const refs = moduleReferences(file);
  const dynamic = refs.filter((r) => r.specifier === undefined);
  const outside = [...new Set(refs.filter((r) => r.specifier !== undefined && !ALLOWED.has(r.specifier)).map((r) => r.specifier!))];
  if (outside.length > 0) {
    warnings.push(`sourceCode imports ${outside.map((m) => `"${m}"`).join(', ')}, outside the allow-list (${ALLOWED_MODULES.filter((m) => !m.includes('/')).join(', ')})`);
  }
  if (dynamic.length > 0) warnings.push(`sourceCode loads a module whose name is computed (${where(file, dynamic[0]!.at)}): only literal imports of allowed modules are accepted`);
  const calls = forbiddenCalls(file);
  if (calls.length > 0) warnings.push(`sourceCode evaluates code at run time (${calls.join(', ')}): eval and the Function constructor are not allowed`);

  const semantic = [...program.getGlobalDiagnostics(), ...program.getSemanticDiagnostics(file)];
  if (semantic.length > 0) warnings.push(`sourceCode does not type-check: ${describe(semantic)}`);
  else {
    const exportProblem = checkExports(program, file);
    if (exportProblem) warnings.push(exportProblem);
  }
  return { isValidated: warnings.length === 0, warnings };
}
