import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Link, linkVariants } from './Link';

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { href: '#ingredients', children: 'See all ingredients' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <Text>
      Cold-pressed sea buckthorn and birch sap. <Link {...args} variant="inline" /> before you buy.
    </Text>
  ),
};

export const Standalone: Story = {
  args: {
    variant: 'standalone',
    children: (
      <>
        Shop all serums <Icon name="chevron-right" size="small" />
      </>
    ),
  },
};

export const Subtle: Story = {
  render: (args) => (
    <Text tone="muted" size="small">
      <Link {...args} variant="subtle">
        Privacy policy
      </Link>
    </Text>
  ),
};

export const AllVariants: Story = {
  render: (args) => (
    <Stack space="medium">
      {linkVariants.map((variant) => (
        <Link key={variant} {...args} variant={variant}>
          {variant} link
        </Link>
      ))}
    </Stack>
  ),
};

/** The app passes react-router's `<Link>`; a plain anchor with a click handler stands in here. */
export const AsChild: Story = {
  args: { asChild: true, variant: 'standalone', children: undefined },
  render: (args) => {
    const onNavigate = fn();
    return (
      <Link {...args}>
        <a
          href="/skincare/serums"
          data-testid="router-link"
          onClick={(e) => {
            e.preventDefault();
            onNavigate();
          }}
        >
          Serums
        </a>
      </Link>
    );
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Serums' });
    await expect(link).toHaveAttribute('href', '/skincare/serums');
    await expect(link.className).toMatch(/\S/);
    await userEvent.click(link);
    await expect(window.location.pathname).not.toBe('/skincare/serums');
  },
};
