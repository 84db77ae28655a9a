import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonItem, buttonItemVariants } from './ButtonItem';

const meta = {
  title: 'Blocks/ButtonItem',
  component: ButtonItem,
  args: { text: 'Shop skincare', variant: 'primary', link: { href: '#skincare' } },
  argTypes: { variant: { control: 'inline-radio', options: buttonItemVariants } },
  parameters: {
    docs: {
      description: { component: "One button of a `Buttons` block: a link with the kit's button looks." },
    },
  },
} satisfies Meta<typeof ButtonItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Shop skincare' })).toHaveAttribute(
      'href',
      '#skincare',
    );
  },
};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const LinkStyle: Story = { args: { variant: 'link', text: 'Read our story' } };

export const NewTab: Story = {
  args: { link: { href: 'https://example.com/stockists', openInNewTab: true }, text: 'Find a stockist' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Find a stockist (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const WithoutLink: Story = {
  args: { link: undefined, text: 'Coming soon' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('Coming soon')).toBeVisible();
  },
};
