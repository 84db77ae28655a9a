import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { FilterSidebar, filterSidebarWidths } from './FilterSidebar';

function DemoGroup({ legend, options }: { legend: string; options: string[] }) {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <legend>
        <Text weight="strong">{legend}</Text>
      </legend>
      <Stack space="small">
        {options.map((o) => (
          <Checkbox key={o} label={o} />
        ))}
      </Stack>
    </fieldset>
  );
}

const meta = {
  title: 'Catalogue/FilterSidebar',
  component: FilterSidebar,
  args: {
    actions: (
      <Button variant="link" size="small">
        Clear all
      </Button>
    ),
    children: (
      <>
        <DemoGroup legend="Skin type" options={['Dry', 'Oily', 'Combination', 'Sensitive']} />
        <DemoGroup legend="Collection" options={['Nordic Calm', 'Midnight', 'Birch']} />
      </>
    ),
  },
  argTypes: { width: { control: 'inline-radio', options: filterSidebarWidths } },
  parameters: {
    docs: {
      description: {
        component:
          'Category filters beside the grid from 1024 px (hidden below; use FilterDialog there). Sticky under the header and scrolls on its own. ' +
          '`width`: `wide` = max 360 px (default) or `narrow` = 325 px — the spec gives both. A complementary landmark named by its title.',
      },
    },
  },
} satisfies Meta<typeof FilterSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('complementary', { name: 'Filters' });
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};
export const Narrow: Story = {
  args: { width: 'narrow' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('complementary', { name: 'Filters' });
    await expect(Math.round(region.getBoundingClientRect().width)).toBeLessThanOrEqual(325);
  },
};
export const Empty: Story = { args: { children: null, actions: null } };
/** Below 1024 px the sidebar is not shown. */
export const HiddenOnMobile: Story = {
  parameters: { testViewport: { width: 375, height: 800 }, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('aside')).not.toBeVisible();
  },
};
