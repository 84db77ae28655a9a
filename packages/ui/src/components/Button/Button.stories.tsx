import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Add to bag', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to bag' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('type', 'button');
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Add to wishlist' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
export const LinkStyle: Story = { name: 'Link', args: { variant: 'link', children: 'Clear all' } };

export const Sizes: Story = {
  render: (args) => (
    <Inline space="medium">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </Inline>
  ),
};

export const AllVariants: Story = {
  render: (args) => (
    <Stack space="medium">
      {buttonVariants.map((variant) => (
        <Inline key={variant} space="medium">
          <Button {...args} variant={variant}>
            {variant}
          </Button>
          <Button {...args} variant={variant} loading>
            {variant}
          </Button>
          <Button {...args} variant={variant} disabled>
            {variant}
          </Button>
        </Inline>
      ))}
    </Stack>
  ),
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Proceed to checkout' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <Icon name="bag" size="small" /> Add to bag
      </>
    ),
  },
};

/** `iconOnly` (the product page's wishlist heart): square, as tall as the large size. */
export const IconOnlySquare: Story = {
  args: {
    variant: 'secondary',
    size: 'large',
    iconOnly: true,
    'aria-label': 'Add to wishlist',
    children: <Icon name="heart" size="small" />,
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement)
      .getByRole('button', { name: 'Add to wishlist' })
      .getBoundingClientRect();
    await expect(Math.abs(box.width - box.height)).toBeLessThan(1);
  },
};

/** A label longer than its room wraps between words instead of running off the screen. */
export const LongLabelWraps: Story = {
  args: { variant: 'secondary', children: 'Melden Sie sich an, um Ihre Wunschliste zu behalten' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '16rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.querySelector('div')!.getBoundingClientRect().right,
    );
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to bag' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('data-state', 'loading');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LoadingKeepsWidth: Story = {
  render: (args) => (
    <Inline space="medium">
      <Button {...args}>Add to bag</Button>
      <Button {...args} loading>
        Add to bag
      </Button>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const [idle, busy] = within(canvasElement).getAllByRole('button');
    await expect(busy!.getBoundingClientRect().width).toBe(idle!.getBoundingClientRect().width);
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Out of Stock' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Out of Stock' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsChildLink: Story = {
  name: 'As child (router link)',
  args: { asChild: true, variant: 'secondary', children: <a href="/">Back to homepage</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Back to homepage' });
    await expect(link).toHaveAttribute('href', '/');
    await expect(link.className).not.toBe('');
  },
};

export const IconOnly: Story = {
  args: { variant: 'ghost', size: 'medium', 'aria-label': 'Open mini cart', children: <Icon name="bag" /> },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open mini cart' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};
