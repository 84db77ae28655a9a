import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Text } from '../Text';
import { CheckoutSteps, type CheckoutStep } from './CheckoutSteps';

const steps: CheckoutStep[] = [
  {
    id: 'shipping',
    title: 'Shipping details',
    summary: 'Jonas Müller, Hauptstraße 5, 10115 Berlin, Germany · Flat rate €4.95',
    content: <Text>Address and delivery method form.</Text>,
  },
  {
    id: 'receiver',
    title: 'Receiver details',
    summary: 'jonas@example.com · +49 30 1234567',
    content: <Text>Receiver form.</Text>,
  },
  { id: 'payment', title: 'Payment details', content: <Text>Payment methods and terms.</Text> },
];

const meta = {
  title: 'Checkout/CheckoutSteps',
  component: CheckoutSteps,
  tags: ['autodocs'],
  args: { steps, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The three checkout steps as an accordion: one current step, completed ones with a summary and Edit, ' +
          'upcoming ones locked. State is exposed as `data-state` (current, complete, upcoming).',
      },
    },
  },
} satisfies Meta<typeof CheckoutSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  args: { value: 'shipping', completed: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 1 of 3')).toBeVisible();
    const first = canvas.getByRole('button', { name: /Shipping details/ });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: /Shipping details/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Payment details/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const SecondStep: Story = {
  args: { value: 'receiver', completed: ['shipping'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Hauptstraße 5/)).toBeVisible();
    // Keyboard: arrows move between step headers.
    canvas.getByRole('button', { name: /Receiver details/ }).focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('button', { name: /Shipping details/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: /Payment details/ })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: /Shipping details.*Edit/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith('shipping');
  },
};

export const LastStep: Story = {
  args: { value: 'payment', completed: ['shipping', 'receiver'] },
};

/** Reopening a completed step moves focus to its header; its saved details stay complete. */
export const Editing: Story = {
  render: (args) => {
    const [value, setValue] = useState('payment');
    return (
      <CheckoutSteps
        {...args}
        value={value}
        onValueChange={setValue}
        completed={['shipping', 'receiver']}
        steps={args.steps.map((s) => ({
          ...s,
          content: (
            <Button variant="secondary" onClick={() => setValue('payment')}>
              Save and continue
            </Button>
          ),
        }))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Receiver details/ }));
    await expect(canvas.getByRole('button', { name: /Receiver details/ })).toHaveFocus();
    await expect(canvas.getByText('Step 2 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(canvas.getByRole('button', { name: /Payment details/ })).toHaveFocus();
  },
};
