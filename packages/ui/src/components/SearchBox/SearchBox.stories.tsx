import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox, searchBoxStatuses, type SearchBoxProps } from './SearchBox';

const categories = ['Serums', 'Skincare › Serums', 'Make-up › Face'].map((c) => (
  <a key={c} href="#">
    {c}
  </a>
));
const products = ['Birch Sap Hydrating Serum', 'Lingonberry Vitamin C Serum'].map((p) => (
  <a key={p} href="#">
    {p}
  </a>
));

function Controlled(props: Omit<SearchBoxProps, 'value' | 'onValueChange' | 'open'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  const [open, setOpen] = useState(true);
  return (
    <div style={{ minHeight: '22rem' }}>
      <SearchBox {...props} value={value} onValueChange={setValue} open={open} onOpenChange={setOpen} />
    </div>
  );
}

const meta = {
  title: 'Navigation/SearchBox',
  component: Controlled,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Header search (spec §4). The app queries after a 500 ms debounce and passes the state: `invalid` under two characters, then `loading`, `error`, `empty` or `results` (at most 5 categories, products, a summary). Escape closes the suggestions; Enter submits to the results page.',
      },
    },
  },
  argTypes: { status: { control: 'select', options: searchBoxStatuses } },
  args: { status: 'idle', onSubmit: fn() },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(input, 'serum{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('serum');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

export const TooShort: Story = {
  args: { status: 'invalid', initial: 's' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Search term must be at least two characters.',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading', initial: 'serum' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Fetching Data...');
  },
};

export const Error: Story = {
  args: { status: 'error', initial: 'serum' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Some error occurred.');
  },
};

export const Empty: Story = {
  args: { status: 'empty', initial: 'xyzzy' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No products found.');
  },
};

export const Results: Story = {
  args: {
    status: 'results',
    initial: 'serum',
    categories,
    products,
    summary: <a href="#">See all 17 products</a>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Categories' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
    const input = canvas.getByRole('searchbox');
    const root = canvasElement.querySelector('[data-status]');
    await expect(root).toHaveAttribute('data-state', 'open');
    input.focus();
    await userEvent.keyboard('{Escape}');
    await expect(root).toHaveAttribute('data-state', 'closed');
    await expect(canvas.queryByRole('heading', { name: 'Categories' })).toBeNull();
  },
};
