import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text';

describe('Text', () => {
  it('renders a paragraph by default and the requested element', () => {
    const { container, rerender } = render(<Text>Hello</Text>);
    expect(container.firstElementChild!.tagName).toBe('P');
    rerender(<Text as="span">Hello</Text>);
    expect(container.firstElementChild!.tagName).toBe('SPAN');
  });
  it('passes htmlFor only to labels', () => {
    render(
      <Text as="label" htmlFor="email">
        E-mail
      </Text>,
    );
    expect(screen.getByText('E-mail')).toHaveAttribute('for', 'email');
  });
});
