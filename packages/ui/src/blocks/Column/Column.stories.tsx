import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blockVerticalAligns } from '../../private/blockStyle';
import { HeadingBlock } from '../HeadingBlock';
import { TextBlock } from '../TextBlock';
import { Column } from './Column';

const pad = { top: 32, right: 32, bottom: 32, left: 32 };

const meta = {
  title: 'Blocks/Column',
  component: Column,
  args: {
    width: 50,
    style: { padding: pad, minHeight: '280px' },
    verticalAlign: 'top',
    background: { color: '#E4EADF' },
    children: [
      <HeadingBlock key="h" level={3} text="Sensitive skin?" />,
      <TextBlock key="t" html="<p>Our fragrance-free line is tested on sensitive skin.</p>" />,
    ],
  },
  argTypes: { verticalAlign: { control: 'inline-radio', options: blockVerticalAligns } },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A column: width in % of its line, vertical alignment of its content, background (colour, image, mobile ' +
          'image) like a row. Full width below 768 px.',
      },
    },
  },
} satisfies Meta<typeof Column>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Top: Story = {
  play: async ({ canvasElement }) => {
    const column = canvasElement.querySelector<HTMLElement>('[data-width]') as HTMLElement;
    await expect(getComputedStyle(column).justifyContent).toBe('flex-start');
    await expect(column.getBoundingClientRect().width).toBeCloseTo(
      (column.parentElement as HTMLElement).clientWidth / 2,
      0,
    );
  },
};

export const Middle: Story = {
  args: { verticalAlign: 'middle' },
  play: async ({ canvasElement }) => {
    const column = canvasElement.querySelector<HTMLElement>('[data-width]') as HTMLElement;
    await expect(getComputedStyle(column).justifyContent).toBe('center');
  },
};

export const Bottom: Story = {
  args: { verticalAlign: 'bottom' },
  play: async ({ canvasElement }) => {
    const column = canvasElement.querySelector<HTMLElement>('[data-width]') as HTMLElement;
    await expect(getComputedStyle(column).justifyContent).toBe('flex-end');
  },
};

export const BackgroundImage: Story = {
  args: {
    background: { image: '/images/botanical.svg', size: 'cover', position: 'right bottom' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Sensitive skin?' })).toBeVisible();
  },
};
