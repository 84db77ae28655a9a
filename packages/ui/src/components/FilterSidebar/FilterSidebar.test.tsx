import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilterSidebar } from './FilterSidebar';

describe('FilterSidebar', () => {
  it('is a complementary region named by its title, 360 px wide by default', () => {
    render(<FilterSidebar>groups</FilterSidebar>);
    const region = screen.getByRole('complementary', { name: 'Filters' });
    expect(region).toHaveAttribute('data-width', 'wide');
  });

  it('takes the narrow (325 px) width and a translated title', () => {
    render(<FilterSidebar width="narrow" title="Filter" />);
    expect(screen.getByRole('complementary', { name: 'Filter' })).toHaveAttribute('data-width', 'narrow');
  });
});
