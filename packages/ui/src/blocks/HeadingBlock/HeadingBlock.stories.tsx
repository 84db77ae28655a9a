import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { headingLevels } from '../../components/Heading';
import { HeadingBlock } from './HeadingBlock';

const meta = {
  title: 'Blocks/HeadingBlock',
  component: HeadingBlock,
  args: { level: 2, text: 'Skincare rooted in Nordic nature' },
  argTypes: { level: { control: 'inline-radio', options: headingLevels } },
  parameters: {
    docs: {
      description: { component: "Page Builder heading (h1–h6, alignment) drawn by the kit's `Heading`." },
    },
  },
} satisfies Meta<typeof HeadingBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Levels: Story = {
  render: (args) => (
    <div>
      {headingLevels.map((level) => (
        <HeadingBlock key={level} {...args} level={level} text={`Heading ${level}: ${args.text}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of headingLevels) {
      await expect(canvas.getByRole('heading', { level })).toHaveTextContent(`Heading ${level}`);
    }
  },
};

export const Centered: Story = {
  args: { style: { textAlign: 'center' } },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    await expect(getComputedStyle(heading).textAlign).toBe('center');
  },
};

export const Right: Story = {
  args: { align: 'right' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    await expect(getComputedStyle(heading).textAlign).toBe('right');
  },
};
