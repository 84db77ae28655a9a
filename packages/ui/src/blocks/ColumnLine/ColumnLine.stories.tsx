import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Column } from '../Column';
import { TextBlock } from '../TextBlock';
import { ColumnLine } from './ColumnLine';

const pad = { top: 16, right: 16, bottom: 16, left: 16 };

const meta = {
  title: 'Blocks/ColumnLine',
  component: ColumnLine,
  args: {
    children: [25, 50, 25].map((width, i) => (
      <Column
        key={i}
        width={width}
        style={{ padding: pad }}
        background={{ color: i === 1 ? '#E4EADF' : '#F1EBE1' }}
      >
        <TextBlock html={`<p>${width}% column</p>`} />
      </Column>
    )),
  },
  parameters: {
    docs: {
      description: {
        component: 'One line of a column group: its columns side by side, stacked below 768 px.',
      },
    },
  },
} satisfies Meta<typeof ColumnLine>;
export default meta;
type Story = StoryObj<typeof meta>;

export const QuarterHalfQuarter: Story = {
  play: async ({ canvasElement }) => {
    const widths = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-width]')).map(
      (c) => c.getBoundingClientRect().width,
    );
    await expect(Math.round(widths[1]! / widths[0]!)).toBe(2);
  },
};

export const Mobile: Story = {
  parameters: { testViewport: { width: 375, height: 600 } },
  play: async ({ canvasElement }) => {
    const widths = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-width]')).map(
      (c) => c.getBoundingClientRect().width,
    );
    await expect(new Set(widths).size).toBe(1);
  },
};
