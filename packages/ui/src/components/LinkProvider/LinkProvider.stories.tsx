import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from '../Breadcrumbs';
import { LinkProvider, type LinkComponentProps } from './LinkProvider';

const items = [
  { label: 'Home', href: '/' },
  { label: 'Skincare', href: '/skincare' },
  { label: 'Cloudberry Revitalising Serum' },
];

/** Stands in for the app's router link (the shop registers react-router's `Link` once). */
function StoryRouterLink({ href, ...rest }: LinkComponentProps) {
  return <a href={`#${href}`} data-router-link="" {...rest} />;
}

const meta = {
  title: 'Foundations/LinkProvider',
  component: LinkProvider,
  tags: ['autodocs'],
  args: { linkComponent: StoryRouterLink },
  parameters: {
    docs: {
      description: {
        component:
          'Registers the app’s link once (Braid’s `linkComponent`): every kit component that draws a link — product cards, breadcrumbs, pagination, navigation, the mini cart, Page Builder blocks — renders it with `href` and the anchor’s attributes. The kit imports no router; without a provider links are plain anchors. It draws nothing itself, so it has no styles.',
      },
    },
  },
  render: (args) => (
    <LinkProvider {...args}>
      <Breadcrumbs items={items} />
    </LinkProvider>
  ),
} satisfies Meta<typeof LinkProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RegisteredLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Skincare' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '#/skincare');
  },
};

export const WithoutProvider: Story = {
  render: () => <Breadcrumbs items={items} />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Skincare' });
    await expect(link).not.toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '/skincare');
  },
};
