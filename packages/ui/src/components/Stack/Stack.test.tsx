import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack';

describe('Stack', () => {
  it('puts a divider between children only', () => {
    const { container } = render(
      <Stack dividers>
        <span>a</span>
        {null}
        <span>b</span>
        <span>c</span>
      </Stack>,
    );
    expect(container.querySelectorAll('hr')).toHaveLength(2);
  });
  it('gives lists the list role', () => {
    const { getByRole } = render(
      <Stack as="ul">
        <li>a</li>
      </Stack>,
    );
    expect(getByRole('list')).toBeInTheDocument();
  });
});
