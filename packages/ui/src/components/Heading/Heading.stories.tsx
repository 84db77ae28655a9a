import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Heading, headingLevels, headingSizes, headingTones } from './Heading';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { level: 2, children: 'Rituals for calm skin' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
    tone: { control: 'inline-radio', options: headingTones },
  },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Levels: Story = {
  render: (args) => (
    <Stack space="medium">
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack space="medium">
      {headingSizes.map((size) => (
        <Heading key={size} {...args} size={size}>
          {size}: Nordic botanicals
        </Heading>
      ))}
    </Stack>
  ),
};

/** An h1 that looks small and an h2 that looks like a display title: the outline stays correct. */
export const LevelDecoupledFromSize: Story = {
  render: () => (
    <Stack space="medium">
      <Heading level={1} size="small">
        Product page title (h1, small)
      </Heading>
      <Heading level={2} size="display">
        Campaign (h2, display)
      </Heading>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Product page title');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Campaign');
  },
};

export const Tones: Story = {
  render: (args) => (
    <Stack space="small">
      {headingTones
        .filter((t) => t !== 'inverse')
        .map((tone) => (
          <Heading key={tone} {...args} tone={tone}>
            {tone}
          </Heading>
        ))}
    </Stack>
  ),
};
