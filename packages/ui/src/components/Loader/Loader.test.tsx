import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loader } from './Loader';

describe('Loader', () => {
  it('announces the spec loading text by default', () => {
    render(<Loader />);
    expect(screen.getByRole('status')).toHaveTextContent('Fetching Data...');
  });
  it('takes a translated label', () => {
    render(<Loader label="Laddar…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Laddar…');
  });
});
