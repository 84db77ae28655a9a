import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
});
