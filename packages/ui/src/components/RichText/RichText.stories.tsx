import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { RichText, richTextTones } from './RichText';

const article = `
<h2>Rituals for winter skin</h2>
<p>Cold air and heated rooms take moisture from the skin. Our <a href="/about">Nordic botanicals</a> are chosen to hold it in.</p>
<ul><li>Cleanse gently, morning and evening</li><li>Layer a serum under your cream</li></ul>
<blockquote>“The lightest texture I have tried that still lasts all day.”</blockquote>
`;

const pageBuilder = `
<div data-content-type="row" data-appearance="contained" data-element="main">
  <div data-content-type="heading" data-appearance="default" data-element="main"><h2>Shop by ritual</h2></div>
  <div data-content-type="text" data-appearance="default" data-element="main"><p>Three steps, chosen for your skin.</p></div>
  <div data-content-type="buttons" data-appearance="inline" data-element="main">
    <div data-content-type="button-item" data-appearance="default"><a class="pagebuilder-button-primary" href="/skincare.html"><span>Skincare</span></a></div>
    <div data-content-type="button-item" data-appearance="default"><a class="pagebuilder-button-secondary" href="/about"><span>Our story</span></a></div>
  </div>
</div>`;

const meta = {
  title: 'Content/RichText',
  component: RichText,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Typography for CMS HTML. The app sanitizes the HTML before passing it; RichText renders it as given.',
      },
    },
  },
  argTypes: { tone: { control: 'inline-radio', options: richTextTones } },
  args: { html: article, tone: 'neutral' },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Rituals for winter skin' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nordic botanicals' })).toHaveAttribute('href', '/about');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const PageBuilderRow: Story = {
  args: { html: pageBuilder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const primary = canvas.getByRole('link', { name: 'Skincare' });
    const secondary = canvas.getByRole('link', { name: 'Our story' });
    // Button items read as buttons: filled primary, outlined secondary.
    await expect(getComputedStyle(primary).backgroundColor).not.toBe(
      getComputedStyle(secondary).backgroundColor,
    );
  },
};

export const Inverse: Story = {
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.ink, padding: vars.space.large }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    await expect(getComputedStyle(heading).color).not.toBe('rgb(0, 0, 0)');
  },
};

export const CompactFooterColumns: Story = {
  args: {
    size: 'compact',
    html: `<div data-content-type="column-group"><div data-content-type="column"><h2>Shop</h2><ul><li><a href="/skincare.html">Skincare</a></li><li><a href="/body.html">Body</a></li></ul></div><div data-content-type="column"><h2>Customer service</h2><ul><li><a href="/contact">Contact us</a></li></ul></div></div>`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Shop' });
    // Same heading level (document outline), smaller type than a content h2.
    await expect(parseFloat(getComputedStyle(heading).fontSize)).toBeLessThan(24);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

export const ReportsClicks: Story = {
  args: { onClick: fn() },
  play: async ({ canvasElement, args }) => {
    // The app routes internal links itself: clicks inside the content are reported.
    const link = within(canvasElement).getByRole('link', { name: 'Nordic botanicals' });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
