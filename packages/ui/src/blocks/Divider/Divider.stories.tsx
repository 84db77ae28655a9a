import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Divider } from './Divider';

const meta = {
  title: 'Blocks/Divider',
  component: Divider,
  args: { style: { padding: { top: 16, right: 0, bottom: 16, left: 0 } } },
  parameters: {
    docs: {
      description: { component: 'Page Builder divider: line colour, width and thickness from content.' },
    },
  },
} satisfies Meta<typeof Divider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const hr = canvasElement.querySelector('hr') as HTMLElement;
    await expect(hr).toBeInTheDocument();
    await expect(getComputedStyle(hr).borderTopWidth).toBe('1px');
  },
};

export const ShortThickCentered: Story = {
  args: { color: '#B48A5C', width: '30%', thickness: 3, align: 'center' },
  play: async ({ canvasElement }) => {
    const hr = canvasElement.querySelector('hr') as HTMLElement;
    await expect(getComputedStyle(hr).borderTopWidth).toBe('3px');
    await expect(getComputedStyle(hr).borderTopColor).toBe('rgb(180, 138, 92)');
    const box = hr.getBoundingClientRect();
    const parent = (hr.parentElement as HTMLElement).getBoundingClientRect();
    await expect(Math.abs(box.left - parent.left - (parent.right - box.right))).toBeLessThan(1);
  },
};

export const FixedWidthRight: Story = {
  args: { width: '120px', thickness: 2, style: { textAlign: 'right' } },
  play: async ({ canvasElement }) => {
    const hr = canvasElement.querySelector('hr') as HTMLElement;
    await expect(hr.getBoundingClientRect().width).toBe(120);
  },
};
