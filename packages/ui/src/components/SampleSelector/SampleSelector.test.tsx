import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SampleSelector } from './SampleSelector';

const samples = [
  { id: 'S1', name: 'Serum sachet', description: '2 ml' },
  { id: 'S2', name: 'Cream sachet' },
  { id: 'S3', name: 'Mask sachet' },
];

describe('SampleSelector', () => {
  it('adds and removes samples', async () => {
    const onAdd = vi.fn();
    const onRemove = vi.fn();
    render(
      <SampleSelector samples={samples} selected={['S2']} limit={2} onAdd={onAdd} onRemove={onRemove} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Choose up to 2 samples for free, one of each. 1 of 2 chosen.',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /Serum sachet/ }));
    expect(onAdd).toHaveBeenCalledWith('S1');
    await userEvent.click(screen.getByRole('checkbox', { name: /Cream sachet/ }));
    expect(onRemove).toHaveBeenCalledWith('S2');
  });

  it('loads its pictures lazily, or at once with priority (near the top of a server-rendered bag)', () => {
    const pictured = samples.map((s) => ({ ...s, imageSrc: `/${s.id}.svg` }));
    const props = { samples: pictured, selected: [], limit: 2, onAdd: vi.fn(), onRemove: vi.fn() };
    const { container, rerender } = render(<SampleSelector {...props} />);
    const images = () => [...container.querySelectorAll('img')];
    expect(images().map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy', 'lazy']);
    rerender(<SampleSelector {...props} priority />);
    expect(images().map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager']);
    expect(images().every((img) => img.getAttribute('fetchpriority') === 'high')).toBe(true);
  });

  it('disables unchosen samples at the limit and says so', () => {
    render(
      <SampleSelector
        samples={samples}
        selected={['S1', 'S3']}
        limit={2}
        onAdd={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    expect(screen.getByRole('checkbox', { name: /Cream sachet/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Mask sachet/ })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Free samples' })).toHaveAccessibleDescription(
      'You have chosen the maximum of 2 samples. Remove one to choose another.',
    );
  });

  it('counts every sample in the cart and locks pending ones', () => {
    render(
      <SampleSelector
        samples={samples}
        selected={['GONE']}
        limit={1}
        pendingIds={['S2']}
        onAdd={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    expect(screen.getByRole('checkbox', { name: /Serum sachet/ })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('You have chosen the maximum of 1 sample.');
  });

  it('locks a sample while its change is pending', () => {
    render(
      <SampleSelector
        samples={samples}
        selected={[]}
        limit={2}
        pendingIds={['S2']}
        onAdd={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    expect(screen.getByRole('checkbox', { name: /Serum sachet/ })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: /Cream sachet/ })).toBeDisabled();
  });
});
