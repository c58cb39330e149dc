import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, LevelWithSilentOrString } from 'pino';

/**
 * `request.log` that becomes a pino child (with the request id) only when the request logs.
 *
 * Fastify makes a child logger for every request, and pino's child() serializes its bindings at
 * once; with request logging off in production (LOG_REQUESTS), most requests never log a line
 * and need no child. A line at a level the
 * logger leaves out makes no child either.
 */
class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  private real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings));
  }

  private write(level: Level, args: unknown[]): void {
    const log = this.made ?? (isLevelEnabled(this.parent, level) ? this.real() : undefined);
    if (log) (log[level] as (...a: unknown[]) => void)(...args);
  }

  get level(): LevelWithSilentOrString {
    return (this.made ?? this.parent).level;
  }

  set level(level: LevelWithSilentOrString) {
    this.real().level = level;
  }

  fatal(...args: any[]): void {
    this.write('fatal', args);
  }
  error(...args: any[]): void {
    this.write('error', args);
  }
  warn(...args: any[]): void {
    this.write('warn', args);
  }
  info(...args: any[]): void {
    this.write('info', args);
  }
  debug(...args: any[]): void {
    this.write('debug', args);
  }
  trace(...args: any[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
}

function isLevelEnabled(log: FastifyBaseLogger, level: Level): boolean {
  const check = (log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  return check ? check.call(log, level) : true;
}

/** Fastify's childLoggerFactory: a lazy child, unless the route sets its own level or serializers. */
export const lazyRequestLogger = (logger: FastifyBaseLogger, bindings: Bindings, opts: ChildLoggerOptions): FastifyBaseLogger => (opts.level || opts.serializers ? logger.child(bindings, opts) : new RequestLogger(logger, bindings));
