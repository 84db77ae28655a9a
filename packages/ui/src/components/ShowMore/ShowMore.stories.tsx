import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShowMore } from './ShowMore';

const meta = {
  title: 'Catalogue/ShowMore',
  component: ShowMore,
  tags: ['autodocs'],
  args: { shown: 12, total: 48, onShowMore: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '"Show more" under a product list: the progress "n of total" (a polite live region) and a bar, then the button; `loading` keeps the button\'s width with a spinner; the button hides once everything is shown. Texts are props (`label`, `progressText`, `progressLabel`).',
      },
    },
  },
} satisfies Meta<typeof ShowMore>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12 of 48')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.onShowMore).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = { args: { loading: true } };

export const AllShown: Story = { args: { shown: 48 } };

export const Translated: Story = {
  args: {
    label: 'Mehr anzeigen',
    progressText: (n: number, t: number) => `${n} von ${t}`,
    progressLabel: 'Angezeigte Produkte',
  },
};

function Paging() {
  const [shown, setShown] = useState(6);
  return <ShowMore shown={shown} total={14} onShowMore={() => setShown((s) => Math.min(s + 6, 14))} />;
}

export const PagingThrough: Story = {
  render: () => <Paging />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Show more' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('12 of 14')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('14 of 14')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};
