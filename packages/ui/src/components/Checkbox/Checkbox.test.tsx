import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hydrateAfter } from '../../testing/hydrateAfter';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('checks by label and reports', async () => {
    const onCheckedChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Checkbox
        label="I agree to the terms"
        description="Read them first"
        onCheckedChange={onCheckedChange}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(box).toHaveAccessibleDescription('Read them first');
    await user.click(screen.getByText('I agree to the terms'));
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('shows the mixed state and leaves it with a click', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Select all" defaultChecked="indeterminate" />);
    const box = screen.getByRole('checkbox') as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    await user.click(box);
    expect(box.indeterminate).toBe(false);
    expect(box).toBeChecked();
  });

  it('links its error', () => {
    render(<Checkbox label="Terms" error="Is required" required />);
    const box = screen.getByRole('checkbox', { name: /Terms/ });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Is required');
  });

  it('reports a box changed in the server-rendered page before it hydrated, once', async () => {
    const onCheckedChange = vi.fn();
    const boxes = (
      <>
        <Checkbox label="Hydra mask sachet" checked onCheckedChange={onCheckedChange} />
        <Checkbox label="Eye cream sachet" checked={false} onCheckedChange={onCheckedChange} />
      </>
    );
    // The shopper clears the first sample before any script ran; the second stays as it was.
    await hydrateAfter(boxes, (root) => root.querySelector<HTMLInputElement>('input')!.click());
    expect(onCheckedChange).toHaveBeenCalledTimes(1);
    expect(onCheckedChange).toHaveBeenCalledWith(false);
  });

  it('reports nothing when hydrating a page left as it was', async () => {
    const onCheckedChange = vi.fn();
    const box = <Checkbox label="Hydra mask sachet" checked onCheckedChange={onCheckedChange} />;
    await hydrateAfter(box, () => undefined);
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
