import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { PageLoadingBar, pageLoadingStates } from './PageLoadingBar';

const meta = {
  title: 'Layout/Header/PageLoadingBar',
  component: PageLoadingBar,
  argTypes: { state: { control: 'inline-radio', options: pageLoadingStates } },
  parameters: {
    docs: {
      description: {
        component:
          'Thin bar under the header while a route resolves. Pass the app\'s `loading` flag: off → loading (indeterminate, `role="progressbar"`) → done (full bar for 750 ms, spec §9) → off. ' +
          'The pure state machine is `pageLoadingTransition`; the timing lives in `usePageLoadingBar`. Reduced motion shows a still bar.',
      },
    },
  },
} satisfies Meta<typeof PageLoadingBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  args: { state: 'off' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Fetching Data...' })).toBeVisible();
  },
};
export const Done: Story = { args: { state: 'done' } };

function Driven() {
  const [loading, setLoading] = useState(false);
  return (
    <Stack space="large">
      <PageLoadingBar loading={loading} />
      <Button variant="secondary" onClick={() => setLoading((l) => !l)}>
        {loading ? 'Finish loading' : 'Start loading'}
      </Button>
    </Stack>
  );
}

/** Real sequence: start → loading, finish → done, 750 ms later → off. */
export const Sequence: Story = {
  render: () => <Driven />,
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const track = canvasElement.querySelector('[data-state]')!;
    await expect(track).toHaveAttribute('data-state', 'off');
    await userEvent.click(canvas.getByRole('button', { name: 'Start loading' }));
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('data-state', 'loading');
    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
    await expect(track).toHaveAttribute('data-state', 'done');
    await waitFor(() => expect(track).toHaveAttribute('data-state', 'off'), { timeout: 2000 });
  },
};
