import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HtmlBlock } from './HtmlBlock';

const meta = {
  title: 'Blocks/HtmlBlock',
  component: HtmlBlock,
  args: {
    html:
      '<table><caption>Morning routine</caption><thead><tr><th scope="col">Step</th><th scope="col">Product</th></tr></thead>' +
      '<tbody><tr><td>1</td><td>Oat milk cleanser</td></tr><tr><td>2</td><td>Birch sap serum</td></tr>' +
      '<tr><td>3</td><td>Cloudberry day cream</td></tr></tbody></table>',
  },
  parameters: {
    docs: {
      description: {
        component:
          "Page Builder HTML code: the author's markup, sanitized by the app, with the shop's typography.",
      },
    },
  },
} satisfies Meta<typeof HtmlBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Table: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Morning routine' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

export const Hidden: Story = {
  args: { style: { hidden: true } },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};
