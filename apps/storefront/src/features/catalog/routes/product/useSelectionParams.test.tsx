// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { holdableLoader } from '../../../../platform/routing/testing';
import { useSelectionParams } from './useSelectionParams';

afterEach(cleanup);

function Shade() {
  const [params, choose] = useSelectionParams();
  return (
    <>
      <p data-testid="shade">{params.get('opt') ?? 'none'}</p>
      <button type="button" onClick={() => choose('?opt=2')}>
        Amber
      </button>
    </>
  );
}

async function setup() {
  // The page's loader answers at once unless the test holds it (a busy page, a slow answer).
  const { loader, hold } = holdableLoader();
  const router = createMemoryRouter(
    [{ path: '/p', loader, element: <Shade />, hydrateFallbackElement: null }],
    { initialEntries: ['/p?opt=1'] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByText('Amber');
  return { router, hold, shade: () => screen.getByTestId('shade').textContent };
}

describe('useSelectionParams', () => {
  it('shows a choice at once, before the router has committed it', async () => {
    const { router, hold, shade } = await setup();
    expect(shade()).toBe('1');
    const release = hold();
    fireEvent.click(screen.getByText('Amber'));
    // The navigation waits for the loader; the choice does not.
    expect(router.state.location.search).toBe('?opt=1');
    expect(shade()).toBe('2');
    await act(async () => release());
    expect(router.state.location.search).toBe('?opt=2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(shade()).toBe('2');
  });

  it('lets the query string win once the router moves on (another link to the product)', async () => {
    const { router, shade } = await setup();
    fireEvent.click(screen.getByText('Amber'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(shade()).toBe('2');
    await act(async () => {
      await router.navigate('/p?opt=1');
    });
    expect(shade()).toBe('1');
  });
});
