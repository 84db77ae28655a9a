import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { StatusView } from './StatusView';

const meta = {
  title: 'Shell/StatusView',
  component: StatusView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StatusView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2 not-found texts. */
export const NotFound: Story = {
  args: {
    title: '404 error',
    message: "We're sorry – whatever you're looking for isn't here.",
    action: (
      <Button asChild>
        <a href="/">Back to homepage</a>
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '404 error' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
  },
};

/** Spec §8 error text; the app wires the retry. */
export const Error: Story = {
  args: {
    tone: 'critical',
    eyebrow: 'Error',
    title: 'Something went wrong. Sorry about that.',
    action: (
      <Button variant="secondary" onClick={fn()}>
        Try again
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
  },
};

export const WithoutAction: Story = {
  args: { title: 'Looks like the page you were hoping to find doesn’t exist.', message: 'Sorry about that.' },
};
