import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Column } from '../Column';
import { ColumnLine } from '../ColumnLine';
import { HeadingBlock } from '../HeadingBlock';
import { ImageBlock } from '../ImageBlock';
import { TextBlock } from '../TextBlock';
import { ColumnGroup } from './ColumnGroup';

const pad = { top: 24, right: 24, bottom: 24, left: 24 };

const three = (
  <ColumnLine>
    {[
      ['Cleanse', 'A milky oat cleanser that respects the skin barrier.', '/images/cleanser.svg'],
      ['Treat', 'Birch sap serum for deep, lasting hydration.', '/images/serum.svg'],
      ['Nourish', 'Cloudberry cream that seals in moisture overnight.', '/images/cream.svg'],
    ].map(([title, body, src]) => (
      <Column key={title} width={33.3333} style={{ padding: pad }}>
        <ImageBlock src={src as string} alt="" width={660} height={896} />
        <HeadingBlock
          level={3}
          text={title as string}
          style={{ margin: { top: 16, right: 0, bottom: 8, left: 0 } }}
        />
        <TextBlock html={`<p>${body}</p>`} />
      </Column>
    ))}
  </ColumnLine>
);

const meta = {
  title: 'Blocks/ColumnGroup',
  component: ColumnGroup,
  args: { children: three },
  parameters: {
    docs: {
      description: {
        component:
          'Page Builder column group with column lines and columns (widths in %). Columns stack below 768 px. ' +
          'Older content puts columns straight into the group; that works too. Background like a row.',
      },
    },
  },
} satisfies Meta<typeof ColumnGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeColumns: Story = {
  play: async ({ canvasElement }) => {
    const columns = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-width]'));
    await expect(columns).toHaveLength(3);
    const [a, b] = columns.map((c) => c.getBoundingClientRect());
    // Side by side, a third each.
    await expect(a?.top).toBe(b?.top);
    await expect(Math.round((a?.width ?? 0) * 3)).toBeGreaterThan(
      canvasElement.querySelector('div')!.clientWidth - 3,
    );
  },
};

export const StackedOnMobile: Story = {
  parameters: { testViewport: { width: 375, height: 1400 } },
  play: async ({ canvasElement }) => {
    const [a, b] = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-width]')).map((c) =>
      c.getBoundingClientRect(),
    );
    await expect(b!.top).toBeGreaterThan(a!.bottom - 1);
    await expect(a?.width).toBe(b?.width);
  },
};

export const UnevenWithBackground: Story = {
  args: {
    background: { color: '#F1EBE1' },
    style: { padding: pad },
    children: (
      <ColumnLine>
        <Column width={66.6667} verticalAlign="middle" style={{ padding: pad }}>
          <HeadingBlock level={2} text="Made slowly, in small batches" />
          <TextBlock html="<p>Every jar is filled by hand in our Riga workshop, within weeks of the harvest.</p>" />
        </Column>
        <Column
          width={33.3333}
          background={{ color: '#27342E' }}
          style={{ padding: pad }}
          verticalAlign="bottom"
        >
          <TextBlock tone="inverse" html="<p><strong>4.9 / 5</strong> from 2,300 reviews</p>" />
        </Column>
      </ColumnLine>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Made slowly, in small batches' })).toBeVisible();
    const [wide, narrow] = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-width]'));
    await expect(
      Math.round(wide!.getBoundingClientRect().width / narrow!.getBoundingClientRect().width),
    ).toBe(2);
  },
};

/** Content saved before Page Builder 2.4.4 has no column lines. */
export const ColumnsWithoutLine: Story = {
  args: {
    children: [
      <Column key="a" width={50} style={{ padding: pad }} background={{ color: '#E4EADF' }}>
        <TextBlock html="<p>Left half</p>" />
      </Column>,
      <Column key="b" width={50} style={{ padding: pad }} background={{ color: '#F1EBE1' }}>
        <TextBlock html="<p>Right half</p>" />
      </Column>,
    ],
  },
  play: async ({ canvasElement }) => {
    const [a, b] = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-width]')).map((c) =>
      c.getBoundingClientRect(),
    );
    await expect(a?.top).toBe(b?.top);
  },
};
