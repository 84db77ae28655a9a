import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QuizPromo } from './QuizPromo';

const meta = {
  title: 'Catalogue/QuizPromo',
  component: QuizPromo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The skin-quiz promo of category pages (spec §4). The app decides visibility (enabled, categories set, this category listed) and passes its router link as `action`.',
      },
    },
  },
  args: { action: <a href="/skin-quiz">Take The Test</a> },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuizPromo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Skin Quiz' })).toBeVisible();
    await expect(
      canvas.getByText("Not sure what your skin needs? Let's build you a personalised routine."),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Take The Test' })).toHaveAttribute('href', '/skin-quiz');
    await expect(canvas.getByRole('region', { name: 'Skin Quiz' })).toBeVisible();
  },
};

export const WithEyebrow: Story = {
  args: { eyebrow: 'Personalised routine' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Personalised routine')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
    await expect(canvasElement.querySelector('[data-state="loading"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const German: Story = {
  args: {
    title: 'Hauttest',
    text: 'Nicht sicher, was Ihre Haut braucht? Wir stellen Ihnen eine persönliche Pflegeroutine zusammen.',
    action: <a href="/de/hauttest">Zum Test</a>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Zum Test' })).toBeVisible();
  },
};
