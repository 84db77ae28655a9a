import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Newsletter } from './Newsletter';
import { newsletterErrors } from './newsletterRules';

const messages = { required: 'Is required', invalidEmail: 'The entered email is not valid' };

describe('newsletterErrors', () => {
  it('needs both the e-mail and the agreement (spec §5)', () => {
    expect(newsletterErrors({ email: '', agreed: false }, messages)).toEqual({
      email: 'Is required',
      agreed: 'Is required',
    });
    expect(newsletterErrors({ email: 'anna@example', agreed: true }, messages)).toEqual({
      email: 'The entered email is not valid',
    });
    expect(newsletterErrors({ email: ' anna@example.com ', agreed: false }, messages)).toEqual({
      agreed: 'Is required',
    });
    expect(newsletterErrors({ email: 'anna@example.com', agreed: true }, messages)).toEqual({});
  });
});

describe('Newsletter', () => {
  it('submits nothing without agreement and keeps the address after a server error', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<Newsletter onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: /E-mail/ });
    await userEvent.type(field, ' anna@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubmit).toHaveBeenCalledWith('anna@example.com');
    rerender(<Newsletter onSubmit={onSubmit} status="error" errorMessage="Already subscribed" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Already subscribed');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('anna@example.com');
    rerender(<Newsletter onSubmit={onSubmit} status="success" />);
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for subscribing!');
  });

  it('ignores a second submit while the first is running', async () => {
    const onSubmit = vi.fn();
    render(<Newsletter onSubmit={onSubmit} status="submitting" />);
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'anna@example.com');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
