import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleProducts } from '../ProductGrid/storyFixtures';
import { ProductQuiz, type ProductQuizStatus } from './ProductQuiz';
import { sampleQuizQuestions } from './storyQuestions';

const meta = {
  title: 'Blocks/ProductQuiz',
  component: ProductQuiz,
  tags: ['autodocs'],
  args: { questions: sampleQuizQuestions, onComplete: fn(), onRestart: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '60rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    testViewport: { width: 1100, height: 800 },
    docs: {
      description: {
        component:
          'Product quiz block ("Skin Quiz"): single- and multiple-choice questions with progress, back and next, ' +
          'the e-mail step (results are sent by e-mail; terms required), then the confirmation and the products ' +
          'the app recommends.',
      },
    },
  },
} satisfies Meta<typeof ProductQuiz>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Intro: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Skin Quiz' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Take The Test' }));
    await waitFor(() => expect(canvas.getByText('Question 1 of 3')).toHaveFocus());
  },
};

/** The whole quiz by keyboard: arrows choose, Space toggles, Enter moves on. */
export const KeyboardWalkthrough: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Take The Test' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Question 1 of 3')).toHaveFocus());
    // Next without an answer: told to choose.
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Please choose an answer.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Tight or flaky/ }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Shiny all over/ })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Question 2 of 3')).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Hydration' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Redness' })).toBeChecked();
    // Back keeps the answers.
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByRole('radio', { name: /Shiny all over/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('checkbox', { name: 'Redness' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('radio', { name: /4–6 steps/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Last step')).toBeVisible();
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await userEvent.type(email, 'anna@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send my routine' }));
    await expect(canvas.getByText('The entered email is not valid')).toBeVisible();
    await expect(canvas.getByText('Is required')).toBeVisible();
    await userEvent.type(email, '.com');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onComplete).toHaveBeenCalledWith({
      answers: { type: ['oily'], concerns: ['hydration', 'redness'], routine: ['full'] },
      email: 'anna@example.com',
    });
  },
};

export const MissingAnswer: Story = {
  args: { showIntro: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Please choose an answer.')).toBeVisible();
    await expect(canvas.getByRole('group')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const MultipleChoice: Story = {
  args: { showIntro: false, questions: sampleQuizQuestions.slice(1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Fine lines' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Dullness' }));
    await expect(canvas.getByText('Choose all that apply.')).toBeVisible();
  },
};

/** The app's round trip: an error keeps the e-mail, then success with recommendations. */
export const RoundTrip: Story = {
  args: { showIntro: false, questions: sampleQuizQuestions.slice(2) },
  render: (args) => {
    const [status, setStatus] = useState<ProductQuizStatus>('idle');
    const [calls, setCalls] = useState(0);
    return (
      <ProductQuiz
        {...args}
        status={status}
        errorMessage="An error has occurred. Please check the input and try again."
        recommendations={status === 'success' ? sampleProducts(3) : undefined}
        onComplete={(result) => {
          args.onComplete(result);
          setCalls((n) => n + 1);
          setStatus(calls === 0 ? 'error' : 'success');
        }}
        onRestart={() => {
          args.onRestart?.();
          setStatus('idle');
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /2–3 steps/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'anna@example.com');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send my routine' }));
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('anna@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send my routine' }));
    const note = await canvas.findByRole('status');
    await expect(note).toHaveTextContent(
      'Thank you! Your personalised routine is on its way to anna@example.com.',
    );
    await waitFor(() => expect(note).toHaveFocus());
    await expect(canvas.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Retake the quiz' }));
    await expect(args.onRestart).toHaveBeenCalled();
    await expect(canvas.getByText('Question 1 of 1')).toBeVisible();
  },
};

export const EmailStepSubmitting: Story = {
  args: { showIntro: false, questions: [], status: 'submitting' },
};

export const Success: Story = {
  args: { status: 'success', recommendations: sampleProducts(3) },
  parameters: { testViewport: { width: 1100, height: 1000 } },
};

export const SuccessLoadingRecommendations: Story = {
  args: { status: 'success', recommendationsLoading: true },
  parameters: { testViewport: { width: 1100, height: 1000 } },
};

export const Mobile: Story = {
  args: { showIntro: false },
  parameters: { testViewport: { width: 390, height: 900 } },
};
