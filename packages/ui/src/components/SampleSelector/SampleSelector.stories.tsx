import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SampleSelector, type SampleOption } from './SampleSelector';

const samples: SampleOption[] = [
  {
    id: 'AB-SAMPLE-001',
    name: 'Cloudberry Serum sachet',
    description: '2 ml',
    imageSrc: '/images/serum.svg',
  },
  { id: 'AB-SAMPLE-002', name: 'Birch Sap Cream sachet', description: '2 ml', imageSrc: '/images/cream.svg' },
  {
    id: 'AB-SAMPLE-003',
    name: 'Oat Milk Cleanser sachet',
    description: '3 ml',
    imageSrc: '/images/cleanser.svg',
  },
  {
    id: 'AB-SAMPLE-004',
    name: 'Sea Buckthorn Oil sachet',
    description: '1 ml',
    imageSrc: '/images/serum.svg',
  },
  {
    id: 'AB-SAMPLE-005',
    name: 'Lingonberry Mask sachet',
    description: '3 ml',
    imageSrc: '/images/cream.svg',
  },
];

const meta = {
  title: 'Commerce/SampleSelector',
  component: SampleSelector,
  tags: ['autodocs'],
  args: { samples, selected: [], limit: 3, onAdd: fn(), onRemove: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Free sachet samples in the cart (spec §1, §5: up to {limit}, always quantity 1). A fieldset of ' +
          'checkboxes with pictures; at the limit the others are disabled and the status line says why.',
      },
    },
  },
} satisfies Meta<typeof SampleSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Free samples' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 of 3 chosen.');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Birch Sap Cream sachet/ }));
    await expect(args.onAdd).toHaveBeenCalledWith('AB-SAMPLE-002');
  },
};

export const SomeChosen: Story = {
  args: { selected: ['AB-SAMPLE-001'], pendingIds: ['AB-SAMPLE-003'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: /Oat Milk Cleanser sachet/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Cloudberry Serum sachet/ }));
    await expect(args.onRemove).toHaveBeenCalledWith('AB-SAMPLE-001');
  },
};

export const LimitReached: Story = {
  args: { selected: ['AB-SAMPLE-001', 'AB-SAMPLE-002', 'AB-SAMPLE-004'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You have chosen the maximum of 3 samples. Remove one to choose another.',
    );
    await expect(canvas.getByRole('checkbox', { name: /Oat Milk Cleanser sachet/ })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: /Sea Buckthorn Oil sachet/ })).toBeEnabled();
  },
};

export const ServerError: Story = {
  args: { error: 'You can add up to 3 free samples.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'You can add up to 3 free samples.',
    );
  },
};

function Interactive() {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <SampleSelector
      samples={samples}
      selected={selected}
      limit={2}
      onAdd={(id) => setSelected((s) => [...s, id])}
      onRemove={(id) => setSelected((s) => s.filter((x) => x !== id))}
    />
  );
}

export const Mobile: Story = {
  name: 'Choosing up to the limit (mobile)',
  render: () => <Interactive />,
  parameters: { testViewport: { width: 375, height: 900 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Cloudberry Serum sachet/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Lingonberry Mask sachet/ }));
    await expect(canvas.getByRole('checkbox', { name: /Birch Sap Cream sachet/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Cloudberry Serum sachet/ }));
    await expect(canvas.getByRole('checkbox', { name: /Birch Sap Cream sachet/ })).toBeEnabled();
  },
};
