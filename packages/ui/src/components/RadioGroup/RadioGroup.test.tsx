import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hydrateAfter } from '../../testing/hydrateAfter';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'courier', label: 'Courier' },
  { value: 'pickup', label: 'Parcel locker', description: '2–3 working days' },
  { value: 'store', label: 'In store', disabled: true },
];

describe('RadioGroup', () => {
  it('is a labelled, required radio group with one value', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(
      <RadioGroup label="Delivery" options={options} defaultValue="courier" onValueChange={onValueChange} />,
    );
    const group = screen.getByRole('radiogroup', { name: /Delivery/ });
    expect(group).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByLabelText('Parcel locker'));
    expect(onValueChange).toHaveBeenCalledWith('pickup');
    expect(screen.getByLabelText('Parcel locker')).toBeChecked();
    expect(screen.getByLabelText('Parcel locker')).toHaveAccessibleDescription('2–3 working days');
    expect(screen.getByLabelText('In store')).toBeDisabled();
  });

  it('links its error', () => {
    render(<RadioGroup label="Delivery" options={options} error="Is required" />);
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Is required');
  });

  it('reports an option chosen before the page hydrated, once; nothing when left alone', async () => {
    const onValueChange = vi.fn();
    const group = (
      <RadioGroup label="Delivery" options={options} value="courier" onValueChange={onValueChange} />
    );
    await hydrateAfter(group, () => undefined);
    expect(onValueChange).not.toHaveBeenCalled();
    await hydrateAfter(group, (root) =>
      root.querySelector<HTMLInputElement>('input[value="pickup"]')!.click(),
    );
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith('pickup');
  });
});
