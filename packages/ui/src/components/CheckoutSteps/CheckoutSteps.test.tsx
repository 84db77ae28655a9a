import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutSteps, checkoutStepState } from './CheckoutSteps';

const steps = [
  { id: 'a', title: 'Shipping details', summary: 'Berlin', content: <p>Form A</p> },
  { id: 'b', title: 'Receiver details', content: <p>Form B</p> },
  { id: 'c', title: 'Payment details', content: <p>Form C</p> },
];

describe('checkoutStepState', () => {
  it('is current for the open step, complete for saved ones and upcoming otherwise', () => {
    expect(checkoutStepState('a', 'a', ['a'])).toBe('current');
    expect(checkoutStepState('a', 'b', ['a'])).toBe('complete');
    expect(checkoutStepState('c', 'b', ['a'])).toBe('upcoming');
  });
});

describe('CheckoutSteps', () => {
  it('shows only the current step’s content, summaries of completed steps and data-state on each', () => {
    const { container } = render(<CheckoutSteps steps={steps} value="b" completed={['a']} />);
    expect(screen.getByText('Form B')).toBeInTheDocument();
    expect(screen.queryByText('Form A')).not.toBeInTheDocument();
    expect(screen.getByText('Berlin')).toBeInTheDocument();
    expect([...container.querySelectorAll('li')].map((li) => li.dataset.state)).toEqual([
      'complete',
      'current',
      'upcoming',
    ]);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    const payment = screen.getByRole('button', { name: /Payment details/ });
    expect(payment).toHaveAttribute('aria-disabled', 'true');
    expect(payment).toHaveAccessibleDescription('not yet available');
    expect(screen.getByRole('button', { name: /Receiver details/ })).toHaveAttribute('aria-current', 'step');
  });

  it('reopens a completed step but not an upcoming one', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<CheckoutSteps steps={steps} value="b" completed={['a']} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: /Payment details/ }));
    expect(onValueChange).not.toHaveBeenCalled();
    const shipping = screen.getByRole('button', { name: /Shipping details\s*Edit/ });
    expect(shipping).toHaveAccessibleDescription('completed');
    await user.click(shipping);
    expect(onValueChange).toHaveBeenCalledWith('a');
  });

  it('moves focus with arrows, Home and End, and to the new current step when it changes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<CheckoutSteps steps={steps} value="a" />);
    const [a, b, c] = screen.getAllByRole('button');
    a!.focus();
    await user.keyboard('{ArrowDown}');
    expect(b).toHaveFocus();
    await user.keyboard('{Home}');
    expect(a).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(c).toHaveFocus();
    rerender(<CheckoutSteps steps={steps} value="b" completed={['a']} />);
    expect(screen.getByRole('button', { name: /Receiver details/ })).toHaveFocus();
  });

  it('uses translated labels', () => {
    render(
      <CheckoutSteps
        steps={steps}
        value="a"
        labels={{
          progress: (n, t) => `Étape ${n} sur ${t}`,
          states: { current: 'étape actuelle', complete: 'terminée', upcoming: 'à venir' },
        }}
      />,
    );
    expect(screen.getByText('Étape 1 sur 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Shipping details/ })).toHaveAccessibleDescription(
      'étape actuelle',
    );
  });
});
