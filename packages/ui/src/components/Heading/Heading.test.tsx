import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading, headingLevels } from './Heading';

describe('Heading', () => {
  it.each(headingLevels)('renders h%s', (level) => {
    render(<Heading level={level}>Title</Heading>);
    expect(screen.getByRole('heading', { level })).toHaveTextContent('Title');
  });
  it('decouples size from level', () => {
    const { rerender } = render(<Heading level={1}>A</Heading>);
    const defaultClass = screen.getByRole('heading').className;
    rerender(
      <Heading level={1} size="xsmall">
        A
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 1 }).className).not.toBe(defaultClass);
    rerender(
      <Heading level={5} size="xlarge">
        A
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 5 }).className).toBe(defaultClass);
  });
});
