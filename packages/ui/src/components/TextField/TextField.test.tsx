import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mustMatch } from '../../validation';
import { TextField } from './TextField';

describe('TextField', () => {
  it('wires label, hint, counter and required state', () => {
    render(<TextField label="First name" hint="As on your ID" defaultValue="Anna" />);
    const input = screen.getByLabelText(/First name/);
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('As on your ID 4 / 65');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no asterisk and no required rule when optional', async () => {
    render(<TextField label="Company" optional />);
    const input = screen.getByLabelText('Company');
    expect(input).not.toHaveAttribute('aria-required');
    fireEvent.blur(input);
    expect(screen.queryByText('Is required')).toBeNull();
  });

  it('keeps a space between the label and the optional mark in the accessible name (issue 19)', () => {
    render(<TextField label="Middle name" optional optionalLabel="optional" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleName('Middle name optional');
    expect(screen.queryByText('*')).toBeNull();
  });

  it('validates on blur, then on every change', async () => {
    const user = userEvent.setup();
    render(<TextField label="E-mail" type="email" />);
    const input = screen.getByLabelText(/E-mail/);
    await user.type(input, 'anna@');
    expect(screen.queryByText('The entered email is not valid')).toBeNull();
    await user.tab();
    expect(screen.getByText('The entered email is not valid')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/The entered email is not valid/);
    await user.type(input, 'shop.lv');
    expect(screen.queryByText('The entered email is not valid')).toBeNull();
    await user.clear(input);
    expect(screen.getByText('Is required')).toBeInTheDocument();
  });

  it('counts characters and reports going over the maximum without cutting the text', async () => {
    const user = userEvent.setup();
    render(<TextField label="City" maxLength={5} touched />);
    const input = screen.getByLabelText(/City/);
    await user.type(input, 'Riga-1');
    expect(input).toHaveValue('Riga-1');
    expect(screen.getByText('6 / 5')).toHaveAttribute('data-state', 'over');
    expect(screen.getByText('This field can’t contain more than 5 characters')).toBeInTheDocument();
  });

  it('uses the short maximum-length text behind an option', () => {
    render(<TextField label="City" maxLength={2} maxLengthMessage="short" defaultValue="Riga" touched />);
    expect(screen.getByText('Must have less characters')).toBeInTheDocument();
  });

  it('takes custom rules with the form context', () => {
    render(
      <TextField
        label="Repeat password"
        defaultValue="a"
        touched
        rules={[mustMatch('password')]}
        validationContext={{ values: { password: 'b' } }}
      />,
    );
    expect(screen.getByText('Fields must match')).toBeInTheDocument();
  });

  it('is controllable and reports values', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<TextField label="Search" type="search" value="se" onValueChange={onValueChange} />);
    await user.type(screen.getByLabelText(/Search/), 'r');
    expect(onValueChange).toHaveBeenLastCalledWith('ser');
    expect(screen.getByLabelText(/Search/)).toHaveValue('se');
  });

  it('shows an outside error over its own and none when disabled', () => {
    const { rerender } = render(<TextField label="Postcode" error="Server says no" touched />);
    expect(screen.getByText('Server says no')).toBeInTheDocument();
    expect(screen.queryByText('Is required')).toBeNull();
    rerender(<TextField label="Postcode" disabled touched />);
    expect(screen.getByLabelText(/Postcode/)).toBeDisabled();
    expect(screen.queryByText('Is required')).toBeNull();
  });

  it('number fields have no counter by default', () => {
    render(<TextField label="Age" type="number" optional />);
    expect(screen.queryByText(/\/ 65/)).toBeNull();
  });
});
