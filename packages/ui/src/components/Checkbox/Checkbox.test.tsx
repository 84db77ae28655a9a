import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
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
    const container = document.createElement('div');
    container.innerHTML = renderToString(boxes);
    document.body.append(container);
    // The shopper clears the first sample before any script ran; the second stays as it was.
    container.querySelector<HTMLInputElement>('input')!.click();

    await act(async () => {
      hydrateRoot(container, boxes);
    });
    expect(onCheckedChange).toHaveBeenCalledTimes(1);
    expect(onCheckedChange).toHaveBeenCalledWith(false);
    container.remove();
  });

  it('reports nothing when hydrating a page left as it was', async () => {
    const onCheckedChange = vi.fn();
    const box = <Checkbox label="Hydra mask sachet" checked onCheckedChange={onCheckedChange} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(box);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, box);
    });
    expect(onCheckedChange).not.toHaveBeenCalled();
    container.remove();
  });
});
