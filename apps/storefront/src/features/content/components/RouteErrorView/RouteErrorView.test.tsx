// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreViewProvider, type StoreView } from '../../../../platform/store/store-context';
import en from '../../../../platform/i18n/i18n/en_US.json';
import de from '../../../../platform/i18n/i18n/de_DE.json';
import MaskedErrorDialog from '../MaskedErrorDialog/MaskedErrorDialog';
import { RouteErrorView } from './RouteErrorView';
import { routeErrorDebugId } from './routeErrorDebugId';

afterEach(cleanup);

function Broken(): never {
  throw new Error('cannot read properties of undefined');
}

function show(routes: Parameters<typeof createMemoryRouter>[0], messages: Record<string, string> = en) {
  const router = createMemoryRouter(routes, { initialEntries: ['/face.html'] });
  render(
    <IntlProvider locale="en" messages={messages}>
      <StoreViewProvider value={{ code: 'en', titlePrefix: '', titleSuffix: '' } as StoreView}>
        <RouterProvider router={router} />
      </StoreViewProvider>
    </IntlProvider>,
  );
}

describe('RouteErrorView (spec §4 "Render error: masked app with error, dismissal reloads")', () => {
  it('masks the app with the error, its debug id and location when a route render throws', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show([{ path: '*', Component: Broken, ErrorBoundary: RouteErrorView }]);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Something went wrong. Sorry about that.');
    const text = /Sorry! An unexpected error occurred\. Debug id ([0-9A-F]{8}), at \/face\.html/.exec(
      dialog.textContent ?? '',
    );
    expect(text).not.toBeNull();
    // The same id in the console line of the failure (and, with Sentry, its report).
    expect(
      logged.mock.calls.some((c) => String(c[0]).includes(`unexpected error ${text![1]} at /face.html`)),
    ).toBe(true);
    logged.mockRestore();
  });

  it("shows the server's debug id for an error the server logged, in the store's language", async () => {
    const fromServer = Object.assign(new Error('loader failed'), { debugId: '3F9A12C0' });
    show(
      [
        {
          path: '*',
          loader: () => {
            throw fromServer;
          },
          Component: () => null,
          ErrorBoundary: RouteErrorView,
        },
      ],
      de,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('3F9A12C0');
    expect(dialog.textContent).toContain(de['error.text']);
  });

  it('keeps the not-found view for a 404 answer, without a mask', async () => {
    show([
      {
        path: '*',
        loader: () => {
          throw new Response(null, { status: 404 });
        },
        Component: () => null,
        ErrorBoundary: RouteErrorView,
      },
    ]);
    await waitFor(() => expect(document.body.textContent).toContain(en['notFound.heading']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('MaskedErrorDialog', () => {
  for (const [how, dismiss] of [
    ['its button', () => fireEvent.click(screen.getByRole('button', { name: en['error.retry'] }))],
    ['its close button', () => fireEvent.click(screen.getByRole('button', { name: en['error.close'] }))],
    ['Escape', () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })],
  ] as const) {
    it(`reloads the page when dismissed with ${how}`, () => {
      const reload = vi.fn();
      render(
        <IntlProvider locale="en" messages={en}>
          <MaskedErrorDialog debugId="AB12CD34" location="/" reload={reload} />
        </IntlProvider>,
      );
      expect(screen.getByRole('dialog').textContent).toContain(
        'Sorry! An unexpected error occurred. Debug id AB12CD34, at /',
      );
      dismiss();
      expect(reload).toHaveBeenCalled();
    });
  }
});

describe('routeErrorDebugId', () => {
  it("takes the server's id, then an unexpected API error's, else makes one", () => {
    expect(routeErrorDebugId(Object.assign(new Error('x'), { debugId: 'AAAA0000' }))).toEqual({
      debugId: 'AAAA0000',
      fromServer: true,
    });
    const apollo = Object.assign(new Error('Internal server error'), {
      errors: [
        { message: 'Internal server error', extensions: { category: 'internal', debug_id: 'BEEF1234' } },
      ],
    });
    expect(routeErrorDebugId(apollo)).toEqual({ debugId: 'BEEF1234', fromServer: true });
    const made = routeErrorDebugId(new Error('render'));
    expect(made.fromServer).toBe(false);
    expect(made.debugId).toMatch(/^[0-9A-F]{8}$/);
    // A client-chosen text is never taken for an id.
    expect(routeErrorDebugId({ debugId: '<script>' }).fromServer).toBe(false);
  });
});
