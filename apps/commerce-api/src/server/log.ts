import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { escapeLogLine } from './log-line.js';

export type { Logger } from 'pino';

/**
 * Structured logs (issue 23): one JSON object per line through pino, for the API and the shop
 * server alike. Every line written while a request is handled carries its `reqId` (from the
 * request context below); secrets never reach a line — the redact paths cover the places a token,
 * password, card number or cookie could be put, and the code logs messages and ids, never request
 * bodies, variables or headers.
 */

/** Where a secret could sit in a logged object: cut out whatever the nesting. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers["x-authorization"]',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers["x-authorization"]',
  'headers.cookie',
  'authorization',
  'cookie',
  'password',
  'token',
  'variables',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.customer_token',
  '*.cookie',
  '*.authorization',
  '*.variables',
  '*.card',
  '*.cc_number',
  '*.cc_cid',
  '*.cvc',
];

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** `LOG_LEVEL` (fatal … trace, or silent); `info` when unset or not a level. */
export function logLevelFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const level = (env.LOG_LEVEL ?? '').trim().toLowerCase();
  return LEVELS.has(level) ? level : 'info';
}

/** What every line of the current request carries (set by `withRequestContext`). */
interface RequestContext {
  reqId: string;
}
const requestContext = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` with `reqId` on every log line written inside it (across awaits). */
export function withRequestContext<T>(reqId: string, fn: () => T): T {
  return requestContext.run({ reqId }, fn);
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.reqId;
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/**
 * The request id of an incoming request: a proxy's `X-Request-Id` when it is a short token of safe
 * characters (letters, digits, `._:-`, up to 64), else a new UUID — a header a client chose must
 * not write arbitrary text into the logs or the response.
 */
export function requestIdFrom(header: string | string[] | null | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}

/**
 * Spec §4/§8: the id a shopper reads out from the unexpected-error toast — 8 hex characters, as the
 * browser makes them (`apps/storefront/src/app/unexpectedErrors.ts`), written in the log line of
 * the failure so support can find it.
 */
export function newDebugId(): string {
  return randomBytes(4).toString('hex').toUpperCase();
}

export interface CreateLoggerOptions {
  /** `name` field of every line (`commerce-api`, `storefront`). */
  name: string;
  /** Default `LOG_LEVEL`, else `info`. */
  level?: string;
  /** Receives each JSON line without its line break (tests); default stdout. */
  write?: (line: string) => void;
}

export function createLogger(options: CreateLoggerOptions): Logger {
  const config: LoggerOptions = {
    name: options.name,
    level: options.level ?? logLevelFromEnv(),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    formatters: {
      level: (label) => ({ level: label }),
      log: (object) => escapeStrings(object, 3) as Record<string, unknown>,
    },
    mixin: () => {
      const reqId = currentRequestId();
      return reqId ? { reqId } : {};
    },
    hooks: {
      // A log viewer shows the decoded JSON: a line break in a shopper's text (a cart id, a search
      // term) would forge a line there, so messages and fields carry escapes, not the characters.
      logMethod(args, method) {
        const escaped = args.map((a: unknown) => (typeof a === 'string' ? escapeLogLine(a) : a));
        return method.apply(this, escaped as Parameters<typeof method>);
      },
    },
  };
  const write = options.write;
  if (!write) return pino(config);
  const stream: DestinationStream = { write: (line: string) => write(line.replace(/\n$/, '')) };
  return pino(config, stream);
}

function escapeStrings(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return escapeLogLine(value);
  if (depth === 0 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => escapeStrings(v, depth - 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, escapeStrings(v, depth - 1)]));
}

/** A `(message) => void` log function for code that writes plain messages (migrations, mail). */
export function messageLog(logger: Logger, level: 'info' | 'warn' | 'error' = 'info'): (msg: string) => void {
  return (msg) => logger[level](msg);
}

/**
 * One line per answered request: method, path (never the query string, which can hold a search
 * term or an e-mail address), status and duration. Health checks are not logged. Paths the caller
 * calls `routine` are logged at `debug` when they were answered (status below 400), at `info` when
 * not: the storefront's hashed build files, a page's twenty-odd requests, whose `info` lines were a
 * third of the server's work for each file it sent (BENCHMARKS.md, fourteenth session).
 */
export function logRequestWhenDone(
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  { routine }: { routine?: (path: string) => boolean } = {},
): void {
  const started = performance.now();
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  if (path === '/healthz' || path === '/readyz') return;
  const quiet = routine?.(path) === true;
  if (quiet && !logger.isLevelEnabled('info')) return;
  const reqId = currentRequestId();
  const line = () =>
    logger[quiet && res.statusCode < 400 ? 'debug' : 'info'](
      {
        method: req.method,
        path: path.slice(0, 200),
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
        ...(res.writableFinished ? {} : { aborted: true }),
      },
      'request',
    );
  // The socket's events run outside the request's context: put the id back.
  res.once('close', () => (reqId ? withRequestContext(reqId, line) : line()));
}

let fallback: Logger | null = null;
/**
 * The process's logger for the few places that have none passed in (a lost database connection, an
 * image encoder that cannot load): `commerce-api` at LOG_LEVEL on stdout.
 */
export function processLogger(): Logger {
  return (fallback ??= createLogger({ name: 'commerce-api' }));
}
