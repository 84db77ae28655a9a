import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusView } from './StatusView';

describe('StatusView', () => {
  it('renders the title as a heading with message and action', () => {
    render(<StatusView title="404 error" message="Not here." action={<a href="/">Back to homepage</a>} />);
    expect(screen.getByRole('heading', { level: 1, name: '404 error' })).toBeInTheDocument();
    expect(screen.getByText('Not here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
  it('is an alert when critical', () => {
    render(<StatusView tone="critical" title="Something went wrong." headingLevel={2} />);
    expect(screen.getByRole('alert')).toContainElement(screen.getByRole('heading', { level: 2 }));
  });
});
