import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Link } from '../Link';
import { Header, headerStates, type HeaderRootProps } from './Header';

function ShopHeader({ state, onAction }: HeaderRootProps & { onAction?: (name: string) => void }) {
  return (
    <Header.Root state={state}>
      <Header.Menu>
        <Button variant="ghost" size="small" aria-label="Open menu" onClick={() => onAction?.('menu')}>
          <Icon name="menu" />
        </Button>
      </Header.Menu>
      <Header.Logo>
        <Link variant="subtle" href="/" aria-label="Norrsken skincare, home">
          <span style={{ fontFamily: 'inherit', fontSize: '1.375rem', letterSpacing: '0.3em' }}>
            NORRSKEN
          </span>
        </Link>
      </Header.Logo>
      <Header.Nav>
        {['Skincare', 'Body', 'Sets', 'Journal'].map((item) => (
          <Link key={item} variant="standalone" href={`/${item.toLowerCase()}`}>
            {item}
          </Link>
        ))}
      </Header.Nav>
      <Header.Actions>
        {(
          [
            ['search', 'Search'],
            ['user', 'Account'],
            ['heart', 'Wishlist'],
            ['bag', 'Mini cart'],
          ] as const
        ).map(([icon, label]) => (
          <Button key={icon} variant="ghost" size="small" aria-label={label} onClick={() => onAction?.(icon)}>
            <Icon name={icon} />
          </Button>
        ))}
      </Header.Actions>
    </Header.Root>
  );
}

const meta = {
  title: 'Shell/Header',
  component: ShopHeader,
  parameters: { layout: 'fullscreen' },
  args: { onAction: fn() },
  argTypes: { state: { control: 'inline-radio', options: headerStates } },
} satisfies Meta<typeof ShopHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-state', 'top');
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Mini cart' }));
    await expect(args.onAction).toHaveBeenCalledWith('bag');
  },
};

export const Scrolled: Story = { args: { state: 'scrolled' } };
