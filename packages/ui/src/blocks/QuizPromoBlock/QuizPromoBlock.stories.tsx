import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QuizPromoBlock } from './QuizPromoBlock';

const meta = {
  title: 'Blocks/QuizPromoBlock',
  component: QuizPromoBlock,
  tags: ['autodocs'],
  args: { href: '#skin-quiz' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Quiz promo block: the kit\'s QuizPromo with the spec\'s texts ("Skin Quiz", "Not sure what your skin ' +
          'needs? Let\'s build you a personalised routine.", "Take The Test") and the author\'s link.',
      },
    },
  },
} satisfies Meta<typeof QuizPromoBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Skin Quiz' })).toBeVisible();
    await expect(
      canvas.getByText("Not sure what your skin needs? Let's build you a personalised routine."),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Take The Test' })).toHaveAttribute('href', '#skin-quiz');
  },
};

export const AuthorTexts: Story = {
  args: {
    eyebrow: '2 minutes',
    title: 'Find your routine',
    text: 'Five questions about your skin, one routine made for it.',
    buttonText: 'Start the quiz',
  },
};

export const WithoutLink: Story = {
  args: { href: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const Loading: Story = { args: { loading: true } };
