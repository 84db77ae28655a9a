import { createHash } from 'node:crypto';
import { GraphQLError, Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { currentRequestId, newDebugId, type Logger } from './log.js';
import { reportError } from './errorReporting.js';
import { isDatabaseUnavailable, isStatementTimeout, type Db } from '../db/client.js';
import { writePriorityPlugin } from '../db/priority.js';
import { normaliseStoreCode, type StoreView } from '../domain/store.js';
import { createContext, MetadataCache, type ApiContext } from '../resolvers/context.js';
import { DEFAULT_INPUT_LIMITS, inputLimitsPlugin, type InputLimits } from './input-limits.js';
import { DEFAULT_LIMITS, queryLimitPlugins, type QueryLimits } from './limits.js';
import { buildSchema } from './schema.js';
import { inStoreScope, type StoreConfigTexts } from '../i18n/scope.js';
import { DataVersion } from './data-version.js';
import {
  createResponseCache,
  responseCacheOptionsFromEnv,
  writeTrackingPlugin,
  type ResponseCacheOptions,
} from './response-cache.js';
import { authSettingsFromEnv, type AuthSettings } from '../domain/customer.js';
import {
  API_SECURITY_HEADERS,
  cameOverTls,
  corsOptions,
  disableIntrospectionPlugin,
  hstsValue,
  httpSecurityFromEnv,
  type HttpSecurity,
} from './http-security.js';

export interface YogaDeps {
  db: Db;
  stores: () => StoreView[];
  logger: Logger;
  limits?: QueryLimits;
  inputLimits?: InputLimits;
  authSettings?: AuthSettings;
  /** CORS allowlist, introspection, HSTS; defaults from the environment (see http-security.ts). */
  security?: HttpSecurity;
  /**
   * Tests only (`E2E_FAULTS=1`, never in production): an operation named in the request's
   * `X-E2E-Fault` header fails with an unexpected error, so the error path can be seen end to end.
   */
  faultInjection?: boolean;
  /** Store-scoped configuration texts (shipping and payment titles, tax titles); none: the defaults. */
  configTexts?: StoreConfigTexts;
  /** The guest data version the answer cache keys on (one per database). */
  version?: DataVersion;
  /** The answer cache's settings; defaults from the environment (SHOP_API_CACHE …). */
  responseCache?: Partial<ResponseCacheOptions>;
}

/** A statement the database cancelled after DB_STATEMENT_TIMEOUT_MS: the shopper may simply try again. */
export const STATEMENT_TIMEOUT_MESSAGE = 'The request took too long and was stopped. Please try again.';

/** The database cannot be reached for a moment (a restart, a lost connection): 503, try again. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The shop is temporarily unavailable. Please try again in a moment.';

/** Magento clients send this back so caches vary by store and customer context. */
function cacheId(request: Request): string {
  const store = normaliseStoreCode(request.headers.get('store'));
  const currency = request.headers.get('content-currency') ?? '';
  const customer = request.headers.get('authorization') ? 'customer' : 'guest';
  const group = request.headers.get('customer-group') ?? '0';
  return createHash('sha256').update(`${store}|${currency}|${customer}|${group}`).digest('hex');
}

export function createGraphqlServer(deps: YogaDeps) {
  const limits = deps.limits ?? DEFAULT_LIMITS;
  const metadata = new MetadataCache();
  const authSettings = deps.authSettings ?? authSettingsFromEnv();
  const security = deps.security ?? httpSecurityFromEnv();
  const version = deps.version ?? new DataVersion(deps.db);
  const responseCache = createResponseCache({
    ...responseCacheOptionsFromEnv(version),
    ...deps.responseCache,
  });
  const logger = deps.logger;

  /**
   * Spec §4/§8: an unexpected error is masked ("Internal server error") and gets a debug id, in
   * `extensions.debug_id` for the storefront's toast and in the log line of the failure — the id a
   * shopper reads out finds the line (and the error report, see errorReporting.ts).
   */
  const unexpected = (
    path: readonly (string | number)[] | undefined,
    cause: unknown,
    error?: GraphQLError,
  ): GraphQLError => {
    const debugId = newDebugId();
    logger.error({ debugId, path: path?.join('.') ?? '(request)', err: describe(cause) }, 'unexpected error');
    reportError(cause, { debugId, reqId: currentRequestId() });
    return new GraphQLError('Internal server error', {
      ...(error ? { nodes: error.nodes, path: error.path } : {}),
      extensions: { category: 'internal', debug_id: debugId },
    });
  };

  const shopPlugin: Plugin<ApiContext> = {
    // Yoga answers a missing query with 200 for plain JSON clients; a malformed request deserves 400.
    onParams({ params }) {
      if (typeof params.query !== 'string' || params.query.trim() === '') {
        throw new GraphQLError('Must provide query string.', {
          extensions: { http: { status: 400 }, category: 'graphql-input' },
        });
      }
    },
    // An unknown Store header fails the whole request, as Magento's store resolver does. Otherwise
    // the execution runs in its store view's text scope (issue 20: phrases and configuration texts
    // in the store view's language).
    onExecute({ args, executeFn, setExecuteFn, setResultAndStopExecution }) {
      const store = (args.contextValue as ApiContext).store;
      if (deps.faultInjection) {
        const request = (args.contextValue as { request?: Request }).request;
        const wanted = request?.headers.get('x-e2e-fault');
        const name =
          args.operationName ??
          (args.document as DocumentNode).definitions.find(
            (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
          )?.name?.value;
        if (wanted && name === wanted) {
          setExecuteFn(() => {
            throw new Error(`fault injected into ${name} (E2E_FAULTS)`);
          });
          return;
        }
      }
      setExecuteFn((executeArgs) =>
        inStoreScope(store, deps.configTexts ?? null, () => executeFn(executeArgs)),
      );
      if (store === null) {
        setResultAndStopExecution({
          errors: [
            new GraphQLError('Requested store is not found', {
              extensions: { category: 'graphql-no-such-entity', http: { status: 200 } },
            }),
          ],
        });
      }
    },
    onResponse({ request, response }) {
      if (new URL(request.url).pathname.startsWith('/graphql'))
        response.headers.set('X-Magento-Cache-Id', cacheId(request));
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) response.headers.set(name, value);
      const reqId = currentRequestId();
      if (reqId) response.headers.set('X-Request-Id', reqId);
      if (security.hstsMaxAge > 0 && cameOverTls(request, security.trustProxy))
        response.headers.set('Strict-Transport-Security', hstsValue(security.hstsMaxAge));
    },
  };

  return createYoga<object, ApiContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: false,
    batching: false,
    cors: corsOptions(security.corsOrigins),
    logging: {
      debug: () => undefined,
      info: () => undefined,
      warn: (...args: unknown[]) => logger.warn(args.map(describe).join(' ')),
      error: (...args: unknown[]) => logger.error(args.map(describe).join(' ')),
    },
    context: ({ request }) => {
      const all = deps.stores();
      const code = normaliseStoreCode(request.headers.get('store'));
      const group = Number.parseInt(request.headers.get('customer-group') ?? '', 10);
      return createContext(
        deps.db,
        all,
        all.find((s) => s.code === code) ?? null,
        Number.isInteger(group) && group >= 0 ? group : 0,
        metadata,
        request.headers,
        authSettings,
      );
    },
    maskedErrors: {
      isDev: false,
      maskError(error) {
        if (isGraphQLError(error)) {
          const original = error.originalError;
          if (!original || isGraphQLError(original)) {
            // Expected errors (ours, validation, HTTP-level): keep the message, make sure a category is present.
            const extensions = {
              ...(original && isGraphQLError(original) ? original.extensions : {}),
              ...error.extensions,
            };
            if (!extensions.category) extensions.category = 'graphql';
            return new GraphQLError(error.message, {
              nodes: error.nodes,
              source: error.source,
              positions: error.positions,
              path: error.path,
              extensions,
            });
          }
          if (isStatementTimeout(original)) {
            logger.warn({ path: error.path?.join('.') ?? '(request)' }, 'statement timeout');
            return new GraphQLError(STATEMENT_TIMEOUT_MESSAGE, {
              nodes: error.nodes,
              path: error.path,
              extensions: { category: 'graphql-timeout' },
            });
          }
          if (isDatabaseUnavailable(original)) {
            logger.error(
              { path: error.path?.join('.') ?? '(request)', err: describe(original) },
              'database unavailable',
            );
            return new GraphQLError(DATABASE_UNAVAILABLE_MESSAGE, {
              nodes: error.nodes,
              path: error.path,
              extensions: {
                category: 'graphql-unavailable',
                http: { status: 503, headers: { 'Retry-After': '5' } },
              },
            });
          }
          return unexpected(error.path, original, error);
        }
        return unexpected(undefined, error);
      },
    },
    plugins: [
      inputLimitsPlugin(deps.inputLimits ?? DEFAULT_INPUT_LIMITS),
      ...queryLimitPlugins(limits),
      ...(security.introspection ? [] : [disableIntrospectionPlugin()]),
      shopPlugin,
      writeTrackingPlugin(version),
      writePriorityPlugin(),
      // Last: a cached answer is given only for a request that has passed every check above.
      responseCache.plugin,
    ],
  });
}

/**
 * Duck-typed check: graphql may be loaded twice (ESM + CJS copies, e.g. under test runners),
 * so `instanceof` can miss errors that are GraphQLErrors.
 */
function isGraphQLError(value: unknown): value is GraphQLError {
  return value instanceof Error && value.name === 'GraphQLError' && 'extensions' in value;
}

/** Error text for logs: message and class only — never request variables or headers, which may hold tokens. */
function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
