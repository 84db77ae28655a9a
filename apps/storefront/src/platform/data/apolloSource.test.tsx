// @vitest-environment happy-dom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider, getApolloContext, useApolloClient } from '@apollo/client/react';
import { act, render, renderHook, screen } from '@testing-library/react';
import { Suspense, useContext, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApolloGate, lazyApolloSource, readyApolloSource, useApolloLoader, WithApollo } from './apolloSource';

const newClient = () => new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });

/** A source whose client is created when the test says so. */
function controlledSource() {
  let resolve!: (client: ApolloClient) => void;
  const create = vi.fn(() => new Promise<ApolloClient>((r) => (resolve = r)));
  return { source: lazyApolloSource(create), create, finish: (client: ApolloClient) => resolve(client) };
}

function ClientName({ name }: { name: string }) {
  const client = useApolloClient();
  return <p>{client ? name : 'none'}</p>;
}

describe('lazyApolloSource', () => {
  it('creates the client once, on the first load', async () => {
    const { source, create, finish } = controlledSource();
    expect(create).not.toHaveBeenCalled();
    expect(source.current()).toBeUndefined();
    const first = source.load();
    const second = source.load();
    expect(second).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    const client = newClient();
    finish(client);
    await expect(first).resolves.toBe(client);
    expect(source.current()).toBe(client);
  });

  it('tries again after a failed load (a chunk lost to a network blip)', async () => {
    const client = newClient();
    const create = vi
      .fn<() => Promise<ApolloClient>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(client);
    const source = lazyApolloSource(create);
    await expect(source.load()).rejects.toThrow('offline');
    await expect(source.load()).resolves.toBe(client);
    expect(create).toHaveBeenCalledTimes(2);
  });
});

describe('WithApollo', () => {
  it('renders its children with the client once it exists, the fallback until then', async () => {
    const { source, create, finish } = controlledSource();
    // React 19 retries a suspended render inside the act() that rendered it: an async one.
    await act(async () => {
      render(
        <ApolloGate source={source}>
          <p>outside</p>
          <Suspense fallback={<p>waiting</p>}>
            <WithApollo>
              <ClientName name="cart count" />
            </WithApollo>
          </Suspense>
        </ApolloGate>,
      );
    });
    expect(screen.getByText('outside')).toBeTruthy();
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish(newClient());
      await source.load();
    });
    expect(screen.getByText('cart count')).toBeTruthy();
  });

  it('does not suspend when the client is there from the start (the server)', () => {
    render(
      <ApolloGate source={readyApolloSource(newClient())}>
        <Suspense fallback={<p>waiting</p>}>
          <WithApollo>
            <ClientName name="rendered at once" />
          </WithApollo>
        </Suspense>
      </ApolloGate>,
    );
    expect(screen.getByText('rendered at once')).toBeTruthy();
  });
});

describe('ApolloGate', () => {
  it("never changes Apollo's context after the first render (parts not hydrated yet would be forced)", async () => {
    const { source, finish } = controlledSource();
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useContext(getApolloContext()).client);
      return null;
    }
    const tree = (
      <ApolloGate source={source}>
        <Probe />
        <Suspense fallback={null}>
          <WithApollo>
            <ClientName name="inside" />
          </WithApollo>
        </Suspense>
      </ApolloGate>
    );
    const { rerender } = render(tree);
    await act(async () => {
      finish(newClient());
      await source.load();
    });
    rerender(tree);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((client) => client === undefined)).toBe(true);
  });

  it('provides the client from the first render when it exists already', () => {
    const client = newClient();
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useContext(getApolloContext()).client);
      return null;
    }
    render(
      <ApolloGate source={readyApolloSource(client)}>
        <Probe />
      </ApolloGate>,
    );
    expect(seen.at(-1)).toBe(client);
  });
});

describe('useApolloLoader', () => {
  it("resolves to the client of Apollo's own provider when there is no gate (tests, previews)", async () => {
    const client = newClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={client}>{children}</ApolloProvider>
    );
    const { result } = renderHook(() => useApolloLoader(), { wrapper });
    await expect(result.current()).resolves.toBe(client);
  });
});
