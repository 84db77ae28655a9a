import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text';
import { Stack, stackAligns, stackSpaces } from './Stack';

const items = ['Cleanse', 'Tone', 'Treat', 'Moisturise'].map((t) => <Text key={t}>{t}</Text>);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { children: items, space: 'medium' },
  argTypes: {
    space: { control: 'select', options: stackSpaces },
    align: { control: 'inline-radio', options: stackAligns },
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { space: 'xlarge' } };
export const Centered: Story = { args: { align: 'center' } };
export const Dividers: Story = { args: { dividers: true, space: 'medium' } };
