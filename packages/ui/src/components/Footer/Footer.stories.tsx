import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '../Heading';
import { Icon } from '../Icon';
import { Inline } from '../Inline';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Footer } from './Footer';

const columns = {
  Shop: ['Skincare', 'Body', 'Gift sets', 'Samples'],
  Help: ['Shipping', 'Returns', 'Contact us', 'FAQ'],
  About: ['Our story', 'Ingredients', 'Sustainability', 'Journal'],
};

function ShopFooter() {
  return (
    <Footer.Root>
      <Footer.Content>
        {Object.entries(columns).map(([title, links]) => (
          <Stack key={title} space="medium">
            <Heading level={2} size="xsmall">
              {title}
            </Heading>
            <Stack space="small" as="ul">
              {links.map((l) => (
                <li key={l} style={{ listStyle: 'none' }}>
                  <Link variant="subtle" href="#">
                    {l}
                  </Link>
                </li>
              ))}
            </Stack>
          </Stack>
        ))}
        <Stack space="medium">
          <Heading level={2} size="xsmall">
            Newsletter
          </Heading>
          <Text size="small" tone="soft">
            Seasonal rituals and early access, once a month.
          </Text>
        </Stack>
      </Footer.Content>
      <Footer.Bottom>
        <Text size="small" tone="muted" as="span">
          © 2026 Norrsken Skincare AB
        </Text>
        <Inline space="xsmall">
          <Icon name="globe" size="small" />
          <Text size="small" tone="muted" as="span">
            Sweden · EUR
          </Text>
        </Inline>
      </Footer.Bottom>
    </Footer.Root>
  );
}

const meta = {
  title: 'Shell/Footer',
  component: ShopFooter,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShopFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toBeInTheDocument();
  },
};
