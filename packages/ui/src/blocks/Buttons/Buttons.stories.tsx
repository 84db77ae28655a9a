import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ButtonItem } from '../ButtonItem';
import { Buttons, buttonsAppearances } from './Buttons';

const items = [
  <ButtonItem key="a" text="Shop skincare" variant="primary" link={{ href: '#skincare' }} />,
  <ButtonItem key="b" text="Take the skin quiz" variant="secondary" link={{ href: '#quiz' }} />,
  <ButtonItem key="c" text="Our story" variant="link" link={{ href: '#story' }} />,
];

const meta = {
  title: 'Blocks/Buttons',
  component: Buttons,
  args: { appearance: 'inline', sameWidth: false, children: items },
  argTypes: { appearance: { control: 'inline-radio', options: buttonsAppearances } },
  parameters: {
    docs: {
      description: {
        component:
          'Page Builder buttons: inline or stacked, optionally all as wide as the widest; each item a link styled ' +
          "as the kit's `Button` (primary, secondary, link).",
      },
    },
  },
} satisfies Meta<typeof Buttons>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Shop skincare' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Take the skin quiz' })).toHaveFocus();
  },
};

export const Stacked: Story = {
  args: { appearance: 'stacked' },
  play: async ({ canvasElement }) => {
    const [a, b] = within(canvasElement)
      .getAllByRole('link')
      .map((l) => l.getBoundingClientRect());
    await expect(b!.top).toBeGreaterThan(a!.bottom - 1);
  },
};

export const SameWidth: Story = {
  args: { sameWidth: true, children: items.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const [a, b] = within(canvasElement)
      .getAllByRole('link')
      .map((l) => l.getBoundingClientRect().width);
    await expect(a).toBe(b);
  },
};

export const StackedSameWidthCentered: Story = {
  args: { appearance: 'stacked', sameWidth: true, align: 'center', children: items.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const [a, b] = within(canvasElement)
      .getAllByRole('link')
      .map((l) => l.getBoundingClientRect());
    await expect(a!.width).toBe(b!.width);
    await expect(a!.left).toBe(b!.left);
  },
};
