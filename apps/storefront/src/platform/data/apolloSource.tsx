import type { ApolloClient } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { createContext, use, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * Where the page's Apollo client comes from (issue 18). The server renders with the request's
 * client. The browser hydrates without Apollo Client — its cache, links and the GraphQL printer
 * are about a quarter of a first download — and creates the client once something needs it: a
 * handler or effect through `useApolloLoader`, a part that queries while it renders inside
 * `WithApollo`, a route's loader, or the idle time after hydration (`entry.client.tsx`).
 */
export interface ApolloSource {
  /** The client, if it exists yet. */
  current(): ApolloClient | undefined;
  /** The client, created by the first call; every caller gets the same promise. */
  load(): Promise<ApolloClient>;
}

/** The server's (and tests') source: the client exists from the start. */
export function readyApolloSource(client: ApolloClient): ApolloSource {
  const ready = Promise.resolve(client);
  return { current: () => client, load: () => ready };
}

/** The browser's source: `create` runs on the first `load()`; a failed load is tried again next time. */
export function lazyApolloSource(create: () => Promise<ApolloClient>): ApolloSource {
  let client: ApolloClient | undefined;
  let pending: Promise<ApolloClient> | undefined;
  return {
    current: () => client,
    load: () =>
      (pending ??= create().then(
        (created) => (client = created),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
}

const SourceContext = createContext<ApolloSource | null>(null);
/** Apollo's own context (one per page, shared with its hooks through a global key). */
const ApolloContext = getApolloContext();

/**
 * Provides the source, and Apollo's own context with the client if it exists when the app first
 * renders (the server; a browser page whose route waited for it). That context never changes
 * afterwards: a context that changed while the page hydrates makes React hydrate, or render
 * again from scratch, every part not hydrated yet, at once (a long task, and a layout shift for
 * a part whose chunk has not arrived). Parts rendered later get the client from `WithApollo`.
 */
export function ApolloGate({ source, children }: { source: ApolloSource; children: ReactNode }) {
  const [client] = useState(source.current);
  const parent = useContext(ApolloContext);
  const value = useMemo(() => (client ? { ...parent, client } : parent), [parent, client]);
  return (
    <SourceContext value={source}>
      <ApolloContext value={value}>{children}</ApolloContext>
    </SourceContext>
  );
}

/**
 * For handlers and effects: resolves to the client, creating it if need be. Under Apollo's own
 * provider alone (unit tests, the CMS preview's stories) it resolves to that provider's client.
 */
export function useApolloLoader(): () => Promise<ApolloClient> {
  const source = useContext(SourceContext);
  const { client } = useContext(ApolloContext);
  return useMemo(
    () =>
      source
        ? source.load
        : () => (client ? Promise.resolve(client) : Promise.reject(new Error('No Apollo client here'))),
    [source, client],
  );
}

/**
 * Renders its children once the client exists, with Apollo's context set: for parts that query
 * while they render (Apollo's `useQuery`, `useMutation`). Until then it suspends — while
 * hydrating, the server's HTML stays in place; later, the nearest Suspense fallback shows.
 */
export function WithApollo({ children }: { children: ReactNode }) {
  const source = useContext(SourceContext);
  const parent = useContext(ApolloContext);
  // No hook may follow `use()`: while hydrating, React replays a suspended component and a hook
  // after `use()` would then be called in a different order (React error #467, seen as #422).
  const client = source ? (source.current() ?? use(source.load())) : parent.client;
  return <ClientContext client={client}>{children}</ClientContext>;
}

function ClientContext({ client, children }: { client: ApolloClient | undefined; children: ReactNode }) {
  const parent = useContext(ApolloContext);
  const value = useMemo(
    () => (client && client !== parent.client ? { ...parent, client } : parent),
    [parent, client],
  );
  return <ApolloContext value={value}>{children}</ApolloContext>;
}
