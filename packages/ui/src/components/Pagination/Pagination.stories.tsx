import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { currentPage: 5, totalPages: 20, hrefForPage: (p: number) => `?page=${p}` },
  parameters: {
    docs: {
      description: {
        component:
          'Page navigation in a `nav` landmark: previous / next, first and last page, the neighbours of the current page (`siblings`) and an ellipsis for the rest (`paginationItems`, a pure function: the number of items stays the same while paging). With `hrefForPage` the pages are links rendered by the link registered with `LinkProvider` (in the shop, its router link); without, buttons that call `onPageChange`. The current page has `aria-current="page"`.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?page=6');
    await expect(canvas.getByRole('link', { name: 'Page 20' })).toBeVisible();
  },
};

export const FirstPage: Story = { args: { currentPage: 1 } };
export const LastPage: Story = { args: { currentPage: 20 } };
export const FewPages: Story = { args: { currentPage: 2, totalPages: 4 } };

function Stateful() {
  const [page, setPage] = useState(1);
  return <Pagination currentPage={page} totalPages={12} onPageChange={setPage} />;
}

export const Buttons: Story = {
  render: () => <Stateful />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 12' }));
    await expect(canvas.getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('button', { name: 'Next page' })).toBeNull();
  },
};
