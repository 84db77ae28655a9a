import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * For tests only (not built into the package): renders `element` on the "server", lets the shopper
 * act on that HTML before any script ran (`before`), then hydrates it and waits for its effects.
 */
export async function hydrateAfter(
  element: ReactElement,
  before: (root: HTMLElement) => void,
): Promise<void> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  before(container);
  await act(async () => {
    hydrateRoot(container, element);
  });
  container.remove();
}
