import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Padding: Story = {
  args: {
    padding: 'xlarge',
    background: 'surfaceSunken',
    borderRadius: 'medium',
    children: <Text>Box with xlarge padding on a sunken surface</Text>,
  },
};

/** Responsive props take an array: mobile, ≥640, ≥768, ≥1024. */
export const Responsive: Story = {
  args: {
    display: 'flex',
    flexDirection: ['column', 'column', 'row'],
    gap: ['small', 'small', 'xlarge'],
    padding: 'large',
    background: 'accentSoft',
    borderRadius: 'medium',
    children: (
      <>
        <Text>Column on mobile</Text>
        <Text>Row from 768 px</Text>
      </>
    ),
  },
};

export const Raised: Story = {
  args: {
    padding: 'xlarge',
    background: 'surfaceRaised',
    boxShadow: 'medium',
    borderRadius: 'large',
    children: <Text>Raised card surface</Text>,
  },
};
