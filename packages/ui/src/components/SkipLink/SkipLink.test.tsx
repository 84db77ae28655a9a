import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('defaults to "Skip to content" → #main', () => {
    render(<SkipLink />);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });
  it('takes a target and text', () => {
    render(<SkipLink href="#content">Till innehållet</SkipLink>);
    expect(screen.getByRole('link', { name: 'Till innehållet' })).toHaveAttribute('href', '#content');
  });
});
