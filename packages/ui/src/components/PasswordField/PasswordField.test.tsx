import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('toggles visibility with an accessible name, keeping focus and caret', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(input).toHaveAttribute('type', 'password');
    await user.type(input, 'Secret12');
    input.setSelectionRange(3, 3);
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await act(() => new Promise((r) => requestAnimationFrame(r)));
    expect(input.selectionStart).toBe(3);
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });

  it('checks the 3-of-4 classes for new passwords', async () => {
    render(<PasswordField label="New password" checkStrength defaultValue="password" touched />);
    expect(
      screen.getByText(
        'A password must contain at least 3 of the following: lowercase, uppercase, digits, special characters.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/New password/)).toHaveAttribute('autocomplete', 'new-password');
  });
});
